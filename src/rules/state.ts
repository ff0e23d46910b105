/**
 * The game state: plain JSON, versioned, with no classes and no functions. Everything a rule
 * needs is here, including the RNG state and the content pack the game was created with, so a
 * stored state is self-contained and `reduce(state, action)` needs nothing else.
 *
 * Values that can be derived (maximum Health and Power, scores) are not stored: see
 * `maxHealth`, `maxPower` and `scores`.
 *
 * @module
 */
import type { ContentPack, RegionSide, CardFace, TravelMethod, DieSymbol } from "../content/types";
import type { RngState } from "../core/rng";
import type { Decision } from "./decisions";
import type { Step } from "./steps";

/**
 * The version of the state format. A state of another version is refused by `parseState` and by
 * every entry point.
 *
 * @example
 * ```ts
 * if (state.schemaVersion !== SCHEMA_VERSION) throw new Error("stale save");
 * ```
 */
export const SCHEMA_VERSION = 1;

/**
 * The game's phase. `setup` only exists before the first decision; `ended` after the Night of the
 * last round.
 *
 * @example
 * ```ts
 * if (state.phase === "day") console.log("movement turn", state.day?.turn);
 * ```
 */
export type Phase = "setup" | "day" | "night" | "resolution" | "ended";

/**
 * The solo difficulty levels, from easiest to hardest.
 *
 * @example
 * ```ts
 * const d: Difficulty = "knight";
 * ```
 */
export type Difficulty = "peasant" | "page" | "squire" | "knight" | "hero-of-legend";

/**
 * Seeded: dice and shuffles draw from the state's RNG. External: a roll stops at a chance point
 * and the next action supplies the outcome (for tests and analysis).
 *
 * @example
 * ```ts
 * const mode: ChanceMode = "external";
 * ```
 */
export type ChanceMode = "seeded" | "external";

/**
 * The configuration a game was created with, recorded in its state.
 *
 * @example
 * ```ts
 * state.config.modules; // e.g. ["gloomfall"]
 * ```
 */
export interface GameConfig {
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
 * A region of the Land Map: a map cell and its left or right side.
 *
 * @example
 * ```ts
 * const where: RegionRef = { cell: 4, side: "left" };
 * ```
 */
export interface RegionRef {
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
export interface MapCell {
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
export interface MapState {
  /** The placed map cards, in layout order. */
  readonly cells: readonly MapCell[];
}

/**
 * A hero (ITEMeeple): where it stands, its progress on a temple track, and the items in its two
 * hands.
 *
 * @example
 * ```ts
 * const hero = state.players[0]?.heroes[1]; // { at: { cell: 5, side: "left" }, templeSpace: 0, items: [] }
 * ```
 */
export interface HeroState {
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
export interface PlayerState {
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
 * A goblin token on a portal.
 *
 * @example
 * ```ts
 * const g: GoblinToken = { stance: "aggressive", damage: 0, dealtBy: [0, 0, 0] };
 * ```
 */
export interface GoblinToken {
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
export interface PortalState {
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
export interface GoblinState {
  /** Every portal, in map order. */
  readonly portals: readonly PortalState[];
  /** How many goblin tokens are left in the supply. */
  readonly supply: number;
}

/**
 * The quest cards outside the players' hands. `row` runs left to right (index 0 = leftmost);
 * taking a card slides the cards to its left one place right and deals the new card on the left.
 *
 * @example
 * ```ts
 * const rightmost = state.quests.row[state.quests.row.length - 1];
 * ```
 */
export interface QuestState {
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
export interface MovementCardState {
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
export interface DayState {
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
export interface MovedThisTurn {
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
export interface NightState {
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
export interface LastRoll {
  /** The seat that rolled. */
  readonly player: number;
  /** Why the dice were rolled: `"adventure"` or a grotto effect id. */
  readonly purpose: string;
  /** The symbols rolled, one per die. */
  readonly symbols: readonly DieSymbol[];
}

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
export interface GameState {
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
