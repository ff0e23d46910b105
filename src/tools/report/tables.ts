/**
 * The summary as plain-text tables, for the terminal and for `summary.txt`.
 *
 * @module
 */
import type { Rate, Spread } from "../stats/wilson";
import type { SetupSummary, Summary } from "../stats/summary";

/** Aligns rows of cells into columns (text left, numbers right). */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const numeric = header.map((_, i) => rows.length > 0 && rows.every((r) => /^[-+]?[\d.[\]%, ]+$|^-$/.test(r[i] ?? "")));
  const line = (cells: readonly string[]): string =>
    cells
      .map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)];
}

const fixed = (x: number, digits = 2): string => (Number.isFinite(x) ? x.toFixed(digits) : "-");
const pct = (x: number): string => (Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : "-");

/** A rate as `25.0% [24.2%, 25.9%]`. */
export function rateText(r: Rate): string {
  return `${pct(r.rate)} [${pct(r.low)}, ${pct(r.high)}]`;
}

function spreadCells(s: Spread): string[] {
  return [fixed(s.mean), fixed(s.sd), fixed(s.min, 0), fixed(s.median, 1), fixed(s.max, 0)];
}

function setupLines(s: SetupSummary): string[] {
  const out: string[] = [];
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
        return e === undefined ? "-" : `${fixed(e.vp.mean)} (${fixed(e.vp.sd)})`;
      })]),
    ),
  );
  out.push("");
  if (s.firstPlayer !== null) {
    const f = s.firstPlayer;
    const diff = f.first.rate - f.others.rate;
    out.push(`Shared victories: ${s.shared} of ${s.games} games (${pct(s.games > 0 ? s.shared / s.games : Number.NaN)}) ended with several winners; each counts a win, so win rates can sum past 100%`);
    out.push(`First player: wins ${rateText(f.first)}; other seats ${rateText(f.others)}; fair share ${pct(f.fair)}; advantage ${diff >= 0 ? "+" : ""}${fixed(100 * diff, 1)} points`);
  }
  out.push(`Game length: ${fixed(s.actions.mean, 1)} actions per game (sd ${fixed(s.actions.sd, 1)}, min ${fixed(s.actions.min, 0)}, max ${fixed(s.actions.max, 0)}); ${fixed(s.rounds.mean)} rounds`);
  if (s.solo !== null) out.push(`Solo goal (${s.solo.goal ?? "-"} VP at ${s.difficulty ?? "peasant"}): reached in ${s.solo.reached.successes} of ${s.solo.reached.trials} games, ${rateText(s.solo.reached)}`);
  return out;
}

/** The whole summary as lines of text. */
export function summaryLines(summary: Summary): string[] {
  const out: string[] = [`${summary.games} games, ${summary.rows} seat rows, ${summary.setups.length} setup${summary.setups.length === 1 ? "" : "s"}`];
  for (const s of summary.setups) out.push("", ...setupLines(s));
  const solo = summary.setups.filter((s) => s.solo !== null);
  if (solo.length > 0) {
    out.push("", "Solo goal reach rate per difficulty");
    out.push(...table(["difficulty", "modules", "bot", "goal", "games", "reached", "rate [95% CI]"], solo.map((s) => [s.difficulty ?? "peasant", s.modules === "" ? "base" : s.modules, s.lineup, String(s.solo!.goal ?? "-"), String(s.games), String(s.solo!.reached.successes), rateText(s.solo!.reached)])));
  }
  return out;
}
