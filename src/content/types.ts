/**
 * The content model: typed, serializable tables for every printed component of the game.
 *
 * Content is data. Rules never hard-code a card: they read these tables, and every effect is a
 * named id (plus plain parameters) that the rules resolve through a handler table. Every record
 * carries its provenance field by field, so a reader can tell printed, confirmed values from the
 * provisional values this project had to choose (printed card data is not public).
 *
 * @module
 */

/**
 * Where a value comes from.
 *
 * - `confirmed`: stated by a rulebook or an official ruling; `ref` names the section or ruling.
 * - `provisional`: not confirmed by any public source; `reason` says what was inferred or chosen.
 *   A user with the printed cards can replace it through a content pack.
 *
 * @example
 * ```ts
 * const snakeLevel: Source = { status: "confirmed", ref: "Rulebook, Learning Spells" };
 * const trackIcons: Source = { status: "provisional", reason: "printed temple tracks are not public" };
 * ```
 */
export type Source =
  | {
      /** The value is stated by a rulebook or an official ruling. */
      readonly status: "confirmed";
      /** The rulebook section or ruling that states the value. */
      readonly ref: string;
    }
  | {
      /** The value is not confirmed by any public source; this project chose it. */
      readonly status: "provisional";
      /** What was inferred or chosen, and why. */
      readonly reason: string;
    };

/**
 * The provenance of one record: one {@link Source} for each of its data fields, keyed by field
 * name. `validateContent` checks that every data field of every record has an entry.
 *
 * @example
 * ```ts
 * const provenance: Provenance = {
 *   name: { status: "confirmed", ref: "Rulebook, Legendary Items" },
 *   tracks: { status: "provisional", reason: "printed temple tracks are not public" },
 * };
 * ```
 */
export type Provenance = Readonly<Record<string, Source>>;

/**
 * The six symbols of an adventure die.
 *
 * @example
 * ```ts
 * const symbol: DieSymbol = "attack-goblin";
 * ```
 */
export type DieSymbol = "take-damage" | "gain-power" | "conjure-magic" | "torch" | "scroll" | "attack-goblin";

/** The two regions of a map card, as seen from the table. @example `const side: RegionSide = "left";` */
export type RegionSide = "left" | "right";

/** A player colour; each player card, castle and hero set has one. @example `const c: PlayerColor = "red";` */
export type PlayerColor = string;

/** Which printed face of a map card is in play: bright (base game) or gloom (GloomFall). @example `const f: CardFace = "gloom";` */
export type CardFace = "bright" | "gloom";

/** The five travel methods, one per movement card. @example `const m: TravelMethod = "gryphon";` */
export type TravelMethod = "horse" | "raft" | "gryphon" | "ship" | "foot";

/**
 * What stands in one region of a map card face.
 *
 * @example
 * ```ts
 * const castle: RegionDef = { kind: "castle", color: "red" };
 * const grotto: RegionDef = { kind: "grotto", effect: "bright-power-per-hero-away" };
 * ```
 */
export type RegionDef =
  | {
      /** A player's castle. */
      readonly kind: "castle";
      /** The colour of the player whose castle it is. */
      readonly color: PlayerColor;
    }
  | {
      /** A spell obelisk. */
      readonly kind: "obelisk";
      /** The id of the spell learned here. */
      readonly spell: string;
    }
  | {
      /** A temple entrance. */
      readonly kind: "temple";
      /** The id of the temple explored here. */
      readonly temple: string;
    }
  | {
      /** A Mushroom Grotto. */
      readonly kind: "grotto";
      /** The id of the grotto effect a hero may use on arriving. */
      readonly effect: string;
    }
  | {
      /** A Golden Grotto (Golden Mushrooms expansion). */
      readonly kind: "golden-grotto";
      /** The id of the Golden Grotto action taken here. */
      readonly action: string;
    }
  | {
      /** A goblin portal. */
      readonly kind: "portal";
    };

/** The kinds of region, `RegionDef["kind"]`. @example `const k: RegionKind = "portal";` */
export type RegionKind = RegionDef["kind"];

/**
 * One face of a map card: its left and right regions.
 *
 * @example
 * ```ts
 * const face: MapCardFace = { left: { kind: "portal" }, right: { kind: "grotto", effect: "bright-magic-2" } };
 * ```
 */
