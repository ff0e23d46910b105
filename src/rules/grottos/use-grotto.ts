/**
 * Rulebook, Mushroom Grottos: a hero placed on a grotto may take its action at once. The effect is
 * looked up by id in the `grottoEffects` hook.
 *
 * @module
 */
import type { UseGrottoAction } from "../actions";
import type { UseGrottoDecision } from "../decisions";
import type { EffectMove, ModuleActionShape, RulesEnv, RuleDecision } from "../game-types";
import type { Action } from "../actions";
import type { Decision } from "../decisions";
import type { GameState } from "../state";
import { isRegionRef } from "../map/regions";
import { seatAction } from "../seat-actions";

/**
 * The base `effectMoves` entry of `use-grotto`: a use of an effect that moves its `target` (the
 * effect's `movesTarget`) moves that hero to `to`; any other use moves nobody.
 *
 * @param _state - the state
 * @param decision - the pending `use-grotto` decision
 * @param action - a use or skip action
 * @param env - the rules environment
 * @returns the moved hero and its destination, or null
 */
export function grottoEffectMove(
  _state: GameState,
  decision: Decision,
  action: Action | ModuleActionShape,
  env: RulesEnv,
): EffectMove | null {
  if (decision.kind !== "use-grotto" || action.type !== "use-grotto") return null;
  if (env.hooks.grottoEffects[decision.effect]?.movesTarget !== true) return null;
  const { target, to } = action;
  return typeof target === "number" && isRegionRef(to) ? { hero: target, to } : null;
}

/**
 * The handler of the take-it-or-not grotto decision.
 */
export const useGrotto: RuleDecision<UseGrottoDecision> = {
  actionKeys: { "use-grotto": ["target", "to", "via"], "skip-grotto": [] },
  candidates: (state, decision, ctx) => [
    ...(ctx.env.hooks.grottoEffects[decision.effect]?.candidates(state, decision, ctx) ?? []),
    seatAction("skip-grotto", decision.player),
  ],
  // Each effect's `candidates` are exactly its legal uses (`GrottoEffect` contract, held by the
  // legal-generation property test), so nothing needs filtering.
  generate: (state, decision, ctx) => useGrotto.candidates(state, decision, ctx),
  check: (state, decision, action, ctx) => {
    if (action.type === "skip-grotto") return null;
    const effect = ctx.env.hooks.grottoEffects[decision.effect];
    if (effect === undefined)
      return { code: "UNKNOWN_EFFECT", message: `No rule is defined for grotto effect "${decision.effect}".` };
    return effect.check(state, decision, action as UseGrottoAction, ctx);
  },
  apply: (draft, decision, action, ctx) => {
    if (action.type === "skip-grotto") {
      ctx.emit({ type: "grotto-skipped", player: decision.player, effect: decision.effect });
      return;
    }
    ctx.emit({ type: "grotto-used", player: decision.player, effect: decision.effect });
    ctx.env.hooks.grottoEffects[decision.effect]?.apply(draft, decision, action as UseGrottoAction, ctx);
  },
};
