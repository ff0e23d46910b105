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

/** How a playout plays and values the rest of the round. */
export interface PlayoutPolicy {
  /** The Day turn the search is at (the rivals answer it greedily), or null outside the Day. */
  readonly turn: number | null;
  /** The most actions played before the position is valued. */
  readonly maxSteps: number;
  /** Moves sampled for each of the searching seat's later Day moves (0: it idles). */
  readonly laterMoves: number;
  /** The weight of the best rival's value against the searching seat's own. */
  readonly rivalWeight: number;
}

/**
 * A playout from a searched position: the rivals' answers to this turn's card are greedy (settled
 * one-step value), the searching seat's later Day moves are the best of idling and `laterMoves`
 * sampled moves by their one-step value, the rivals' later moves idle, the Night is played by the
 * quick rule policy for every seat; the value (own less `rivalWeight` times the best rival's) is
 * taken at dawn, at the game's end or after `maxSteps` actions.
 */
export function dawnPlayout(
  sim: Simulator,
  seat: number,
  env: RulesEnv,
  random: () => number,
  policy: PlayoutPolicy,
): number {
  const startRound = sim.state.round;
  for (let steps = 0; steps < policy.maxSteps && !sim.isGameOver(); steps++) {
    if (sim.isChanceNode()) {
      sim.apply(sampleOutcome(sim.chanceOutcomes(), random));
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
        index = greedyIndex(sim, options, mover, env, random);
      else if (mover === seat && policy.laterMoves > 0)
        index = sampledGreedyIndex(sim, options, mover, env, random, policy.laterMoves);
      else index = options.findIndex((a) => a.type === "idle");
    } else if (decision?.kind === "choose-movement-card") index = 0;
    sim.applyIndex(index >= 0 ? index : quickIndex(state, options, env, random));
  }
  return relativeValue(sim.state, seat, env, policy.rivalWeight);
}

/** The option whose settled one-step result is best for `mover` (the heuristic's choice). */
function greedyIndex(
  sim: Simulator,
  options: readonly Action[],
  mover: number,
  env: RulesEnv,
  random: () => number,
): number {
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
  return best;
}

/** The best for `mover` by its one-step (unsettled) value among idling and `k` sampled options. */
function sampledGreedyIndex(
  sim: Simulator,
  options: readonly Action[],
  mover: number,
  env: RulesEnv,
  random: () => number,
  k: number,
): number {
  let best = options.findIndex((a) => a.type === "idle");
  let bestValue = Number.NEGATIVE_INFINITY;
  if (best >= 0) {
    const next = sim.clone();
    next.applyIndex(best);
    bestValue = relativeValue(next.state, mover, env);
  }
  for (let j = 0; j < k; j++) {
    const i = Math.floor(random() * options.length);
    const next = sim.clone();
    next.applyIndex(i);
    const value = relativeValue(next.state, mover, env);
    if (value > bestValue) {
      bestValue = value;
      best = i;
    }
  }
  return best;
}