export interface MapCardFace {
  /** The left region. */
  readonly left: RegionDef;
  /** The right region. */
  readonly right: RegionDef;
}

/**
 * A map card with both printed faces.
 *
 * `kind` says which deck it is dealt from at setup: the 4 castle cards go on the corners of the
 * cross, the regular cards everywhere else.
 *
 * @example
 * ```ts
 * const card: MapCardDef = {
 *   id: "castle-red",
 *   kind: "castle",
 *   bright: { left: { kind: "castle", color: "red" }, right: { kind: "obelisk", spell: "snake" } },
 *   gloom: { left: { kind: "castle", color: "red" }, right: { kind: "obelisk", spell: "snake" } },
 *   provenance: { kind: { status: "confirmed", ref: "Rulebook, Creating the Land Map" } },
 * };
 * ```
 */
export interface MapCardDef {
  /** Unique id of the card. */
  readonly id: string;
  /** The deck the card is dealt from at setup: castle cards or regular cards. */
  readonly kind: "castle" | "regular";
  /** The bright face, used in the base game. */
  readonly bright: MapCardFace;
  /** The gloom face, used in the GloomFall variant. */
  readonly gloom: MapCardFace;
  /** The source of each data field's value, keyed by field name. */
  readonly provenance: Provenance;
}

/**
 * One space of a temple track: the symbol it needs and how many at once (2 = a double space,
 * both symbols rolled together and given to the same hero).
 *
 * @example
 * ```ts
 * const double: TrackSpace = { symbol: "torch", count: 2 };
 * ```
 */
export interface TrackSpace {
  /** The die symbol the space needs. */
  readonly symbol: "torch" | "scroll";
  /** How many of that symbol are needed at once: 1, or 2 for a double space. */
  readonly count: 1 | 2;
}

/**
 * A temple, with its 4-space track on each map card face.
 *
 * @example
 * ```ts
 * const ice: TempleDef = {
 *   id: "ice",
 *   name: "Ice Temple",
 *   tracks: {
 *     bright: [{ symbol: "torch", count: 1 }, { symbol: "scroll", count: 1 }, { symbol: "torch", count: 1 }, { symbol: "scroll", count: 2 }],
 *     gloom: [{ symbol: "torch", count: 1 }, { symbol: "scroll", count: 2 }, { symbol: "torch", count: 1 }, { symbol: "scroll", count: 2 }],
 *   },
 *   provenance: {},
 * };
 * ```
 */
export interface TempleDef {
  /** Unique id of the temple. */
  readonly id: string;
  /** Display name. */
  readonly name: string;
  /** The temple's track on each map card face, first space first. */
  readonly tracks: Readonly<Record<CardFace, readonly TrackSpace[]>>;
  /** The source of each data field's value, keyed by field name. */
  readonly provenance: Provenance;
}

/**
 * A spell (a book of the Spell Library and its obelisk). Learning it sets the player's spell level
 * to `level`.
 *
 * @example
 * ```ts
 * const snake: SpellDef = { id: "snake", name: "Snake", level: 1, provenance: {} };
 * ```
 */
export interface SpellDef {
  /** Unique id of the spell. */
  readonly id: string;
  /** Display name. */
  readonly name: string;
  /** The spell level a player reaches by learning it. */
  readonly level: number;
  /** The source of each data field's value, keyed by field name. */
  readonly provenance: Provenance;
}

/**
 * How a run of one die symbol within a single roll turns into amounts: the i-th symbol of the roll
 * gives `sequence[i]` when there is such an entry, else `rest`. Multiplayer levels use a constant
 * (`sequence: []`); the solo levels ignore or change the first symbols.
 *
 * @example
 * ```ts
 * // Solo level 0: the first Take Damage is ignored, each further one deals 1.
 * const soloLevel0Damage: SymbolAmounts = { sequence: [0], rest: 1 };
 * ```
 */
export interface SymbolAmounts {
  /** Amounts for the first symbols of a roll, in order. */
  readonly sequence: readonly number[];
  /** The amount for every symbol after those covered by `sequence`. */
  readonly rest: number;
}

