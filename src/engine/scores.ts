/**
 * `scores`: the score sheet of a game under its composed ruleset.
 *
 * @module
 */
import { scoreSheet, type ScoreSheet } from "../rules/scoring/scores";
import type { GameState } from "./state";
import { rulesetFor } from "./modules";
import { guarded } from "./api";
import { assertStateShape } from "./state-guard";

/**
 * Each player's total with its breakdown by source, the tie-break values, and the winner(s).
 * Before the game ends it shows the current standings (`final: false`). In a solo game `solo`
 * gives the difficulty's goal, the total and whether it is reached (won at the end).
 *
 * @param state - the state
 * @returns the score sheet
 * @example
 * ```ts
 * const { players, winners } = scores(state);
 * for (const p of players) console.log(p.color, p.total, p.breakdown);
 * ```
 */
export function scores(state: GameState): ScoreSheet {
  assertStateShape(state);
  const hooks = rulesetFor(state.config.modules).hooks;
  return guarded(() => scoreSheet(state, hooks.scoreSources, state.content, hooks.goalVerdict));
}
