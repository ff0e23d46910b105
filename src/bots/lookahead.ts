/**
 * The look-ahead the heuristic and MCTS bots share, always on determinized copies: a position's
 * value for a seat once its own follow-up choices settle, the value of a movement card (the best
 * move it allows), and Night playouts (to the end of the Night) that price "one more roll".
 *
 * @module
 */
import type { Action } from "../engine/action";
import type { ChanceOutcome } from "../engine/chance";
import { Simulator } from "../engine/simulator";
import type { GameState } from "../engine/state";
import type { RulesEnv } from "../rules/game-types";
import { evaluateFor } from "./evaluate";
import { quickIndex } from "./quick-policy";
import { scoreSheet } from "../rules/scoring/scores";

/** How much a rival's value counts against the player's own (the strongest rival only). */
export const RIVAL_WEIGHT = 0.5;

/** Decisions a player settles at once with the quick policy before a position is valued. */
const SETTLE = new Set(["choose-gain", "use-grotto", "equip-item", "choose-quest", "advance-temples", "use-staff"]);

/** A chance outcome drawn by probability. */
export function sampleOutcome(outcomes: readonly ChanceOutcome[], random: () => number): Action {
  let r = random();
  for (const outcome of outcomes) {
    r -= outcome.probability;
    if (r <= 0) return outcome.action;
  }
  return (outcomes[outcomes.length - 1] as ChanceOutcome).action;
}

/** The value of `state` for `seat`: its own evaluation less a share (`weight`) of the best rival's. */
export function relativeValue(state: GameState, seat: number, env: RulesEnv, weight = RIVAL_WEIGHT): number {
  const sheet = scoreSheet(state, env.hooks.scoreSources, env.content);
  const own = evaluateFor(state, seat, env, sheet);
  if (state.players.length < 2) return own;
  let best = Number.NEGATIVE_INFINITY;
  for (let s = 0; s < state.players.length; s++)
    if (s !== seat) best = Math.max(best, evaluateFor(state, s, env, sheet));
  return own - weight * best;
}

/**
 * Settles `seat`'s own follow-up choices (gains, grottos, equipping, quest choice) with the quick
 * policy, then values the position. A pending move of `seat` (after picking a movement card) is
 * valued as its best move when `depth` allows.
 */
export function settledValue(sim: Simulator, seat: number, env: RulesEnv, random: () => number, depth: number): number {
  for (let steps = 0; steps < 8 && !sim.isGameOver(); steps++) {
    const decision = sim.state.decision;
    if (decision === null || decision.player !== seat) break;
    if (decision.kind === "move-or-idle" && depth > 0) {
      const options = sim.legalActions();
      let best = Number.NEGATIVE_INFINITY;
      for (let i = 0; i < options.length; i++) {
        const next = sim.clone();
        next.applyIndex(i);
        best = Math.max(best, settledValue(next, seat, env, random, depth - 1));
      }
      return best;
    }
    if (!SETTLE.has(decision.kind)) break;
    const options = sim.legalActions();
    sim.applyIndex(quickIndex(sim.state, options, env, random));
  }
  return relativeValue(sim.state, seat, env);
}

/**
 * Plays `first` on a copy of `start`, then the quick policy for every seat until the Night ends
 * (chance points sampled), and values the result for `seat`.
 */
export function nightPlayout(
  start: Simulator,
  first: Action,
  seat: number,
  env: RulesEnv,
  random: () => number,
  value: (state: GameState, seat: number, env: RulesEnv) => number = relativeValue,
): number {
  const sim = start.clone();
  sim.apply(first);
  for (let steps = 0; steps < 400 && !sim.isGameOver() && sim.state.phase === "night"; steps++) {
    if (sim.isChanceNode()) {
      sim.apply(sampleOutcome(sim.chanceOutcomes(), random));
      continue;
    }
    const options = sim.legalActions();
    sim.applyIndex(quickIndex(sim.state, options, env, random));
  }
  return value(sim.state, seat, env);
}
