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
 * The rulings a game is played with where the rulebooks allow two readings (docs/rulings.md says
 * which reading is the default and why). Recorded in full in every state.
 *
 * @example
 * ```ts
 * const r: Rulings = {
 *   gloomfallSetupGoblins: "aggressive", goldenGrottoArrival: "card", restingMushroom: "follows",
 *   orthogonalGrottoMove: "path", grottoMoveMushroom: "choices", mushroomLeftInCastle: "abandoned", newMushroomPortal: "no-mushroom",
 * };
 * ```
 */
export interface Rulings {
  /** GloomFall: the stance of the 7 goblins placed at setup (`"aggressive"` by default, or `"passive"`). */
  readonly gloomfallSetupGoblins: "aggressive" | "passive";
  /** Golden Mushrooms: a Golden Grotto is offered on either region of its map card (`"card"`, default) or only on its grotto region (`"region"`). */
  readonly goldenGrottoArrival: "card" | "region";
  /** Golden Mushrooms: the mushroom of a hero sent home by resting goes home with it (`"follows"`, default) or stays where it stood (`"abandoned"`). */
  readonly restingMushroom: "follows" | "abandoned";
  /** Base game: the bright grotto moving another hero "up to 3 map cards, orthogonally" takes any orthogonal path of 1 to 3 steps (`"path"`, default) or a straight line (`"line"`). */
  readonly orthogonalGrottoMove: "path" | "line";
  /** Golden Mushrooms: a hero moved by a grotto effect has a move's mushroom choices (`"choices"`, default) or none (`"none"`). */
  readonly grottoMoveMushroom: "choices" | "none";
  /** Golden Mushrooms: a mushroom left in another player's castle stays abandoned there (`"abandoned"`, default) or joins that castle (`"joins"`). */
  readonly mushroomLeftInCastle: "abandoned" | "joins";
  /** Golden Mushrooms: new mushrooms go to portals with no mushroom at all (`"no-mushroom"`, default) or with no captured one (`"no-captured"`). */
  readonly newMushroomPortal: "no-mushroom" | "no-captured";
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
  readonly rulings: Rulings;
}
