/** The round and phase in words. */
import type { GameState } from "teq-engine";
import { humanize } from "./content";
import { nameOf, playerName } from "./labels";

/** e.g. `Round 2 of 5 · Day, turn 3 (Blue leads) · Horse`. */
export function statusLine(state: GameState): string {
  const round = `Round ${state.round} of 5`;
  switch (state.phase) {
    case "day": {
      const d = state.day;
      if (d === null) return `${round} · Day`;
      return `${round} · Day, turn ${d.turn + 1} (${playerName(state, d.leader)} leads)${d.card ? ` · ${nameOf("movementCards", d.card)}` : ""}`;
    }
    case "night":
      return `${round} · Night${state.night ? ` (${playerName(state, state.night.holder)} holds the dice)` : ""}`;
    case "ended":
      return "Game over";
    default:
      return `${round} · ${humanize(state.phase)}`;
  }
}
