#!/usr/bin/env node
import {
  BOTS,
  DIFFICULTIES,
  MODULE_IDS,
  ROUNDS,
  SCORE_SOURCES,
  TeqError,
  ToolError,
  botNames,
  canonicalRows,
  chanceOutcomes,
  createBot,
  createGame,
  define_TEQ_PLOT_ASSETS_default,
  heuristicBot,
  isGameOver,
  legalActions,
  maxHealth,
  maxPower,
  parseCsv,
  parseJsonl,
  parseSeedRange,
  parseSetups,
  playGame,
  playerView,
  reduceWithEvents,
  scores,
  setupLabel,
  shardOf,
  toCsv,
  toJsonl,
  vpColumn
} from "./chunk-R2XIUFMQ.js";

// src/cli/commands/report.ts
import { readFileSync as readFileSync2 } from "fs";

// src/tools/outputs.ts
import { mkdirSync, writeFileSync } from "fs";
import { join as join2 } from "path";

// src/tools/report/plot-assets.ts
import { existsSync, readFileSync } from "fs";
import { dirname, join } from "path";
import { fileURLToPath } from "url";
var PLOT_ASSET_PATHS = { d3: "d3/dist/d3.min.js", plot: "@observablehq/plot/dist/plot.umd.min.js" };
function plotAssets() {
  if (typeof define_TEQ_PLOT_ASSETS_default !== "undefined") return define_TEQ_PLOT_ASSETS_default;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (; ; ) {
    const d3 = join(dir, "node_modules", PLOT_ASSET_PATHS.d3);
    const plot = join(dir, "node_modules", PLOT_ASSET_PATHS.plot);
    if (existsSync(d3) && existsSync(plot)) return { d3: readFileSync(d3, "utf8"), plot: readFileSync(plot, "utf8") };
    const parent = dirname(dir);
    if (parent === dir) throw new ToolError("PLOT_ASSETS_MISSING", "The d3 and @observablehq/plot bundles were not found (install the dev dependencies, or use the built CLI).");
    dir = parent;
  }
}

// src/tools/report/tables.ts
function table(header2, rows) {
  const widths = header2.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const numeric = header2.map((_, i) => rows.length > 0 && rows.every((r) => /^[-+]?[\d.[\]%, ]+$|^-$/.test(r[i] ?? "")));
  const line = (cells) => cells.map((c, i) => numeric[i] ? c.padStart(widths[i]) : c.padEnd(widths[i])).join("  ").trimEnd();
  return [line(header2), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)];
}
var fixed = (x, digits = 2) => Number.isFinite(x) ? x.toFixed(digits) : "-";
var pct = (x) => Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : "-";
function rateText(r) {
  return `${pct(r.rate)} [${pct(r.low)}, ${pct(r.high)}]`;
}
function spreadCells(s) {
  return [fixed(s.mean), fixed(s.sd), fixed(s.min, 0), fixed(s.median, 1), fixed(s.max, 0)];
}
function setupLines(s) {
  const out = [];
  const title = `${s.label}: ${s.games} game${s.games === 1 ? "" : "s"}${s.errors > 0 ? ` (${s.errors} stopped by an error)` : ""}`;
  out.push(title, "=".repeat(title.length), "");
  out.push("Win rate per seat (95% Wilson interval) and final VP");
  out.push(...table(["seat", "bot", "wins", "win rate [95% CI]", "VP mean", "sd", "min", "median", "max"], s.seats.map((x) => [String(x.seat), x.bot, String(x.wins.successes), rateText(x.wins), ...spreadCells(x.vp)])));
  out.push("", "Win rate per bot");
  out.push(...table(["bot", "seat-games", "wins", "win rate [95% CI]", "VP mean", "sd", "min", "median", "max"], s.bots.map((x) => [x.bot, String(x.wins.trials), String(x.wins.successes), rateText(x.wins), ...spreadCells(x.vp)])));
  out.push("", "Victory points by score source");
  out.push(...table(["bot", "source", "mean", "sd", "min", "median", "max"], s.sources.map((x) => [x.bot, x.source, ...spreadCells(x.vp)])));
  out.push("", "Victory points at the end of each round (mean, sd)");
  const rounds = [...new Set(s.byRound.map((x) => x.round))].sort((a, b) => a - b);
  const bots = [...new Set(s.byRound.map((x) => x.bot))];
  out.push(
    ...table(
      ["bot", ...rounds.map((r) => `round ${r}`)],
      bots.map((bot) => [bot, ...rounds.map((r) => {
        const e = s.byRound.find((x) => x.bot === bot && x.round === r);
        return e === void 0 ? "-" : `${fixed(e.vp.mean)} (${fixed(e.vp.sd)})`;
      })])
    )
  );
  out.push("");
  if (s.firstPlayer !== null) {
    const f = s.firstPlayer;
    const diff = f.first.rate - f.others.rate;
    out.push(`First player: wins ${rateText(f.first)}; other seats ${rateText(f.others)}; fair share ${pct(f.fair)}; advantage ${diff >= 0 ? "+" : ""}${fixed(100 * diff, 1)} points`);
  }
  out.push(`Game length: ${fixed(s.actions.mean, 1)} actions per game (sd ${fixed(s.actions.sd, 1)}, min ${fixed(s.actions.min, 0)}, max ${fixed(s.actions.max, 0)}); ${fixed(s.rounds.mean)} rounds`);
  if (s.solo !== null) out.push(`Solo goal (${s.solo.goal ?? "-"} VP at ${s.difficulty ?? "peasant"}): reached in ${s.solo.reached.successes} of ${s.solo.reached.trials} games, ${rateText(s.solo.reached)}`);
  return out;
}
function summaryLines(summary) {
  const out = [`${summary.games} games, ${summary.rows} seat rows, ${summary.setups.length} setup${summary.setups.length === 1 ? "" : "s"}`];
  for (const s of summary.setups) out.push("", ...setupLines(s));
  const solo = summary.setups.filter((s) => s.solo !== null);
  if (solo.length > 0) {
    out.push("", "Solo goal reach rate per difficulty");
    out.push(...table(["difficulty", "modules", "bot", "goal", "games", "reached", "rate [95% CI]"], solo.map((s) => [s.difficulty ?? "peasant", s.modules === "" ? "base" : s.modules, s.lineup, String(s.solo.goal ?? "-"), String(s.games), String(s.solo.reached.successes), rateText(s.solo.reached)])));
  }
  return out;
}

