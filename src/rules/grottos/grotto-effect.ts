/**
 * Helpers of grotto effect handlers (their shape, `GrottoEffect`, is declared with the ruleset's
 * types in src/rules/game-types.ts, and re-exported here). Effects are keyed by the content's effect ids in the
 * `grottoEffects` hook, so modules (GloomFall) add their own through the same table.
 *
 * @module
 */
import type { Rejection } from "../../core/protocol";
import type { UseGrottoAction } from "../actions";
import type { UseGrottoDecision } from "../decisions";
import type { GameState } from "../state";

export type { GrottoEffect } from "../game-types";

/**
 * Rejects a use-grotto action that carries parameters its effect does not take.
 *
 * @param action - the action
 * @returns a rejection or null
 */
export function noParams(action: UseGrottoAction): Rejection | null {
  return action.target !== undefined || action.to !== undefined || action.via !== undefined
    ? { code: "MALFORMED_ACTION", message: "This grotto effect takes no `target`, `to` or `via`." }
    : null;
}

/**
 * Reads `target` (one of the player's heroes) from a use-grotto action; rejects a `to` when the
 * effect takes none, and a `via` unless the effect takes one.
 *
 * @param state - the state
 * @param decision - the grotto decision
 * @param action - the action
 * @param allowTo - whether the effect takes a destination
 * @param allowVia - whether the effect takes a path (`via`)
 * @returns the hero index, or a rejection
 */
export function readTarget(
  state: GameState,
  decision: UseGrottoDecision,
  action: UseGrottoAction,
  allowTo: boolean,
  allowVia = false,
): number | Rejection {
  const target = action.target;
  const heroes = state.players[decision.player]?.heroes.length ?? 0;
  if (typeof target !== "number" || !Number.isInteger(target) || target < 0 || target >= heroes) {
    return { code: "MALFORMED_ACTION", message: "This grotto effect needs `target`, the index of one of your heroes." };
  }
  if (!allowTo && action.to !== undefined)
    return { code: "MALFORMED_ACTION", message: "This grotto effect takes no `to`." };
  if (!allowVia && action.via !== undefined)
    return { code: "MALFORMED_ACTION", message: "This grotto effect takes no `via`." };
  return target;
}
