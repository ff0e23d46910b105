/**
 * The HTML report: the summary tables and plots drawn in the page by Observable Plot (score
 * distributions, score sources, win rates with their intervals, victory points by round, the solo
 * goal reach rate). One self-contained file: d3, Plot and the data are inlined, so it opens offline.
 *
 * @module
 */
import type { Summary } from "../stats/summary";
import { plotAssets } from "./plot-assets";
import { summaryLines } from "./tables";

const escapeHtml = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Script text made safe to sit inside a <script> element. */
const scriptSafe = (code: string): string => code.replace(/<\/script/gi, "<\\/script").replace(/<!--/g, "<\\!--");

const STYLE = `
body { font: 14px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 1100px; padding: 0 1rem; color: #222; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.2rem; margin-top: 2.5rem; border-bottom: 1px solid #ccc; }
h3 { font-size: 1rem; margin-bottom: .25rem; }
figure.plot { margin: 1rem 0; } figure.plot figcaption { color: #555; font-size: 12px; }
pre { background: #f6f6f6; padding: .75rem; overflow-x: auto; font-size: 12px; }
.error { color: #b00; white-space: pre-wrap; }
`;

// Runs in the browser, with d3, Plot and DATA as globals.
const RENDER = `
(function () {
  var root = document.getElementById("plots");
  var pct = function (x) { return (100 * x).toFixed(1) + "%"; };
  function figure(parent, name, caption, plot) {
    var fig = document.createElement("figure");
    fig.className = "plot";
    fig.dataset.plot = name;
    try { fig.appendChild(plot()); } catch (e) { var p = document.createElement("p"); p.className = "error"; p.textContent = "plot failed: " + e; fig.appendChild(p); }
    var cap = document.createElement("figcaption");
    cap.textContent = caption;
    fig.appendChild(cap);
    parent.appendChild(fig);
  }
  function rates(list) {
    return list.map(function (r) { return { label: r.label, rate: r.rate.rate, low: r.rate.low, high: r.rate.high, n: r.rate.trials }; });
  }
  function ratePlot(rows, fair, label) {
    return Plot.plot({
      marginLeft: 170, width: 900, height: 40 + 28 * rows.length,
      x: { domain: [0, 1], label: label, tickFormat: "%", grid: true },
      y: { label: null, domain: rows.map(function (r) { return r.label; }) },
      marks: [
        fair == null ? null : Plot.ruleX([fair], { stroke: "#999", strokeDasharray: "4,3" }),
        Plot.ruleY(rows, { y: "label", x1: "low", x2: "high", strokeWidth: 2 }),
        Plot.dot(rows, { y: "label", x: "rate", fill: "currentColor", r: 4, title: function (d) { return d.label + ": " + pct(d.rate) + " [" + pct(d.low) + ", " + pct(d.high) + "] of " + d.n; } }),
      ],
    });
  }
  DATA.setups.forEach(function (s) {
    var section = document.createElement("section");
    section.className = "setup";
    var h = document.createElement("h2");
    h.textContent = s.label + " (" + s.games + " games)";
    section.appendChild(h);
    root.appendChild(section);
    var bots = Array.from(new Set(s.histogram.map(function (d) { return d.bot; })));
    var goals = s.solo ? s.solo.goals : [];
    var scoredAt = s.difficulty || "peasant";
    var histCaption = s.solo
      ? "Final victory points (VP) of the solo games: how many games ended on each total, per bot. Vertical lines: the goal of each difficulty (red: " + scoredAt + ", the difficulty these games were set up with); a difficulty changes only the goal, so the same games answer every difficulty."
      : "Final victory points (VP): how many seat-games (one game seen from one seat) ended on each total, per bot.";
    figure(section, "vp-distribution", histCaption, function () {
      return Plot.plot({
        width: 900, height: 90 + 140 * bots.length, marginLeft: 60, marginRight: 90, marginTop: goals.length ? 50 : 20,
        x: { label: "final victory points (VP)" }, y: { label: s.solo ? "games" : "seat-games", grid: true }, fy: { label: null },
        color: { legend: bots.length > 1 },
        marks: [
          Plot.rectY(s.histogram, { x1: function (d) { return d.vp - 0.45; }, x2: function (d) { return d.vp + 0.45; }, y: "count", fill: "bot", fy: "bot", title: function (d) { return d.bot + ": " + d.count + " at " + d.vp + " VP"; } }),
          Plot.ruleY([0]),
          goals.length ? Plot.ruleX(goals.filter(function (d) { return d.difficulty !== scoredAt; }), { x: "goal", stroke: "#888", strokeDasharray: "4,3", strokeWidth: 1.5 }) : null,
          goals.length ? Plot.ruleX(goals.filter(function (d) { return d.difficulty === scoredAt; }), { x: "goal", stroke: "#c00", strokeWidth: 2 }) : null,
        ].concat([0, 1].map(function (row) {
          // Labels on two staggered lines, so neighbouring goals (5 VP apart) do not overlap.
          var some = goals.filter(function (d, i) { return i % 2 === row; });
          return some.length ? Plot.text(some, { x: "goal", text: function (d) { return d.difficulty + " " + d.goal + " VP"; }, frameAnchor: "top", dy: row === 0 ? -8 : -22, fill: function (d) { return d.difficulty === scoredAt ? "#c00" : "#555"; }, fontSize: 10 }) : null;
        })),
      });
    });
    figure(section, "sources", "Victory points (VP) by score source, per seat-game: mean (dot) and mean +/- one standard deviation (bar).", function () {
      var rows = s.sources.map(function (d) { return { key: d.bot + " / " + d.source, bot: d.bot, mean: d.vp.mean, lo: d.vp.mean - d.vp.sd, hi: d.vp.mean + d.vp.sd }; });
      return Plot.plot({
        marginLeft: 200, width: 900, height: 40 + 26 * rows.length,
        x: { label: "victory points (VP)", grid: true }, y: { label: null, domain: rows.map(function (r) { return r.key; }) },
        color: { legend: bots.length > 1 },
        marks: [Plot.ruleX([0], { stroke: "#999" }), Plot.ruleY(rows, { y: "key", x1: "lo", x2: "hi", stroke: "bot", strokeWidth: 2 }), Plot.dot(rows, { y: "key", x: "mean", fill: "bot", r: 4 })],
      });
    });
    var winRows = rates(s.seats.map(function (x) { return { label: "seat " + x.seat + " (" + x.bot + ")", rate: x.share }; }))
      .concat(rates(s.bots.map(function (x) { return { label: "bot " + x.bot, rate: x.share }; })));
    if (s.firstPlayer) winRows = winRows.concat(rates([{ label: "first player", rate: s.firstPlayer.first }, { label: "other seats (each)", rate: s.firstPlayer.others }]));
    var winCaption = s.solo
      ? "Goal reached at " + scoredAt + " (" + s.solo.goal + " VP): share of games, per seat and per bot, with 95% Wilson intervals (every difficulty: the table and the last plot)."
      : "Win share with 95% Wilson intervals, per seat, per bot, and for the seat holding the first player token against each other seat: each game's win is split equally among its winners (1/k each for k winners after the tie-breaks; " + s.shared + " of " + s.games + " games were shared), so the seats' shares sum to 100%; dashed: the fair share 1/" + s.players + " = " + pct(1 / s.players) + ".";
    figure(section, "win-rates", winCaption, function () {
      return ratePlot(winRows, s.firstPlayer ? s.firstPlayer.fair : null, s.solo ? "goal reached (share of games, 95% Wilson interval)" : "win share (95% Wilson interval)");
    });
    figure(section, "vp-by-round", "Total victory points (VP) at the end of each round, per seat-game: mean (line) and mean +/- one standard deviation (band), per bot.", function () {
      var rows = s.byRound.map(function (d) { return { bot: d.bot, round: d.round, mean: d.vp.mean, lo: d.vp.mean - d.vp.sd, hi: d.vp.mean + d.vp.sd }; });
      return Plot.plot({
        width: 900, height: 320,
        x: { label: "round", ticks: [1, 2, 3, 4, 5], tickFormat: "d" }, y: { label: "victory points (VP)", grid: true },
        color: { legend: bots.length > 1 },
        marks: [
          Plot.areaY(rows, { x: "round", y1: "lo", y2: "hi", fill: "bot", fillOpacity: 0.15 }),
          Plot.line(rows, { x: "round", y: "mean", stroke: "bot", strokeWidth: 2 }),
          Plot.dot(rows, { x: "round", y: "mean", fill: "bot", r: 3 }),
          Plot.ruleY([0], { stroke: "#999" }),
        ],
      });
    });
  });
  var solo = DATA.setups.filter(function (s) { return s.solo; });
  if (solo.length > 0) {
    var section = document.createElement("section");
    var h = document.createElement("h2");
    h.textContent = "Solo goal reach rate per difficulty";
    section.appendChild(h);
    root.appendChild(section);
    figure(section, "solo-goal", "Share of solo games whose final total reaches each difficulty's goal, with 95% Wilson intervals: every game is checked against every goal (a difficulty changes only the goal).", function () {
      var rows = [];
      solo.forEach(function (s) {
        s.solo.goals.forEach(function (g) { rows.push({ label: g.difficulty + " " + g.goal + " VP" + (solo.length > 1 ? " (" + s.lineup + (s.modules ? ", " + s.modules : "") + ")" : ""), rate: g.reached }); });
      });
      return ratePlot(rates(rows), null, "goal reached (share of games, 95% Wilson interval)");
    });
  }
  document.body.dataset.rendered = "true";
})();
`;

/** The report as one HTML document. The same summary always gives the same bytes. */
export function reportHtml(summary: Summary, title = "teq-engine simulation report"): string {
  const { d3, plot } = plotAssets();
  const data = JSON.stringify(summary).replace(/</g, "\\u003c");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${summary.games} games, ${summary.rows} seat rows. Rows: one per game and seat (see docs/tools.md for the columns). VP: victory points. Win share: each game's win split equally among its winners, so the seats' shares sum to 100%. Plots drawn with Observable Plot, inlined for offline viewing.</p>
<div id="plots"></div>
<h2>Tables</h2>
<pre id="tables">${escapeHtml(summaryLines(summary).join("\n"))}</pre>
<script>${scriptSafe(d3)}</script>
<script>${scriptSafe(plot)}</script>
<script>var DATA = ${data};</script>
<script>${RENDER}</script>
</body>
</html>
`;
}
