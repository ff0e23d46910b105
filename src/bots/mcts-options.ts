/**
 * The options, search statistics and policy type of the MCTS bot (`mcts-bot.ts`).
 *
 * @module
 */
import type { AnyEngineState } from "../engine/engine-types";
import type { GameState } from "../engine/state";
import type { PlayerView } from "../engine/player-view";
import type { ActionProbability, Bot } from "./heuristic-bot";
import type { BotEngineOptions } from "./bot-env";

/** Iterations per searched decision when `iterations` is not given, with rivals (internal; the CLI's bot list names it). */
export const MCTS_DEFAULT_ITERATIONS = 112;

/** Iterations per searched decision when `iterations` is not given, solo (a solo search costs less per iteration). */
export const MCTS_SOLO_ITERATIONS = 900;

/**
 * Options of {@link mctsBot}.
 *
 * @example
 * ```ts
 * const options: MctsOptions = { iterations: 200, rolloutDepth: 4 };
 * const bot = mctsBot(7, options);
 * ```
 */
export interface MctsOptions extends BotEngineOptions {
  /**
   * Iterations (playouts) per searched decision (default 112 with rivals, 900 solo: a solo playout
   * is cheaper, and 900 stays near 20 ms of CPU a decision). Deterministic for a given seed.
   */
  readonly iterations?: number;
  /**
   * A wall-clock budget per decision in milliseconds, used instead of `iterations` when given.
   * Results then depend on the machine's speed, so they are not reproducible. Needs `clock`.
   */
  readonly timeMs?: number;
  /**
   * The clock `timeMs` is measured with, in milliseconds (e.g. a wall clock of the caller's); the
   * library itself reads no clock, so it must be passed with `timeMs`.
   */
  readonly clock?: () => number;
  /** The most actions a playout plays before it is scored (default 400: it stops at the next dawn). */
  readonly rolloutDepth?: number;
  /** The UCT exploration constant on values in [0, 1] (default 0.1: the values of the arms differ by a few hundredths). */
  readonly exploration?: number;
  /** How many root actions, best by the heuristic, the search keeps (default 6). */
  readonly width?: number;
  /** Night playouts per choice when weighing adventure against rest (default 16). */
  readonly nightSamples?: number;
  /**
   * How much the best rival's value counts against the bot's own in a playout's value, the Day's
   * and the Night's (default 1: a 2-player game is won on the difference; the heuristic bot uses 0.5).
   */
  readonly rivalWeight?: number;
  /**
   * Moves sampled for each of the bot's own later Day moves in a playout, the best of them and
   * idling by one-step value being played (default 12 with rivals; 0, idling, solo: measured better
   * there, 33.1 against 31.6 mean VP over 40 seeded solo games).
   */
  readonly laterMoves?: number;
  /** Whether playouts are valued by the fitted dawn value instead of the heuristic evaluation. */
  readonly learnedValue?: boolean;
  /** Whether the Night's adventure-or-rest playouts are valued by the fitted dawn value. */
  readonly learnedNight?: boolean;
  /**
   * Whether a playout that reaches the game's end (in the last round) is valued by who won (1, a
   * share of 1 for a tie, 0; solo: whether the difficulty's goal is reached) instead of by the score
   * difference, for the Day's search and for the last Night's adventure-or-rest (default true).
   */
  readonly endgame?: boolean;
  /**
   * Whether the bot's own move right after its own movement card continues the card's search
   * (default true): the card's arms are card-and-move pairs, so their visits, values and
   * determinizations carry over to the move's arms. The bot then depends on its earlier decisions
   * (still deterministic for a seed and the sequence of states it is given).
   */
  readonly reuse?: boolean;
  /**
   * Called after each searched decision with what the search did (for benchmarks and tuning): its
   * decision kind, the playouts it ran and the visits it inherited from the previous search.
   */
  readonly onSearch?: (stats: SearchStats) => void;
}

/**
 * What one searched decision of {@link mctsBot} did, as given to its `onSearch` option.
 *
 * @example
 * ```ts
 * let playouts = 0;
 * const bot = mctsBot(1, { onSearch: (stats: SearchStats) => (playouts += stats.iterations) });
 * ```
 */
export interface SearchStats {
  /** The decision searched (`choose-movement-card`, `move-or-idle`, `use-grotto`, ...). */
  readonly kind: string;
  /** The iterations (playouts) run for it. */
  readonly iterations: number;
  /** The visits its arms inherited from the previous search (tree reuse), 0 if none. */
  readonly inherited: number;
}

/**
 * A bot that also reports its distribution over the legal actions.
 *
 * @example
 * ```ts
 * const bot: PolicyBot = mctsBot(2, { iterations: 16 });
 * const top = bot.policy(state).reduce((a, b) => (b.probability > a.probability ? b : a));
 * ```
 */
export type PolicyBot = Bot & {
  /** The bot's distribution over the legal actions of `state` or a view (probabilities summing to 1). */
  policy: (state: GameState | PlayerView | AnyEngineState) => ActionProbability[];
};