/**
 * What one magic level does to the dice and to learning.
 *
 * @example
 * ```ts
 * const level2: MagicLevelDef = {
 *   level: 2,
 *   learnUpTo: 2,
 *   takeDamage: { sequence: [], rest: 2 },
 *   gainPower: { sequence: [], rest: 0 },
 *   conjureMagic: { advances: true, damage: { sequence: [], rest: 0 } },
 * };
 * ```
 */
export interface MagicLevelDef {
  /** The level number, 0 to 3. */
  readonly level: number;
  /** How many spell levels above their current one a player may learn at this level. */
  readonly learnUpTo: number;
  /** Health lost per Take Damage symbol, before any defence. */
  readonly takeDamage: SymbolAmounts;
  /** Power gained per Gain Power symbol. */
  readonly gainPower: SymbolAmounts;
  /** Whether Conjure Magic still advances the token, and the damage each symbol deals. */
  readonly conjureMagic: {
    /** Whether Conjure Magic symbols move the magic token forward. */
    readonly advances: boolean;
    /** Health lost per Conjure Magic symbol. */
    readonly damage: SymbolAmounts;
  };
}

/**
 * One side of the magic card: the level of each space of the track (index 0 = the first space)
 * and the effect of each level.
 *
 * @example
 * ```ts
 * const track: MagicTrackDef = { spaces: [0, 0, 1, 1, 1, 2, 2, 2, 3], levels: [], provenance: {} };
 * ```
 */
export interface MagicTrackDef {
  /** The magic level of each space, first space first. */
  readonly spaces: readonly number[];
  /** The effect of each level used on the track. */
  readonly levels: readonly MagicLevelDef[];
  /** The source of each data field's value, keyed by field name. */
  readonly provenance: Provenance;
}

/**
 * An immediate reward of a movement quest. Every field is optional and additive.
 *
 * @example
 * ```ts
 * const reward: QuestReward = { health: 2, power: 1 };
 * ```
 */
export interface QuestReward {
  /** Health gained. */
  readonly health?: number;
  /** Power gained. */
  readonly power?: number;
  /** Spaces the magic token moves forward. */
  readonly magic?: number;
}

/**
 * The condition of a movement quest, as a named id with plain parameters. The rules hold one
 * checker per `type`. A movement quest is met only by a hero moved this turn (official ruling).
 *
 * - `heroes-in-line`: all three of the player's heroes on one row / column / diagonal, or any of
 *   them (`line: "any"`).
 * - `hero-in-opponent-castle`: the moved hero ends on another player's castle.
 * - `heroes-on-region-kinds`: the player has heroes on regions of each listed kind at once.
 * - `heroes-on-coast` / `heroes-inland`: at least `count` of the player's heroes on coast / inland
 *   cards.
 * - `travel-through`: the move passed through at least `count` map cards.
 * - `travel-by`: the move used the given method and ended on a region of the given kind.
 * - `heroes-apart`: the player's three heroes on three cards with no two adjacent (8-neighbourhood).
 * - `heroes-together`: at least `count` of the player's heroes on one map card.
 *
 * @example
 * ```ts
 * const row: MovementCondition = { type: "heroes-in-line", line: "row" };
 * ```
 */
export type MovementCondition =
  | {
      /** All three of the player's heroes lie on one line of the map. */
      readonly type: "heroes-in-line";
      /** Which kind of line counts; `any` accepts all three. */
      readonly line: "row" | "column" | "diagonal" | "any";
    }
  | {
      /** The moved hero ends in another player's castle. */
      readonly type: "hero-in-opponent-castle";
    }
  | {
      /** The player has heroes on regions of several kinds at once. */
      readonly type: "heroes-on-region-kinds";
      /** The region kinds that must each hold one of the player's heroes. */
      readonly kinds: readonly RegionKind[];
    }
  | {
      /** Enough of the player's heroes are on coast cards. */
      readonly type: "heroes-on-coast";
      /** How many heroes must be on the coast. */
      readonly count: number;
    }
  | {
      /** Enough of the player's heroes are on inland cards. */
      readonly type: "heroes-inland";
      /** How many heroes must be inland. */
      readonly count: number;
    }
  | {
      /** The move passes through enough map cards. */
      readonly type: "travel-through";
      /** The least number of map cards the move must pass through. */
      readonly count: number;
    }
  | {
      /** The move uses a given travel method and ends on a given kind of region. */
      readonly type: "travel-by";
      /** The travel method the move must use. */
      readonly method: TravelMethod;
      /** The kind of region the move must end on. */
      readonly endKind: RegionKind;
    }
  | {
      /** The player's three heroes are on three cards, no two of them adjacent. */
      readonly type: "heroes-apart";
    }
  | {
      /** Enough of the player's heroes share one map card. */
      readonly type: "heroes-together";
      /** How many heroes must be on the same card. */
      readonly count: number;
    };

