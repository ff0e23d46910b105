/**
 * Rulebook, Day Phase (choose A or B) and Idling: with the turn's movement card, a player moves
 * one hero or idles.
 *
 * @module
 */
import type { Action, IdleAction } from "../actions";
import type { MoveOrIdleDecision } from "../decisions";
import type { RuleDecision } from "../game-types";

/**
 * The handler of a player's move-or-idle decision.
 *
 * @example
 * ```ts
 * legalActions(state).filter((a) => a.type === "idle"); // always one idle option
 * ```
 */
export const moveOrIdle: RuleDecision<MoveOrIdleDecision> = {
  actionTypes: ["idle"],
  candidates: (_state, decision): Action[] => [{ type: "idle", player: decision.player }],
  check: () => null,
  apply: (_draft, decision, action, ctx) => {
    const { player } = action as IdleAction;
    ctx.emit({ type: "idled", player });
    void decision;
  },
};