// src/tools/report/html.ts
var escapeHtml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
var scriptSafe = (code) => code.replace(/<\/script/gi, "<\\/script").replace(/<!--/g, "<\\!--");
var STYLE = `
body { font: 14px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 1100px; padding: 0 1rem; color: #222; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.2rem; margin-top: 2.5rem; border-bottom: 1px solid #ccc; }
h3 { font-size: 1rem; margin-bottom: .25rem; }
figure.plot { margin: 1rem 0; } figure.plot figcaption { color: #555; font-size: 12px; }
pre { background: #f6f6f6; padding: .75rem; overflow-x: auto; font-size: 12px; }
.error { color: #b00; white-space: pre-wrap; }
`;
var RENDER = `
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
  function ratePlot(rows, fair) {
    return Plot.plot({
      marginLeft: 170, width: 900, height: 40 + 28 * rows.length,
      x: { domain: [0, 1], label: "win rate (95% Wilson interval)", tickFormat: "%", grid: true },
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
    figure(section, "vp-distribution", "Final victory points: how many seat-games ended on each total, per bot.", function () {
      return Plot.plot({
        width: 900, height: 90 + 140 * bots.length, marginRight: 90,
        x: { label: "final victory points" }, y: { label: "seat-games", grid: true }, fy: { label: null },
        color: { legend: bots.length > 1 },
        marks: [
          Plot.rectY(s.histogram, { x1: function (d) { return d.vp - 0.45; }, x2: function (d) { return d.vp + 0.45; }, y: "count", fill: "bot", fy: "bot", title: function (d) { return d.bot + ": " + d.count + " at " + d.vp + " VP"; } }),
          Plot.ruleY([0]),
        ],
      });
    });
    figure(section, "sources", "Victory points by score source: mean (dot) and mean +/- one standard deviation (bar).", function () {
      var rows = s.sources.map(function (d) { return { key: d.bot + " / " + d.source, bot: d.bot, mean: d.vp.mean, lo: d.vp.mean - d.vp.sd, hi: d.vp.mean + d.vp.sd }; });
      return Plot.plot({
        marginLeft: 200, width: 900, height: 40 + 26 * rows.length,
        x: { label: "victory points", grid: true }, y: { label: null, domain: rows.map(function (r) { return r.key; }) },
        color: { legend: bots.length > 1 },
        marks: [Plot.ruleX([0], { stroke: "#999" }), Plot.ruleY(rows, { y: "key", x1: "lo", x2: "hi", stroke: "bot", strokeWidth: 2 }), Plot.dot(rows, { y: "key", x: "mean", fill: "bot", r: 4 })],
      });
    });
    var winRows = rates(s.seats.map(function (x) { return { label: "seat " + x.seat + " (" + x.bot + ")", rate: x.wins }; }))
      .concat(rates(s.bots.map(function (x) { return { label: "bot " + x.bot, rate: x.wins }; })));
    if (s.firstPlayer) winRows = winRows.concat(rates([{ label: "first player", rate: s.firstPlayer.first }, { label: "other seats", rate: s.firstPlayer.others }]));
    if (s.solo) winRows = winRows.concat(rates([{ label: "goal reached", rate: s.solo.reached }]));
    figure(section, "win-rates", "Win rates with 95% Wilson intervals, per seat, per bot and for the first player" + (s.firstPlayer ? "; dashed: the fair share 1/" + s.players : "") + ".", function () {
      return ratePlot(winRows, s.firstPlayer ? s.firstPlayer.fair : null);
    });
    figure(section, "vp-by-round", "Total victory points at the end of each round: mean (line) and mean +/- one standard deviation (band), per bot.", function () {
      var rows = s.byRound.map(function (d) { return { bot: d.bot, round: d.round, mean: d.vp.mean, lo: d.vp.mean - d.vp.sd, hi: d.vp.mean + d.vp.sd }; });
      return Plot.plot({
        width: 900, height: 320,
        x: { label: "round", ticks: [1, 2, 3, 4, 5], tickFormat: "d" }, y: { label: "victory points", grid: true },
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
    figure(section, "solo-goal", "Share of solo games whose final total reaches the difficulty's goal, with 95% Wilson intervals.", function () {
      return ratePlot(rates(solo.map(function (s) { return { label: (s.difficulty || "peasant") + " (" + s.lineup + (s.modules ? ", " + s.modules : "") + ")", rate: s.solo.reached }; })), null);
    });
  }
  document.body.dataset.rendered = "true";
})();
`;
function reportHtml(summary, title = "teq-engine simulation report") {
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
<p>${summary.games} games, ${summary.rows} seat rows. Rows: one per game and seat (see docs/tools.md for the columns). Plots drawn with Observable Plot, inlined for offline viewing.</p>
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

// src/tools/stats/wilson.ts
var Z95 = 1.959963984540054;
function wilson(successes, trials, z = Z95) {
  if (trials === 0) return { successes, trials, rate: Number.NaN, low: Number.NaN, high: Number.NaN };
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = z * Math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denominator;
  return { successes, trials, rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
function quantile(sorted, q) {
  if (sorted.length === 0) return Number.NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}
function spread(values) {
  const n = values.length;
  const sorted = [...values].sort((a, b) => a - b);
  let sum = 0;
  for (const v of values) sum += v;
  const mean = n === 0 ? Number.NaN : sum / n;
  let squares = 0;
  for (const v of values) squares += (v - mean) * (v - mean);
  return {
    n,
    mean,
    sd: n > 1 ? Math.sqrt(squares / (n - 1)) : n === 1 ? 0 : Number.NaN,
    min: n === 0 ? Number.NaN : sorted[0],
    q1: quantile(sorted, 0.25),
    median: quantile(sorted, 0.5),
    q3: quantile(sorted, 0.75),
    max: n === 0 ? Number.NaN : sorted[n - 1]
  };
}

// src/tools/stats/summary.ts
var num = (v) => Number(v);
function groupBy(items, key) {
  const groups = /* @__PURE__ */ new Map();
  for (const item of items) {
    const k = key(item);
    let list2 = groups.get(k);
    if (list2 === void 0) groups.set(k, list2 = []);
    list2.push(item);
  }
  return [...groups.entries()];
}
function standing(rows, seat, bot) {
  return {
    seat,
    bot,
    wins: wilson(rows.filter((r) => r["won"] === true).length, rows.length),
    vp: spread(rows.map((r) => num(r["vp"])))
  };
}
function summarizeSetup(rows) {
  const first = rows[0];
  const players = num(first["players"]);
  const modules = String(first["modules"] ?? "");
  const difficulty = first["difficulty"] === null ? null : String(first["difficulty"]);
  const lineup = String(first["lineup"]);
  const games = groupBy(rows, (r) => String(r["seed"])).map(([, seats2]) => seats2[0]);
  const byBot = groupBy(rows, (r) => String(r["bot"]));
  const seats = groupBy(rows, (r) => String(r["seat"])).map(([seat, list2]) => standing(list2, Number(seat), String(list2[0]["bot"]))).sort((a, b) => (a.seat ?? 0) - (b.seat ?? 0));
  const sources = byBot.flatMap(
    ([bot, list2]) => SCORE_SOURCES.filter((s) => list2.some((r) => r[vpColumn(s)] !== null)).map((source) => ({
      bot,
      source,
      vp: spread(list2.map((r) => num(r[vpColumn(source)] ?? 0)))
    }))
  );
  const byRound = byBot.flatMap(
    ([bot, list2]) => Array.from({ length: ROUNDS }, (_, i) => ({
      bot,
      round: i + 1,
      vp: spread(list2.filter((r) => r[`vp_r${i + 1}`] !== null).map((r) => num(r[`vp_r${i + 1}`])))
    })).filter((entry) => entry.vp.n > 0)
  );
  const histogram = byBot.flatMap(
    ([bot, list2]) => groupBy(list2, (r) => String(r["vp"])).map(([vp, same]) => ({ bot, vp: Number(vp), count: same.length })).sort((a, b) => a.vp - b.vp)
  );
  const firstRows = rows.filter((r) => r["first_player"] === true);
  const otherRows = rows.filter((r) => r["first_player"] !== true);
  return {
    label: setupLabel({ players, modules, difficulty, lineup }),
    players,
    modules,
    difficulty,
    lineup,
    games: games.length,
    errors: games.filter((g) => g["error"] !== null).length,
    seats,
    bots: byBot.map(([bot, list2]) => standing(list2, null, bot)),
    sources,
    firstPlayer: players > 1 ? {
      first: wilson(firstRows.filter((r) => r["won"] === true).length, firstRows.length),
      others: wilson(otherRows.filter((r) => r["won"] === true).length, otherRows.length),
      fair: 1 / players
    } : null,
    actions: spread(games.map((g) => num(g["actions"]))),
    rounds: spread(games.map((g) => num(g["rounds"]))),
    byRound,
    solo: players === 1 ? { goal: first["goal"] === null ? null : num(first["goal"]), reached: wilson(games.filter((g) => g["goal_reached"] === true).length, games.length) } : null,
    histogram
  };
}
function summarize(rows) {
  const setups = groupBy(rows, (r) => `${r["players"]}|${r["modules"]}|${r["difficulty"] ?? ""}|${r["lineup"]}`).map(([, list2]) => summarizeSetup(list2));
  return { rows: rows.length, games: setups.reduce((n, s) => n + s.games, 0), setups };
}

// src/tools/outputs.ts
function writeOutputs(rows, dir, name, html = true) {
  mkdirSync(dir, { recursive: true });
  const summary = summarize(rows);
  const lines = summaryLines(summary);
  const files = {
    jsonl: join2(dir, `${name}.jsonl`),
    csv: join2(dir, `${name}.csv`),
    txt: join2(dir, `${name}.txt`),
    html: html ? join2(dir, `${name}.html`) : null
  };
  writeFileSync(files.jsonl, toJsonl(rows));
  writeFileSync(files.csv, toCsv(rows));
  writeFileSync(files.txt, lines.join("\n") + "\n");
  if (files.html !== null) writeFileSync(files.html, reportHtml(summary));
  return { summary, lines, files };
}

// src/cli/commands/options.ts
function parseOptions(argv, spec) {
  const values = {};
  const flags = /* @__PURE__ */ new Set();
  const positional = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith("--")) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf("=");
    const name = (eq >= 0 ? arg.slice(0, eq) : arg).slice(2);
    if (spec.flags.includes(name)) {
      if (eq >= 0) throw new ToolError("BAD_ARGUMENT", `--${name} takes no value.`);
      flags.add(name);
    } else if (spec.values.includes(name)) {
      const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === void 0 || value === "" || eq < 0 && value.startsWith("--")) throw new ToolError("BAD_ARGUMENT", `--${name} needs a value.`);
      values[name] = value;
    } else throw new ToolError("BAD_ARGUMENT", `Unknown option "${arg}".`);
  }
  return { values, flags, positional };
}
function intOption(value, name, fallback, min, max = Number.MAX_SAFE_INTEGER) {
  if (value === void 0) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) throw new ToolError("BAD_ARGUMENT", `--${name} must be a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ""}, not "${value}".`);
  return Number(value);
}