/**
 * A quest card: a movement quest (condition and reward) or a treasure quest (complete a temple
 * first to gain its treasure item).
 *
 * @example
 * ```ts
 * const q: QuestDef = { id: "q-row", kind: "movement", condition: { type: "heroes-in-line", line: "row" }, reward: { power: 2 }, provenance: {} };
 * ```
 */
export type QuestDef =
  | {
      /** Unique id of the quest card. */
      readonly id: string;
      /** A movement quest, completed by moving heroes into position. */
      readonly kind: "movement";
      /** What the player's heroes must achieve. */
      readonly condition: MovementCondition;
      /** What the player gains at once on completing it. */
      readonly reward: QuestReward;
      /** The source of each data field's value, keyed by field name. */
      readonly provenance: Provenance;
    }
  | {
      /** Unique id of the quest card. */
      readonly id: string;
      /** A treasure quest, completed by completing a temple. */
      readonly kind: "treasure";
      /** The id of the temple to complete. */
      readonly temple: string;
      /** The id of the treasure item gained. */
      readonly item: string;
      /** The source of each data field's value, keyed by field name. */
      readonly provenance: Provenance;
    };

/**
 * The ability of an item, as a named id with plain parameters; the rules resolve it.
 *
 * Legendary items: `sword` (1 Power per extra attack at a portal, at night), `shield` (defend a
 * Take Damage symbol for 1 Power instead of 2), `staff` (1 Power per extra magic space when
 * learning a spell on resting). Treasure items: `bow` (attack a goblin from an adjacent map card),
 * `extra-symbol` (once per roll, the holder counts one extra `symbol`), `forge-discount` (Forge
 * Ahead costs `cost` Power), `free-passage` (moving past aggressive goblins costs no Power),
 * `max-bonus` (+`amount` to max Health or max Power, still capped at 10), `rest-bonus` (+`amount`
 * Health or Power when the holder returns to its castle on resting).
 *
 * @example
 * ```ts
 * const bow: ItemAbility = { type: "bow" };
 * const lantern: ItemAbility = { type: "extra-symbol", symbol: "torch" };
 * ```
 */
export type ItemAbility =
  | {
      /** Sword: spend Power at night for extra attacks on the goblin at the hero's portal. */
      readonly type: "sword";
    }
  | {
      /** Shield: defending a Take Damage symbol costs 1 Power instead of 2. */
      readonly type: "shield";
    }
  | {
      /** Staff: spend Power when resting to learn a spell as if magic were further along. */
      readonly type: "staff";
    }
  | {
      /** Bow: attack a goblin from an adjacent map card. */
      readonly type: "bow";
    }
  | {
      /** Once per roll, the holder counts one extra symbol. */
      readonly type: "extra-symbol";
      /** The symbol counted once more. */
      readonly symbol: "torch" | "scroll" | "attack-goblin";
    }
  | {
      /** Forge Ahead costs less Power. */
      readonly type: "forge-discount";
      /** The Power one Forge Ahead step costs with this item. */
      readonly cost: number;
    }
  | {
      /** Moving past aggressive goblins costs no Power. */
      readonly type: "free-passage";
    }
  | {
      /** Raises the player's maximum Health or Power (still at most 10). */
      readonly type: "max-bonus";
      /** Which maximum is raised. */
      readonly stat: "health" | "power";
      /** How much the maximum rises. */
      readonly amount: number;
    }
  | {
      /** Extra Health or Power when the holder returns to its castle on resting. */
      readonly type: "rest-bonus";
      /** Which stat is gained. */
      readonly stat: "health" | "power";
      /** How much extra is gained. */
      readonly amount: number;
    };

/**
 * An item: one of the 12 treasure items on the item rack, or one of the 3 legendary items every
 * player can earn.
 *
 * @example
 * ```ts
 * const bow: ItemDef = { id: "bow", name: "Bow", kind: "treasure", ability: { type: "bow" }, provenance: {} };
 * ```
 */
