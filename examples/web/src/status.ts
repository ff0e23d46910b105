/** The round and phase in words. */
import type { GameState } from "teq-engine";
import { nameOf, playerName, terms } from "./labels";
import { ui } from "./ui-text";

/** e.g. `Round 2 of 5 · Day, turn 3 (Blue leads) · Horse`. */
export function statusLine(state: GameState): string {
  const t = ui();
  const round = t.round(state.round);
  switch (state.phase) {
    case "day": {
      const d = state.day;
      if (d === null) return `${round} · ${t.day}`;
      return `${round} · ${t.dayTurn(d.turn + 1, playerName(state, d.leader))}${d.card ? ` · ${nameOf("movementCards", d.card)}` : ""}`;
    }
    case "night":
      return `${round} · ${t.night}${state.night ? ` (${t.holdsDice(playerName(state, state.night.holder))})` : ""}`;
    case "ended":
      return t.gameOver;
    default:
      return `${round} · ${terms().phases[state.phase]}`;
  }
}
