/**
 * External chance: at a chance point (a decision of the actor `"chance"`), the possible outcomes
 * with their probabilities, each as the action that selects it. Which outcomes a chance point has
 * is the ruleset's `chanceOutcomes` hook, keyed by decision kind: the base game's dice rolls
 * (`"chance"`) and quest draws (`"draw-quest"`), and modules' own chance points (the solo variant's
 * movement card deals).
 *
 * @module
 */
import type { Action } from "./action";
import type { GameState } from "./state";
import { referenceContext, type EngineContext } from "./engine-context";
import { guarded } from "./guarded";
import { assertGameState } from "./state-guard";

/**
 * One possible outcome of a chance point: the action to apply and its probability.
 *
 * @example
 * ```ts
 * const { action, probability }: ChanceOutcome = chanceOutcomes(state)[0]!;
 * ```
 */
export interface ChanceOutcome {
  /** The action selecting this outcome (a `roll-outcome`, or a module's chance action). */
  readonly action: Action;
  /** Its probability; the probabilities of a chance point sum to 1. */
  readonly probability: number;
}

/**
 * The outcomes of the pending chance point, or an empty list when the state is not at one. Only
 * games created with `chance: "external"` stop at chance points.
 *
 * @param state - the state
 * @returns the outcomes (252 for five six-faced dice; one per undealt card for a solo deal; one per card in the deck for a quest draw), in a stable order
 * @example
 * ```ts
 * let state = createGame({ seed: 1, players: 2, chance: "external" });
 * while (state.decision?.player !== "chance") state = reduce(state, legalActions(state)[0]!);
 * // the expected score of seat 0 right after the roll, weighing each outcome by its probability
 * const expected = chanceOutcomes(state).reduce((sum, o) => sum + o.probability * scores(reduce(state, o.action)).players[0]!.total, 0);
 * ```
 */
export function chanceOutcomes(state: GameState): ChanceOutcome[] {
  return chanceOutcomesIn(referenceContext(), state);
}

/** `chanceOutcomes` against one engine context. */
export function chanceOutcomesIn(ctx: EngineContext, state: GameState): ChanceOutcome[] {
  assertGameState(ctx, state);
  const decision = state.decision;
  if (decision === null || decision.player !== "chance") return [];
  const ruleset = ctx.rules(state.config.modules);
  const outcomes = Object.hasOwn(ruleset.hooks.chanceOutcomes, decision.kind)
    ? ruleset.hooks.chanceOutcomes[decision.kind]
    : undefined;
  if (outcomes === undefined) return [];
  return guarded(() =>
    outcomes(state, decision, ruleset.env(state, ruleset)).map((o) => ({
      action: o.action as Action,
      probability: o.probability,
    })),
  );
}
