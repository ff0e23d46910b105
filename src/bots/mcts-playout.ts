/**
 * The MCTS bot's playouts: from a searched Day position to the next dawn, with cheap policies for
 * the Day's remaining moves and the quick rule policy for the Night.
 *
 * @module
 */
import type { Action } from "../engine/action";
import type { Simulator } from "../engine/simulator";
import type { RulesEnv } from "../rules/game-types";
import { relativeValue, sampleOutcome, settledValue } from "./lookahead";
import { quickIndex } from "./quick-policy";
import type { PositionValue } from "./playout-value";

/** How a playout plays and values the rest of the round. */
export interface PlayoutPolicy {
  /** The Day turn the search is at (the rivals answer it greedily), or null outside the Day. */
  readonly turn: number | null;
  /** The most actions played before the position is valued. */
  readonly maxSteps: number;
  /** Moves sampled for each of the searching seat's later Day moves (0: it idles). */
  readonly laterMoves: number;
  /** The value of the last position for the searching seat (`playoutValue`). */
  readonly value: PositionValue;
}

/**
 * What the playouts of one arm learn about its Day: the Day choices made so far (a path of indexes
 * from the arm's position) and, per path, the rival's greedy answer and the one-step values of the
 * searching seat's later moves. Playouts of the same arm on other determinizations reuse them: the
 * Day moves the memo covers draw no dice, and the hidden quest deck rarely changes a move's one-step
 * value, so they are computed once per arm and path instead of once per playout.
 */
export type DayMemo = Map<string, number>;

/** The playout's path of Day choices, the key of its memo entries. */
interface DayPath {
  key: string;
  readonly memo: DayMemo | undefined;
}

/**
 * A playout from a searched position: the rivals' answers to this turn's card are greedy (settled
 * one-step value), the searching seat's later Day moves are the best of idling and `laterMoves`
 * sampled moves by their one-step value, the rivals' later moves idle, the Night is played by the
 * quick rule policy for every seat; the value (`policy.value`: own less the weighted best rival's) is
 * taken at dawn, at the game's end or after `maxSteps` actions. With a `memo` (one per searched
 * arm), the Day's greedy answers and one-step values found by the arm's earlier playouts are reused.
 */
export function dawnPlayout(
  sim: Simulator,
  seat: number,
  env: RulesEnv,
  random: () => number,
  policy: PlayoutPolicy,
  memo?: DayMemo,
): number {
  const startRound = sim.state.round;
  const path: DayPath = { key: "", memo };
  for (let steps = 0; steps < policy.maxSteps && !sim.isGameOver(); steps++) {
    if (sim.isChanceNode()) {
      sim.apply(sampleOutcome(sim.chanceOutcomes(), random));
      path.key += "c";
      continue;
    }
    const state = sim.state;
    if (state.round !== startRound && state.phase === "day") break;
    const options = sim.legalActions();
    const decision = state.decision;
    let index = -1;
    if (decision?.kind === "move-or-idle") {
      const mover = decision.player;
      if (policy.turn !== null && mover !== seat && state.day?.turn === policy.turn && state.round === startRound)
        index = greedyIndex(sim, options, mover, env, random, path);
      else if (mover === seat && policy.laterMoves > 0)
        index = sampledGreedyIndex(sim, options, mover, env, random, policy.laterMoves, path);
      else index = idleIndex(options);
    } else if (decision?.kind === "choose-movement-card") index = 0;
    if (index < 0) index = quickIndex(state, options, env, random);
    if (state.phase === "day") path.key += `${index}/${options.length},`;
    sim.applyIndex(index);
  }
  return policy.value(sim.state, seat, env);
}

/** The index of the idle action, or -1. */
function idleIndex(options: readonly Action[]): number {
  for (let i = 0; i < options.length; i++) if (options[i]!.type === "idle") return i;
  return -1;
}

/** The option whose settled one-step result is best for `mover` (the heuristic's choice). */
function greedyIndex(
  sim: Simulator,
  options: readonly Action[],
  mover: number,
  env: RulesEnv,
  random: () => number,
  path: DayPath,
): number {
  const key = `g${path.key}${options.length}`;
  const known = path.memo?.get(key);
  if (known !== undefined) return known;
  let best = 0;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < options.length; i++) {
    const next = sim.clone();
    next.applyIndex(i);
    const value = settledValue(next, mover, env, random, 0);
    if (value > bestValue) {
      bestValue = value;
      best = i;
    }
  }
  path.memo?.set(key, best);
  return best;
}

/**
 * The best for `mover` by its one-step (unsettled) value among idling and `k` sampled options
 * (each option valued once per call, and once per arm and path with a memo).
 */
function sampledGreedyIndex(
  sim: Simulator,
  options: readonly Action[],
  mover: number,
  env: RulesEnv,
  random: () => number,
  k: number,
  path: DayPath,
): number {
  const prefix = `v${path.key}${options.length}:`;
  const values = new Map<number, number>();
  const valueOf = (i: number): number => {
    let value = values.get(i);
    if (value !== undefined) return value;
    const key = path.memo === undefined ? "" : `${prefix}${i}`;
    value = path.memo?.get(key);
    if (value === undefined) {
      const next = sim.clone();
      next.applyIndex(i);
      value = relativeValue(next.state, mover, env);
      path.memo?.set(key, value);
    }
    values.set(i, value);
    return value;
  };
  let best = idleIndex(options);
  let bestValue = best >= 0 ? valueOf(best) : Number.NEGATIVE_INFINITY;
  for (let j = 0; j < k; j++) {
    const i = Math.floor(random() * options.length);
    const value = valueOf(i);
    if (value > bestValue) {
      bestValue = value;
      best = i;
    }
  }
  return best;
}
