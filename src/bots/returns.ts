/**
 * Normalized outcomes for search and learning: one number per seat in [0, 1].
 *
 * @module
 */
import { scores } from "../engine/scores";
import type { GameState } from "../engine/state";
import type { PlayerView } from "../engine/player-view";

/**
 * The outcome of the game for each seat, in [0, 1], summing to 1 in a multiplayer game: the
 * winners share 1 equally (1 for a sole winner, 1/k each for k seats still tied after the
 * tie-breaks), every other seat gets 0. Solo: 1 if the goal is reached, else 0. For an unfinished
 * game the same rule is applied to the current standings (who leads now; solo: whether the total
 * already reaches the goal), which is what a search cut short wants; check `isGameOver` first when
 * only final outcomes are meaningful.
 *
 * @param state - a full state or a view
 * @returns one value per seat, by seat
 * @example
 * ```ts
 * const r = returns(state);
 * r.length === state.config.players; // true
 * r.every((x) => x >= 0 && x <= 1); // true
 * ```
 */
export function returns(state: GameState | PlayerView): number[] {
  const sheet = scores(state);
  const out = sheet.players.map(() => 0);
  const share = sheet.winners.length === 0 ? 0 : 1 / sheet.winners.length;
  for (const seat of sheet.winners) out[seat] = share;
  return out;
}
