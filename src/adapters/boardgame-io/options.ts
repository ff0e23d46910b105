/**
 * The options of an online Tiny Epic Quest game, and the per-match choices a lobby may send.
 *
 * @module
 */
import {
  createEngine,
  isTeqError,
  type Difficulty,
  type Engine,
  type GameOptions,
  type ModuleId,
  type Rulings,
} from "teq-engine";

/**
 * What a match's creator may choose through the lobby (`setupData` of boardgame.io's create
 * request). Each field omitted takes the game's default ({@link TeqGameOptions}).
 *
 * @example
 * ```ts
 * const choice: TeqSetupData = { modules: ["gloomfall"], difficulty: "knight" };
 * ```
 */
export interface TeqSetupData {
  /** Modules to compose (`"solo"` is implied by one player). */
  readonly modules?: readonly ModuleId[];
  /** Solo difficulty. */
  readonly difficulty?: Difficulty;
  /** Rulings where the rulebooks allow two readings. */
  readonly rulings?: Partial<Rulings>;
}

/**
 * A refused move, as reported to {@link TeqGameOptions.onRefusal} on the server.
 *
 * @example
 * ```ts
 * const log = (r: Refusal) => console.warn(`seat ${r.playerID}: ${r.code}`);
 * ```
 */
export interface Refusal {
  /** The seat that sent the move (boardgame.io's playerID), or null. */
  readonly playerID: string | null;
  /** The engine's stable error code (`NOT_YOUR_DECISION`, `MALFORMED_ACTION`, ...). */
  readonly code: string;
  /** The engine's message. */
  readonly message: string;
}

/**
 * Options of {@link teqGame}.
 *
 * @example
 * ```ts
 * const options: TeqGameOptions = { players: [2, 4], modules: ["golden-mushrooms"] };
 * ```
 */
export interface TeqGameOptions {
  /** The game's name on the server (its lobby path and socket namespace); `"tiny-epic-quest"` by default. */
  readonly name?: string;
  /** The player counts matches may have: one count, or `[min, max]`; 1 to 4 by default (1 is solo). */
  readonly players?: number | readonly [number, number];
  /** Default modules (a match's `setupData` may choose others unless `fixed`). */
  readonly modules?: readonly ModuleId[];
  /** Default solo difficulty. */
  readonly difficulty?: Difficulty;
  /** Default rulings. */
  readonly rulings?: Partial<Rulings>;
  /** When true, a match's `setupData` is refused if it is given: every match uses these options. */
  readonly fixed?: boolean;
  /** The seed source (server only); {@link secureSeed} by default. Tests may pass a fixed one. */
  readonly seed?: () => string;
  /** Called on the server for every refused move, with the engine's code (for logs and metrics). */
  readonly onRefusal?: (refusal: Refusal) => void;
  /**
   * The engine matches are played through (`createEngine({ content, modules })`): a content pack or
   * modules of your own (name a module in `setupData.modules`); the reference engine by default.
   */
  readonly engine?: Engine | undefined;
}

/** The engine options of one match: the game's defaults, the creator's choices, the lobby's player count and a seed. */
export function matchOptions(
  options: TeqGameOptions,
  setupData: unknown,
  players: number,
  seed: string | number,
): GameOptions {
  const choice = (setupData ?? {}) as TeqSetupData;
  const modules = choice.modules ?? options.modules;
  const difficulty = choice.difficulty ?? options.difficulty;
  const rulings = choice.rulings ?? options.rulings;
  return {
    seed,
    players,
    ...(modules === undefined ? {} : { modules }),
    ...(difficulty === undefined || players !== 1 ? {} : { difficulty }),
    ...(rulings === undefined ? {} : { rulings }),
  };
}

const SETUP_KEYS: ReadonlySet<string> = new Set(["modules", "difficulty", "rulings"]);

/** Why a match cannot be created with this `setupData` and player count, or undefined when it can (the engine's own option checks). */
export function setupProblem(options: TeqGameOptions, setupData: unknown, players: number): string | undefined {
  if (setupData !== undefined && setupData !== null) {
    if (options.fixed === true) return "This server's game takes no setupData.";
    if (typeof setupData !== "object" || Array.isArray(setupData)) return "setupData must be an object.";
    const extra = Object.keys(setupData).filter((k) => !SETUP_KEYS.has(k));
    if (extra.length > 0)
      return `setupData may hold only modules, difficulty and rulings, not ${extra.slice(0, 3).join(", ")}.`;
  }
  try {
    (options.engine ?? createEngine()).createGame(matchOptions(options, setupData, players, "setup-check"));
    return undefined;
  } catch (error) {
    if (isTeqError(error)) return `${error.code}: ${error.message}`;
    throw error;
  }
}
