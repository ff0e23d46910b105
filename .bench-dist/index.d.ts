/**
 * The game configuration recorded in the state, and the schema version.
 *
 * @module
 */
/**
 * The version of the state format. A state of another version is refused by `parseState` and by
 * every entry point.
 *
 * @example
 * ```ts
 * if (state.schemaVersion !== SCHEMA_VERSION) throw new Error("stale save");
 * ```
 */
declare const SCHEMA_VERSION = 1;
/**
 * The game's phase. `setup` only exists before the first decision; `ended` after the Night of the
 * last round.
 *
 * @example
 * ```ts
 * if (state.phase === "day") console.log("movement turn", state.day?.turn);
 * ```
 */
type Phase = "setup" | "day" | "night" | "resolution" | "ended";
/**
 * The solo difficulty levels, from easiest to hardest.
 *
 * @example
 * ```ts
 * const d: Difficulty = "knight";
 * ```
 */
type Difficulty = "peasant" | "page" | "squire" | "knight" | "hero-of-legend";
/**
 * Seeded: dice and shuffles draw from the state's RNG. External: a roll stops at a chance point
 * and the next action supplies the outcome (for tests and analysis).
 *
 * @example
 * ```ts
 * const mode: ChanceMode = "external";
 * ```
 */
type ChanceMode = "seeded" | "external";
/**
 * The configuration a game was created with, recorded in its state.
 *
 * @example
 * ```ts
 * state.config.modules; // e.g. ["gloomfall"]
 * ```
 */
interface GameConfig {
    /** The seed, as given (numbers are kept as numbers). */
    readonly seed: string | number;
    /** The number of players, 1 to 4 (1 = the solo variant). */
    readonly players: number;
    /** The modules composed into this game's ruleset, in canonical order. */
    readonly modules: readonly string[];
    /** The solo difficulty, or null in a multiplayer game. */
    readonly difficulty: Difficulty | null;
    /** How chance is resolved. */
    readonly chance: ChanceMode;
    /** The colour of each seat, seat 0 first. */
    readonly colors: readonly string[];
    /** The seat asked to hold the first player token, or null to draw it from the seed. */
    readonly firstPlayer: number | null;
}

