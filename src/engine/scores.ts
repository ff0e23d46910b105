/**
 * `scores`: the score sheet of a game under its composed ruleset.
 *
 * @module
 */
import { scoreSheet, type ScoreSheet } from "../rules/scoring/scores";
import type { GameState as RulesGameState } from "../rules/state";
import type { GameState } from "./state";
import { referenceContext, type EngineContext } from "./engine-context";
import { guarded } from "./guarded";
import type { PlayerView } from "./player-view";
import { assertReadable } from "./state-guard";

/** `scores` against one engine context. */
export function scoresIn(ctx: EngineContext, state: GameState | PlayerView): ScoreSheet {
  assertReadable(ctx, state);
  const { hooks } = ctx.rules(state.config.modules);
  return guarded(() => scoreSheet(state as RulesGameState, hooks.scoreSources, ctx.content, hooks.goalVerdict));
}

/**
 * Each player's total with its breakdown by source, the tie-break values, and the winner(s).
 * Before the game ends it shows the current standings (`final: false`). In a solo game `solo`
 * gives the difficulty's goal, the total and whether it is reached (won at the end).
 *
 * @param state - the state, or a player view
 * @returns the score sheet
 * @example
 * ```ts
 * const { players, winners } = scores(state);
 * for (const p of players) console.log(p.color, p.total, p.breakdown);
 * ```
 */
export function scores(state: GameState | PlayerView): ScoreSheet {
  return scoresIn(referenceContext(), state);
}
