/**
 * Seats: boardgame.io's player ids ("0", "1", ...) and the engine's seat numbers.
 *
 * @module
 */
import type { GameState, PlayerView } from "teq-engine";

/** The engine seat of a boardgame.io playerID, or null for a spectator or an id that names no seat. */
export function seatOf(playerID: string | null | undefined, players: number): number | null {
  if (typeof playerID !== "string" || !/^[0-9]$/.test(playerID)) return null;
  const seat = Number(playerID);
  return seat < players ? seat : null;
}

/** The playerID whose decision is pending, or null when the game is over. */
export function decidingPlayerID(state: GameState | PlayerView): string | null {
  const p = state.decision?.player;
  return typeof p === "number" ? String(p) : null;
}