/**
 * Where content values come from: the {@link Source} of a value and the {@link Provenance} of a
 * record.
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
type Source = {
    /** The value is stated by a rulebook or an official ruling. */
    readonly status: "confirmed";
    /** The rulebook section or ruling that states the value. */
    readonly ref: string;
} | {
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
type Provenance = Readonly<Record<string, Source>>;

/**
 * The small vocabularies the content tables share: die symbols, region sides, player colours, card
 * faces and travel methods.
 *
 * @module
 */
/**
 * The six symbols of an adventure die.
 *
 * @example
 * ```ts
 * const symbol: DieSymbol = "attack-goblin";
 * ```
 */
type DieSymbol = "take-damage" | "gain-power" | "conjure-magic" | "torch" | "scroll" | "attack-goblin";
/** The two regions of a map card, as seen from the table. @example `const side: RegionSide = "left";` */
type RegionSide = "left" | "right";
/** A player colour; each player card, castle and hero set has one. @example `const c: PlayerColor = "red";` */
type PlayerColor = string;
/** Which printed face of a map card is in play: bright (base game) or gloom (GloomFall). @example `const f: CardFace = "gloom";` */
type CardFace = "bright" | "gloom";
/** The five travel methods, one per movement card. @example `const m: TravelMethod = "gryphon";` */
type TravelMethod = "horse" | "raft" | "gryphon" | "ship" | "foot";

/**
 * The Land Map: regions, map cards and the layout template.
 *
 * @module
 */

/**
 * What stands in one region of a map card face.
 *
 * @example
 * ```ts
 * const castle: RegionDef = { kind: "castle", color: "red" };
 * const grotto: RegionDef = { kind: "grotto", effect: "bright-power-per-hero-away" };
 * ```
 */
type RegionDef = {
    /** A player's castle. */
    readonly kind: "castle";
    /** The colour of the player whose castle it is. */
    readonly color: PlayerColor;
} | {
    /** A spell obelisk. */
    readonly kind: "obelisk";
    /** The id of the spell learned here. */
    readonly spell: string;
} | {
    /** A temple entrance. */
    readonly kind: "temple";
    /** The id of the temple explored here. */
    readonly temple: string;
} | {
    /** A Mushroom Grotto. */
    readonly kind: "grotto";
    /** The id of the grotto effect a hero may use on arriving. */
    readonly effect: string;
} | {
    /** A Golden Grotto (Golden Mushrooms expansion). */
    readonly kind: "golden-grotto";
    /** The id of the Golden Grotto action taken here. */
    readonly action: string;
} | {
    /** A goblin portal. */
    readonly kind: "portal";
};
/** The kinds of region, `RegionDef["kind"]`. @example `const k: RegionKind = "portal";` */
type RegionKind = RegionDef["kind"];
/**
 * One face of a map card: its left and right regions.
 *
 * @example
 * ```ts
 * const face: MapCardFace = { left: { kind: "portal" }, right: { kind: "grotto", effect: "bright-magic-2" } };
 * ```
 */
interface MapCardFace {
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
interface MapCardDef {
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
 * A cell of the layout grid, `[row, column]` from the top left.
 *
 * @example
 * ```ts
 * const centre: GridPos = [2, 2];
 * ```
 */
type GridPos = readonly [row: number, col: number];
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
interface LayoutTemplate {
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
 * Temples with their tracks, and the spells of the Spell Library.
 *
 * @module
 */

/**
 * One space of a temple track: the symbol it needs and how many at once (2 = a double space,
 * both symbols rolled together and given to the same hero).
 *
 * @example
 * ```ts
 * const double: TrackSpace = { symbol: "torch", count: 2 };
 * ```
 */
interface TrackSpace {
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
interface TempleDef {
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
interface SpellDef {
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
 * The magic card: its track and what each magic level does.
 *
 * @module
 */

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
interface SymbolAmounts {
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
interface MagicLevelDef {
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
interface MagicTrackDef {
    /** The magic level of each space, first space first. */
    readonly spaces: readonly number[];
    /** The effect of each level used on the track. */
    readonly levels: readonly MagicLevelDef[];
    /** The source of each data field's value, keyed by field name. */
    readonly provenance: Provenance;
}

/**
 * Quest cards: movement quests with their conditions and rewards, and treasure quests.
 *
 * @module
 */

/**
 * An immediate reward of a movement quest. Every field is optional and additive.
 *
 * @example
 * ```ts
 * const reward: QuestReward = { health: 2, power: 1 };
 * ```
 */
interface QuestReward {
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
type MovementCondition = {
    /** All three of the player's heroes lie on one line of the map. */
    readonly type: "heroes-in-line";
    /** Which kind of line counts; `any` accepts all three. */
    readonly line: "row" | "column" | "diagonal" | "any";
} | {
    /** The moved hero ends in another player's castle. */
    readonly type: "hero-in-opponent-castle";
} | {
    /** The player has heroes on regions of several kinds at once. */
    readonly type: "heroes-on-region-kinds";
    /** The region kinds that must each hold one of the player's heroes. */
    readonly kinds: readonly RegionKind[];
} | {
    /** Enough of the player's heroes are on coast cards. */
    readonly type: "heroes-on-coast";
    /** How many heroes must be on the coast. */
    readonly count: number;
} | {
    /** Enough of the player's heroes are on inland cards. */
    readonly type: "heroes-inland";
    /** How many heroes must be inland. */
    readonly count: number;
} | {
    /** The move passes through enough map cards. */
    readonly type: "travel-through";
    /** The least number of map cards the move must pass through. */
    readonly count: number;
} | {
    /** The move uses a given travel method and ends on a given kind of region. */
    readonly type: "travel-by";
    /** The travel method the move must use. */
    readonly method: TravelMethod;
    /** The kind of region the move must end on. */
    readonly endKind: RegionKind;
} | {
    /** The player's three heroes are on three cards, no two of them adjacent. */
    readonly type: "heroes-apart";
} | {
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
type QuestDef = {
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
} | {
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
 * Items and their abilities, and the player cards that name the legendary items' temples.
 *
 * @module
 */

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
type ItemAbility = {
    /** Sword: spend Power at night for extra attacks on the goblin at the hero's portal. */
    readonly type: "sword";
} | {
    /** Shield: defending a Take Damage symbol costs 1 Power instead of 2. */
    readonly type: "shield";
} | {
    /** Staff: spend Power when resting to learn a spell as if magic were further along. */
    readonly type: "staff";
} | {
    /** Bow: attack a goblin from an adjacent map card. */
    readonly type: "bow";
} | {
    /** Once per roll, the holder counts one extra symbol. */
    readonly type: "extra-symbol";
    /** The symbol counted once more. */
    readonly symbol: "torch" | "scroll" | "attack-goblin";
} | {
    /** Forge Ahead costs less Power. */
    readonly type: "forge-discount";
    /** The Power one Forge Ahead step costs with this item. */
    readonly cost: number;
} | {
    /** Moving past aggressive goblins costs no Power. */
    readonly type: "free-passage";
} | {
    /** Raises the player's maximum Health or Power (still at most 10). */
    readonly type: "max-bonus";
    /** Which maximum is raised. */
    readonly stat: "health" | "power";
    /** How much the maximum rises. */
    readonly amount: number;
} | {
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
interface ItemDef {
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
interface PlayerCardDef {
    /** The player colour of the card. */
    readonly color: PlayerColor;
    /** Legendary item id to its two temple ids, first to complete first. */
    readonly legendary: Readonly<Record<string, readonly [string, string]>>;
    /** The source of each data field's value, keyed by field name. */
    readonly provenance: Provenance;
}

/**
 * Mushroom Grotto effects and the Golden Mushrooms expansion's components.
 *
 * @module
 */

/**
 * A grotto effect: a named id resolved by the rules' grotto handler table, with the face it is
 * printed on and a short description in this project's words.
 *
 * @example
 * ```ts
 * const e: GrottoEffectDef = { id: "bright-magic-2", face: "bright", description: "Advance the magic token 2 spaces.", provenance: {} };
 * ```
 */
interface GrottoEffectDef {
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
interface GoldenActionDef {
    /** Unique id, the key of the module's action handler. */
    readonly id: string;
    /** What the action does, in this project's words. */
    readonly description: string;
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
interface GoldenMushroomsContent {
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
 * The remaining tables (movement cards, dice, scoring) and the {@link ContentPack} that gathers
 * every table.
 *
 * @module
 */

/**
 * A movement card and the travel method it shows.
 *
 * @example
 * ```ts
 * const horse: MovementCardDef = { id: "horse", method: "horse", provenance: {} };
 * ```
 */
interface MovementCardDef {
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
interface DiceDef {
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
interface ScoringTableDef {
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
interface ContentPack {
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

/**
 * The board in the state: regions, placed map cards, goblin tokens and portals.
 *
 * @module
 */

/**
 * A region of the Land Map: a map cell and its left or right side.
 *
 * @example
 * ```ts
 * const where: RegionRef = { cell: 4, side: "left" };
 * ```
 */
interface RegionRef {
    /** Index into `state.map.cells`. */
    readonly cell: number;
    /** The left or right region of that card. */
    readonly side: RegionSide;
}
/**
 * One placed map card. The layout does not change after setup.
 *
 * @example
 * ```ts
 * const cell = state.map.cells[0]; // { cardId: "castle-red", row: 1, col: 1, face: "bright", coastIndex: 11 }
 * ```
 */
interface MapCell {
    /** The content id of the map card placed here. */
    readonly cardId: string;
    /** The cell's row in the layout grid, from the top. */
    readonly row: number;
    /** The cell's column in the layout grid, from the left. */
    readonly col: number;
    /** Which face of the card is up. */
    readonly face: CardFace;
    /** Position on the coast ring (the Ship's route), or null for an inland card. */
    readonly coastIndex: number | null;
}
/**
 * The Land Map: its placed cards in layout order (the 5 cross cards, the 4 castle cards, then the
 * 8 further coast cards).
 *
 * @example
 * ```ts
 * const coast = state.map.cells.filter((c) => c.coastIndex !== null); // 12 cards
 * ```
 */
interface MapState {
    /** The placed map cards, in layout order. */
    readonly cells: readonly MapCell[];
}
/**
 * A goblin token on a portal.
 *
 * @example
 * ```ts
 * const g: GoblinToken = { stance: "aggressive", damage: 0, dealtBy: [0, 0, 0] };
 * ```
 */
interface GoblinToken {
    /** The side face up: passive (green) or aggressive (red). */
    readonly stance: "passive" | "aggressive";
    /** Damage dealt this round (rotations); 5 defeats it. */
    readonly damage: number;
    /** How much of `damage` each seat dealt (index = seat); a seat that stops adventuring withdraws its share. */
    readonly dealtBy: readonly number[];
}
/**
 * A goblin portal region and its token, if any.
 *
 * @example
 * ```ts
 * const empty = state.goblins.portals.filter((p) => p.goblin === null);
 * ```
 */
interface PortalState {
    /** The portal's region on the map. */
    readonly at: RegionRef;
    /** The goblin token on the portal, or null when it is empty. */
    readonly goblin: GoblinToken | null;
}
/**
 * The goblin tokens: on portals (in map order) and in the supply. Defeated ones are counted on
 * each player (`goblinsDefeated`); the three together always make 16.
 *
 * @example
 * ```ts
 * const onMap = state.goblins.portals.filter((p) => p.goblin !== null).length;
 * ```
 */
interface GoblinState {
    /** Every portal, in map order. */
    readonly portals: readonly PortalState[];
    /** How many goblin tokens are left in the supply. */
    readonly supply: number;
}

/**
 * The players in the state: their boards and heroes.
 *
 * @module
 */

/**
 * A hero (ITEMeeple): where it stands, its progress on a temple track, and the items in its two
 * hands.
 *
 * @example
 * ```ts
 * const hero = state.players[0]?.heroes[1]; // { at: { cell: 5, side: "left" }, templeSpace: 0, items: [] }
 * ```
 */
interface HeroState {
    /** The region the hero stands on. */
    readonly at: RegionRef;
    /** 0 = at the temple's entrance (or not in a temple); 1 to 4 = the space reached on its track. */
    readonly templeSpace: number;
    /** Item ids held, at most 2. */
    readonly items: readonly string[];
}
/**
 * One player's board: stats, heroes, items, quests and progress.
 *
 * @example
 * ```ts
 * const me = state.players[0]; // me.health, me.power, me.heroes ...
 * ```
 */
interface PlayerState {
    /** The player's seat, 0 = the first seat. */
    readonly seat: number;
    /** The player's colour. */
    readonly color: string;
    /** Current Health. */
    readonly health: number;
    /** Current Power. */
    readonly power: number;
    /** Spell level reached, 0 at the start. */
    readonly spellLevel: number;
    /** How many goblin tokens the player has collected. */
    readonly goblinsDefeated: number;
    /** Quest ids taken, in the order taken. */
    readonly completedQuests: readonly string[];
    /** The player's three heroes, by index. */
    readonly heroes: readonly HeroState[];
    /** Items gained while no hero had a free hand, kept at the player card. */
    readonly reserve: readonly string[];
    /**
     * Legendary item id to the number of its two temples completed (0, 1 or 2; 2 = gained).
     * Keys in the player card's order.
     */
    readonly legendary: Readonly<Record<string, number>>;
}

/**
 * The progress of play in the state: quests, movement cards, the Day, the Night, the last roll.
 *
 * @module
 */

/**
 * The quest cards outside the players' hands. `row` runs left to right (index 0 = leftmost);
 * taking a card slides the cards to its left one place right and deals the new card on the left.
 *
 * @example
 * ```ts
 * const rightmost = state.quests.row[state.quests.row.length - 1];
 * ```
 */
interface QuestState {
    /** Face-down deck, top card first. Hidden from players. */
    readonly deck: readonly string[];
    /** The face-up quest row, left to right. */
    readonly row: readonly string[];
    /** The discard pile. */
    readonly discard: readonly string[];
}
/**
 * A movement card in the row and whether it has been used (flipped) this round.
 *
 * @example
 * ```ts
 * const unused = state.movementCards.filter((c) => !c.used).map((c) => c.id);
 * ```
 */
interface MovementCardState {
    /** The movement card's id. */
    readonly id: string;
    /** Whether the card has been flipped as used this round. */
    readonly used: boolean;
}
/**
 * The progress of the Day phase.
 *
 * @example
 * ```ts
 * state.day; // { turn: 0, leader: 2, card: null, moved: null, questTaken: false, treasureQuests: [] }
 * ```
 */
interface DayState {
    /** The turn, 0 to 3. */
    readonly turn: number;
    /** The seat who picks this turn's movement card. */
    readonly leader: number;
    /** This turn's movement card, once picked. */
    readonly card: string | null;
    /** What the current player moved during their part of this turn (for movement quests). */
    readonly moved: MovedThisTurn | null;
    /** Whether the current player already took a quest during their part of this turn. */
    readonly questTaken: boolean;
    /**
     * Treasure quests the current player earned this turn by completing a temple by day, offered
     * together with the movement quests their move met (one quest per Day turn, the player chooses).
     */
    readonly treasureQuests: readonly string[];
}
/**
 * What one player moved during their part of a Day turn: the heroes moved (by the movement card
 * or by a grotto), and the movement card's method and the number of cards it moved through.
 *
 * @example
 * ```ts
 * const m: MovedThisTurn = { heroes: [1], method: "ship", through: 3 };
 * ```
 */
interface MovedThisTurn {
    /** The indexes of the heroes moved. */
    readonly heroes: readonly number[];
    /** The travel method of the turn's movement card. */
    readonly method: TravelMethod;
    /** How many map cards the movement card's move passed through. */
    readonly through: number;
}
/**
 * The progress of the Night phase.
 *
 * @example
 * ```ts
 * state.night; // { holder: 1, adventuring: [true, false, true] }
 * ```
 */
interface NightState {
    /** The seat holding the dice. */
    readonly holder: number;
    /** Per seat: still adventuring (false once rested or exhausted). */
    readonly adventuring: readonly boolean[];
}
/**
 * The last roll of the adventure dice and what it was for.
 *
 * @example
 * ```ts
 * state.lastRoll; // { player: 0, purpose: "adventure", symbols: ["torch", "take-damage", ...] }
 * ```
 */
interface LastRoll {
    /** The seat that rolled. */
    readonly player: number;
    /** Why the dice were rolled: `"adventure"` or a grotto effect id. */
    readonly purpose: string;
    /** The symbols rolled, one per die. */
    readonly symbols: readonly DieSymbol[];
}

/**
 * The state of the Alea generator (seedrandom's `alea`), as plain JSON numbers.
 * Declared here rather than re-exported from seedrandom so consumers need no extra type package.
 *
 * @example
 * ```ts
 * const rng: RngState = seedRng("my-seed");
 * JSON.stringify(rng); // {"c":1,"s0":...,"s1":...,"s2":...}
 * ```
 */
interface RngState {
    /** The generator's carry value. */
    readonly c: number;
    /** The first of the generator's three state values. */
    readonly s0: number;
    /** The second of the generator's three state values. */
    readonly s1: number;
    /** The third of the generator's three state values. */
    readonly s2: number;
}

/**
 * The base game's pending decisions. The state always holds at most one; `legalActions` lists
 * exactly its options. Modules add decision kinds of their own.
 *
 * @module
 */
/**
 * The leader of a Day turn picks one of the unused movement cards.
 *
 * @example
 * ```ts
 * const d: ChooseMovementCardDecision = { kind: "choose-movement-card", player: 0 };
 * ```
 */
interface ChooseMovementCardDecision {
    /** Decision kind: pick the turn's movement card. */
    readonly kind: "choose-movement-card";
    /** The seat that must decide. */
    readonly player: number;
}
/**
 * A player moves one hero with the turn's movement card, or idles.
 *
 * @example
 * ```ts
 * const d: MoveOrIdleDecision = { kind: "move-or-idle", player: 1, card: "horse", transferred: [] };
 * ```
 */
interface MoveOrIdleDecision {
    /** Decision kind: move a hero or idle. */
    readonly kind: "move-or-idle";
    /** The seat that must decide. */
    readonly player: number;
    /** The movement card of this turn. */
    readonly card: string;
    /** Items already rearranged in this window (each item may be moved once per window). */
    readonly transferred: readonly string[];
}
/**
 * Take 1 Health or 1 Power.
 *
 * @example
 * ```ts
 * const d: ChooseGainDecision = { kind: "choose-gain", player: 0, reason: "castle" };
 * ```
 */
interface ChooseGainDecision {
    /** Decision kind: pick Health or Power. */
    readonly kind: "choose-gain";
    /** The seat that must decide. */
    readonly player: number;
    /** What grants the gain (castle, idle, temple, ...). */
    readonly reason: string;
}
/**
 * Choose which hero with a free hand equips a gained item.
 *
 * @example
 * ```ts
 * const d: EquipItemDecision = { kind: "equip-item", player: 0, item: "bow" };
 * ```
 */
interface EquipItemDecision {
    /** Decision kind: pick the hero that equips an item. */
    readonly kind: "equip-item";
    /** The seat that must decide. */
    readonly player: number;
    /** The id of the item gained. */
    readonly item: string;
}
/**
 * Several quests are completed at once and only one may be taken (Day): choose it.
 *
 * @example
 * ```ts
 * const d: ChooseQuestDecision = { kind: "choose-quest", player: 0, options: ["quest-move-row", "quest-move-column"] };
 * ```
 */
interface ChooseQuestDecision {
    /** Decision kind: pick one of several completed quests. */
    readonly kind: "choose-quest";
    /** The seat that must decide. */
    readonly player: number;
    /** The ids of the completed quests to pick from. */
    readonly options: readonly string[];
}
/**
 * A hero arrived on a grotto: take its action or not.
 *
 * @example
 * ```ts
 * const d: UseGrottoDecision = { kind: "use-grotto", player: 0, hero: 1, effect: "bright-magic-2" };
 * ```
 */
interface UseGrottoDecision {
    /** Decision kind: use the grotto's effect or skip it. */
    readonly kind: "use-grotto";
    /** The seat that must decide. */
    readonly player: number;
    /** The hero on the grotto. */
    readonly hero: number;
    /** The id of the grotto effect on offer. */
    readonly effect: string;
}
/**
 * Spend a pool of rolled Torch and Scroll symbols on your heroes' temple tracks, one space at a
 * time, until you finish or nothing more can be spent.
 *
 * @example
 * ```ts
 * const d: AdvanceTemplesDecision = { kind: "advance-temples", player: 0, torch: 2, scroll: 1, reason: "bright-roll-for-temples" };
 * ```
 */
interface AdvanceTemplesDecision {
    /** Decision kind: spend Torch and Scroll symbols on temple tracks. */
    readonly kind: "advance-temples";
    /** The seat that must decide. */
    readonly player: number;
    /** Torch symbols left to spend. */
    readonly torch: number;
    /** Scroll symbols left to spend. */
    readonly scroll: number;
    /** Where the symbols came from (e.g. a grotto effect id). */
    readonly reason: string;
}
/**
 * The player holding the dice at Night: adventure (roll) or rest. Forge Ahead and the Sword may be
 * used first.
 *
 * @example
 * ```ts
 * const d: AdventureOrRestDecision = { kind: "adventure-or-rest", player: 2 };
 * ```
 */
interface AdventureOrRestDecision {
    /** The decision's kind. */
    readonly kind: "adventure-or-rest";
    /** Who must decide. */
    readonly player: number;
}
/**
 * A Take Damage symbol is about to hit a player: defend it with Power or take the damage.
 *
 * @example
 * ```ts
 * const d: DefendDecision = { kind: "defend", player: 1, amount: 2, cost: 2 };
 * ```
 */
interface DefendDecision {
    /** The decision's kind. */
    readonly kind: "defend";
    /** Who must decide. */
    readonly player: number;
    /** The Health this symbol would take. */
    readonly amount: number;
    /** The Power defending costs (2, or 1 with the Shield). */
    readonly cost: number;
}
/**
 * After a roll: an adventuring player spends the rolled Torch, Scroll and Attack symbols (each once)
 * on their own heroes, with Forge Ahead and the Sword, until they finish.
 *
 * @example
 * ```ts
 * const d: NightSpendDecision = { kind: "night-spend", player: 0, torch: 1, scroll: 0, attack: 2 };
 * ```
 */
interface NightSpendDecision {
    /** The decision's kind. */
    readonly kind: "night-spend";
    /** Who must decide. */
    readonly player: number;
    /** Torch symbols left to use. */
    readonly torch: number;
    /** Scroll symbols left to use. */
    readonly scroll: number;
    /** Attack Goblin symbols left to use. */
    readonly attack: number;
}
/**
 * On resting, the Staff may pay Power to count extra magic spaces for the spell its hero stands on.
 *
 * @example
 * ```ts
 * const d: UseStaffDecision = { kind: "use-staff", player: 0, power: 3, spells: ["spider"], staffSpell: "spider" };
 * ```
 */
interface UseStaffDecision {
    /** The decision's kind. */
    readonly kind: "use-staff";
    /** Who must decide. */
    readonly player: number;
    /** The Power needed to learn the staff hero's spell. */
    readonly power: number;
    /** The spells of the obelisks the player's heroes stood on when resting. */
    readonly spells: readonly string[];
    /** The spell of the obelisk the Staff hero stood on (the only one the extra spaces count for). */
    readonly staffSpell: string;
}
/**
 * External chance mode: the dice are rolled and the next action supplies the outcome.
 *
 * @example
 * ```ts
 * const d: ChanceDecision = { kind: "chance", player: "chance", dice: 5, purpose: "adventure" };
 * ```
 */
interface ChanceDecision {
    /** The decision's kind. */
    readonly kind: "chance";
    /** Who must decide. */
    readonly player: "chance";
    /** How many dice are rolled. */
    readonly dice: number;
    /** Why: `"adventure"` or a grotto effect id. */
    readonly purpose: string;
}
/**
 * The shape of a decision added by a module. Its kind is namespaced by the module id
 * (`"solo/choose-aggressive-goblins"`), so it never collides with a base kind and base code can
 * still narrow on its own kinds.
 *
 * @example
 * ```ts
 * const d: ModuleDecision = { kind: "solo/choose-aggressive-goblins", player: 0, count: 3 };
 * ```
 */
interface ModuleDecision {
    /** `"<module id>/<decision>"`. */
    readonly kind: `${string}/${string}`;
    /** Who must decide. */
    readonly player: number | "chance";
    /** The module's own fields. */
    readonly [field: string]: unknown;
}
/**
 * Every pending decision of the base game.
 *
 * @example
 * ```ts
 * function describe(d: Decision) { return `${d.kind} for player ${d.player}`; }
 * ```
 */
type Decision = ChooseMovementCardDecision | MoveOrIdleDecision | ChooseGainDecision | EquipItemDecision | ChooseQuestDecision | UseGrottoDecision | AdvanceTemplesDecision | AdventureOrRestDecision | DefendDecision | NightSpendDecision | UseStaffDecision | ChanceDecision | ModuleDecision;

/**
 * The base game's automatic steps. Each is a named, serializable unit of work the kernel runs in
 * queue order; a step may queue more steps or open a decision. Modules add their own kinds and
 * override handlers by kind.
 *
 * @module
 */
/**
 * The shape of a step added by a module, its kind namespaced by the module id
 * (`"golden-mushrooms/place-mushrooms"`).
 *
 * @example
 * ```ts
 * const s: ModuleStep = { kind: "golden-mushrooms/place-mushrooms" };
 * ```
 */
interface ModuleStep {
    /** `"<module id>/<step>"`. */
    readonly kind: `${string}/${string}`;
    /** The module's own fields. */
    readonly [field: string]: unknown;
}
/**
 * Every automatic step of the base game.
 *
 * - setup steps, in the order `hooks.setupSteps` lists them;
 * - `begin-round`, `begin-day`, `begin-day-turn`, `day-player-turn`, `end-day-turn`: the round and
 *   Day flow;
 * - `begin-night`: the Night phase;
 * - `offer-gain`, `gain-item`: gains that may need a choice;
 * - `arrive`, `check-movement-quests`: what follows a move;
 * - `complete-temple`, `advance-legendary`: the rewards of a completed temple.
 *
 * @example
 * ```ts
 * const s: Step = { kind: "begin-day-turn" };
 * ```
 */
type Step = {
    /** Lay out the Land Map. */
    readonly kind: "setup-map";
} | {
    /** Create the player boards and place every hero on its castle. */
    readonly kind: "setup-players";
} | {
    /** Place the goblin tokens on the portals. */
    readonly kind: "setup-goblins";
} | {
    /** Lay out the movement cards, all unused. */
    readonly kind: "setup-movement-cards";
} | {
    /** Shuffle the quest deck and deal the quest row. */
    readonly kind: "setup-quests";
} | {
    /** Give out the first player token. */
    readonly kind: "setup-first-player";
} | {
    /** Start a round. */
    readonly kind: "begin-round";
} | {
    /** Start the Day phase. */
    readonly kind: "begin-day";
} | {
    /** Start a Day turn: its leader picks a movement card. */
    readonly kind: "begin-day-turn";
} | {
    /** Ask one player to move or idle with the turn's card. */
    readonly kind: "day-player-turn";
    /** The seat whose part of the turn it is. */
    readonly player: number;
} | {
    /** Flip the turn's movement card; start the next turn or end the Day. */
    readonly kind: "end-day-turn";
} | {
    /** Start the Night phase. */
    readonly kind: "begin-night";
} | {
    /** Offer a player 1 Health or 1 Power. */
    readonly kind: "offer-gain";
    /** The seat that gains. */
    readonly player: number;
    /** What grants the gain (castle, idle, temple, ...). */
    readonly reason: string;
} | {
    /** Give a player an item, asking which hero equips it when there is a choice. */
    readonly kind: "gain-item";
    /** The seat that gains the item. */
    readonly player: number;
    /** The item's id. */
    readonly item: string;
} | {
    /** Resolve the region a hero was just placed on. */
    readonly kind: "arrive";
    /** The seat of the hero's owner. */
    readonly player: number;
    /** The hero's index, 0 to 2. */
    readonly hero: number;
} | {
    /** Find the movement quests in the row that a player's move completed. */
    readonly kind: "check-movement-quests";
    /** The seat that moved. */
    readonly player: number;
} | {
    /** Hand out the rewards of a completed temple. */
    readonly kind: "complete-temple";
    /** The seat that completed it. */
    readonly player: number;
    /** The temple's id. */
    readonly temple: string;
    /** Whether it was completed during the Day (the one-quest-per-turn limit applies). */
    readonly byDay: boolean;
} | {
    /** Advance the player's legendary items whose next temple is the one completed. */
    readonly kind: "advance-legendary";
    /** The seat that completed the temple. */
    readonly player: number;
    /** The temples completed together (an item advances at most once for them). */
    readonly temples: readonly string[];
} | {
    /** Give the dice holder the choice to adventure or rest. */
    readonly kind: "night-turn";
} | {
    /** Roll the adventure dice (a chance point in external-chance mode). */
    readonly kind: "roll-dice";
    /** The seat rolling. */
    readonly player: number;
    /** Why: `"adventure"` or a grotto effect id. */
    readonly purpose: string;
} | {
    /** Queue the resolution of an adventure roll in the rulebook's order. */
    readonly kind: "resolve-adventure-roll";
    /** The seat that rolled. */
    readonly player: number;
} | {
    /** Deal one damaging symbol to the next adventuring player, and queue the rest. */
    readonly kind: "deal-damage";
    /** The seat that rolled (damage starts with them). */
    readonly roller: number;
    /** Which symbol deals it: a Take Damage symbol, or Conjure Magic on the last magic space. */
    readonly source: "take-damage" | "conjure-magic";
    /** Index of this symbol among the damaging symbols of its kind in this roll (0 = first). */
    readonly index: number;
    /** The seat to start looking for the next adventuring recipient from. */
    readonly next: number;
    /** Symbols of this kind left to deal, this one included. */
    readonly remaining: number;
} | {
    /** Distribute the roll's Gain Power symbols. */
    readonly kind: "roll-gain-power";
    /** The seat that rolled. */
    readonly player: number;
} | {
    /** Resolve the roll's Conjure Magic symbols. */
    readonly kind: "roll-conjure-magic";
    /** The seat that rolled. */
    readonly player: number;
} | {
    /** Queue a spending window for each adventuring player, clockwise from the roller. */
    readonly kind: "open-spend-windows";
    /** The seat that rolled. */
    readonly player: number;
} | {
    /** Let one player spend the roll's Torch, Scroll and Attack symbols. */
    readonly kind: "spend-window";
    /** The seat whose turn it is to spend the roll. */
    readonly player: number;
} | {
    /** Pass the dice clockwise to the next adventuring player, or end the Night. */
    readonly kind: "pass-dice";
    /** The seat passing the dice. */
    readonly from: number;
} | {
    /** Resolve a player's heroes when they rest by choice. */
    readonly kind: "rest-heroes";
    /** The seat resting. */
    readonly player: number;
} | {
    /** Offer the rolled Torch and Scroll symbols of a grotto's roll to the player's temple heroes. */
    readonly kind: "grotto-roll-temples";
    /** The seat that rolled for the grotto. */
    readonly player: number;
} | {
    /** Resolution: the magic token back to the first space. */
    readonly kind: "reset-magic";
} | {
    /** Resolution: passive goblins turn aggressive; goblins heal. */
    readonly kind: "flip-goblins";
} | {
    /** Resolution: empty portals get a new goblin from the supply. */
    readonly kind: "refill-portals";
} | {
    /** Resolution: every movement card face up again. */
    readonly kind: "reset-movement-cards";
} | {
    /** Resolution: discard the rightmost quest if due, refill the row and keep its mix. */
    readonly kind: "refresh-quest-row";
} | {
    /** Resolution: the first player token passes clockwise, quest side up. */
    readonly kind: "pass-first-player";
} | {
    /** Resolution: advance the round and begin the next one. */
    readonly kind: "advance-round";
} | ModuleStep;

/**
 * The complete game state.
 *
 * @module
 */

/**
 * The complete game state.
 *
 * @example
 * ```ts
 * const state: GameState = createGame({ seed: "abc", players: 3 });
 * state.round; // 1
 * state.decision; // { kind: "choose-movement-card", player: ... }
 * ```
 */
interface GameState {
    /** The version of the state format. */
    readonly schemaVersion: typeof SCHEMA_VERSION;
    /** The options the game was created with. */
    readonly config: GameConfig;
    /** The content pack this game uses (never changes during a game). */
    readonly content: ContentPack;
    /** The random number generator's state. */
    readonly rng: RngState;
    /** The pending decision, or null when the game is over. */
    readonly decision: Decision | null;
    /** Automatic steps waiting to run (empty between actions, except at a pause). */
    readonly queue: readonly Step[];
    /** The current phase. */
    readonly phase: Phase;
    /** The round, 1 to 5. */
    readonly round: number;
    /** The Land Map. */
    readonly map: MapState;
    /** Each player's board, by seat. */
    readonly players: readonly PlayerState[];
    /** The seat holding the first player token. */
    readonly firstPlayer: number;
    /** Which side of the first player token is up: the quest side, or crossed out after a Day quest. */
    readonly firstPlayerToken: "quest" | "no-quest";
    /** The magic token's space on the magic track (0 = the first space). */
    readonly magicSpace: number;
    /** The goblin tokens on portals and in the supply. */
    readonly goblins: GoblinState;
    /** The quest deck, row and discard pile. */
    readonly quests: QuestState;
    /** Treasure items still on the item rack. */
    readonly itemRack: readonly string[];
    /** The movement cards and whether each is used this round. */
    readonly movementCards: readonly MovementCardState[];
    /** Day progress, or null outside the Day. */
    readonly day: DayState | null;
    /** Night progress, or null outside the Night. */
    readonly night: NightState | null;
    /** The most recent roll of the adventure dice, or null before the first. */
    readonly lastRoll: LastRoll | null;
    /** Each composed module's own state slice, keyed by module id. */
    readonly moduleState: Readonly<Record<string, unknown>>;
}

/**
 * The game-agnostic protocol between the kernel and a ruleset: decisions, steps, actions, events,
 * and the handler tables a ruleset provides. The kernel names no card, rule or module.
 *
 * The state always says who must decide what (`decision`); automatic work waits in `queue` as
 * named, serializable steps. After an action is applied, the kernel runs queued steps until one
 * of them opens a new decision, or the queue is empty (the game is over).
 *
 * @module
 */

/**
 * Who acts: a player seat (0-based, clockwise from seat 0) or `"chance"` for a chance point.
 *
 * @example
 * ```ts
 * const actor: Actor = 0;
 * const dice: Actor = "chance";
 * ```
 */
type Actor = number | "chance";

/**
 * The base game's actions: the answers to pending decisions, as a discriminated union on `type`.
 * Every action names the `player` (seat) taking it.
 *
 * @module
 */

/**
 * Pick this Day turn's movement card (the turn's leader only).
 *
 * @example
 * ```ts
 * const a: ChooseMovementCardAction = { type: "choose-movement-card", player: 0, card: "gryphon" };
 * ```
 */
interface ChooseMovementCardAction {
    /** Action kind: pick the turn's movement card. */
    readonly type: "choose-movement-card";
    /** The seat of the player taking the action. */
    readonly player: number;
    /** The id of an unused movement card. */
    readonly card: string;
}
/**
 * Move one hero with the turn's movement card to a region of another map card. A Ship move names
 * its direction around the coast ring, which decides the cards moved through.
 *
 * @example
 * ```ts
 * const a: MoveAction = { type: "move", player: 1, hero: 0, to: { cell: 3, side: "right" } };
 * const ship: MoveAction = { type: "move", player: 1, hero: 2, to: { cell: 12, side: "left" }, direction: "clockwise" };
 * ```
 */
interface MoveAction {
    /** Action kind: move a hero. */
    readonly type: "move";
    /** The seat of the player taking the action. */
    readonly player: number;
    /** The hero's index, 0 to 2. */
    readonly hero: number;
    /** The region to move the hero to. */
    readonly to: RegionRef;
    /** Ship only: which way around the coast ring. */
    readonly direction?: "clockwise" | "counterclockwise";
}
/**
 * Do not move this turn (and gain 1 Health or 1 Power if a hero of yours is in any castle).
 *
 * @example
 * ```ts
 * const a: IdleAction = { type: "idle", player: 2 };
 * ```
 */
interface IdleAction {
    /** Action kind: idle instead of moving. */
    readonly type: "idle";
    /** The seat of the player taking the action. */
    readonly player: number;
}
/**
 * Take 1 Health or 1 Power (castle arrival, idling, completing a temple, returning home).
 *
 * @example
 * ```ts
 * const a: ChooseGainAction = { type: "choose-gain", player: 0, stat: "power" };
 * ```
 */
interface ChooseGainAction {
    /** Action kind: pick Health or Power. */
    readonly type: "choose-gain";
    /** The seat of the player taking the action. */
    readonly player: number;
    /** The stat to gain 1 of. */
    readonly stat: "health" | "power";
}
/**
 * Give a gained item to one of your heroes with a free hand.
 *
 * @example
 * ```ts
 * const a: EquipItemAction = { type: "equip-item", player: 0, hero: 1 };
 * ```
 */
interface EquipItemAction {
    /** Action kind: equip the gained item. */
    readonly type: "equip-item";
    /** The seat of the player taking the action. */
    readonly player: number;
    /** The index of the hero that takes the item. */
    readonly hero: number;
}
/**
 * Move an item among your heroes on your own castle and your player card.
 *
 * @example
 * ```ts
 * const a: TransferItemAction = { type: "transfer-item", player: 0, item: "bow", to: 2 };
 * ```
 */
interface TransferItemAction {
    /** Action kind: move an item to another hero or to the player card. */
    readonly type: "transfer-item";
    /** The seat of the player taking the action. */
    readonly player: number;
    /** The id of the item to move. */
    readonly item: string;
    /** A hero index, or `"reserve"` for the player card. */
    readonly to: number | "reserve";
}
/**
 * Pick which of several completed quests to take.
 *
 * @example
 * ```ts
 * const a: ChooseQuestAction = { type: "choose-quest", player: 1, quest: "quest-move-row" };
 * ```
 */
interface ChooseQuestAction {
    /** Action kind: pick one of the completed quests. */
    readonly type: "choose-quest";
    /** The seat of the player taking the action. */
    readonly player: number;
    /** The id of the quest to take. */
    readonly quest: string;
}
/**
 * Take the action of the grotto your hero just arrived on. Effects that need a choice name a hero
 * of yours (`target`) and, for moves, a destination (`to`).
 *
 * @example
 * ```ts
 * const a: UseGrottoAction = { type: "use-grotto", player: 0 };
 * const move: UseGrottoAction = { type: "use-grotto", player: 0, target: 2, to: { cell: 3, side: "left" } };
 * ```
 */
interface UseGrottoAction {
    /** Action kind: take the grotto's action. */
    readonly type: "use-grotto";
    /** The seat of the player taking the action. */
    readonly player: number;
    /** The index of the hero the effect acts on, for effects that need one. */
    readonly target?: number;
    /** Where that hero goes, for effects that move a hero. */
    readonly to?: RegionRef;
}
/**
 * Decline the grotto's action.
 *
 * @example
 * ```ts
 * const a: SkipGrottoAction = { type: "skip-grotto", player: 0 };
 * ```
 */
interface SkipGrottoAction {
    /** Action kind: decline the grotto's action. */
    readonly type: "skip-grotto";
    /** The seat of the player taking the action. */
    readonly player: number;
}
/**
 * Spend rolled Torch/Scroll symbols to advance one of your heroes one space on its temple track.
 *
 * @example
 * ```ts
 * const a: AdvanceHeroAction = { type: "advance-hero", player: 0, hero: 1 };
 * ```
 */
interface AdvanceHeroAction {
    /** Action kind: advance a hero on its temple track. */
    readonly type: "advance-hero";
    /** The seat of the player taking the action. */
    readonly player: number;
    /** The index of the hero to advance. */
    readonly hero: number;
    /** Night only: how many of the space's symbols are Forged (2 Power each) instead of rolled. */
    readonly forge?: number;
}
/**
 * Stop using the rolled symbols.
 *
 * @example
 * ```ts
 * const a: FinishAction = { type: "finish", player: 0 };
 * ```
 */
interface FinishAction {
    /** Action kind: stop spending the rolled symbols. */
    readonly type: "finish";
    /** The seat of the player taking the action. */
    readonly player: number;
}
/**
 * Roll the dice (adventure) instead of resting.
 *
 * @example
 * ```ts
 * const a: AdventureAction = { type: "adventure", player: 0 };
 * ```
 */
interface AdventureAction {
    /** The action's type. */
    readonly type: "adventure";
    /** The seat taking the action ("chance" for a chance outcome). */
    readonly player: number;
}
/**
 * Rest for the rest of the Night.
 *
 * @example
 * ```ts
 * const a: RestAction = { type: "rest", player: 0 };
 * ```
 */
interface RestAction {
    /** The action's type. */
    readonly type: "rest";
    /** The seat taking the action ("chance" for a chance outcome). */
    readonly player: number;
}
/**
 * Spend Power to cancel all the damage of one Take Damage symbol.
 *
 * @example
 * ```ts
 * const a: DefendAction = { type: "defend", player: 1 };
 * ```
 */
interface DefendAction {
    /** The action's type. */
    readonly type: "defend";
    /** The seat taking the action ("chance" for a chance outcome). */
    readonly player: number;
}
/**
 * Take the damage of one Take Damage symbol.
 *
 * @example
 * ```ts
 * const a: TakeDamageAction = { type: "take-damage", player: 1 };
 * ```
 */
interface TakeDamageAction {
    /** The action's type. */
    readonly type: "take-damage";
    /** The seat taking the action ("chance" for a chance outcome). */
    readonly player: number;
}
/**
 * Use one rolled Attack Goblin symbol: the hero deals 1 damage to the goblin on the portal of
 * `cell` (its own portal, or with the Bow a portal on an adjacent card).
 *
 * @example
 * ```ts
 * const a: AttackAction = { type: "attack", player: 0, hero: 2, cell: 6 };
 * ```
 */
interface AttackAction {
    /** The action's type. */
    readonly type: "attack";
    /** The seat taking the action ("chance" for a chance outcome). */
    readonly player: number;
    /** The attacking hero. */
    readonly hero: number;
    /** The map cell of the goblin's portal. */
    readonly cell: number;
}
/**
 * The Sword: spend 1 Power for 1 damage to the goblin the sword hero is attacking at its portal.
 *
 * @example
 * ```ts
 * const a: SwordAction = { type: "sword", player: 0, hero: 1 };
 * ```
 */
interface SwordAction {
    /** The action's type. */
    readonly type: "sword";
    /** The seat taking the action ("chance" for a chance outcome). */
    readonly player: number;
    /** The hero holding the Sword. */
    readonly hero: number;
}
/**
 * Pay the Staff's Power when resting, to learn the staff hero's spell.
 *
 * @example
 * ```ts
 * const a: UseStaffAction = { type: "use-staff", player: 0 };
 * ```
 */
interface UseStaffAction {
    /** The action's type. */
    readonly type: "use-staff";
    /** The seat taking the action ("chance" for a chance outcome). */
    readonly player: number;
}
/**
 * Do not use the Staff.
 *
 * @example
 * ```ts
 * const a: SkipStaffAction = { type: "skip-staff", player: 0 };
 * ```
 */
interface SkipStaffAction {
    /** The action's type. */
    readonly type: "skip-staff";
    /** The seat taking the action ("chance" for a chance outcome). */
    readonly player: number;
}
/**
 * External chance mode: the outcome of a roll, one symbol per die (any order).
 *
 * @example
 * ```ts
 * const a: RollOutcomeAction = { type: "roll-outcome", player: "chance", symbols: ["torch", "torch", "scroll", "attack-goblin", "gain-power"] };
 * ```
 */
interface RollOutcomeAction {
    /** The action's type. */
    readonly type: "roll-outcome";
    /** The seat taking the action ("chance" for a chance outcome). */
    readonly player: "chance";
    /** The symbols rolled. */
    readonly symbols: readonly DieSymbol[];
}
/**
 * Every action of the base game.
 *
 * @example
 * ```ts
 * const a: Action = { type: "choose-movement-card", player: 0, card: "horse" };
 * ```
 */
type Action$1 = ChooseMovementCardAction | MoveAction | IdleAction | ChooseGainAction | EquipItemAction | TransferItemAction | ChooseQuestAction | UseGrottoAction | SkipGrottoAction | AdvanceHeroAction | FinishAction | AdventureAction | RestAction | DefendAction | TakeDamageAction | AttackAction | SwordAction | UseStaffAction | SkipStaffAction | RollOutcomeAction;

/**
 * Transition events: what happened, in order, so a front-end can animate it. Returned by
 * `reduceWithEvents`; never stored in the state.
 *
 * @module
 */

/**
 * Every event of the base game.
 *
 * @example
 * ```ts
 * const { events } = reduceWithEvents(state, action);
 * for (const e of events) if (e.type === "movement-card-chosen") console.log(e.card);
 * ```
 */
type GameEvent = {
    /** The Land Map was laid out. */
    readonly type: "map-built";
    /** The id of the map card on each cell, in cell order. */
    readonly cards: readonly string[];
} | {
    /** The quest row was dealt at setup. */
    readonly type: "quest-row-dealt";
    /** The quest ids in the row, left to right. */
    readonly row: readonly string[];
    /** Quest ids discarded while dealing, so that the row holds both a movement and a treasure quest. */
    readonly discarded: readonly string[];
} | {
    /** The quest discard pile was shuffled into a new deck. */
    readonly type: "quest-deck-reshuffled";
    /** How many cards the new deck holds. */
    readonly cards: number;
} | {
    /** The first player token was given out. */
    readonly type: "first-player-chosen";
    /** The seat that received it. */
    readonly player: number;
} | {
    /** A new round began. */
    readonly type: "round-began";
    /** The round number, 1 to 5. */
    readonly round: number;
} | {
    /** A Day turn began. */
    readonly type: "day-turn-began";
    /** The turn, 0 to 3. */
    readonly turn: number;
    /** The seat that picks this turn's movement card. */
    readonly leader: number;
} | {
    /** The turn's movement card was picked. */
    readonly type: "movement-card-chosen";
    /** The seat that picked it. */
    readonly player: number;
    /** The movement card's id. */
    readonly card: string;
} | {
    /** The turn's movement card was flipped as used for the round. */
    readonly type: "movement-card-flipped";
    /** The movement card's id. */
    readonly card: string;
} | {
    /** A player idled instead of moving. */
    readonly type: "idled";
    /** The seat that idled. */
    readonly player: number;
} | {
    /** A hero moved to another region. */
    readonly type: "hero-moved";
    /** The seat of the hero's owner. */
    readonly player: number;
    /** The hero's index, 0 to 2. */
    readonly hero: number;
    /** Where it started. */
    readonly from: RegionRef;
    /** Where it ended. */
    readonly to: RegionRef;
    /** The map cells it passed through between start and end. */
    readonly through: readonly number[];
    /** The travel method, or what else moved the hero (e.g. a grotto effect id, "returned-home"). */
    readonly cause: string;
} | {
    /** A goblin token was turned to its other side. */
    readonly type: "goblin-flipped";
    /** The map cell of the goblin's portal. */
    readonly cell: number;
    /** The side now face up. */
    readonly stance: "passive" | "aggressive";
    /** Why it was turned (e.g. a hero passed through or arrived). */
    readonly cause: string;
} | {
    /** A player spent Power. */
    readonly type: "power-spent";
    /** The seat that spent it. */
    readonly player: number;
    /** How much Power was spent. */
    readonly amount: number;
    /** What the Power was spent on. */
    readonly reason: string;
} | {
    /** A hero left a temple track and lost its progress. */
    readonly type: "temple-progress-lost";
    /** The seat of the hero's owner. */
    readonly player: number;
    /** The hero's index, 0 to 2. */
    readonly hero: number;
    /** The track space it had reached. */
    readonly space: number;
} | {
    /** A player gained Health or Power. */
    readonly type: "gained";
    /** The seat that gained. */
    readonly player: number;
    /** Which stat rose. */
    readonly stat: "health" | "power";
    /** How much it actually rose, after the maximum. */
    readonly amount: number;
    /** What granted the gain. */
    readonly reason: string;
} | {
    /** The magic token moved forward. */
    readonly type: "magic-advanced";
    /** How many spaces it moved. */
    readonly spaces: number;
    /** Its space now (0 = the first space). */
    readonly space: number;
    /** What moved it. */
    readonly reason: string;
} | {
    /** A player completed and took a quest. */
    readonly type: "quest-completed";
    /** The seat that took it. */
    readonly player: number;
    /** The quest's id. */
    readonly quest: string;
} | {
    /** The first player token turned to its crossed-out side: a quest was taken this Day. */
    readonly type: "first-player-token-flipped";
} | {
    /** A player gained an item. */
    readonly type: "item-gained";
    /** The seat that gained it. */
    readonly player: number;
    /** The item's id. */
    readonly item: string;
    /** The hero that equipped it, or `"reserve"` when it went to the player card. */
    readonly hero: number | "reserve";
} | {
    /** A player moved an item between their heroes and player card. */
    readonly type: "item-transferred";
    /** The seat that moved it. */
    readonly player: number;
    /** The item's id. */
    readonly item: string;
    /** The hero that received it, or `"reserve"` for the player card. */
    readonly to: number | "reserve";
} | {
    /** A hero advanced one space on its temple track. */
    readonly type: "temple-advanced";
    /** The seat of the hero's owner. */
    readonly player: number;
    /** The hero's index, 0 to 2. */
    readonly hero: number;
    /** The space reached, 1 to 4. */
    readonly space: number;
} | {
    /** A player completed a temple. */
    readonly type: "temple-completed";
    /** The seat that completed it. */
    readonly player: number;
    /** The temple's id. */
    readonly temple: string;
} | {
    /** A legendary item moved along its track on a player card. */
    readonly type: "legendary-advanced";
    /** The seat whose card it is. */
    readonly player: number;
    /** The legendary item's id. */
    readonly item: string;
    /** How many of its two temples are now completed (2 = gained). */
    readonly progress: number;
} | {
    /** A goblin took damage. */
    readonly type: "goblin-damaged";
    /** The map cell of its portal. */
    readonly cell: number;
    /** Its total damage this round, after the hit. */
    readonly damage: number;
    /** The seat that dealt the damage. */
    readonly player: number;
} | {
    /** A goblin was defeated and collected. */
    readonly type: "goblin-defeated";
    /** The map cell of its portal. */
    readonly cell: number;
    /** The seat that collected it. */
    readonly player: number;
} | {
    /** A player used a grotto's effect. */
    readonly type: "grotto-used";
    /** The seat that used it. */
    readonly player: number;
    /** The grotto effect's id. */
    readonly effect: string;
} | {
    /** A player declined a grotto's effect. */
    readonly type: "grotto-skipped";
    /** The seat that declined it. */
    readonly player: number;
    /** The grotto effect's id. */
    readonly effect: string;
} | {
    /** The adventure dice were rolled. */
    readonly type: "dice-rolled";
    /** The seat that rolled. */
    readonly player: number;
    /** The symbol rolled on each die. */
    readonly symbols: readonly string[];
    /** What the roll was for (e.g. a grotto effect id). */
    readonly purpose: string;
} | {
    /** The event's type. */
    readonly type: "night-began";
    /** The round. */
    readonly round: number;
} | {
    /** The event's type. */
    readonly type: "night-ended";
    /** The round. */
    readonly round: number;
} | {
    /** The event's type. */
    readonly type: "adventured";
    /** The seat rolling. */
    readonly player: number;
} | {
    /** The event's type. */
    readonly type: "rested";
    /** The seat resting by choice. */
    readonly player: number;
} | {
    /** The event's type. */
    readonly type: "exhausted";
    /** The seat that reached 0 Health. */
    readonly player: number;
} | {
    /** The event's type. */
    readonly type: "spell-level-lost";
    /** The exhausted seat. */
    readonly player: number;
    /** The spell level after the loss. */
    readonly spellLevel: number;
} | {
    /** The event's type. */
    readonly type: "damage-taken";
    /** The seat hit. */
    readonly player: number;
    /** Health lost. */
    readonly amount: number;
    /** Health left. */
    readonly health: number;
} | {
    /** The event's type. */
    readonly type: "damage-defended";
    /** The seat defending. */
    readonly player: number;
    /** The damage cancelled. */
    readonly amount: number;
} | {
    /** The event's type. */
    readonly type: "goblin-healed";
    /** The cell of the portal whose goblin lost its damage. */
    readonly cell: number;
} | {
    /** The event's type. */
    readonly type: "spell-learned";
    /** The seat learning. */
    readonly player: number;
    /** The spell learned. */
    readonly spell: string;
    /** The new spell level. */
    readonly spellLevel: number;
} | {
    /** The event's type. */
    readonly type: "magic-reset";
} | {
    /** The event's type. */
    readonly type: "goblin-appeared";
    /** The portal's cell. */
    readonly cell: number;
    /** The new goblin's stance. */
    readonly stance: "passive" | "aggressive";
} | {
    /** The event's type. */
    readonly type: "quest-discarded";
    /** The quest discarded from the right of the row. */
    readonly quest: string;
} | {
    /** The event's type. */
    readonly type: "game-ended";
};

/**
 * Rulebook, Final Scoring: totals, the breakdown by source, the tie-breaks in order, and the
 * winner(s).
 *
 * @module
 */

/**
 * One line of a score breakdown.
 *
 * @example
 * ```ts
 * const line: ScoreLine = { source: "quests", count: 4, points: 6 };
 * ```
 */
interface ScoreLine {
    /** The score source's id (e.g. `quests`). */
    readonly source: string;
    /** The player's total for that source. */
    readonly count: number;
    /** The victory points that total is worth. */
    readonly points: number;
}
/**
 * The tie-break values of a player, compared in this order (higher wins each).
 *
 * @example
 * ```ts
 * const t: TieBreaks = { quests: 4, goblins: 2, spellLevel: 3, items: 2 };
 * ```
 */
interface TieBreaks {
    /** Quests completed. */
    readonly quests: number;
    /** Goblins defeated. */
    readonly goblins: number;
    /** Spell level reached. */
    readonly spellLevel: number;
    /** Treasure and legendary items held. */
    readonly items: number;
}
/**
 * One player's score.
 *
 * @example
 * ```ts
 * const mine: PlayerScore = scores(state).players[0]!;
 * mine.total; mine.breakdown; mine.tieBreaks;
 * ```
 */
interface PlayerScore {
    /** The player's seat. */
    readonly seat: number;
    /** The player's colour. */
    readonly color: string;
    /** Total victory points. */
    readonly total: number;
    /** The points from each score source. */
    readonly breakdown: readonly ScoreLine[];
    /** The values compared to break a tie. */
    readonly tieBreaks: TieBreaks;
}
/**
 * The verdict of a game played against a victory point goal (the solo variant): the goal for the
 * difficulty, the player's total, and whether the total reaches the goal. Before the game ends it
 * says whether the current total already reaches it; once `final`, reached means won.
 *
 * @example
 * ```ts
 * const v: SoloVerdict = { difficulty: "knight", goal: 55, total: 57, reached: true };
 * ```
 */
interface SoloVerdict {
    /** The difficulty chosen at setup. */
    readonly difficulty: Difficulty;
    /** The victory points the difficulty asks for by the end of round 5. */
    readonly goal: number;
    /** The player's total. */
    readonly total: number;
    /** Whether the total reaches the goal (at the end of the game: won). */
    readonly reached: boolean;
}
/**
 * The score sheet of a game: every player's score, the winner(s), and whether the game is over.
 *
 * @example
 * ```ts
 * const sheet: ScoreSheet = scores(state);
 * sheet.winners; // e.g. [2], or [0, 3] for a shared victory
 * ```
 */
interface ScoreSheet {
    /** True once the game has ended; before that the sheet shows the current standings. */
    readonly final: boolean;
    /** Each player's score, by seat. */
    readonly players: readonly PlayerScore[];
    /**
     * The seats with the most points after the tie-breaks; several when still tied. In a game with a
     * verdict (solo), the player's seat if the goal is reached, else none.
     */
    readonly winners: readonly number[];
    /** Present only in a solo game: the goal, the total and whether it is reached. */
    readonly solo?: SoloVerdict;
}

/**
 * The rules modules this engine provides, keyed by module id, and their canonical composition
 * order. Each module lives in its own folder (`src/modules/<id>/`) and patches the base ruleset
 * through its hooks and handler tables.
 *
 * @module
 */

/**
 * The modules a game lists in its `modules` option (solo is chosen by `players: 1` instead), in
 * canonical order. The public `ModuleId` type and `MODULE_IDS` are derived from this list.
 *
 * @example
 * ```ts
 * OPTIONAL_MODULE_IDS; // ["gloomfall", "golden-mushrooms"]
 * ```
 */
declare const OPTIONAL_MODULE_IDS: readonly ["gloomfall", "golden-mushrooms"];

/**
 * The ids of the optional rules modules a game can compose.
 *
 * @example
 * ```ts
 * const modules: ModuleId[] = ["gloomfall", "golden-mushrooms"];
 * ```
 */
type ModuleId = (typeof OPTIONAL_MODULE_IDS)[number];
/**
 * Every module id, in canonical composition order.
 *
 * @example
 * ```ts
 * MODULE_IDS.includes("gloomfall"); // true
 * ```
 */
declare const MODULE_IDS: readonly ModuleId[];
/**
 * Whether a module id is implemented in this version.
 *
 * @param id - a module id
 * @returns true if `createGame` accepts it
 * @example
 * ```ts
 * isModuleAvailable("gloomfall");
 * ```
 */
declare function isModuleAvailable(id: string): boolean;

/**
 * The options of `createGame`, and their validation into the configuration recorded in the state.
 *
 * @module
 */

/**
 * The options of a new game.
 *
 * @example
 * ```ts
 * const options: GameOptions = { seed: "friday-night", players: 3, modules: [], firstPlayer: 0 };
 * ```
 */
interface GameOptions {
    /** Required: the same seed and the same actions give the same game. */
    readonly seed: string | number;
    /** 2 to 4 players; 1 is the solo variant. */
    readonly players: number;
    /** Optional rules modules. */
    readonly modules?: readonly ModuleId[];
    /** Solo only: the difficulty, `"peasant"` by default. */
    readonly difficulty?: Difficulty;
    /** A content pack to use instead of the reference pack; validated. */
    readonly content?: ContentPack;
    /** The colour of each seat (seat 0 first); defaults to red, blue, green, yellow. */
    readonly colors?: readonly string[];
    /** The seat holding the first player token; drawn from the seed when omitted. */
    readonly firstPlayer?: number;
    /** `"seeded"` (default) or `"external"` chance. */
    readonly chance?: ChanceMode;
}
/**
 * The solo difficulties in order, easiest first.
 *
 * @example
 * ```ts
 * DIFFICULTIES[0]; // "peasant"
 * ```
 */
declare const DIFFICULTIES: readonly Difficulty[];

/**
 * Creates a new game, set up and waiting on its first decision (the first player's movement card).
 *
 * @param options - seed, players and optional modules, content pack, colours, first player
 * @returns the frozen initial state
 * @throws InvalidOptionsError for bad options; InvalidContentError for an invalid content pack
 * @example
 * ```ts
 * import { createGame, legalActions } from "teq-engine";
 * const state = createGame({ seed: "abc", players: 2 });
 * legalActions(state); // the movement cards the first player may pick
 * ```
 */
declare function createGame(options: GameOptions): GameState;

/**
 * Coded errors. Every error the engine throws on purpose is a {@link TeqError} with a stable
 * string `code` (safe to switch on, never reworded) and a readable message (may be reworded).
 *
 * @module
 */
/**
 * The base class of every error the engine throws on purpose.
 *
 * @example
 * ```ts
 * try {
 *   reduce(state, action);
 * } catch (error) {
 *   if (error instanceof TeqError) console.log(error.code, error.message);
 * }
 * ```
 */
declare class TeqError extends Error {
    /** A stable machine-readable code, e.g. `"NOT_YOUR_DECISION"`. */
    readonly code: string;
    /**
     * @param code - the stable code
     * @param message - a readable explanation
     */
    constructor(code: string, message: string);
}
/**
 * An action that is malformed or not legal in the given state. The state is never changed.
 *
 * @example
 * ```ts
 * const result = validate(state, { type: "choose-movement-card", player: 3, card: "horse" });
 * if (!result.ok) console.log(result.error.code); // e.g. "NOT_YOUR_DECISION"
 * ```
 */
declare class IllegalActionError extends TeqError {
    /** The offending action, as it was given. */
    readonly action: unknown;
    /**
     * @param code - the stable code
     * @param message - a readable explanation
     * @param action - the offending action
     */
    constructor(code: string, message: string, action: unknown);
}
/**
 * A state that is not a valid game state of this engine version: wrong schema version, missing
 * or mistyped fields, or tampered values.
 *
 * @example
 * ```ts
 * try { parseState('{"schemaVersion": 99}'); } catch (e) { console.log((e as InvalidStateError).code); } // "STATE_VERSION"
 * ```
 */
declare class InvalidStateError extends TeqError {
}
/**
 * Options to `createGame` that cannot make a game (unknown module, bad player count, no seed...).
 *
 * @example
 * ```ts
 * try { createGame({ seed: 1, players: 5 }); } catch (e) { console.log((e as InvalidOptionsError).code); } // "OPTION_PLAYERS"
 * ```
 */
declare class InvalidOptionsError extends TeqError {
}
/**
 * One problem found in a content pack.
 *
 * @example
 * ```ts
 * const problem: ContentProblem = { path: "spells[3].level", code: "DUPLICATE_ID", message: "..." };
 * ```
 */
interface ContentProblem {
    /** Where in the pack, as a property path such as `"quests[4].temple"`. */
    readonly path: string;
    /** A stable code such as `"DUPLICATE_ID"`, `"DANGLING_REFERENCE"` or `"WRONG_COUNT"`. */
    readonly code: string;
    /** A readable explanation. */
    readonly message: string;
}
/**
 * A content pack that failed validation; `problems` lists every problem found.
 *
 * @example
 * ```ts
 * try { createGame({ seed: 1, players: 2, content: badPack }); }
 * catch (e) { if (e instanceof InvalidContentError) for (const p of e.problems) console.log(p.path, p.message); }
 * ```
 */
declare class InvalidContentError extends TeqError {
    /** Every problem found, in a stable order. */
    readonly problems: readonly ContentProblem[];
    /** @param problems - the problems found (at least one) */
    constructor(problems: readonly ContentProblem[]);
}

/**
 * The GloomFall module's own decision, actions and steps (namespaced `"gloomfall/..."`).
 *
 * @module
 */

/**
 * After the first Foot move of the `gloom-foot-move-other-heroes` grotto: the player may also move
 * the other hero (`hero`) by Foot, or leave it where it stands. Opened only when that hero has a
 * legal Foot move.
 *
 * @example
 * ```ts
 * const d: GloomfallFootMoveDecision = { kind: "gloomfall/foot-move", player: 0, hero: 2, effect: "gloom-foot-move-other-heroes" };
 * ```
 */
interface GloomfallFootMoveDecision extends ModuleDecision {
    /** Decision kind: the second hero's optional Foot move. */
    readonly kind: "gloomfall/foot-move";
    /** The seat that must decide. */
    readonly player: number;
    /** The hero that may still move by Foot. */
    readonly hero: number;
    /** The grotto effect that grants the move, for events. */
    readonly effect: string;
}
/**
 * Move the hero named by the pending `gloomfall/foot-move` decision one map card by Foot.
 *
 * @example
 * ```ts
 * const a: GloomfallFootMoveAction = { type: "gloomfall/foot-move", player: 0, hero: 2, to: { cell: 4, side: "left" } };
 * ```
 */
interface GloomfallFootMoveAction {
    /** Action kind: the second hero's Foot move. */
    readonly type: "gloomfall/foot-move";
    /** The seat of the player taking the action. */
    readonly player: number;
    /** The hero moving (the one the decision names). */
    readonly hero: number;
    /** The region to move to, on a neighbouring map card. */
    readonly to: RegionRef;
}
/**
 * Leave the second hero where it stands (ends the grotto's Foot moves).
 *
 * @example
 * ```ts
 * const a: GloomfallFootStayAction = { type: "gloomfall/foot-stay", player: 0 };
 * ```
 */
interface GloomfallFootStayAction {
    /** Action kind: do not move the second hero. */
    readonly type: "gloomfall/foot-stay";
    /** The seat of the player taking the action. */
    readonly player: number;
}
/**
 * Every action the GloomFall module adds.
 *
 * @example
 * ```ts
 * const a: GloomfallAction = { type: "gloomfall/foot-stay", player: 1 };
 * ```
 */
type GloomfallAction = GloomfallFootMoveAction | GloomfallFootStayAction;
/**
 * The GloomFall module's automatic steps: each reads `state.lastRoll` after a grotto's roll.
 *
 * - `gloomfall/roll-gain-power`: 1 Power per Gain Power symbol;
 * - `gloomfall/roll-for-magic`: the magic token 2 spaces per Conjure Magic symbol;
 * - `gloomfall/roll-for-attack`: 1 damage per Attack Goblin symbol to the goblin `hero` attacks.
 *
 * @example
 * ```ts
 * const s: GloomfallStep = { kind: "gloomfall/roll-for-attack", player: 0, hero: 1 };
 * ```
 */
type GloomfallStep = {
    /** After `gloom-power-then-roll`'s roll. */
    readonly kind: "gloomfall/roll-gain-power";
    /** The seat that used the grotto. */
    readonly player: number;
} | {
    /** After `gloom-roll-for-magic`'s roll. */
    readonly kind: "gloomfall/roll-for-magic";
    /** The seat that used the grotto. */
    readonly player: number;
} | {
    /** After `gloom-roll-for-attack`'s roll. */
    readonly kind: "gloomfall/roll-for-attack";
    /** The seat that used the grotto. */
    readonly player: number;
    /** The attacking hero chosen in the use-grotto action. */
    readonly hero: number;
};

/**
 * The actions and decisions the Golden Mushrooms module adds. A move carries its mushroom choice in
 * an optional `mushroom` field; the module's own decisions and actions are namespaced
 * (`"golden-mushrooms/..."`).
 *
 * @module
 */

/**
 * What a moving hero does with a mushroom:
 *
 * - `"carry"`: leaving its own castle, it takes one of the mushrooms there;
 * - `"steal"`: leaving another player's castle, it takes one of that player's mushrooms (its
 *   player's heroes there must outnumber the owner's);
 * - `"abandon"`: it leaves its escorted mushroom standing in the region it starts from;
 * - `"pick-up"`: it picks up a mushroom abandoned in the region it moves into.
 *
 * @example
 * ```ts
 * const choice: MushroomChoice = "steal";
 * ```
 */
type MushroomChoice = "carry" | "steal" | "abandon" | "pick-up";
/**
 * A move with a mushroom choice (Golden Mushrooms). Without `mushroom`, a move is the plain
 * {@link MoveAction}: an escorted mushroom simply follows its hero.
 *
 * @example
 * ```ts
 * const a: MushroomMoveAction = { type: "move", player: 0, hero: 1, to: { cell: 3, side: "left" }, mushroom: "carry" };
 * ```
 */
interface MushroomMoveAction extends MoveAction {
    /** What the hero does with a mushroom during this move. */
    readonly mushroom: MushroomChoice;
}
/**
 * Use the escorted mushroom to take the Golden Grotto's action. Actions that act on one of your
 * heroes name it in `target`.
 *
 * @example
 * ```ts
 * const a: UseGoldenGrottoAction = { type: "golden-mushrooms/use-golden-grotto", player: 0, target: 2 };
 * ```
 */
interface UseGoldenGrottoAction {
    /** Action kind: use the mushroom at the Golden Grotto. */
    readonly type: "golden-mushrooms/use-golden-grotto";
    /** The seat of the player taking the action. */
    readonly player: number;
    /** The hero the action acts on, for actions that need one. */
    readonly target?: number;
}
/**
 * Keep the mushroom and do not take the Golden Grotto's action.
 *
 * @example
 * ```ts
 * const a: SkipGoldenGrottoAction = { type: "golden-mushrooms/skip-golden-grotto", player: 0 };
 * ```
 */
interface SkipGoldenGrottoAction {
    /** Action kind: decline the Golden Grotto's action. */
    readonly type: "golden-mushrooms/skip-golden-grotto";
    /** The seat of the player taking the action. */
    readonly player: number;
}
/**
 * Place one mushroom from the supply, captured, next to the portal on map cell `cell`.
 *
 * @example
 * ```ts
 * const a: PlaceMushroomAction = { type: "golden-mushrooms/place-mushroom", player: 1, cell: 6 };
 * ```
 */
interface PlaceMushroomAction {
    /** Action kind: place a mushroom on a portal. */
    readonly type: "golden-mushrooms/place-mushroom";
    /** The seat of the player taking the action. */
    readonly player: number;
    /** The map cell of a portal without a mushroom. */
    readonly cell: number;
}
/**
 * Every action the Golden Mushrooms module adds.
 *
 * @example
 * ```ts
 * function isMushroomAction(a: GoldenMushroomsAction): boolean { return a.type !== "move"; }
 * ```
 */
type GoldenMushroomsAction = MushroomMoveAction | UseGoldenGrottoAction | SkipGoldenGrottoAction | PlaceMushroomAction;
/**
 * A hero escorting a mushroom arrived on a Golden Grotto: use the mushroom for its action, or not.
 *
 * @example
 * ```ts
 * const d: UseGoldenGrottoDecision = { kind: "golden-mushrooms/use-golden-grotto", player: 0, hero: 1, action: "golden-magic-surge" };
 * ```
 */
interface UseGoldenGrottoDecision {
    /** Decision kind. */
    readonly kind: "golden-mushrooms/use-golden-grotto";
    /** The seat that must decide. */
    readonly player: number;
    /** The hero on the Golden Grotto, escorting the mushroom. */
    readonly hero: number;
    /** The id of the Golden Grotto action on offer. */
    readonly action: string;
    /** Index signature so the decision is a `ModuleDecision`. */
    readonly [field: string]: unknown;
}
/**
 * New goblins appeared and the supply holds mushrooms: the chosen player places them, one at a
 * time, on portals without a mushroom.
 *
 * @example
 * ```ts
 * const d: PlaceMushroomDecision = { kind: "golden-mushrooms/place-mushroom", player: 2 };
 * ```
 */
interface PlaceMushroomDecision {
    /** Decision kind. */
    readonly kind: "golden-mushrooms/place-mushroom";
    /** The seat that places the mushrooms (the supply's mushrooms are still to place). */
    readonly player: number;
    /** Index signature so the decision is a `ModuleDecision`. */
    readonly [field: string]: unknown;
}

/**
 * The solo variant's own state slice, decisions, steps and actions. Their kinds are namespaced by
 * the module id (`"solo/..."`).
 *
 * @module
 */
/**
 * The solo module's state slice, `state.moduleState.solo`: the movement cards dealt face up this
 * Day (used or not) and those on offer now. The face-down rest has no order in the state: each deal
 * draws uniformly from the cards not dealt yet (the same chances as a shuffled deck), so nothing in
 * the state is hidden from the player.
 *
 * @example
 * ```ts
 * const slice = state.moduleState["solo"] as SoloState; // { dealt: ["horse", "ship", "foot"], offered: ["ship", "foot"] }
 * ```
 */
interface SoloState {
    /** The movement cards dealt this Day, in deal order (the used ones included). */
    readonly dealt: readonly string[];
    /** The movement cards face up and available now (two during a Day turn's choice). */
    readonly offered: readonly string[];
}
/**
 * The chance point of a movement card deal (external-chance mode only): which undealt card comes
 * up next. `chanceOutcomes` lists each undealt card with an equal probability.
 *
 * @example
 * ```ts
 * const d: SoloDealDecision = { kind: "solo/deal-movement-card", player: "chance" };
 * ```
 */
type SoloDealDecision = {
    /** The decision's kind. */
    readonly kind: "solo/deal-movement-card";
    /** Always chance. */
    readonly player: "chance";
};
/**
 * The player's choice, at Resolution, of exactly `count` passive goblins to turn aggressive.
 *
 * @example
 * ```ts
 * const d: SoloChooseGoblinsDecision = { kind: "solo/choose-aggressive-goblins", player: 0, count: 3 };
 * ```
 */
type SoloChooseGoblinsDecision = {
    /** The decision's kind. */
    readonly kind: "solo/choose-aggressive-goblins";
    /** The solo player's seat (0). */
    readonly player: number;
    /** How many goblins must be chosen (3). */
    readonly count: number;
};
/**
 * The outcome of a movement card deal at a chance point: the card that comes up.
 *
 * @example
 * ```ts
 * const a: SoloDealAction = { type: "solo/deal-movement-card", player: "chance", card: "raft" };
 * ```
 */
interface SoloDealAction {
    /** The action's type. */
    readonly type: "solo/deal-movement-card";
    /** Always chance. */
    readonly player: "chance";
    /** The movement card dealt face up. */
    readonly card: string;
}
/**
 * The goblins that turn aggressive at Resolution: the map cells of their portals, each holding a
 * passive goblin, distinct and in ascending order (as `legalActions` lists them).
 *
 * @example
 * ```ts
 * const a: SoloChooseGoblinsAction = { type: "solo/choose-aggressive-goblins", player: 0, cells: [2, 5, 11] };
 * ```
 */
interface SoloChooseGoblinsAction {
    /** The action's type. */
    readonly type: "solo/choose-aggressive-goblins";
    /** The solo player's seat (0). */
    readonly player: number;
    /** The portal cells of the goblins that turn aggressive, ascending. */
    readonly cells: readonly number[];
}
/**
 * Every action of the solo module.
 *
 * @example
 * ```ts
 * const a: SoloAction = { type: "solo/deal-movement-card", player: "chance", card: "foot" };
 * ```
 */
type SoloAction = SoloDealAction | SoloChooseGoblinsAction;

/**
 * The actions, decisions and events that modules add, as unions that the public `Action` type
 * includes. Each module adds its own types here (one line each); their `type` / `kind` strings are
 * namespaced by the module id (`"solo/choose-aggressive-goblins"`).
 *
 * @module
 */

/**
 * Every action added by a module (none yet).
 *
 * @example
 * ```ts
 * function isModuleAction(a: { type: string }): boolean { return a.type.includes("/"); }
 * ```
 */
type ModuleAction = SoloAction | GloomfallAction | GoldenMushroomsAction;

/**
 * The public action type: the base game's actions and every module's.
 *
 * @module
 */

/**
 * Every action the engine accepts, discriminated on `type`: the base game's actions, and the
 * modules' (whose types are namespaced, e.g. `"solo/choose-aggressive-goblins"`).
 *
 * @example
 * ```ts
 * const a: Action = { type: "choose-movement-card", player: 0, card: "horse" };
 * ```
 */
type Action = Action$1 | ModuleAction;

/**
 * The contract entry points over a game state: `reduce`, `reduceWithEvents`, `validate`,
 * `legalActions` and `isGameOver`.
 *
 * @module
 */

/**
 * The result of `validate`: ok, or the coded error `reduce` would throw.
 *
 * @example
 * ```ts
 * const r: ValidationResult = validate(state, action);
 * if (!r.ok) console.log(r.error.code);
 * ```
 */
type ValidationResult = {
    /** The action is legal. */
    readonly ok: true;
} | {
    /** The action would be refused. */
    readonly ok: false;
    /** The coded error `reduce` would throw for it. */
    readonly error: TeqError;
};
/**
 * The next state and the events of one transition.
 *
 * @example
 * ```ts
 * const { state: next, events }: StepResult = reduceWithEvents(state, action);
 * ```
 */
interface StepResult {
    /** The next state (frozen). */
    readonly state: GameState;
    /** What happened, in order. */
    readonly events: readonly GameEvent[];
}
/**
 * Applies an action and returns the next state together with the events of the transition.
 *
 * @param state - a state from `createGame`, `reduce` or `parseState`
 * @param action - the action to apply
 * @returns the next (frozen) state and the events
 * @throws IllegalActionError for a malformed or illegal action; InvalidStateError for a bad state
 * @example
 * ```ts
 * const { state: next, events } = reduceWithEvents(state, legalActions(state)[0]!);
 * ```
 */
declare function reduceWithEvents(state: GameState, action: Action): StepResult;
/**
 * The pure transition: returns the next state; never mutates its input.
 *
 * @param state - a state from `createGame`, `reduce` or `parseState`
 * @param action - the action to apply
 * @returns the next (frozen) state
 * @throws IllegalActionError for a malformed or illegal action (with a stable `code`); InvalidStateError for a bad state
 * @example
 * ```ts
 * let state = createGame({ seed: 7, players: 2 });
 * state = reduce(state, { type: "choose-movement-card", player: state.firstPlayer, card: "horse" });
 * ```
 */
declare function reduce(state: GameState, action: Action): GameState;
/**
 * The same check as `reduce`, without throwing or applying anything.
 *
 * @param state - the current state
 * @param action - untrusted input
 * @returns `{ ok: true }` or `{ ok: false, error }`
 * @example
 * ```ts
 * const result = validate(state, { type: "idle", player: 1 });
 * ```
 */
declare function validate(state: GameState, action: unknown): ValidationResult;
/**
 * Every action legal now, in a stable order. Each is accepted by `reduce`, and `reduce` accepts
 * no other action.
 *
 * @param state - the current state
 * @returns the legal actions; empty once the game is over
 * @example
 * ```ts
 * const options = legalActions(state);
 * state = reduce(state, options[0]!);
 * ```
 */
declare function legalActions(state: GameState): Action[];
/**
 * Whether the game has ended (after the Night of round 5).
 *
 * @param state - the current state
 * @returns true when no further action is expected
 * @example
 * ```ts
 * while (!isGameOver(state)) state = reduce(state, pick(legalActions(state)));
 * ```
 */
declare function isGameOver(state: GameState): boolean;

/**
 * `scores`: the score sheet of a game under its composed ruleset.
 *
 * @module
 */

/**
 * Each player's total with its breakdown by source, the tie-break values, and the winner(s).
 * Before the game ends it shows the current standings (`final: false`). In a solo game `solo`
 * gives the difficulty's goal, the total and whether it is reached (won at the end).
 *
 * @param state - the state
 * @returns the score sheet
 * @example
 * ```ts
 * const { players, winners } = scores(state);
 * for (const p of players) console.log(p.color, p.total, p.breakdown);
 * ```
 */
declare function scores(state: GameState): ScoreSheet;

/**
 * What one player may see: the state with the RNG removed and the quest deck in content order
 * rather than draw order (which cards remain is public knowledge; their order is not).
 *
 * @example
 * ```ts
 * const view: PlayerView = playerView(state, 0);
 * view.quests.deck.length; // how many cards remain, in no meaningful order
 * ```
 */
type PlayerView = Omit<GameState, "rng"> & {
    /** Always null: the RNG state would reveal future dice and shuffles. */
    readonly rng: null;
};
/**
 * The view of the state for one seat (or for a spectator, `"spectator"`). Two states that differ
 * only in hidden information give equal views.
 *
 * @param state - the full state
 * @param viewer - a seat or `"spectator"`
 * @returns the view, safe to send to that player
 * @example
 * ```ts
 * socket.send(JSON.stringify(playerView(state, seat)));
 * ```
 */
declare function playerView(state: GameState, viewer: number | "spectator"): PlayerView;

/**
 * Re-creates a game and applies a log of actions. The same options and actions give the same
 * state on any machine.
 *
 * @param options - the options the game was created with
 * @param actions - the actions, in order
 * @returns the final state
 * @throws IllegalActionError naming the index of the first action the game refuses
 * @example
 * ```ts
 * const log: Action[] = [];
 * let live = createGame(options);
 * for (const a of chosen) { live = reduce(live, a); log.push(a); }
 * replay(options, log); // deep-equals live
 * ```
 */
declare function replay(options: GameOptions, actions: readonly Action[]): GameState;

/**
 * External chance: at a chance point (a decision of the actor `"chance"`), the possible outcomes
 * with their probabilities, each as the action that selects it. Which outcomes a chance point has
 * is the ruleset's `chanceOutcomes` hook, keyed by decision kind: the base game's dice rolls
 * (`"chance"`), and modules' own chance points (the solo variant's movement card deals).
 *
 * @module
 */

/**
 * One possible outcome of a chance point: the action to apply and its probability.
 *
 * @example
 * ```ts
 * const { action, probability }: ChanceOutcome = chanceOutcomes(state)[0]!;
 * ```
 */
interface ChanceOutcome {
    /** The action selecting this outcome (a `roll-outcome`, or a module's chance action). */
    readonly action: Action;
    /** Its probability; the probabilities of a chance point sum to 1. */
    readonly probability: number;
}
/**
 * The outcomes of the pending chance point, or an empty list when the state is not at one. Only
 * games created with `chance: "external"` stop at chance points.
 *
 * @param state - the state
 * @returns the outcomes (252 for five six-faced dice; one per undealt card for a solo deal), in a stable order
 * @example
 * ```ts
 * let state = createGame({ seed: 1, players: 2, chance: "external" });
 * // ... play until state.decision?.player === "chance"
 * const expected = chanceOutcomes(state).reduce((sum, o) => sum + o.probability * evaluate(reduce(state, o.action)), 0);
 * ```
 */
declare function chanceOutcomes(state: GameState): ChanceOutcome[];

/**
 * Parses and checks a stored state. Accepts JSON text or an already-parsed value; returns a frozen
 * deep copy (the input is never kept or changed).
 *
 * Whatever the input, the only error thrown is an `InvalidStateError`. Its `code` says which
 * check failed, its message names each wrong field by its path (such as
 * `players[1].heroes[2].at.cell`), and for the deep checks it also carries
 * `problems: readonly string[]`, every problem found (up to 50) as `"path: message"`:
 *
 * - `STATE_JSON`: the text is not JSON;
 * - `STATE_NOT_OBJECT`: the value is not an object;
 * - `STATE_VERSION`: another state schema version;
 * - `STATE_MODULE`: the config names a module this engine version does not provide;
 * - `STATE_MALFORMED`: not plain JSON data, a field missing, unknown, of the wrong type or out of
 *   range (including modules listed twice or out of canonical order, an unknown decision or step
 *   kind, and a magic token beyond the magic track);
 * - `STATE_CONTENT`: the embedded content pack fails `validateContent`;
 * - `STATE_INCONSISTENT`: the state disagrees with its content or with itself: the Land Map does
 *   not follow the layout, an unknown id, a component lost or duplicated (quests, goblins,
 *   treasure items, movement cards), a legendary item held too early, a hero on a temple track
 *   away from its temple, Health or Power above its maximum, the decision, phase and Day out of
 *   step.
 *
 * @param input - JSON text or a parsed value
 * @returns the state, frozen
 * @throws InvalidStateError (`STATE_JSON`, `STATE_NOT_OBJECT`, `STATE_VERSION`, `STATE_MODULE`,
 *   `STATE_MALFORMED`, `STATE_CONTENT`, `STATE_INCONSISTENT`)
 * @example
 * ```ts
 * const saved = JSON.stringify(state);
 * const restored = parseState(saved); // deep-equals state
 * ```
 */
declare function parseState(input: unknown): GameState;

/**
 * A deep, unfrozen copy of a state. The content pack is shared, not copied: no rule ever changes it.
 *
 * @param state - any game state
 * @returns a private mutable copy
 * @example
 * ```ts
 * const copy = cloneState(state);
 * ```
 */
declare function cloneState(state: GameState): GameState;
/**
 * A game advanced in place. Each `apply` checks the action first (an illegal action throws and
 * changes nothing), then runs the same recipes `reduce` runs, without immer and without freezing.
 * A test proves both paths give identical states.
 *
 * @example
 * ```ts
 * const sim = new Simulator(createGame({ seed: 1, players: 4 }));
 * while (!sim.isGameOver()) sim.apply(sim.legalActions()[0]!);
 * const final = sim.snapshot();
 * ```
 */
declare class Simulator {
    #private;
    /** @param state - the state to start from (copied; the original is never touched) */
    constructor(state: GameState);
    /**
     * The live internal state. Do not mutate it; it changes on the next `apply`.
     * @returns the current state
     */
    get state(): GameState;
    /**
     * A deep copy of the current state, safe to keep.
     * @returns a copy
     */
    snapshot(): GameState;
    /**
     * Every legal action now.
     * @returns the legal actions
     */
    legalActions(): Action[];
    /**
     * Checks and applies an action in place.
     * @param action - the action
     * @returns the events of the transition
     * @throws IllegalActionError when the action is illegal (the state is unchanged)
     */
    apply(action: Action): readonly GameEvent[];
    /**
     * Whether the game has ended.
     * @returns true after the last round
     */
    isGameOver(): boolean;
}

/**
 * A bot: picks one legal action for the state's pending decision (chance points included).
 *
 * @example
 * ```ts
 * const bot: Bot = randomBot("seed");
 * state = reduce(state, bot(state));
 * ```
 */
type Bot = (state: GameState) => Action;
/**
 * A bot choosing uniformly among the legal actions (chance outcomes by their probability).
 *
 * @param seed - the bot's own seed
 * @returns the bot
 * @example
 * ```ts
 * const bot = randomBot(1);
 * while (!isGameOver(state)) state = reduce(state, bot(state));
 * ```
 */
declare function randomBot(seed: string | number): Bot;
/**
 * A greedy bot: for each legal action it plays the action on a determinized copy (the RNG replaced
 * by the bot's own) and keeps the one whose result the heuristic evaluation likes best; ties are
 * broken by the bot's seed. At Night it rests when its Health is low. Decent as a demo opponent and
 * as a baseline; not a strong player.
 *
 * @param seed - the bot's own seed
 * @returns the bot
 * @example
 * ```ts
 * const bots = [heuristicBot("a"), heuristicBot("b")];
 * while (!isGameOver(state)) {
 *   const seat = state.decision?.player;
 *   state = reduce(state, bots[typeof seat === "number" ? seat : 0]!(state));
 * }
 * ```
 */
declare function heuristicBot(seed: string | number): Bot;

/**
 * The Golden Mushrooms state slice (`state.moduleState["golden-mushrooms"]`): where each of the 7
 * mushroom tokens is and whether it stands upright, and the queries the rules ask of it.
 *
 * @module
 */

/**
 * Where a mushroom token is.
 *
 * - `portal`: captured (lying down) next to the goblin portal in `region`;
 * - `castle`: rescued, standing in the castle of the player at `seat`;
 * - `hero`: escorted by hero `hero` of the player at `seat` (it stands wherever that hero stands);
 * - `region`: abandoned, standing in `region` until a hero picks it up;
 * - `supply`: used at a Golden Grotto, lying in the general supply.
 *
 * @example
 * ```ts
 * const p: MushroomPlace = { where: "hero", seat: 1, hero: 0 };
 * ```
 */
type MushroomPlace = {
    /** Captured next to a portal. */
    readonly where: "portal";
    /** The portal's region. */
    readonly region: RegionRef;
} | {
    /** Rescued, in a castle. */
    readonly where: "castle";
    /** The castle owner's seat. */
    readonly seat: number;
} | {
    /** Escorted by a hero. */
    readonly where: "hero";
    /** The hero's player. */
    readonly seat: number;
    /** The hero's index. */
    readonly hero: number;
} | {
    /** Abandoned in a region. */
    readonly where: "region";
    /** The region it stands in. */
    readonly region: RegionRef;
} | {
    /** Used, in the general supply. */
    readonly where: "supply";
};
/**
 * One mushroom token.
 *
 * @example
 * ```ts
 * const m: Mushroom = { place: { where: "castle", seat: 0 }, upright: true };
 * ```
 */
interface Mushroom {
    /** Where the token is. */
    readonly place: MushroomPlace;
    /** Standing (rescued, escorted, abandoned) or lying down (captured at a portal, in the supply). */
    readonly upright: boolean;
}
/**
 * The module's state slice.
 *
 * @example
 * ```ts
 * const slice = state.moduleState["golden-mushrooms"] as GoldenMushroomsState;
 * slice.mushrooms.length; // 7
 * ```
 */
interface GoldenMushroomsState {
    /** Every mushroom token, by index (the tokens are identical; the index only names them). */
    readonly mushrooms: readonly Mushroom[];
}

/**
 * A player's maximum Health.
 *
 * @param state - the state
 * @param seat - the player
 * @returns 6 + goblins collected (+ item bonuses), at most 10
 * @example
 * ```ts
 * maxHealth(createGame({ seed: 1, players: 2 }), 0); // 6
 * ```
 */
declare function maxHealth(state: GameState, seat: number): number;
/**
 * A player's maximum Power.
 *
 * @param state - the state
 * @param seat - the player
 * @returns 3 + spell level (+ item bonuses), at most 10
 * @example
 * ```ts
 * maxPower(createGame({ seed: 1, players: 2 }), 0); // 3
 * ```
 */
declare function maxPower(state: GameState, seat: number): number;

/**
 * The reference content pack: every table the rules read, with confirmed values where a rulebook
 * or an official ruling states them and provisional, clearly marked values elsewhere.
 *
 * @module
 */

/**
 * The content pack the library ships. Printed card data is not public, so many values are
 * provisional; `listProvisional(referencePack)` lists them, and a user with the printed cards can
 * pass their own pack to `createGame`.
 *
 * @example
 * ```ts
 * import { referencePack, validateContent } from "teq-engine";
 * validateContent(referencePack); // []
 * const myPack: ContentPack = { ...referencePack, id: "printed" };
 * ```
 */
declare const referencePack: ContentPack;

/**
 * Content pack validation: every problem of a pack, with a property path, a stable code and a
 * readable message.
 *
 * @module
 */

/**
 * Validates a content pack. Never throws, whatever the input: returns every problem found (an
 * empty array for a valid pack), in a stable order: first the structure of each table in
 * `ContentPack` order (types, required fields, provenance), then unique ids, counts,
 * references and the layout.
 *
 * Codes: `NOT_AN_OBJECT`, `WRONG_TYPE`, `MISSING_FIELD`, `FORMAT_VERSION`, `DUPLICATE_ID`,
 * `DANGLING_REFERENCE`, `WRONG_COUNT`, `INVALID_VALUE`, `MISSING_PROVENANCE`, `BAD_PROVENANCE`,
 * `LAYOUT`.
 *
 * @param pack - anything, typically a parsed JSON content pack
 * @returns every problem found, each with a property path such as `"quests[4].temple"`
 * @example
 * ```ts
 * validateContent(referencePack); // []
 * validateContent({ ...referencePack, formatVersion: 2 });
 * // [{ path: "formatVersion", code: "FORMAT_VERSION", message: "..." }]
 * ```
 */
declare function validateContent(pack: unknown): ContentProblem[];

/**
 * Provenance helpers: build {@link Source} and {@link Provenance} values tersely, and list every
 * sourced value of a content pack (for instance every provisional value, for the docs).
 *
 * @module
 */

/**
 * Marks a value as confirmed by a rulebook or an official ruling.
 *
 * @param ref - the section or ruling that states the value
 * @returns a confirmed {@link Source}
 * @example
 * ```ts
 * const source = confirmed("Rulebook, Learning Spells");
 * // { status: "confirmed", ref: "Rulebook, Learning Spells" }
 * ```
 */
declare function confirmed(ref: string): Source;
/**
 * Marks a value as provisional: chosen or inferred by this project, not confirmed by a public
 * source.
 *
 * @param reason - what was inferred or chosen, and why
 * @returns a provisional {@link Source}
 * @example
 * ```ts
 * const source = provisional("printed temple tracks are not public");
 * // { status: "provisional", reason: "printed temple tracks are not public" }
 * ```
 */
declare function provisional(reason: string): Source;
/**
 * Gives several fields the same source. Spread several calls to mix sources in one record.
 *
 * @param fields - the data field names
 * @param source - the source of all of them
 * @returns a {@link Provenance} with one entry per field
 * @example
 * ```ts
 * const provenance: Provenance = {
 *   ...sourced(["name", "level"], confirmed("Rulebook, Learning Spells")),
 *   ...sourced(["extra"], provisional("chosen by this project")),
 * };
 * ```
 */
declare function sourced(fields: readonly string[], source: Source): Provenance;
/**
 * One sourced value of a content pack: which table, which record, which field, and its source.
 *
 * @example
 * ```ts
 * const value: SourcedValue = {
 *   table: "spells",
 *   id: "snake",
 *   field: "level",
 *   source: { status: "confirmed", ref: "Rulebook, Learning Spells" },
 * };
 * ```
 */
interface SourcedValue {
    /** The table, e.g. `"temples"`, `"magicTracks"` or `"goldenMushrooms.actions"`. */
    readonly table: string;
    /** The record's id (a player card's colour; the table name for a single-record table). */
    readonly id: string;
    /** The data field. */
    readonly field: string;
    /** Where the value comes from. */
    readonly source: Source;
}
/**
 * One provisional value of a content pack, with the reason it is provisional.
 *
 * @example
 * ```ts
 * const value: ProvisionalValue = { table: "temples", id: "sun", field: "name", reason: "invented name" };
 * ```
 */
interface ProvisionalValue {
    /** The table, e.g. `"temples"`, `"magicTracks"` or `"goldenMushrooms.actions"`. */
    readonly table: string;
    /** The record's id (a player card's colour; the table name for a single-record table). */
    readonly id: string;
    /** The data field. */
    readonly field: string;
    /** What was inferred or chosen. */
    readonly reason: string;
}
/**
 * Lists every sourced value of a pack, confirmed or provisional, in a stable order: tables in
 * {@link ContentPack} order (the Golden Mushrooms record, then its map cards, then its actions),
 * records in array order, fields in provenance-key order.
 *
 * @param pack - a valid content pack
 * @returns one entry per provenance entry
 * @example
 * ```ts
 * const all = listSources(referencePack);
 * const confirmedCount = all.filter((v) => v.source.status === "confirmed").length;
 * ```
 */
declare function listSources(pack: ContentPack): SourcedValue[];
/**
 * Lists every provisional value of a pack, in the stable order of {@link listSources}.
 *
 * @param pack - a valid content pack
 * @returns one entry per provisional value, with its reason
 * @example
 * ```ts
 * for (const v of listProvisional(referencePack)) console.log(`${v.table} ${v.id} ${v.field}: ${v.reason}`);
 * ```
 */
declare function listProvisional(pack: ContentPack): ProvisionalValue[];

export { type Action, type Actor, type AdvanceHeroAction, type AdvanceTemplesDecision, type AdventureAction, type AdventureOrRestDecision, type AttackAction, type Action$1 as BaseAction, type Bot, type CardFace, type ChanceDecision, type ChanceMode, type ChanceOutcome, type ChooseGainAction, type ChooseGainDecision, type ChooseMovementCardAction, type ChooseMovementCardDecision, type ChooseQuestAction, type ChooseQuestDecision, type ContentPack, type ContentProblem, DIFFICULTIES, type DayState, type Decision, type DefendAction, type DefendDecision, type DiceDef, type DieSymbol, type Difficulty, type EquipItemAction, type EquipItemDecision, type FinishAction, type GameConfig, type GameEvent, type GameOptions, type GameState, type GloomfallAction, type GloomfallFootMoveAction, type GloomfallFootMoveDecision, type GloomfallFootStayAction, type GloomfallStep, type GoblinState, type GoblinToken, type GoldenActionDef, type GoldenMushroomsAction, type GoldenMushroomsContent, type GoldenMushroomsState, type GridPos, type GrottoEffectDef, type HeroState, type IdleAction, IllegalActionError, InvalidContentError, InvalidOptionsError, InvalidStateError, type ItemAbility, type ItemDef, type LastRoll, type LayoutTemplate, MODULE_IDS, type MagicLevelDef, type MagicTrackDef, type MapCardDef, type MapCardFace, type MapCell, type MapState, type ModuleAction, type ModuleDecision, type ModuleId, type ModuleStep, type MoveAction, type MoveOrIdleDecision, type MovedThisTurn, type MovementCardDef, type MovementCardState, type MovementCondition, type Mushroom, type MushroomChoice, type MushroomMoveAction, type MushroomPlace, type NightSpendDecision, type NightState, OPTIONAL_MODULE_IDS, type Phase, type PlaceMushroomAction, type PlaceMushroomDecision, type PlayerCardDef, type PlayerColor, type PlayerScore, type PlayerState, type PlayerView, type PortalState, type Provenance, type ProvisionalValue, type QuestDef, type QuestReward, type QuestState, type RegionDef, type RegionKind, type RegionRef, type RegionSide, type RestAction, type RngState, type RollOutcomeAction, SCHEMA_VERSION, type ScoreLine, type ScoreSheet, type ScoringTableDef, Simulator, type SkipGoldenGrottoAction, type SkipGrottoAction, type SkipStaffAction, type SoloAction, type SoloChooseGoblinsAction, type SoloChooseGoblinsDecision, type SoloDealAction, type SoloDealDecision, type SoloState, type SoloVerdict, type Source, type SourcedValue, type SpellDef, type Step, type StepResult, type SwordAction, type SymbolAmounts, type TakeDamageAction, type TempleDef, TeqError, type TieBreaks, type TrackSpace, type TransferItemAction, type TravelMethod, type UseGoldenGrottoAction, type UseGoldenGrottoDecision, type UseGrottoAction, type UseGrottoDecision, type UseStaffAction, type UseStaffDecision, type ValidationResult, chanceOutcomes, cloneState, confirmed, createGame, heuristicBot, isGameOver, isModuleAvailable, legalActions, listProvisional, listSources, maxHealth, maxPower, parseState, playerView, provisional, randomBot, reduce, reduceWithEvents, referencePack, replay, scores, sourced, validate, validateContent };
