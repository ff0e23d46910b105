/** The score sheet: totals, the breakdown by source, winners (and the solo verdict). */
import { scores, type GameState } from "teq-engine";
import { h } from "../dom";
import { cssColor, humanize } from "../content";
import { playerName } from "../labels";

const SHORT: Readonly<Record<string, string>> = { "legendary-items": "Legend.", "golden-mushrooms": "Mush.", mushrooms: "Mush." };

/** Renders the score table. */
export function renderScores(state: GameState): HTMLElement {
  const sheet = scores(state);
  const sources = sheet.players[0]?.breakdown.map((l) => l.source) ?? [];
  const winners = sheet.winners.map((w) => playerName(state, w)).join(" and ");
  const verdict = sheet.solo ? `${sheet.solo.reached ? "Goal reached" : "Goal missed"}: ${sheet.solo.total} of ${sheet.solo.goal} VP (${humanize(sheet.solo.difficulty)})` : `Winner: ${winners || "none"}`;
  return h(
    "section",
    { class: "scores", "data-testid": sheet.final ? "final-scores" : "scores" },
    h("h2", {}, sheet.final ? "Final scores" : "Scores so far"),
    h("p", { class: "verdict" }, verdict),
    h(
      "table",
      {},
      h("thead", {}, h("tr", {}, h("th", {}, ""), ...sources.map((src) => h("th", { title: humanize(src) }, SHORT[src] ?? humanize(src))), h("th", {}, "Total"))),
      h(
        "tbody",
        {},
        ...sheet.players.map((p) =>
          h(
            "tr",
            { "data-seat": p.seat },
            h("th", { style: `color:${cssColor(p.color)}` }, playerName(state, p.seat)),
            ...p.breakdown.map((l) => h("td", { title: `${l.count} counted` }, String(l.points))),
            h("td", { class: "total", "data-testid": `total-${p.seat}` }, String(p.total)),
          ),
        ),
      ),
    ),
  );
}
