/**
 * Bots: functions from a state to one of its legal actions, for demos, tests and as baselines for
 * search. `randomBot` picks uniformly; `heuristicBot` looks one action ahead with a heuristic
 * evaluation. Both are seeded and deterministic, and neither peeks at the game's future dice: the
 * look-ahead runs on a copy whose RNG is replaced by the bot's own (a determinization).
 *
 * @module
 */
import { chanceOutcomes } from "../engine/chance";
import { legalActions } from "../engine/api";
import type { Action } from "../engine/action";
import { referenceContext } from "../engine/engine-context";
import { Simulator } from "../engine/simulator";
import { seedRng } from "../core/rng";
import { IllegalActionError } from "../core/errors";
import type { GameState } from "../engine/state";
import { evaluateFor } from "./evaluate";
import { seededRandom } from "./seeded-random";

/**
 * A bot: picks one legal action for the state's pending decision (chance points included). A bot
 * may also offer `policy`, its distribution over the legal actions (see `mctsBot`).
 *
 * @example
 * ```ts
 * const bot: Bot = randomBot("seed");
 * state = reduce(state, bot(state));
 * ```
 */
export type Bot = ((state: GameState) => Action) & {
  /** The bot's distribution over the legal actions, if it has one. */
  policy?: (state: GameState) => ActionProbability[];
};

/**
 * One entry of a bot's policy: a legal action and the probability the bot gives it.
 *
 * @example
 * ```ts
 * const entries: ActionProbability[] = mctsBot({ seed: 1, iterations: 16 }).policy(state);
 * entries.reduce((sum, e) => sum + e.probability, 0); // 1 (up to rounding)
 * ```
 */
export interface ActionProbability {
  /** A legal action. */
  readonly action: Action;
  /** Its probability, in [0, 1]. */
  readonly probability: number;
}

function sampleChance(state: GameState, random: () => number): Action | null {
  const outcomes = chanceOutcomes(state);
  if (outcomes.length === 0) return null;
  let r = random();
  for (const outcome of outcomes) {
    r -= outcome.probability;
    if (r <= 0) return outcome.action;
  }
  return (outcomes[outcomes.length - 1] as (typeof outcomes)[number]).action;
}

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
export function randomBot(seed: string | number): Bot {
  const random = seededRandom(seed);
  return (state) => {
    const chance = sampleChance(state, random);
    if (chance !== null) return chance;
    const options = legalActions(state);
    const pick = options[Math.floor(random() * options.length)];
    if (pick === undefined) throw new IllegalActionError("GAME_OVER", "The game is over: the bot has no action to choose.", undefined);
    return pick;
  };
}

function shouldRest(state: GameState, seat: number): boolean {
  const player = state.players[seat];
  if (player === undefined) return true;
  return player.health <= 2 || (player.health <= 3 && player.heroes.some((h) => h.templeSpace >= 4));
}

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
export function heuristicBot(seed: string | number): Bot {
  const random = seededRandom(seed);
  return (state) => {
    const chance = sampleChance(state, random);
    if (chance !== null) return chance;
    const options = legalActions(state);
    const decision = state.decision;
    const seat = typeof decision?.player === "number" ? decision.player : 0;
    if (decision?.kind === "adventure-or-rest") {
      const rest = options.find((a) => a.type === "rest");
      if (rest !== undefined && shouldRest(state, seat)) return rest;
    }
    const ruleset = referenceContext().rules(state.config.modules);
    const env = ruleset.env(state, ruleset);
    const determinized = { ...state, rng: seedRng(Math.floor(random() * 2 ** 31)) };
    let best: Action | undefined;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const action of options) {
      const sim = new Simulator(determinized);
      sim.apply(action);
      const value = evaluateFor(sim.state, seat, env) + random() * 0.01;
      if (value > bestValue) {
        bestValue = value;
        best = action;
      }
    }
    if (best === undefined) throw new IllegalActionError("GAME_OVER", "The game is over: the bot has no action to choose.", undefined);
    return best;
  };
}
