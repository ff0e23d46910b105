/** The score sheet: totals, the breakdown by source, winners (and the solo verdict). */
import type { GameState } from "teq-engine";
import { shownEngine } from "../engine";
import { h } from "../dom";
import { cssColor, humanize } from "../content";
import { playerName, terms } from "../labels";
import { ui } from "../ui-text";

/** Renders the score table. */
export function renderScores(state: GameState): HTMLElement {
  const sheet = shownEngine().scores(state);
  const sources = sheet.players[0]?.breakdown.map((l) => l.source) ?? [];
  const t = ui();
  const winners = sheet.winners.map((w) => playerName(state, w)).join(t.and);
  const verdict = sheet.solo
    ? t.goalLine(
        sheet.solo.reached ? t.goalReached : t.goalMissed,
        sheet.solo.total,
        sheet.solo.goal,
        terms().difficulties[sheet.solo.difficulty],
      )
    : t.winner(winners || t.nobody);
  return h(
    "section",
    { class: "scores", "data-testid": sheet.final ? "final-scores" : "scores" },
    h("h2", {}, sheet.final ? t.finalScores : t.scoresSoFar),
    h("p", { class: "verdict" }, verdict),
    h(
      "table",
      {},
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          h("th", {}, ""),
          ...sources.map((src) =>
            h(
              "th",
              { title: terms().scoreSources[src] ?? t.sources[src] ?? humanize(src) },
              t.sources[src] ?? humanize(src),
            ),
          ),
          h("th", {}, t.total),
        ),
      ),
      h(
        "tbody",
        {},
        ...sheet.players.map((p) =>
          h(
            "tr",
            { "data-seat": p.seat },
            h("th", { style: `color:${cssColor(p.color)}` }, playerName(state, p.seat)),
            ...p.breakdown.map((l) => h("td", { title: t.counted(l.count) }, String(l.points))),
            h("td", { class: "total", "data-testid": `total-${p.seat}` }, String(p.total)),
          ),
        ),
      ),
    ),
  );
}
