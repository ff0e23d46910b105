/**
 * A round-robin tournament of bots in 2-player games (the way TAG pits agents against each other at
 * fixed budgets): every pairing plays the same seeds in both seatings (each seed once with each bot
 * in seat 0), and each bot's win share against each other bot is reported with its 95% Wilson
 * interval, in a table and an HTML page.
 *
 * @module
 */
import { OPTIONAL_MODULE_IDS, type ModuleId } from "../index";
import { parseBotSpec } from "./bots";
import { engineLine, loadEngine, type EngineSource } from "./engine-source";
import { ToolError } from "./errors";
import { runGames, type PoolOptions } from "./sim/pool";
import type { SeatRow } from "./sim/rows";
import type { GameSetup } from "./sim/setup";
import { wilson, type Rate } from "./stats/wilson";

/** One pairing's result from its first bot's side. */
export interface Pairing {
  readonly a: string;
  readonly b: string;
  /** `a`'s win share against `b`: a shared first place counts 1/k. */
  readonly rate: Rate;
  /** Mean final victory points of `a` and of `b`. */
  readonly vpA: number;
  readonly vpB: number;
}

/** A tournament's results: the bots in the order given, every pairing both ways, each bot's overall share. */
export interface TournamentResult {
  readonly bots: readonly string[];
  readonly modules: readonly ModuleId[];
  /** Games per pairing (seeds times two seatings). */
  readonly games: number;
  /** Every ordered pairing (a, b) with a != b. */
  readonly pairings: readonly Pairing[];
  /** Each bot's win share over all its games. */
  readonly overall: readonly { readonly bot: string; readonly rate: Rate }[];
  /**
   * The engine of `--content` / `--module` every game was played through (null: the reference
   * engine): its pack's id and fingerprint, the module file's module id, and both in one line.
   */
  readonly engine: {
    readonly content: string;
    readonly fingerprint: string;
    readonly module: string | null;
    readonly line: string;
  } | null;
}

/** The bot specs of a `--bots` list: at least two, each parsed, none twice. */
export function tournamentBots(list: string): string[] {
  const bots = list
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  for (const b of bots) parseBotSpec(b);
  if (bots.length < 2) throw new ToolError("BAD_BOTS", "A tournament needs at least two bots (--bots a,b,...).");
  const twice = bots.find((b, i) => bots.indexOf(b) !== i);
  if (twice !== undefined) throw new ToolError("BAD_BOTS", `Bot "${twice}" is listed twice.`);
  return bots;
}

/** A bot's win share (won / winners) from its rows. */
function share(rows: readonly SeatRow[]): Rate {
  let wins = 0;
  for (const r of rows) if (r["won"] === true) wins += 1 / Number(r["winners"]);
  return wilson(wins, rows.length);
}

const meanVp = (rows: readonly SeatRow[]): number =>
  rows.length === 0 ? Number.NaN : rows.reduce((s, r) => s + Number(r["vp"]), 0) / rows.length;

/**
 * Plays the tournament: for every unordered pair of `bots`, seeds 0..ceil(games / 2) - 1 with each
 * bot in seat 0 once (so `games` rounded up to even per pairing). Deterministic for its arguments
 * (seeds, seats and bot seeds do not depend on the workers). With `source`, every game is played
 * through that engine (its module joins every game), in the worker processes too; a bad file is
 * refused (`BAD_MODULE`, `BAD_CONTENT`) before any game starts.
 */