export interface ItemDef {
  /** Unique id of the item. */
  readonly id: string;
  /** Display name. */
  readonly name: string;
  /** A treasure item from the item rack, or a legendary item. */
  readonly kind: "treasure" | "legendary";
  /** What the item does for the hero or player holding it. */
  readonly ability: ItemAbility;
  /** The source of each data field's value, keyed by field name. */
  readonly provenance: Provenance;
}

/**
 * A player card: its colour and, for each legendary item, the two temples to complete in order.
 *
 * @example
 * ```ts
 * const red: PlayerCardDef = {
 *   color: "red",
 *   legendary: { sword: ["ice", "shadow"], shield: ["fire", "earth"], staff: ["water", "wind"] },
 *   provenance: {},
 * };
 * ```
 */
export interface PlayerCardDef {
  /** The player colour of the card. */
  readonly color: PlayerColor;
  /** Legendary item id to its two temple ids, first to complete first. */
  readonly legendary: Readonly<Record<string, readonly [string, string]>>;
  /** The source of each data field's value, keyed by field name. */
  readonly provenance: Provenance;
}

/**
 * A grotto effect: a named id resolved by the rules' grotto handler table, with the face it is
 * printed on and a short description in this project's words.
 *
 * @example
 * ```ts
 * const e: GrottoEffectDef = { id: "bright-magic-2", face: "bright", description: "Advance the magic token 2 spaces.", provenance: {} };
 * ```
 */
export interface GrottoEffectDef {
  /** Unique id, the key of the rules' grotto handler. */
  readonly id: string;
  /** The map card face the effect is printed on. */
  readonly face: CardFace;
  /** What the effect does, in this project's words. */
  readonly description: string;
  /** The source of each data field's value, keyed by field name. */
  readonly provenance: Provenance;
}

/**
 * A Golden Grotto action (Golden Mushrooms): what a hero escorting a mushroom may do on arrival,
 * resolved by the module's handler table.
 *
 * @example
 * ```ts
 * const a: GoldenActionDef = { id: "golden-temple-2", description: "Advance a hero 2 spaces on its temple track.", provenance: {} };
 * ```
 */
export interface GoldenActionDef {
  /** Unique id, the key of the module's action handler. */
  readonly id: string;
  /** What the action does, in this project's words. */
  readonly description: string;
  /** The source of each data field's value, keyed by field name. */
  readonly provenance: Provenance;
}

/**
 * A cell of the layout grid, `[row, column]` from the top left.
 *
 * @example
 * ```ts
 * const centre: GridPos = [2, 2];
 * ```
 */
export type GridPos = readonly [row: number, col: number];

/**
 * The shape of the Land Map: where the 5 cross cards, the 4 castle cards and the 8 further coast
 * cards go, and the coast ring in order (the Ship's route).
 *
 * @example
 * ```ts
 * const layout: LayoutTemplate = {
 *   cross: [[1, 2], [2, 1], [2, 2], [2, 3], [3, 2]],
 *   castles: [[1, 1], [1, 3], [3, 1], [3, 3]],
 *   coast: [[0, 1], [0, 2], [1, 4], [2, 4], [4, 2], [4, 3], [2, 0], [3, 0]],
 *   coastRing: [[0, 1], [0, 2], [1, 3], [1, 4], [2, 4], [3, 3], [4, 3], [4, 2], [3, 1], [3, 0], [2, 0], [1, 1]],
 *   provenance: {},
 * };
 * ```
 */
export interface LayoutTemplate {
  /** Cells of the 5 inland cards that form the cross. */
  readonly cross: readonly GridPos[];
  /** Cells of the 4 castle cards, on the corners of the cross. */
  readonly castles: readonly GridPos[];
  /** Cells of the 8 further regular cards on the coast. */
  readonly coast: readonly GridPos[];
  /** Every coast cell in order around the map: the Ship's route. */
  readonly coastRing: readonly GridPos[];
  /** The source of each data field's value, keyed by field name. */
  readonly provenance: Provenance;
}

/**
 * A movement card and the travel method it shows.
 *
 * @example
 * ```ts
 * const horse: MovementCardDef = { id: "horse", method: "horse", provenance: {} };
 * ```
 */
