/**
 * `scores`: the score sheet of a game under its composed ruleset.
 *
 * @module
 */
import type { ModuleSheetFields } from "./module-registry";
import { scoreSheet, type ScoreSheet as BaseScoreSheet } from "../rules/scoring/scores";
import { readable, type GameState } from "./state";
import { referenceContext, type EngineContext } from "./engine-context";
import { guarded } from "./guarded";
import type { PlayerView } from "./player-view";
import { assertReadable } from "./state-guard";

/**
 * The score sheet of a game: every player's score, the winner(s), whether the game is over, and
 * what the built-in modules add (the solo verdict, `solo`).
 *
 * @example
 * ```ts
 * const sheet: ScoreSheet = scores(state);
 * sheet.winners; // e.g. [2], or [0, 3] for a shared victory
 * sheet.solo?.reached; // in a solo game: whether the goal is reached
 * ```
 */
export interface ScoreSheet extends BaseScoreSheet, ModuleSheetFields {}

/** `scores` against one engine context. */
export function scoresIn(ctx: EngineContext, state: GameState | PlayerView): ScoreSheet {
  assertReadable(ctx, state);
  const { hooks } = ctx.rules(state.config.modules);
  return guarded(() => scoreSheet(readable(state), hooks.scoreSources, ctx.content, hooks.finishScores));
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
