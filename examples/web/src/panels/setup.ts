/**
 * The new-game form: players, who plays each seat (a human, or a bot of a strength), modules, solo
 * difficulty, seed, bot speed, and the content pack new games start on.
 */
import { DIFFICULTIES, OPTIONAL_MODULE_IDS } from "teq-engine";
import { h } from "../dom";
import { SEAT_KINDS, type SeatKind } from "../bots";
import { terms } from "../labels";
import type { Setup } from "../session";
import { ui } from "../ui-text";
import { renderPackField } from "./pack-field";

/** The seats' colours in seat order (names from the locale). */
const COLORS = ["red", "blue", "green", "yellow"];

/** Builds the form; `onStart` receives the setup and the bot delay in ms. */
export function renderSetup(
  onStart: (setup: Setup, botDelay: number) => void,
  onCancel: (() => void) | null,
): HTMLFormElement {
  const t = ui();
  const players = h(
    "select",
    { name: "players", "data-testid": "players" },
    ...[1, 2, 3, 4].map((n) => h("option", { value: n, selected: n === 2 }, n === 1 ? t.solo : String(n))),
  );
  const seatSelects = [0, 1, 2, 3].map((i) =>
    h(
      "select",
      { name: `seat-${i}`, "data-testid": `seat-${i}` },
      ...SEAT_KINDS.map((kind) =>
        h("option", { value: kind, selected: kind === (i === 0 ? "human" : "heuristic") }, t.seatKinds[kind] ?? kind),
      ),
    ),
  );
  const seatRows = seatSelects.map((sel, i) =>
    h("label", { class: "seat" }, `${terms().colors[COLORS[i] ?? ""] ?? ""}: `, sel),
  );
  const modules = OPTIONAL_MODULE_IDS.map((id) =>
    h("input", { type: "checkbox", name: "module", value: id, "data-testid": `module-${id}` }),
  );
  const difficulty = h(
    "select",
    { name: "difficulty", "data-testid": "difficulty" },
    ...DIFFICULTIES.map((d) => h("option", { value: d }, terms().difficulties[d])),
  );
  const seed = h("input", {
    name: "seed",
    "data-testid": "seed",
    value: `game-${Math.floor(Math.random() * 100000)}`,
    required: true,
    size: 14,
  });
  const speed = h(
    "select",
    { name: "speed", "data-testid": "speed" },
    h("option", { value: 0 }, t.speeds[0]),
    h("option", { value: 150, selected: true }, t.speeds[1]),
    h("option", { value: 700 }, t.speeds[2]),
  );

  const sync = (): void => {
    const n = Number(players.value);
    seatRows.forEach((row, i) => (row.hidden = i >= n));
    difficulty.disabled = n !== 1;
  };
  players.addEventListener("change", sync);
  sync();

  const form = h(
    "form",
    { class: "setup", "data-testid": "setup" },
    h("h2", {}, t.setupTitle),
    h("label", {}, t.players, players),
    h("fieldset", {}, h("legend", {}, t.seats), ...seatRows),
    h(
      "fieldset",
      {},
      h("legend", {}, t.modules),
      ...modules.map((m) => h("label", {}, m, ` ${t.board.modules[m.value] ?? m.value}`)),
    ),
    h("label", {}, t.difficulty, difficulty),
    h("label", {}, t.seed, seed),
    h("label", {}, t.botSpeed, speed),
    renderPackField(),
    h(
      "div",
      { class: "row" },
      h("button", { type: "submit", class: "primary", "data-testid": "start" }, t.start),
      onCancel ? h("button", { type: "button", onclick: onCancel }, t.cancel) : null,
    ),
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const n = Number(players.value);
    const seedText = seed.value.trim();
    const setup: Setup = {
      options: {
        seed: seedText,
        players: n,
        modules: OPTIONAL_MODULE_IDS.filter((_, i) => modules[i]?.checked === true),
        ...(n === 1 ? { difficulty: DIFFICULTIES[difficulty.selectedIndex] ?? "peasant" } : {}),
      },
      seats: seatSelects.slice(0, n).map((sel): SeatKind => SEAT_KINDS[sel.selectedIndex] ?? "human"),
    };
    onStart(setup, Number(speed.value));
  });
  return form;
}