// src/cli/commands/report.ts
function reportUsage() {
  return [
    "Usage: teq-engine report <file.jsonl|file.csv>... [--out <dir>] [--name <base>] [--no-html] [--quiet]",
    "",
    "Merges simulation results (e.g. shard-*.jsonl) and writes <out>/<name>.{jsonl,csv,txt,html}",
    "(default out: teq-report, name: report). The same games give the same output however they",
    "were split into files; a game and seat present in several files counts once."
  ];
}
function readRows(path) {
  let text;
  try {
    text = readFileSync2(path, "utf8");
  } catch (error) {
    throw new ToolError("FILE_UNREADABLE", `Cannot read ${path}: ${error.message}`);
  }
  return path.toLowerCase().endsWith(".csv") ? parseCsv(text, path) : parseJsonl(text, path);
}
async function reportCommand(argv, io) {
  const options = parseOptions(argv, { values: ["out", "name"], flags: ["no-html", "quiet", "help"] });
  if (options.flags.has("help")) {
    reportUsage().forEach((line) => io.out(line));
    return 0;
  }
  if (options.positional.length === 0) throw new ToolError("BAD_ARGUMENT", "report needs at least one results file (.jsonl or .csv).");
  const { rows, duplicates } = canonicalRows(options.positional.flatMap(readRows));
  if (duplicates > 0) io.err.write(`report: ${duplicates} repeated seat rows (same setup, seed and seat) counted once
`);
  const { lines, files } = writeOutputs(rows, options.values["out"] ?? "teq-report", options.values["name"] ?? "report", !options.flags.has("no-html"));
  if (!options.flags.has("quiet")) lines.forEach((line) => io.out(line));
  io.out("");
  io.out(`Merged ${options.positional.length} file${options.positional.length === 1 ? "" : "s"} (${rows.length} rows).`);
  io.out(`Wrote ${[files.jsonl, files.csv, files.txt, files.html].filter((f) => f !== null).join(", ")}`);
  return 0;
}

// src/cli/commands/serve.ts
import { createInterface } from "readline";

// src/cli/names.ts
function cardOf(state, cell) {
  const id = state.map.cells[cell]?.cardId;
  const { mapCards, goldenMushrooms } = state.content;
  return mapCards.find((c) => c.id === id) ?? goldenMushrooms.mapCards.find((c) => c.id === id);
}
function regionOf(state, ref) {
  const cell = state.map.cells[ref.cell];
  const card = cardOf(state, ref.cell);
  return cell === void 0 || card === void 0 ? void 0 : card[cell.face][ref.side];
}
function describeRegion(state, ref) {
  const region = regionOf(state, ref);
  if (region === void 0) return "unknown region";
  switch (region.kind) {
    case "castle":
      return `castle ${region.color}`;
    case "obelisk": {
      const spell = state.content.spells.find((s) => s.id === region.spell);
      return spell === void 0 ? `obelisk ${region.spell}` : `obelisk ${spell.name} lv${spell.level}`;
    }
    case "temple":
      return `temple ${region.temple}`;
    case "grotto":
      return `grotto ${region.effect}`;
    case "golden-grotto":
      return `golden grotto ${region.action}`;
    case "portal": {
      const portal = state.goblins.portals.find((p) => p.at.cell === ref.cell && p.at.side === ref.side);
      const goblin = portal?.goblin;
      if (goblin == null) return "portal, no goblin";
      return `portal, goblin ${goblin.stance}${goblin.damage > 0 ? ` (${goblin.damage} damage)` : ""}`;
    }
    default:
      return region.kind;
  }
}
function describePlace(state, ref) {
  const id = state.map.cells[ref.cell]?.cardId ?? `cell ${ref.cell}`;
  return `${id} (${ref.side}: ${describeRegion(state, ref)})`;
}
function playerName(state, seat) {
  if (seat === "chance") return "chance";
  return typeof seat === "number" ? state.players[seat]?.color ?? `seat ${seat}` : String(seat);
}
function heroToken(color, hero) {
  return `${color.charAt(0).toUpperCase()}${hero + 1}`;
}