export interface MovementCardDef {
  /** Unique id of the card. */
  readonly id: string;
  /** The travel method the card allows. */
  readonly method: TravelMethod;
  /** The source of each data field's value, keyed by field name. */
  readonly provenance: Provenance;
}

/**
 * The adventure dice: how many, and the symbol on each face of one die (all dice are alike).
 *
 * @example
 * ```ts
 * const dice: DiceDef = { count: 5, faces: ["take-damage", "gain-power", "conjure-magic", "torch", "scroll", "attack-goblin"], provenance: {} };
 * ```
 */
export interface DiceDef {
  /** How many adventure dice are rolled. */
  readonly count: number;
  /** The symbol on each face of a die. */
  readonly faces: readonly DieSymbol[];
  /** The source of each data field's value, keyed by field name. */
  readonly provenance: Provenance;
}

/**
 * The Round Card's scoring table: victory points by total (index = total, 0 to 10) for spells,
 * quests and goblins, and the points per legendary item.
 *
 * @example
 * ```ts
 * const pointsForThreeQuests = referencePack.scoring.quests[3]; // 3
 * ```
 */
export interface ScoringTableDef {
  /** Victory points by spell level. */
  readonly spells: readonly number[];
  /** Victory points by number of quests completed. */
  readonly quests: readonly number[];
  /** Victory points by number of goblins defeated. */
  readonly goblins: readonly number[];
  /** Victory points for each legendary item gained. */
  readonly legendaryItem: number;
  /** The source of each data field's value, keyed by field name. */
  readonly provenance: Provenance;
}

/**
 * The Golden Mushrooms expansion's components: its 3 map cards, the grotto effects whose cards it
 * removes from the regular deck, its actions and its number of mushroom tokens.
 *
 * @example
 * ```ts
 * const removed = referencePack.goldenMushrooms.replacesGrottoEffects; // three bright effect ids
 * ```
 */
export interface GoldenMushroomsContent {
  /** The expansion's Golden Grotto map cards. */
  readonly mapCards: readonly MapCardDef[];
  /** Ids of the grotto effects whose map cards leave the regular deck. */
  readonly replacesGrottoEffects: readonly string[];
  /** The Golden Grotto actions. */
  readonly actions: readonly GoldenActionDef[];
  /** How many Golden Mushroom tokens the expansion has. */
  readonly mushroomCount: number;
  /** The source of each data field's value, keyed by field name. */
  readonly provenance: Provenance;
}

/**
 * A complete content pack: every table the rules read. The library ships a reference pack
 * (`referencePack`); a user with the printed cards may pass their own, which `createGame`
 * validates with `validateContent`.
 *
 * @example
 * ```ts
 * import { createGame, referencePack } from "teq-engine";
 * const pack: ContentPack = { ...referencePack, id: "my-printed-cards" };
 * const game = createGame({ seed: 1, players: 2, content: pack });
 * ```
 */
export interface ContentPack {
  /** A name for the pack, recorded in each game's state. */
  readonly id: string;
  /** The content model version this pack is written for (currently 1). */
  readonly formatVersion: number;
  /** The adventure dice. */
  readonly dice: DiceDef;
  /** The shape of the Land Map. */
  readonly layout: LayoutTemplate;
  /** The base game's map cards. */
  readonly mapCards: readonly MapCardDef[];
  /** The temples. */
  readonly temples: readonly TempleDef[];
  /** The spells of the Spell Library. */
  readonly spells: readonly SpellDef[];
  /** The Mushroom Grotto effects of both faces. */
  readonly grottoEffects: readonly GrottoEffectDef[];
  /** The two sides of the magic card. */
  readonly magicTracks: {
    /** The 2-4 player side. */
    readonly multiplayer: MagicTrackDef;
    /** The solo side. */
    readonly solo: MagicTrackDef;
  };
  /** The movement cards. */
  readonly movementCards: readonly MovementCardDef[];
  /** The quest cards. */
  readonly quests: readonly QuestDef[];
  /** The treasure and legendary items. */
  readonly items: readonly ItemDef[];
  /** The player cards, one per colour. */
  readonly playerCards: readonly PlayerCardDef[];
  /** The Round Card's scoring table. */
  readonly scoring: ScoringTableDef;
  /** The Golden Mushrooms expansion's components. */
  readonly goldenMushrooms: GoldenMushroomsContent;
}
