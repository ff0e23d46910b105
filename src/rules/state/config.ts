/**
 * The game configuration recorded in the state, and the schema version.
 *
 * @module
 */

/**
 * The version of the state format. Every entry point refuses a state of another version;
 * `parseState` migrates a saved version-1 state (which embedded its content pack) or version-2
 * state (which repeated the map face on every cell).
 *
 * @example
 * ```ts
 * if (state.schemaVersion !== SCHEMA_VERSION) throw new Error("stale save");
 * ```
 */
export const SCHEMA_VERSION = 3;

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
 * Seeded: dice and shuffles draw from the state's RNG. External: a roll (and, after setup, a quest
 * draw or a solo deal) stops at a chance point and the next action supplies the outcome (for tests
 * and analysis).
 *
 * @example
 * ```ts
 * const mode: ChanceMode = "external";
 * ```
 */
export type ChanceMode = "seeded" | "external";

/**
 * The rulings a game is played with where the rulebooks allow two readings, by key (each module
 * declares its own; docs/rulings.md says which reading is the default and why). Recorded in full in
 * every state. The public `Rulings` type names every built-in module's keys and values.
 *
 * @example
 * ```ts
 * const chosen: RulingValues = { someRuling: "either" };
 * ```
 */
export type RulingValues = Readonly<Record<string, string>>;

/**
 * The base game's own rulings (docs/rulings.md), allowed in every game whatever its modules.
 *
 * @example
 * ```ts
 * const r: BaseRulings = { orthogonalGrottoMove: "path" };
 * ```
 */
export interface BaseRulings {
  /** The bright grotto moving another hero "up to 3 map cards, orthogonally" takes any orthogonal path of 1 to 3 steps (`"path"`, default) or a straight line (`"line"`). */
  readonly orthogonalGrottoMove: "path" | "line";
}

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
  /** The rulings chosen where the rulebooks allow two readings (`createGame({ rulings })`). */
  readonly rulings: RulingValues;
}
