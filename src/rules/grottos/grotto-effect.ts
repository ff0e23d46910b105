/**
 * The shape of a grotto effect handler. Effects are keyed by the content's effect ids in the
 * `grottoEffects` hook, so modules (GloomFall) add their own through the same table.
 *
 * @module
 */
import type { Rejection } from "../../core/protocol";
import type { UseGrottoAction } from "../actions";
import type { UseGrottoDecision } from "../decisions";
import type { GameDraft, RuleContext, RuleReadContext } from "../game-types";
import type { GameState } from "../state";

/**
 * One grotto effect: its use variants (the choices it needs), their check, and the recipe.
 *
 * @example
 * ```ts
 * const heal: GrottoEffect = {
 *   candidates: (_state, d) => [{ type: "use-grotto", player: d.player }],
 *   check: () => null,
 *   apply: (draft, d) => {
 *     draft.players[d.player]!.health += 1;
 *   },
 * };
 * ```
 */
export interface GrottoEffect {
  /** Exactly the legal ways to use the effect now, in a stable order (empty when it cannot be used): the uses `check` accepts. */
  candidates(state: GameState, decision: UseGrottoDecision, ctx: RuleReadContext): UseGrottoAction[];
  /** Why a use is illegal, or null. */
  check(state: GameState, decision: UseGrottoDecision, action: UseGrottoAction, ctx: RuleReadContext): Rejection | null;
  /** Applies a checked use. */
  apply(draft: GameDraft, decision: UseGrottoDecision, action: UseGrottoAction, ctx: RuleContext): void;
  /**
   * True when a use moves one of the player's heroes: hero `target` travels to region `to` (the
   * base's `effectMoves` hook reads it, so a module can attach its choices to such a move).
   */
  readonly movesTarget?: boolean;
}

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
