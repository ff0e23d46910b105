/** Table pieces beside the board: movement cards (used or not), the last roll, the item rack. */
import { moduleStateOf, type GameState } from "teq-engine";
import { h } from "../dom";
import { humanize } from "../content";
import { nameOf, playerName } from "../labels";

/** Renders the movement cards, the last roll and the item rack. */
export function renderTable(state: GameState): HTMLElement {
  const solo = moduleStateOf(state, "solo");
  const cards = state.movementCards.map((c) =>
    h("span", { class: `card-chip${c.used ? " used" : ""}${solo?.offered.includes(c.id) ? " offered" : ""}`, title: c.used ? "used this round" : "available" }, nameOf("movementCards", c.id)),
  );
  const roll = state.lastRoll;
  return h(
    "div",
    { class: "table" },
    h("div", {}, h("b", {}, "Movement "), ...cards),
    roll ? h("div", {}, h("b", {}, "Last roll "), `${playerName(state, roll.player)}: `, ...roll.symbols.map((sym) => h("span", { class: `die ${sym}` }, humanize(sym)))) : null,
    h("div", { class: "rack" }, h("b", {}, "Item rack "), state.itemRack.map((i) => nameOf("items", i)).join(", ") || "empty"),
  );
}
