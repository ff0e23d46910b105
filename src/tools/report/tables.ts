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
  const numeric = header.map(
    (_, i) => rows.length > 0 && rows.every((r) => /^[-+]?[\d.[\]%, ]+$|^-$/.test(r[i] ?? "")),
  );
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

/** The headers of a spread of victory points, each with its unit. */
const VP_HEADERS = ["VP mean", "VP sd", "VP min", "VP median", "VP max"];

/** How the win share counts a shared victory, in one sentence (the tables and the report use it). */
export function shareRule(players: number): string {
  return `each game's win is split equally among its winners (1/k each for k winners after the tie-breaks), so the seats' shares sum to 100% and the fair share is 1/${players} = ${pct(1 / players)}`;
}

function setupLines(s: SetupSummary): string[] {
  const out: string[] = [];
  const solo = s.solo !== null;
  const title = `${s.label}: ${s.games} game${s.games === 1 ? "" : "s"}${s.errors > 0 ? ` (${s.errors} stopped by an error)` : ""}`;
  out.push(title, "=".repeat(title.length), "");
  if (solo)
    out.push(
      `Goal reached at ${s.difficulty ?? "peasant"} (${s.solo.goal ?? "-"} VP), 95% Wilson interval, and final victory points (VP)`,
    );
  else out.push(`Win share per seat (95% Wilson interval) and final victory points (VP): ${shareRule(s.players)}`);
  const rateHeader = solo ? "goal reached [95% CI]" : "win share [95% CI]";
  out.push(
    ...table(
      ["seat", "bot", "games won", "shared", rateHeader, ...VP_HEADERS],
      s.seats.map((x) => [
        String(x.seat),
        x.bot,
        String(x.wins.successes),
        String(x.sharedWins),
        rateText(x.share),
        ...spreadCells(x.vp),
      ]),
    ),
  );
  out.push("", solo ? "Goal reached per bot" : "Win share per bot (its seats' shares over its seat-games)");
  out.push(
    ...table(
      ["bot", "seat-games", "games won", "shared", rateHeader, ...VP_HEADERS],
      s.bots.map((x) => [
        x.bot,
        String(x.wins.trials),
        String(x.wins.successes),
        String(x.sharedWins),
        rateText(x.share),
        ...spreadCells(x.vp),
      ]),
    ),
  );
  out.push("", "Victory points (VP) by score source, per seat-game");
  out.push(
    ...table(
      ["bot", "source", ...VP_HEADERS],
      s.sources.map((x) => [x.bot, x.source, ...spreadCells(x.vp)]),
    ),
  );
  out.push("", "Victory points (VP) at the end of each round: mean (sd), per seat-game");
  const rounds = [...new Set(s.byRound.map((x) => x.round))].sort((a, b) => a - b);
  const bots = [...new Set(s.byRound.map((x) => x.bot))];
  out.push(
    ...table(
      ["bot", ...rounds.map((r) => `round ${r} VP`)],
      bots.map((bot) => [
        bot,
        ...rounds.map((r) => {
          const e = s.byRound.find((x) => x.bot === bot && x.round === r);
          return e === undefined ? "-" : `${fixed(e.vp.mean)} (${fixed(e.vp.sd)})`;
        }),
      ]),
    ),
  );
  out.push("");
  if (s.firstPlayer !== null) {
    const f = s.firstPlayer;
    const diff = f.first.rate - f.others.rate;
    out.push(
      `Shared victories: ${s.shared} of ${s.games} games (${pct(s.games > 0 ? s.shared / s.games : Number.NaN)}) had several winners after the tie-breaks; each winner got an equal part of that game's win share`,
    );
    out.push(
      `First player: win share ${rateText(f.first)}; other seats ${rateText(f.others)} each; fair share ${pct(f.fair)}; difference ${diff >= 0 ? "+" : ""}${fixed(100 * diff, 1)} percentage points`,
    );
  }
  out.push(
    `Game length: ${fixed(s.actions.mean, 1)} actions per game (sd ${fixed(s.actions.sd, 1)} actions, min ${fixed(s.actions.min, 0)}, max ${fixed(s.actions.max, 0)}); ${fixed(s.rounds.mean)} rounds per game`,
  );
  if (s.solo !== null) {
    out.push(
      `Solo goal (${s.solo.goal ?? "-"} VP at ${s.difficulty ?? "peasant"}, the difficulty these games were set up with): reached in ${s.solo.reached.successes} of ${s.solo.reached.trials} games, ${rateText(s.solo.reached)}`,
    );
    out.push("", "Solo goal per difficulty, over the same games (a difficulty changes only the goal)");
    out.push(
      ...table(
        ["difficulty", "goal VP", "games reached", "reach rate [95% CI]"],
        s.solo.goals.map((g) => [
          g.difficulty,
          String(g.goal),
          `${g.reached.successes} of ${g.reached.trials}`,
          rateText(g.reached),
        ]),
      ),
    );
  }
  return out;
}

/** The whole summary as lines of text. */
export function summaryLines(summary: Summary): string[] {
  const out: string[] = [
    `${summary.games} games, ${summary.rows} seat rows, ${summary.setups.length} setup${summary.setups.length === 1 ? "" : "s"}`,
  ];
  for (const s of summary.setups) out.push("", ...setupLines(s));
  const solo = summary.setups.filter((s) => s.solo !== null);
  if (solo.length > 0) {
    out.push("", "Solo goal reach rate per difficulty (each solo game checked against every goal)");
    out.push(
      ...table(
        ["difficulty", "modules", "bot", "goal VP", "games", "reached", "rate [95% CI]"],
        solo.flatMap((s) =>
          s.solo!.goals.map((g) => [
            g.difficulty,
            s.modules === "" ? "base" : s.modules,
            s.lineup,
            String(g.goal),
            String(s.games),
            String(g.reached.successes),
            rateText(g.reached),
          ]),
        ),
      ),
    );
  }
  return out;
}