// src/cli/describe-action.ts
var num2 = (value) => typeof value === "number" ? value : -1;
function heroName(hero) {
  return typeof hero === "number" ? `hero ${hero + 1}` : `hero ${String(hero)}`;
}
function generic(value) {
  const { type, ...rest } = value;
  return Object.keys(rest).length === 0 ? type : `${type} ${JSON.stringify(rest)}`;
}
function describeAction(state, action) {
  const a = action;
  const who = playerName(state, a["player"]);
  switch (a.type) {
    case "choose-movement-card": {
      const offered = state.moduleState["solo"]?.offered;
      const of = offered === void 0 ? "" : ` (of ${offered.join(" and ")})`;
      return `${who} chooses the ${String(a["card"])} card${of}`;
    }
    case "solo/deal-movement-card":
      return `the ${String(a["card"])} card is dealt face up`;
    case "solo/choose-aggressive-goblins": {
      const cells = Array.isArray(a["cells"]) ? a["cells"].map((cell) => state.map.cells[num2(cell)]?.cardId ?? `cell ${String(cell)}`) : [];
      return `${who} chooses the goblins that turn aggressive: on ${cells.join(", ")}`;
    }
    case "idle":
      return `${who} idles`;
    case "move": {
      const to = a["to"];
      const where = to === void 0 ? "?" : describePlace(state, to);
      const direction = typeof a["direction"] === "string" ? `, sailing ${a["direction"]}` : "";
      return `${who} moves ${heroName(a["hero"])} to ${where}${direction}`;
    }
    case "choose-gain":
      return `${who} takes 1 ${String(a["stat"])}`;
    case "equip-item": {
      const decision = state.decision;
      const item = typeof decision?.["item"] === "string" ? `the ${decision["item"]}` : "the item";
      return `${who} gives ${item} to ${heroName(a["hero"])}`;
    }
    case "transfer-item":
      return `${who} moves the ${String(a["item"])} to ${a["to"] === "reserve" ? "the player card" : heroName(a["to"])}`;
    case "choose-quest":
      return `${who} takes the quest ${String(a["quest"])}`;
    case "use-grotto": {
      const target = a["target"] === void 0 ? "" : ` with ${heroName(a["target"])}`;
      const to = a["to"];
      return `${who} uses the grotto${target}${to === void 0 ? "" : ` to ${describePlace(state, to)}`}`;
    }
    case "skip-grotto":
      return `${who} skips the grotto`;
    case "advance-hero":
      return `${who} advances ${heroName(a["hero"])} on its temple track`;
    case "finish":
      return `${who} finishes`;
    default:
      return `${who}: ${JSON.stringify(action)}`;
  }
}
function describeEvent(state, event) {
  const e = event;
  const who = playerName(state, e["player"]);
  const card = (cell) => state.map.cells[num2(cell)]?.cardId ?? `cell ${String(cell)}`;
  switch (e.type) {
    case "round-began":
    case "day-turn-began":
    case "movement-card-chosen":
    case "idled":
    case "item-transferred":
    case "grotto-skipped":
      return null;
    case "movement-card-flipped":
      return `the ${String(e["card"])} card is flipped (used this round)`;
    case "hero-moved": {
      const through = Array.isArray(e["through"]) && e["through"].length > 0 ? ` through ${e["through"].map(card).join(", ")}` : "";
      const to = e["to"];
      return `${who}'s ${heroName(e["hero"])} goes from ${card(e["from"].cell)}${through} to ${describePlace(state, to)} (${String(e["cause"])})`;
    }
    case "goblin-flipped":
      return `the goblin on ${card(e["cell"])} turns ${String(e["stance"])} (${String(e["cause"])})`;
    case "power-spent":
      return `${who} spends ${String(e["amount"])} power (${String(e["reason"])})`;
    case "temple-progress-lost":
      return `${who}'s ${heroName(e["hero"])} loses its temple progress (space ${String(e["space"])})`;
    case "gained":
      return `${who} gains ${String(e["amount"])} ${String(e["stat"])} (${String(e["reason"])})`;
    case "magic-advanced":
      return `the magic token advances ${String(e["spaces"])} to space ${String(e["space"])} (${String(e["reason"])})`;
    case "quest-completed":
      return `${who} completes the quest ${String(e["quest"])}`;
    case "first-player-token-flipped":
      return "the first player token flips to its no-quest side";
    case "item-gained":
      return `${who} gains the ${String(e["item"])} (${e["hero"] === "reserve" ? "kept on the player card" : `to ${heroName(e["hero"])}`})`;
    case "temple-advanced":
      return `${who}'s ${heroName(e["hero"])} advances to space ${String(e["space"])} of its temple track`;
    case "temple-completed":
      return `${who} completes the ${String(e["temple"])} temple`;
    case "legendary-advanced":
      return `${who}'s ${String(e["item"])}: ${String(e["progress"])}/2 temples`;
    case "goblin-damaged":
      return `${who} damages the goblin on ${card(e["cell"])} (damage ${String(e["damage"])})`;
    case "goblin-defeated":
      return `${who} defeats the goblin on ${card(e["cell"])}`;
    case "grotto-used":
      return `the grotto's ${String(e["effect"])} takes effect`;
    case "dice-rolled":
      return `${who} rolls ${Array.isArray(e["symbols"]) ? e["symbols"].join(", ") : "?"} (${String(e["purpose"])})`;
    case "quest-row-dealt":
      return `the quest row is now ${Array.isArray(e["row"]) ? e["row"].join(", ") : "?"}`;
    case "quest-deck-reshuffled":
      return `the quest discard pile is shuffled into a new deck (${String(e["cards"])} cards)`;
    case "first-player-chosen":
      return `${who} takes the first player token`;
    default:
      return generic(e);
  }
}

// src/tools/serve/describe.ts
function actionText(state, action) {
  return describeAction(state, action);
}
function eventText(state, event) {
  return describeEvent(state, event);
}

