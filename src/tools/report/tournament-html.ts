/**
 * The tournament's HTML page: the win-share table and a plot of every pairing's win share with its
 * 95% Wilson interval (Observable Plot, inlined as in the simulation report, so it opens offline).
 *
 * @module
 */
import { playedModules, rateText, tournamentLines, type TournamentResult } from "../tournament";
import { plotAssets } from "./plot-assets";

const escapeHtml = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const scriptSafe = (code: string): string => code.replace(/<\/script/gi, "<\\/script").replace(/<!--/g, "<\\!--");

// Runs in the browser with d3, Plot and DATA as globals.
const RENDER = `
(function () {
  var pct = function (x) { return (100 * x).toFixed(1) + "%"; };
  var rows = DATA.pairings.map(function (p) { return { label: p.a + " vs " + p.b, rate: p.rate.rate, low: p.rate.low, high: p.rate.high, n: p.rate.trials }; })
    .concat(DATA.overall.map(function (o) { return { label: o.bot + " (all games)", rate: o.rate.rate, low: o.rate.low, high: o.rate.high, n: o.rate.trials }; }));
  var fig = document.getElementById("plot");
  try {
    fig.insertBefore(Plot.plot({
      marginLeft: 260, width: 900, height: 40 + 28 * rows.length,
      x: { domain: [0, 1], label: "win share (95% Wilson interval)", tickFormat: "%", grid: true },
      y: { label: null, domain: rows.map(function (r) { return r.label; }) },
      marks: [
        Plot.ruleX([0.5], { stroke: "#999", strokeDasharray: "4,3" }),
        Plot.ruleY(rows, { y: "label", x1: "low", x2: "high", strokeWidth: 2 }),
        Plot.dot(rows, { y: "label", x: "rate", fill: "currentColor", r: 4, title: function (d) { return d.label + ": " + pct(d.rate) + " [" + pct(d.low) + ", " + pct(d.high) + "] of " + d.n; } }),
      ],
    }), fig.firstChild);
  } catch (e) { var p = document.createElement("p"); p.className = "error"; p.textContent = "plot failed: " + e; fig.appendChild(p); }
  document.body.dataset.rendered = "true";
})();
`;

/** The tournament as one self-contained HTML document (the same result gives the same bytes). */
export function tournamentHtml(result: TournamentResult, title = "teq-engine bot tournament"): string {
  const { d3, plot } = plotAssets();
  const data = JSON.stringify(result).replace(/</g, "\\u003c");
  const head = result.bots.map((b) => `<th>${escapeHtml(b)}</th>`).join("");
  const body = result.bots
    .map((a) => {
      const cells = result.bots.map((b) => {
        const p = result.pairings.find((x) => x.a === a && x.b === b);
        return `<td>${p === undefined ? "-" : escapeHtml(rateText(p.rate))}</td>`;
      });
      return `<tr><th>${escapeHtml(a)}</th>${cells.join("")}</tr>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font: 14px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 1100px; padding: 0 1rem; color: #222; }
table { border-collapse: collapse; } th, td { border: 1px solid #ccc; padding: .3rem .6rem; text-align: right; }
figure.plot figcaption { color: #555; font-size: 12px; } pre { background: #f6f6f6; padding: .75rem; font-size: 12px; }
.error { color: #b00; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${result.games} 2-player games per pairing (every seed played in both seatings), ${escapeHtml(playedModules(result))}.${result.engine === null ? "" : ` Engine: ${escapeHtml(result.engine.line)}.`} Each cell: the win share of the row's bot against the column's bot, with its 95% Wilson interval; a shared first place counts half.</p>
<table id="table"><tr><th></th>${head}</tr>
${body}
</table>
<figure class="plot" id="plot" data-plot="win-shares"><figcaption>Win share of each bot against each other bot and over all its games, with 95% Wilson intervals; dashed: an even match (50%).</figcaption></figure>
<h2>Tables</h2>
<pre id="tables">${escapeHtml(tournamentLines(result).join("\n"))}</pre>
<script>${scriptSafe(d3)}</script>
<script>${scriptSafe(plot)}</script>
<script>var DATA = ${data};</script>
<script>${RENDER}</script>
</body>
</html>
`;
}
