/**
 * External chance: at a chance point (`state.decision.kind === "chance"`), the possible outcomes
 * with their probabilities, each as the action that selects it.
 *
 * @module
 */
import type { RollOutcomeAction } from "../rules/actions";
import { rollOutcomes } from "../rules/chance/roll-outcomes";
import type { GameState } from "../rules/state";
import { assertStateShape } from "./state-guard";

/**
 * One possible outcome of a chance point: the action to apply and its probability.
 *
 * @example
 * ```ts
 * const { action, probability }: ChanceOutcome = chanceOutcomes(state)[0]!;
 * ```
 */
export interface ChanceOutcome {
  /** The action selecting this outcome. */
  readonly action: RollOutcomeAction;
  /** Its probability; the probabilities of a chance point sum to 1. */
  readonly probability: number;
}

/**
 * The outcomes of the pending chance point, or an empty list when the state is not at one. Only
 * games created with `chance: "external"` stop at chance points.
 *
 * @param state - the state
 * @returns the outcomes (252 for five six-faced dice), in a stable order
 * @example
 * ```ts
 * let state = createGame({ seed: 1, players: 2, chance: "external" });
 * // ... play until state.decision?.kind === "chance"
 * const expected = chanceOutcomes(state).reduce((sum, o) => sum + o.probability * evaluate(reduce(state, o.action)), 0);
 * ```
 */
export function chanceOutcomes(state: GameState): ChanceOutcome[] {
  assertStateShape(state);
  const decision = state.decision;
  if (decision === null || decision.kind !== "chance") return [];
  return rollOutcomes(state.content.dice.faces, decision.dice).map((o) => ({
    action: { type: "roll-outcome", player: "chance", symbols: o.symbols },
    probability: o.probability,
  }));
}