// src/tools/serve/server.ts
var PROTOCOL_VERSION = 1;
var MAX_REQUEST_CHARS = 1e6;
var MAX_BOT_ACTIONS = 2e4;
var ProtocolError = class extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
  code;
};
function field(request, name, check, what) {
  const value = request[name];
  if (!check(value)) throw new ProtocolError("BAD_REQUEST", `"${name}" must be ${what}.`);
  return value;
}
var isString = (v) => typeof v === "string";
var isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var SERVE_COMMANDS = ["hello", "new-game", "state", "view", "legal-actions", "apply", "chance-outcomes", "scores", "describe", "bot-action", "close-game", "quit"];
var ServeSession = class {
  #games = /* @__PURE__ */ new Map();
  #nextGame = 1;
  /** Set by `quit`: the transport should stop reading. */
  closed = false;
  /** Handles one request line and returns the response line (JSON, no newline). */
  handleLine(line) {
    return JSON.stringify(this.handle(line));
  }
  /** Handles one request line and returns the response object. */
  handle(line) {
    let id = null;
    try {
      if (line.length > MAX_REQUEST_CHARS) throw new ProtocolError("REQUEST_TOO_LARGE", `A request line may hold at most ${MAX_REQUEST_CHARS} characters.`);
      let parsed;
      try {
        parsed = JSON.parse(line);
      } catch {
        throw new ProtocolError("BAD_JSON", "The line is not valid JSON.");
      }
      if (!isObject(parsed)) throw new ProtocolError("BAD_REQUEST", "A request must be a JSON object.");
      id = parsed["id"] ?? null;
      const cmd = parsed["cmd"];
      if (typeof cmd !== "string") throw new ProtocolError("BAD_REQUEST", 'A request needs a "cmd" string.');
      return { id, ok: true, result: this.#dispatch(cmd, parsed) };
    } catch (error) {
      if (error instanceof ProtocolError || error instanceof TeqError) return { id, ok: false, error: { code: error.code, message: error.message } };
      return { id, ok: false, error: { code: "INTERNAL_ERROR", message: error instanceof Error ? error.message : String(error) } };
    }
  }
  #game(request) {
    const id = field(request, "game", isString, "a game id from new-game");
    const game = this.#games.get(id);
    if (game === void 0) throw new ProtocolError("UNKNOWN_GAME", `No game "${id}" (closed, or never created).`);
    return game;
  }
  #status(game) {
    return { decision: game.state.decision, over: isGameOver(game.state) };
  }
  /** Lets the server's bots play while the pending decision is one of their seats'. */
  #runBots(game) {
    const played = [];
    for (; ; ) {
      const actor = game.state.decision?.player;
      const bot = typeof actor === "number" ? game.bots[actor] : null;
      if (bot === null || bot === void 0 || isGameOver(game.state)) return played;
      if (played.length >= MAX_BOT_ACTIONS) throw new ProtocolError("BOT_LOOP", "The bots played too many actions in one request.");
      const action = bot(game.state);
      const step = reduceWithEvents(game.state, action);
      game.state = step.state;
      played.push({ action, events: step.events });
    }
  }
  #dispatch(cmd, request) {
    switch (cmd) {
      case "hello":
        return {
          protocol: PROTOCOL_VERSION,
          commands: SERVE_COMMANDS,
          bots: BOTS.map((b) => ({ name: b.name, description: b.description })),
          modules: MODULE_IDS,
          difficulties: DIFFICULTIES
        };
      case "new-game": {
        const options = field(request, "options", isObject, "an object of createGame options");
        const seats = request["bots"] ?? [];
        if (!Array.isArray(seats) || !seats.every((b) => b === null || typeof b === "string")) throw new ProtocolError("BAD_REQUEST", '"bots" must be a list of bot names or nulls, one per seat.');
        const state = createGame(options);
        if (seats.length > state.config.players) throw new ProtocolError("BAD_REQUEST", `"bots" lists ${seats.length} seats; the game has ${state.config.players}.`);
        const botSeed = request["botSeed"] === void 0 ? String(state.config.seed) : String(request["botSeed"]);
        const names = Array.from({ length: state.config.players }, (_, seat) => seats[seat] ?? null);
        const bots = names.map((name, seat) => name === null ? null : createBot(name, `${botSeed}/${seat}/${name}`));
        const id = `g${this.#nextGame++}`;
        const game = { state, bots, botNames: names };
        this.#games.set(id, game);
        const botActions = this.#runBots(game);
        return { game: id, players: state.config.players, colors: state.config.colors, bots: names, botActions, ...this.#status(game) };
      }
      case "state":
        return this.#game(request).state;
      case "view": {
        const game = this.#game(request);
        const seat = request["seat"] ?? "spectator";
        if (seat !== "spectator" && typeof seat !== "number") throw new ProtocolError("BAD_REQUEST", '"seat" must be a seat number or "spectator".');
        return playerView(game.state, seat);
      }
      case "legal-actions": {
        const game = this.#game(request);
        return { ...this.#status(game), actions: isGameOver(game.state) ? [] : legalActions(game.state) };
      }
      case "apply": {
        const game = this.#game(request);
        if (!("action" in request)) throw new ProtocolError("BAD_REQUEST", 'apply needs an "action".');
        const step = reduceWithEvents(game.state, request["action"]);
        game.state = step.state;
        const botActions = this.#runBots(game);
        return { events: step.events, botActions, ...this.#status(game) };
      }
      case "chance-outcomes":
        return { outcomes: chanceOutcomes(this.#game(request).state) };
      case "scores":
        return scores(this.#game(request).state);
      case "describe": {
        const game = this.#game(request);
        if (isObject(request["action"])) return { text: actionText(game.state, request["action"]) };
        if (isObject(request["event"])) return { text: eventText(game.state, request["event"]) };
        throw new ProtocolError("BAD_REQUEST", 'describe needs an "action" or an "event" object.');
      }
      case "bot-action": {
        const game = this.#game(request);
        const name = field(request, "bot", isString, "a bot name");
        if (isGameOver(game.state)) throw new ProtocolError("GAME_OVER", "The game is over: no action to choose.");
        const seed = request["seed"] === void 0 ? `${String(game.state.config.seed)}/advice` : String(request["seed"]);
        return { action: createBot(name, seed)(game.state) };
      }
      case "close-game": {
        const game = field(request, "game", isString, "a game id");
        if (!this.#games.delete(game)) throw new ProtocolError("UNKNOWN_GAME", `No game "${game}".`);
        return { closed: game };
      }
      case "quit":
        this.closed = true;
        return { bye: true };
      default:
        throw new ProtocolError("UNKNOWN_COMMAND", `Unknown command "${cmd}"; commands: ${SERVE_COMMANDS.join(", ")}.`);
    }
  }
};

// src/cli/commands/serve.ts
function serveUsage() {
  return [
    "Usage: teq-engine serve --stdio",
    "",
    "Reads one JSON request per line on stdin and writes one JSON response per line on stdout,",
    'e.g. {"id":1,"cmd":"new-game","options":{"seed":7,"players":2},"bots":[null,"heuristic"]}.',
    "Commands: hello, new-game, state, view, legal-actions, apply, chance-outcomes, scores,",
    "describe, bot-action, close-game, quit. The protocol is specified in docs/tools.md."
  ];
}
async function serveCommand(argv, io) {
  const options = parseOptions(argv, { values: [], flags: ["stdio", "help"] });
  if (options.flags.has("help")) {
    serveUsage().forEach((line) => io.out(line));
    return 0;
  }
  if (!options.flags.has("stdio")) throw new ToolError("BAD_ARGUMENT", "serve needs --stdio (the only transport).");
  const session = new ServeSession();
  const lines = createInterface({ input: io.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() === "") continue;
    io.stdout.write(session.handleLine(line) + "\n");
    if (session.closed) {
      lines.close();
      break;
    }
  }
  return 0;
}

// src/tools/progress.ts
function formatDuration(seconds) {
  if (!Number.isFinite(seconds)) return "?";
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, "0")}s`;
  return `${Math.floor(s / 3600)}h ${String(Math.floor(s % 3600 / 60)).padStart(2, "0")}m`;
}
function createProgress(total, unit, sink, label = "simulate", now = () => performance.now()) {
  const started = now();
  let done = 0;
  let lastDraw = -Infinity;
  let lastTenth = 0;
  const stats = () => {
    const seconds = (now() - started) / 1e3;
    const rate = seconds > 0 ? done / seconds : 0;
    const eta = rate > 0 ? (total - done) / rate : Number.POSITIVE_INFINITY;
    const pct2 = total > 0 ? Math.floor(100 * done / total) : 100;
    return `${done}/${total} ${unit} (${pct2}%) | ${rate.toFixed(1)} ${unit}/s | elapsed ${formatDuration(seconds)} | ETA ${done >= total ? "0s" : formatDuration(eta)}`;
  };
  const draw = () => {
    if (sink.isTTY === true) {
      const text = stats();
      const width = Math.max(10, Math.min(40, (sink.columns ?? 80) - text.length - label.length - 5));
      const filled = total > 0 ? Math.round(width * done / total) : width;
      sink.write(`\r\x1B[2K${label} [${"#".repeat(filled)}${"-".repeat(width - filled)}] ${text}`);
    } else sink.write(`${label}: ${stats()}
`);
  };
  return {
    update(value) {
      done = value;
      if (sink.isTTY === true) {
        const t = now();
        if (t - lastDraw >= 100 || done >= total) {
          lastDraw = t;
          draw();
        }
      } else {
        const tenth = total > 0 ? Math.floor(10 * done / total) : 10;
        if (tenth > lastTenth && done < total) {
          lastTenth = tenth;
          draw();
        }
      }
    },
    stop() {
      draw();
      if (sink.isTTY === true) sink.write("\n");
    }
  };
}

// src/tools/sim/pool.ts
import { createRequire } from "module";
import { availableParallelism } from "os";
import { pathToFileURL } from "url";
import { Worker } from "worker_threads";
function chunksOf(setups, range, size) {
  const chunks = [];
  for (const setup of setups) {
    for (let from = range.from; from <= range.to; from += size) {
      chunks.push({ id: chunks.length, setup, from, to: Math.min(range.to, from + size - 1) });
    }
  }
  return chunks;
}
function defaultWorkers() {
  return availableParallelism();
}
function startWorker() {
  const here = import.meta.url;
  if (!/\.[cm]?ts$/.test(new URL(here).pathname)) return new Worker(new URL("./sim-worker.js", here));
  const tsx = new URL("./dist/esm/api/index.mjs", pathToFileURL(createRequire(here).resolve("tsx/package.json"))).href;
  const worker = new URL("./worker.ts", here).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(worker)}); });`;
  return new Worker(boot, { eval: true });
}
async function runGames(setups, range, options = {}) {
  const chunks = chunksOf(setups, range, Math.max(1, options.chunkSize ?? 20));
  const results = chunks.map(() => []);
  let done = 0;
  const count = () => {
    done++;
    options.onGame?.(done);
  };
  const wanted = options.workers ?? defaultWorkers();
  const threads = Math.min(Math.max(0, Math.floor(wanted)), chunks.length);
  if (threads === 0) {
    for (const chunk of chunks) {
      for (let seed = chunk.from; seed <= chunk.to; seed++) {
        results[chunk.id].push(playGame(chunk.setup, seed));
        count();
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    return results.flat(2);
  }
  let next = 0;
  const workers = [];
  try {
    await new Promise((resolve, reject) => {
      let running = 0;
      const feed = (worker) => {
        const chunk = chunks[next];
        if (chunk === void 0) {
          if (running === 0) resolve();
          return;
        }
        next++;
        running++;
        worker.postMessage(chunk);
      };
      for (let i = 0; i < threads; i++) {
        const worker = startWorker();
        workers.push(worker);
        worker.on("message", (reply) => {
          if (reply.type === "game") {
            results[reply.chunk].push(reply.rows);
            count();
          } else if (reply.type === "done") {
            running--;
            feed(worker);
          } else reject(new ToolError("WORKER_FAILED", `A simulation worker failed: ${reply.message}`));
        });
        worker.on("error", (error) => reject(new ToolError("WORKER_FAILED", `A simulation worker crashed: ${error.message}`)));
        worker.on("exit", (code) => {
          if (code !== 0) reject(new ToolError("WORKER_FAILED", `A simulation worker exited with code ${code}.`));
        });
      }
      for (const worker of workers) feed(worker);
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results.flat(2);
}

// src/cli/commands/simulate.ts
function simulateUsage() {
  return [
    "Usage: teq-engine simulate [options]",
    "",
    "Plays seeded games with bots on every core and writes <out>/<name>.{jsonl,csv,txt,html}.",
    "",
    "  --games <n>         play seeds 0..n-1 (default 1000)",
    "  --seeds <a..b>      play seeds a to b inclusive (instead of --games)",
    "  --shard <i/n>       play only the i-th of n equal parts of the seed range (1-based);",
    "                      merge the shards' .jsonl files with `teq-engine report`",
    "  --players <n,...>   player counts, 1 to 4 (default 4; 1 is solo); each is a setup",
    `  --modules <m,...>   optional modules: ${MODULE_IDS.join(", ")} (default none)`,
    `  --difficulty <d,..> solo difficulties, or all (default peasant): ${DIFFICULTIES.join(", ")}`,
    `  --bots <b,...>      one bot for every seat, or one per seat: ${botNames().join(", ")} (default random)`,
    `  --workers <n>       worker threads (default ${defaultWorkers()}, the cores available; 0 = this thread)`,
    "  --out <dir>         output directory (default teq-sim)",
    "  --name <base>       output file name (default results, or shard-i-of-n with --shard)",
    "  --no-html           skip the HTML report",
    "  --quiet             print no tables (progress still goes to stderr)",
    "  --help              show this help"
  ];
}
async function simulateCommand(argv, io) {
  const options = parseOptions(argv, {
    values: ["games", "seeds", "shard", "players", "modules", "difficulty", "bots", "workers", "out", "name"],
    flags: ["no-html", "quiet", "help"]
  });
  if (options.flags.has("help")) {
    simulateUsage().forEach((line) => io.out(line));
    return 0;
  }
  const v = options.values;
  if (options.positional.length > 0) throw new ToolError("BAD_ARGUMENT", `simulate takes no positional argument ("${options.positional[0]}").`);
  const games = intOption(v["games"], "games", 1e3, 1);
  let range = v["seeds"] !== void 0 ? parseSeedRange(v["seeds"]) : { from: 0, to: games - 1 };
  if (v["shard"] !== void 0) range = shardOf(range, v["shard"]);
  const setups = parseSetups(v["players"] ?? "4", v["modules"] ?? "", v["difficulty"] ?? "", v["bots"] ?? "random");
  const workers = intOption(v["workers"], "workers", defaultWorkers(), 0, 256);
  const name = v["name"] ?? (v["shard"] !== void 0 ? `shard-${v["shard"].replace("/", "-of-")}` : "results");
  const dir = v["out"] ?? "teq-sim";
  const total = setups.length * Math.max(0, range.to - range.from + 1);
  io.err.write(`simulate: ${total} games (seeds ${range.from}..${range.to}, ${setups.length} setup${setups.length === 1 ? "" : "s"}) on ${workers === 0 ? "this thread" : `${Math.min(workers, total)} worker thread${workers === 1 ? "" : "s"}`}
`);
  const started = performance.now();
  const progress = createProgress(total, "games", io.err);
  const played = total === 0 ? [] : await runGames(setups, range, { workers, onGame: (done) => progress.update(done) });
  progress.stop();
  const seconds = (performance.now() - started) / 1e3;
  const { rows } = canonicalRows(played);
  const { lines, files } = writeOutputs(rows, dir, name, !options.flags.has("no-html"));
  if (!options.flags.has("quiet")) lines.forEach((line) => io.out(line));
  io.out("");
  io.out(`Played ${total} games in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(1)} games/s).`);
  io.out(`Wrote ${[files.jsonl, files.csv, files.txt, files.html].filter((f) => f !== null).join(", ")}`);
  return 0;
}

// src/cli/commands/index.ts
var COMMANDS = {
  simulate: simulateCommand,
  report: reportCommand,
  serve: serveCommand
};
var ARGUMENT_CODES = /* @__PURE__ */ new Set(["BAD_ARGUMENT", "BAD_SEEDS", "BAD_SHARD", "BAD_PLAYERS", "BAD_MODULES", "BAD_DIFFICULTY", "BAD_BOTS", "UNKNOWN_BOT"]);
function runCommand(argv, io) {
  const command2 = argv[0] === void 0 ? void 0 : COMMANDS[argv[0]];
  if (command2 === void 0 || !Object.hasOwn(COMMANDS, argv[0])) return null;
  return command2(argv.slice(1), io).catch((error) => {
    if (error instanceof TeqError) {
      io.err.write(`error: ${error.message} (${error.code})
`);
      if (ARGUMENT_CODES.has(error.code)) {
        io.err.write(`Run teq-engine ${argv[0]} --help for the options.
`);
        return 2;
      }
      return 1;
    }
    io.err.write(`error: ${error instanceof Error ? error.stack ?? error.message : String(error)}
`);
    return 1;
  });
}

// src/cli/commands/io.ts
function processIO() {
  return {
    out: (line) => process.stdout.write(line + "\n"),
    err: process.stderr,
    stdin: process.stdin,
    stdout: process.stdout
  };
}

// src/cli/args.ts
var USAGE = [
  "Usage: npm start -- [--seed <seed>] [--players <n>] [--difficulty <level>] [--help]",
  "",
  "Sets up a seeded game of Tiny Epic Quest, prints the Land Map, the quest row and the players,",
  "then plays it with seeded heuristic bots (one per seat) and prints the scores.",
  "",
  `  --seed <seed>    the game's seed (default "teq"); the same seed prints the same game`,
  "  --players <n>    the number of players, 1 to 4 (default 4); 1 plays the solo variant",
  "  --difficulty <level>",
  "                   solo only: peasant (default), page, squire, knight or hero-of-legend",
  "  --help           show this help"
];
function parseArgs(argv) {
  let seed = "teq";
  let players = 4;
  let difficulty;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--help" || arg === "-h") return { kind: "help" };
    const eq = arg.indexOf("=");
    const name = eq >= 0 ? arg.slice(0, eq) : arg;
    if (name !== "--seed" && name !== "--players" && name !== "--difficulty") return { kind: "error", message: `unknown argument "${arg}"` };
    let value;
    if (eq >= 0) value = arg.slice(eq + 1);
    else {
      value = argv[i + 1];
      if (value !== void 0 && value.startsWith("--")) value = void 0;
      else i++;
    }
    if (value === void 0 || value === "") return { kind: "error", message: `${name} needs a value` };
    if (name === "--seed") seed = value;
    else if (name === "--difficulty") difficulty = value;
    else {
      if (!/^[1-4]$/.test(value)) return { kind: "error", message: `--players must be a whole number from 1 to 4, not "${value}"` };
      players = Number(value);
    }
  }
  return difficulty === void 0 ? { kind: "play", seed, players } : { kind: "play", seed, players, difficulty };
}

// src/cli/text.ts
function wrap(text, width) {
  const pieces = text.split(" ").flatMap((word) => splitWord(word, width));
  const lines = [];
  let line = "";
  for (const piece of pieces) {
    const joined = line === "" ? piece : line.endsWith("-") ? line + piece : `${line} ${piece}`;
    if (joined.length <= width) line = joined;
    else {
      if (line !== "") lines.push(line);
      line = piece;
    }
  }
  lines.push(line);
  return lines;
}
function splitWord(word, width) {
  if (word.length <= width) return [word];
  const parts = word.split(/(?<=-)/);
  const out = [];
  for (const part of parts) {
    for (let i = 0; i < part.length; i += width) out.push(part.slice(i, i + width));
  }
  const glued = [];
  for (const part of out) {
    const last = glued[glued.length - 1];
    if (last !== void 0 && last.endsWith("-") && (last + part).length <= width) glued[glued.length - 1] = last + part;
    else glued.push(part);
  }
  return glued;
}
function hang(text, width, indent2) {
  const [first = "", ...rest] = wrap(text, width);
  if (rest.length === 0) return [first];
  return [first, ...wrap(rest.join(" "), width - indent2).map((line) => " ".repeat(indent2) + line)];
}
function pad(text, width) {
  return text.length >= width ? text.slice(0, width) : text + " ".repeat(width - text.length);
}
function list(items) {
  if (items.length === 0) return "none";
  if (items.length === 1) return items[0];
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

// src/cli/play.ts
var WIDTH = 96;
var MAX_ACTIONS = 2e4;
function isMoveOf(action, event) {
  return action.type === "move" && event.type === "hero-moved" && event.player === action.player && event.hero === action.hero;
}
function header(state) {
  const phase = state.phase === "day" && state.day !== null ? `Day, turn ${state.day.turn + 1} (led by ${playerName(state, state.day.leader)})` : state.phase;
  return `== Round ${state.round}: ${phase} ==`;
}
function play(start, policy, out) {
  const write = (line) => {
    const indent2 = line.length - line.trimStart().length;
    const lines = line === "" ? [""] : hang(line.trimStart(), WIDTH - indent2, 4);
    for (const l of lines) out(" ".repeat(indent2) + l);
  };
  let state = start;
  let shown = "";
  let actions = 0;
  while (!isGameOver(state) && actions < MAX_ACTIONS) {
    const now = header(state);
    if (now !== shown) {
      write("");
      write(now);
      shown = now;
    }
    if (legalActions(state).length === 0) break;
    const action = policy(state);
    let result;
    try {
      result = reduceWithEvents(state, action);
    } catch (error) {
      if (error instanceof TeqError) {
        write(describeAction(state, action));
        write("    (not applied: the engine stopped while resolving this action)");
        return { state, stopped: error, actions };
      }
      throw error;
    }
    write(describeAction(state, action));
    let merged = false;
    for (const event of result.events) {
      if (!merged && isMoveOf(action, event)) {
        merged = true;
        const through = event.through.map((cell) => result.state.map.cells[cell]?.cardId ?? `cell ${cell}`);
        if (through.length > 0) write(`    (through ${through.join(", ")})`);
        continue;
      }
      const line = describeEvent(result.state, event);
      if (line !== null) write(`    ${line}`);
    }
    state = result.state;
    actions++;
  }
  return { state, stopped: null, actions };
}
function stopLine(state, error) {
  const reason = error.message.replace(/\.$/, "");
  if (error.code === "NOT_IMPLEMENTED") {
    const where = state.phase === "day" ? `after the Day of round ${state.round}` : `in round ${state.round} (${state.phase})`;
    return `${reason}: stopping ${where}.`;
  }
  return `The engine refused to go on (${error.code}): ${reason}. Stopping in round ${state.round}.`;
}

// src/cli/render-map.ts
var INNER = 18;
function heroesIn(state, cell, side) {
  const tokens = [];
  for (const player of state.players) {
    player.heroes.forEach((hero, i) => {
      if (hero.at.cell === cell && hero.at.side === side) {
        tokens.push(heroToken(player.color, i) + (hero.templeSpace > 0 ? `@${hero.templeSpace}` : ""));
      }
    });
  }
  return tokens.join(" ");
}
function boxLines(state, cell) {
  const c = state.map.cells[cell];
  if (c === void 0) return [];
  const lines = [...wrap(c.cardId, INNER), c.coastIndex === null ? "inland" : `coast ${c.coastIndex}`];
  for (const side of ["left", "right"]) {
    lines.push(...hang(`${side === "left" ? "L" : "R"}: ${describeRegion(state, { cell, side })}`, INNER, 3));
    const heroes = heroesIn(state, cell, side);
    if (heroes !== "") lines.push(...hang(heroes, INNER, 3).map((l, i) => i === 0 ? `   ${l}` : l));
  }
  return lines;
}
function renderMap(state) {
  const cells = state.map.cells;
  if (cells.length === 0) return ["(no map)"];
  const rows = Math.max(...cells.map((c) => c.row)) + 1;
  const cols = Math.max(...cells.map((c) => c.col)) + 1;
  const boxes = cells.map((_, i) => boxLines(state, i));
  const heights = Array.from(
    { length: rows },
    (_, r) => Math.max(0, ...cells.flatMap((c, i) => c.row === r ? [boxes[i]?.length ?? 0] : []))
  );
  const tops = [];
  let y = 0;
  for (const h of heights) {
    tops.push(y);
    y += h + 1;
  }
  const width = cols * (INNER + 1) + 1;
  const canvas = Array.from({ length: y + 1 }, () => Array.from({ length: width }, () => " "));
  const put = (yy, xx, ch) => {
    const line = canvas[yy];
    if (line !== void 0 && xx < width) line[xx] = ch;
  };
  cells.forEach((c, i) => {
    const top = tops[c.row] ?? 0;
    const bottom = top + (heights[c.row] ?? 0) + 1;
    const left = c.col * (INNER + 1);
    const right = left + INNER + 1;
    for (let x = left; x <= right; x++) {
      put(top, x, x === left || x === right ? "+" : "-");
      put(bottom, x, x === left || x === right ? "+" : "-");
    }
    for (let yy = top + 1; yy < bottom; yy++) {
      put(yy, left, "|");
      put(yy, right, "|");
    }
    (boxes[i] ?? []).forEach((text, k) => {
      for (let j = 0; j < text.length && j < INNER; j++) put(top + 1 + k, left + 1 + j, text.charAt(j));
    });
  });
  const lines = canvas.map((chars) => chars.join("").trimEnd());
  return [
    ...lines,
    "L/R: the card's left and right regions. Heroes: colour initial and number (R2 = red's hero 2);",
    "@n: the hero is on space n of the temple's track."
  ];
}

// src/cli/render-players.ts
var WIDTH2 = 96;
function renderPlayers(state) {
  const lines = [];
  for (const player of state.players) {
    const token = !state.config.modules.includes("solo") && state.firstPlayer === player.seat;
    const first = token ? `  <- first player token (${state.firstPlayerToken} side up)` : "";
    lines.push(`${player.color} (seat ${player.seat})${first}`);
    lines.push(
      `  Health ${player.health}/${maxHealth(state, player.seat)}   Power ${player.power}/${maxPower(state, player.seat)}   Spell level ${player.spellLevel}   Goblins ${player.goblinsDefeated}   Quests ${player.completedQuests.length}`
    );
    player.heroes.forEach((hero, i) => {
      const items = hero.items.length === 0 ? "" : `; holds ${list(hero.items)}`;
      const temple = hero.templeSpace > 0 ? `; temple track space ${hero.templeSpace}` : "";
      lines.push(...indent(`${heroToken(player.color, i)} at ${describePlace(state, hero.at)}${temple}${items}`, 4));
    });
    lines.push(...indent(`Items on the player card: ${list(player.reserve)}`, 2));
    lines.push(...indent(`Completed quests: ${list(player.completedQuests)}`, 2));
    const legendary = Object.entries(player.legendary).map(([item, n]) => `${item} ${n}/2`);
    lines.push(...indent(`Legendary items: ${legendary.join(", ") || "none"}`, 2));
  }
  return lines;
}
function renderShared(state) {
  const level = state.content.magicTracks.multiplayer.spaces[state.magicSpace];
  const onPortals = state.goblins.portals.filter((p) => p.goblin !== null).length;
  const used = state.movementCards.map((c) => c.used ? `(${c.id})` : c.id);
  return [
    `Magic token: space ${state.magicSpace}${level === void 0 ? "" : ` (magic level ${level})`}.`,
    `Goblins: ${onPortals} on portals, ${state.goblins.supply} in the supply.`,
    ...indent(`Item rack: ${list(state.itemRack)}.`, 0),
    `Movement cards: ${used.join(", ")} (used ones in brackets).`
  ];
}
function indent(text, by) {
  const pad2 = " ".repeat(by);
  return wrap(text, WIDTH2 - by - 2).map((line, i) => i === 0 ? pad2 + line : `${pad2}  ${line}`);
}

// src/cli/render-quests.ts
function describeCondition(condition) {
  const params = Object.entries(condition).filter(([key]) => key !== "type").map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join("+") : String(value)}`);
  return params.length === 0 ? condition.type : `${condition.type} (${params.join(", ")})`;
}
function describeReward(reward) {
  const parts = ["health", "power", "magic"].flatMap((key) => {
    const n = reward[key];
    return n === void 0 || n === 0 ? [] : [`+${n} ${key}`];
  });
  return parts.length === 0 ? "no reward" : parts.join(" ");
}
function describeQuest(quest) {
  return quest.kind === "movement" ? `movement: ${describeCondition(quest.condition)}; reward ${describeReward(quest.reward)}` : `treasure: temple ${quest.temple}, item ${quest.item}`;
}
function renderQuests(state) {
  const lines = ["Quest row (left to right):"];
  if (state.quests.row.length === 0) lines.push("  (empty)");
  state.quests.row.forEach((id, i) => {
    const quest = state.content.quests.find((q) => q.id === id);
    lines.push(`  ${i + 1}. ${id}`);
    lines.push(`     ${quest === void 0 ? "unknown quest" : describeQuest(quest)}`);
  });
  lines.push(`Quest deck: ${state.quests.deck.length} cards; discard pile: ${state.quests.discard.length} cards.`);
  return lines;
}

// src/cli/render-scores.ts
function renderScores(state) {
  const sheet = scores(state);
  const sources = sheet.players[0]?.breakdown.map((line) => line.source) ?? [];
  const widths = sources.map((s) => Math.max(s.length, 9) + 2);
  const lines = [sheet.final ? "Final scores:" : "Current standings (the game is not over):"];
  lines.push(`  ${pad("player", 10)}${sources.map((s, i) => pad(s, widths[i] ?? 11)).join("")}total`);
  for (const player of sheet.players) {
    const cells = player.breakdown.map((line, i) => pad(`${line.count} -> ${line.points}`, widths[i] ?? 11));
    lines.push(`  ${pad(player.color, 10)}${cells.join("")}${player.total}`);
  }
  lines.push("  (each column: count -> victory points)");
  const names = sheet.winners.map((seat) => sheet.players.find((p) => p.seat === seat)?.color ?? `seat ${seat}`);
  const tie = names.length > 1 ? " (tied after every tie-break)" : "";
  if (sheet.solo !== void 0) {
    lines.push(...goalVerdictLines(sheet.solo, sheet.final));
    return lines;
  }
  lines.push(sheet.final ? `Winner${names.length > 1 ? "s" : ""}: ${list(names)}${tie}.` : `Leading: ${list(names)}${tie}.`);
  return lines;
}
function goalVerdictLines(verdict, final) {
  const head = `Solo goal (${verdict.difficulty}): ${verdict.goal} VP; total ${verdict.total}.`;
  if (!final) return [head, verdict.reached ? "The goal is reached so far." : `${verdict.goal - verdict.total} VP still to go.`];
  return [
    head,
    verdict.reached ? "Victory: the goal is reached, the realm is saved." : `Defeat: ${verdict.goal - verdict.total} VP short of the goal, the Mushroom Realm crumbles to ruin.`
  ];
}

// src/cli/run.ts
function section(write, title, lines) {
  write("");
  write(title);
  write("-".repeat(title.length));
  for (const line of lines) write(line);
}
function printBoard(state, write) {
  section(write, "Land Map", renderMap(state));
  section(write, "Shared", renderShared(state));
  section(write, "Quests", renderQuests(state));
  section(write, "Players", renderPlayers(state));
}
function run(argv, write) {
  const args = parseArgs(argv);
  if (args.kind === "help") {
    USAGE.forEach((line) => write(line));
    return 0;
  }
  if (args.kind === "error") {
    write(`error: ${args.message}`);
    write(USAGE[0]);
    write("Run with --help for details.");
    return 2;
  }
  let state;
  try {
    const difficulty = args.difficulty === void 0 ? {} : { difficulty: args.difficulty };
    state = createGame({ seed: args.seed, players: args.players, ...difficulty });
  } catch (error) {
    if (error instanceof TeqError) {
      write(`error: ${error.message} (${error.code})`);
      return 1;
    }
    throw error;
  }
  const modules = state.config.modules.length === 0 ? "none (base game)" : state.config.modules.join(", ");
  write("Tiny Epic Quest - teq-engine demo (unofficial)");
  write(`Seed: "${String(state.config.seed)}"   Players: ${state.config.players} (${state.config.colors.join(", ")})   Modules: ${modules}`);
  if (state.config.difficulty !== null) write(`Solo variant, difficulty: ${state.config.difficulty}`);
  write(`Content pack: ${state.content.id}`);
  printBoard(state, write);
  section(write, "Play (each seat is a seeded heuristicBot; see src/bots)", []);
  const bots = state.players.map((player) => heuristicBot(`${args.seed}/${player.seat}`));
  const policy = (current) => {
    const actor = current.decision?.player;
    return (bots[typeof actor === "number" ? actor : 0] ?? bots[0])(current);
  };
  const result = play(state, policy, write);
  write("");
  if (result.stopped !== null) write(stopLine(result.state, result.stopped));
  else write(`The game is over after ${result.actions} actions.`);
  printBoard(result.state, write);
  section(write, result.stopped === null ? "Scores" : "Standings", renderScores(result.state));
  return 0;
}

// src/cli/main.ts
process.stdout.on("error", (error) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});
var command = runCommand(process.argv.slice(2), processIO());
if (command !== null) command.then((code) => process.exitCode = code);
else process.exitCode = run(process.argv.slice(2), (line) => console.log(line));
