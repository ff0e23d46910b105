/** The magic track and the quest row, drawn under the map. */
import type { GameState } from "teq-engine";
import { s } from "../dom";
import { magicTrack, pack } from "../content";
import { nameOf, questText } from "../labels";
import { MAP_SIZE, wrapText } from "./geometry";
import { lines } from "./pieces";
import { ui } from "../ui-text";

/** The magic track: one box per space with its level, and the magic token. */
export function renderMagicTrack(state: GameState, y: number): SVGGElement {
  const spaces = magicTrack(state).spaces;
  const w = Math.min(60, (MAP_SIZE - 70) / spaces.length);
  const g = s("g", { class: "magic-track" }, s("text", { class: "label", x: 0, y: y + 20 }, ui().board.magic));
  spaces.forEach((level, i) => {
    const x = 64 + i * w;
    const here = state.magicSpace === i;
    g.append(
      s("rect", { x, y, width: w - 3, height: 28, rx: 3, class: `magic-space level-${level}${here ? " here" : ""}` }),
      s(
        "text",
        { class: "magic-text", x: x + (w - 3) / 2, y: y + 18, "text-anchor": "middle" },
        ui().board.level(level),
      ),
    );
    if (here)
      g.append(
        s(
          "circle",
          { cx: x + w - 10, cy: y + 7, r: 5.5, class: "magic-token" },
          s("title", {}, ui().board.magicToken(i + 1, level)),
        ),
      );
  });
  return g;
}

/** The quest row, left to right, and the deck's size. */
export function renderQuestRow(state: GameState, y: number, height: number): SVGGElement {
  const row = state.quests.row;
  const g = s(
    "g",
    { class: "quest-row" },
    s("text", { class: "label", x: 0, y: y + 20 }, ui().board.quests),
    s("text", { class: "small", x: 0, y: y + 36 }, ui().board.deck(state.quests.deck.length)),
  );
  const w = (MAP_SIZE - 64) / Math.max(row.length, 1);
  row.forEach((id, i) => {
    const x = 64 + i * w;
    const kind = pack().quests.find((q) => q.id === id)?.kind ?? "movement";
    const chars = Math.floor((w - 8) / 5.6);
    const name = wrapText(nameOf("quests", id), Math.floor((w - 8) / 6.4)).slice(0, kind === "treasure" ? 3 : 1);
    // The formatter's sentence starts with the quest's name and kind, already on the card.
    const text =
      kind === "treasure"
        ? []
        : wrapText(
            questText(id)
              .replace(/^"[^"]*" \([^)]*\):\s*/, "")
              .replace(/^「[^」]*」（[^）]*）：/, ""),
            chars,
          ).slice(0, 3);
    g.append(
      s(
        "rect",
        { x, y, width: w - 4, height, rx: 4, class: `quest ${kind}`, "data-quest": id },
        s("title", {}, questText(id)),
      ),
      lines(x + (w - 4) / 2, y + 14, name, "quest-name", 12),
      lines(x + (w - 4) / 2, y + 27, text, "quest-text", 11),
    );
  });
  return g;
}
