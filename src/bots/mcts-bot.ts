/**
 * An information-set Monte Carlo tree search bot: every iteration determinizes the acting seat's
 * view with a fresh seed, picks a root action by UCT over action keys (the statistics are shared
 * across determinizations), applies it on a `Simulator`, plays an optional random rollout and scores the leaf.
 *
 * @module
 */
import type { Action } from "../engine/action";
import { legalActions } from "../engine/api";
import { chanceOutcomes, type ChanceOutcome } from "../engine/chance";
import { referenceContext } from "../engine/engine-context";
import { playerView } from "../engine/player-view";
import { actionKey } from "../engine/position-hash";
import { Simulator } from "../engine/simulator";
import type { GameState } from "../engine/state";
import type { Bot, ActionProbability } from "./heuristic-bot";
import { determinize } from "./determinize";
import { evaluateFor } from "./evaluate";
import { returns } from "./returns";
import { seededRandom } from "./seeded-random";

/**
 * Options of {@link mctsBot}.
 *
 * @example
 * ```ts
 * const options: MctsOptions = { seed: 7, iterations: 200, rolloutDepth: 4 };
 * ```
 */
export interface MctsOptions {
  /** The bot's own seed: its determinizations, rollouts and ties all come from it. */
  readonly seed: string | number;
  /** Iterations per decision (default 48). Deterministic for a given seed. */
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
  /** Random actions played after the root action before the leaf is scored (default 0: the heuristic leaf value is less noisy than short random rollouts, measured). */
  readonly rolloutDepth?: number;
  /** The UCT exploration constant (default 0.25). */
  readonly exploration?: number;
}

/**
 * A bot that also reports its distribution over the legal actions.
 *
 * @example
 * ```ts
 * const bot: PolicyBot = mctsBot({ seed: 2, iterations: 16 });
 * const top = bot.policy(state).reduce((a, b) => (b.probability > a.probability ? b : a));
 * ```
 */
export type PolicyBot = Bot & {
  /** The bot's distribution over the legal actions of `state` (probabilities summing to 1). */
  policy: (state: GameState) => ActionProbability[];
};

function sample(outcomes: readonly ChanceOutcome[], random: () => number): Action {
  let r = random();
  for (const outcome of outcomes) {
    r -= outcome.probability;
    if (r <= 0) return outcome.action;
  }
  return (outcomes[outcomes.length - 1] as ChanceOutcome).action;
}

/** The leaf value for `seat` in [0, 1]: the returns once over, else a logistic of the heuristic lead. */
function leafValue(sim: Simulator, seat: number): number {
  const state = sim.state;
  if (sim.isGameOver()) return returns(state)[seat] ?? 0;
  const ruleset = referenceContext().rules(state.config.modules);
  const env = ruleset.env(state, ruleset);
  const own = evaluateFor(state, seat, env);
  let lead = own;
  if (state.players.length > 1) {
    let best = Number.NEGATIVE_INFINITY;
    for (let s = 0; s < state.players.length; s++) if (s !== seat) best = Math.max(best, evaluateFor(state, s, env));
    lead = own - best;
  }
  return 1 / (1 + Math.exp(-lead / 6));
}

/**
 * An information-set MCTS bot. Per decision it runs `iterations` iterations (or for `timeMs`); each
 * one determinizes the acting seat's `playerView` with a seed from the bot's generator (so it never
 * sees the real deck order or future dice), chooses a root action by UCT over the actions' keys,
 * applies it on a `Simulator`, plays `rolloutDepth` random actions (chance points, which games
 * with `chance: "external"` stop at, are sampled by their probabilities) and scores the leaf: the
 * game's `returns` if it is over, else a logistic of the heuristic lead over the best opponent
 * (solo: of the heuristic value). It returns the most visited action; `policy` gives the visit
 * distribution. At a chance point it samples an outcome. Deterministic for a seed and an iteration
 * budget.
 *
 * @param options - the seed and the budget
 * @returns the bot, with a `policy` method
 * @example
 * ```ts
 * const bot = mctsBot({ seed: 1, iterations: 32 });
 * const action = bot(state); // one of legalActions(state)
 * bot.policy(state); // [{ action, probability }, ...] summing to 1
 * ```
 */
export function mctsBot(options: MctsOptions): PolicyBot {
  const random = seededRandom(options.seed);
  const iterations = options.iterations ?? 48;
  const depth = options.rolloutDepth ?? 0;
  const c = options.exploration ?? 0.25;
  const clock = options.clock;
  if (options.timeMs !== undefined && clock === undefined) throw new RangeError("mctsBot: `timeMs` needs a `clock` option (the library reads no clock itself).");

  const search = (state: GameState): ActionProbability[] => {
    const outcomes = chanceOutcomes(state);
    if (outcomes.length > 0) return outcomes.map((o) => ({ action: o.action, probability: o.probability }));
    const options_ = legalActions(state);
    if (options_.length === 0) throw new RangeError("No legal action: the game is over.");
    if (options_.length === 1) return [{ action: options_[0] as Action, probability: 1 }];
    const player = state.decision?.player;
    const seat = typeof player === "number" ? player : 0;
    const view = playerView(state, seat);
    const keys = options_.map((a) => actionKey(a));
    const visits = options_.map(() => 0);
    const totals = options_.map(() => 0);
    const start = clock !== undefined ? clock() : 0;
    for (let it = 0; options.timeMs !== undefined && clock !== undefined ? clock() - start < options.timeMs || it < options_.length : it < iterations; it++) {
      const sim = new Simulator(determinize(view, Math.floor(random() * 2 ** 31)));
      // The determinized root lists the same actions (they depend only on visible information),
      // but match by key rather than by position to be safe.
      const listed = sim.legalActions();
      let pick = -1;
      let bestScore = Number.NEGATIVE_INFINITY;
      const total = visits.reduce((a, b) => a + b, 0);
      for (let i = 0; i < options_.length; i++) {
        const n = visits[i] as number;
        const score = n === 0 ? 1e9 + random() : (totals[i] as number) / n + c * Math.sqrt(Math.log(total) / n) + random() * 1e-9;
        if (score > bestScore) {
          bestScore = score;
          pick = i;
        }
      }
      const index = listed.length === options_.length && actionKey(listed[pick] as Action) === keys[pick] ? pick : listed.findIndex((a) => actionKey(a) === keys[pick]);
      if (index < 0) continue;
      sim.applyIndex(index);
      for (let d = 0; d < depth && !sim.isGameOver(); d++) {
        if (sim.isChanceNode()) sim.apply(sample(sim.chanceOutcomes(), random));
        else sim.applyIndex(Math.floor(random() * sim.legalActions().length));
      }
      visits[pick] = (visits[pick] as number) + 1;
      totals[pick] = (totals[pick] as number) + leafValue(sim, seat);
    }
    const sum = visits.reduce((a, b) => a + b, 0);
    return options_.map((action, i) => ({ action, probability: sum === 0 ? 1 / options_.length : (visits[i] as number) / sum }));
  };

  const bot = ((state: GameState): Action => {
    const dist = search(state);
    if (state.decision?.player === "chance") {
      return sample(dist, random);
    }
    let best = dist[0] as ActionProbability;
    for (const entry of dist) if (entry.probability > best.probability) best = entry;
    return best.action;
  }) as PolicyBot;
  bot.policy = search;
  return bot;
}
