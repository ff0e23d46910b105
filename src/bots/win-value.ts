/**
 * The value of a finished game for search: who won, not by how much.
 *
 * @module
 */
import type { GameState } from "../engine/state";
import type { RulesEnv } from "../rules/game-types";
import { scoreSheet } from "../rules/scoring/scores";
import { relativeValue } from "./lookahead";

/** The value (in the playouts' VP units) of winning outright; losing is its negative. */
const WIN = 30;
/** How much the score difference still counts once the winner is known (it orders sure wins). */
const MARGIN = 0.05;

/**
 * The value of `state` for `seat` when the game is over: `WIN` scaled by its share of first place
 * (a sole winner `+WIN`, a loser `-WIN`, a two-way tie 0; solo: the goal of the game's difficulty
 * reached or not) plus a small part of the score difference to the best rival (solo: of the score);
 * before the end, `relativeValue` with `weight`.
 */
export function endgameValue(state: GameState, seat: number, env: RulesEnv, weight?: number): number {
  if (state.phase !== "ended") return relativeValue(state, seat, env, weight);
  const sheet = scoreSheet(state, env.hooks.scoreSources, env.content, env.hooks.finishScores);
  const share = sheet.winners.includes(seat) ? 1 / sheet.winners.length : 0;
  let best = sheet.players.length < 2 ? 0 : Number.NEGATIVE_INFINITY;
  for (let s = 0; s < sheet.players.length; s++) if (s !== seat) best = Math.max(best, sheet.players[s]!.total);
  return WIN * (2 * share - 1) + MARGIN * ((sheet.players[seat]?.total ?? 0) - best);
}
