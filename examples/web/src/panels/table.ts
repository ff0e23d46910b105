/** Table pieces beside the board: movement cards (used or not), the last roll, the item rack. */
import { moduleStateOf, type GameState } from "teq-engine";
import { h } from "../dom";
import { nameOf, playerName, terms } from "../labels";
import { ui } from "../ui-text";

/** Renders the movement cards, the last roll and the item rack. */
export function renderTable(state: GameState): HTMLElement {
  const solo = moduleStateOf(state, "solo");
  const cards = state.movementCards.map((c) =>
    h(
      "span",
      {
        class: `card-chip${c.used ? " used" : ""}${solo?.offered.includes(c.id) ? " offered" : ""}`,
        title: c.used ? ui().usedThisRound : ui().available,
      },
      nameOf("movementCards", c.id),
    ),
  );
  const roll = state.lastRoll;
  return h(
    "div",
    { class: "table" },
    h("div", {}, h("b", {}, ui().movement), ...cards),
    roll
      ? h(
          "div",
          {},
          h("b", {}, ui().lastRoll),
          `${playerName(state, roll.player)}: `,
          ...roll.symbols.map((sym) => h("span", { class: `die ${sym}` }, terms().symbols[sym])),
        )
      : null,
    h(
      "div",
      { class: "rack" },
      h("b", {}, ui().itemRack),
      state.itemRack.map((i) => nameOf("items", i)).join(", ") || ui().empty,
    ),
  );
}