export async function runTournament(
  bots: readonly string[],
  games: number,
  modules: readonly ModuleId[] = [],
  pool: PoolOptions = {},
  source: EngineSource | null = null,
): Promise<TournamentResult> {
  if (!Number.isInteger(games) || games < 1) throw new ToolError("BAD_ARGUMENT", "--games must be at least 1.");
  // Loaded here first: a bad file is refused before any worker starts (each worker loads it again).
  const loaded = source === null ? null : await loadEngine(source);
  const ordered = OPTIONAL_MODULE_IDS.filter((m) => modules.includes(m));
  const seeds = Math.ceil(games / 2);
  const setups: GameSetup[] = [];
  for (let i = 0; i < bots.length; i++)
    for (let j = i + 1; j < bots.length; j++)
      for (const seating of [
        [bots[i]!, bots[j]!],
        [bots[j]!, bots[i]!],
      ])
        setups.push({ players: 2, modules: ordered, difficulty: null, bots: seating, source });
  const rows = await runGames(setups, { from: 0, to: seeds - 1 }, pool);
  const pairings: Pairing[] = [];
  for (const a of bots)
    for (const b of bots) {
      if (a === b) continue;
      const lineups = new Set([`${a}/${b}`, `${b}/${a}`]);
      const games_ = rows.filter((r) => lineups.has(String(r["lineup"])));
      const mine = games_.filter((r) => r["bot"] === a);
      pairings.push({ a, b, rate: share(mine), vpA: meanVp(mine), vpB: meanVp(games_.filter((r) => r["bot"] === b)) });
    }
  const overall = bots.map((bot) => ({ bot, rate: share(rows.filter((r) => r["bot"] === bot)) }));
  const engine =
    loaded === null
      ? null
      : {
          content: loaded.engine.content.id,
          fingerprint: loaded.engine.fingerprint,
          module: loaded.moduleId,
          line: engineLine(loaded),
        };
  return { bots, modules: ordered, games: 2 * seeds, pairings, overall, engine };
}

const pct = (x: number): string => (Number.isNaN(x) ? "-" : `${(100 * x).toFixed(1)}%`);

/** A rate as `55.0% [48.1-61.7%]`. */
export function rateText(rate: Rate): string {
  return `${pct(rate.rate)} [${pct(rate.low).replace("%", "")}-${pct(rate.high)}]`;
}

/** The modules every game played, joined by "+" (the module file's last), or "base game". */
export function playedModules(result: TournamentResult): string {
  const all = [...result.modules, ...(result.engine?.module == null ? [] : [result.engine.module])];
  return all.length === 0 ? "base game" : all.join("+");
}

/**
 * The tournament as text: a table whose row bot's win share against the column bot is given with
 * its 95% Wilson interval, then each bot's overall share and mean victory points.
 */
export function tournamentLines(result: TournamentResult): string[] {
  const cells = result.bots.map((a) =>
    result.bots.map((b) => {
      if (a === b) return "-";
      return rateText(result.pairings.find((p) => p.a === a && p.b === b)!.rate);
    }),
  );
  const first = Math.max(3, ...result.bots.map((b) => b.length));
  const widths = result.bots.map((b, j) => Math.max(b.length, ...cells.map((row) => row[j]!.length)));
  const line = (head: string, row: readonly string[]): string =>
    [head.padEnd(first), ...row.map((c, j) => c.padStart(widths[j]!))].join("  ");
  return [
    `Tournament: ${result.bots.length} bots, ${result.games} 2-player games per pairing (each seed in both seatings), ${playedModules(result)}`,
    ...(result.engine === null ? [] : [`Engine: ${result.engine.line}`]),
    "Win share of the row's bot against the column's bot, with its 95% Wilson interval (a shared first place counts half):",
    "",
    line("", result.bots),
    ...result.bots.map((a, i) => line(a, cells[i]!)),
    "",
    "Overall (all of a bot's games) and mean victory points per pairing:",
    ...result.overall.map((o) => `  ${o.bot.padEnd(first)}  ${rateText(o.rate)} over ${o.rate.trials} games`),
    ...result.pairings
      .filter((p) => result.bots.indexOf(p.a) < result.bots.indexOf(p.b))
      .map((p) => `  ${p.a} vs ${p.b}: ${p.vpA.toFixed(1)} vs ${p.vpB.toFixed(1)} VP`),
  ];
}
