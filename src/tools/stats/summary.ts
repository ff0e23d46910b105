/**
 * The summary of simulation rows, per game setup: win shares per seat and per bot (Wilson 95%
 * intervals; a game's win is split equally among its winners, so the seats' shares sum to 100% and
 * the fair share is 1 / players), the spread of victory points and of each score source, the first-player advantage,
 * the game length, victory points by round and, in solo games, the goal reach rate. Plain data: the
 * text tables and the HTML report both render it.
 *
 * @module
 */
import { DIFFICULTIES } from "../../index";
import { SOLO_GOALS } from "../../modules/solo/goals";
import { moduleSources, pointsColumn, ROUNDS, SCORE_SOURCES, vpColumn, type SeatRow } from "../sim/rows";
import { setupLabel } from "../sim/setup";
import { spread, wilson, type Rate, type Spread } from "./wilson";

/** A bot's (or a seat's) results in one setup. */
export interface Standing {
  /** The seat (seat tables) or null (bot tables). */
  readonly seat: number | null;
  readonly bot: string;
  /** Seat-games won, a shared victory included (successes), out of the seat-games played. */
  readonly wins: Rate;
  /** Seat-games won as a shared victory (several winners after the tie-breaks). */
  readonly sharedWins: number;
  /**
   * The win share: each game's one win split equally among its winners (1/k for k winners), summed
   * over the seat-games and divided by their number, with a Wilson interval on that fractional count.
   */
  readonly share: Rate;
  readonly vp: Spread;
}

/** One solo difficulty's goal and how often the final total reaches it. */
export interface GoalRate {
  readonly difficulty: string;
  /** The goal in victory points. */
  readonly goal: number;
  readonly reached: Rate;
}

/** The summary of one setup. */
export interface SetupSummary {
  readonly label: string;
  readonly players: number;
  readonly modules: string;
  readonly difficulty: string | null;
  readonly lineup: string;
  readonly games: number;
  /** Games stopped early by an error (their rows still count, with the standings then). */
  readonly errors: number;
  /** Games with several winners after the tie-breaks (each winner gets an equal part of the win share). */
  readonly shared: number;
  readonly seats: readonly Standing[];
  readonly bots: readonly Standing[];
  /** Per bot, per score source present in the setup: the spread of its points. */
  readonly sources: readonly { readonly bot: string; readonly source: string; readonly vp: Spread }[];
  /** Win share of the seat holding the first player token and of the others, against the fair share 1 / players (null in solo). */
  readonly firstPlayer: { readonly first: Rate; readonly others: Rate; readonly fair: number } | null;
  /** Actions per game. */
  readonly actions: Spread;
  /** Rounds per game. */
  readonly rounds: Spread;
  /** Per bot and round: the spread of total victory points at the end of that round. */
  readonly byRound: readonly { readonly bot: string; readonly round: number; readonly vp: Spread }[];
  /**
   * Solo: the goal of the difficulty the games were set up with and how often it is reached, and
   * the same for every difficulty (the difficulty changes only the goal, so one game answers all).
   */
  readonly solo: { readonly goal: number | null; readonly reached: Rate; readonly goals: readonly GoalRate[] } | null;
  /** Per bot: how many seat-games ended on each final total (for histograms). */
  readonly histogram: readonly { readonly bot: string; readonly vp: number; readonly count: number }[];
}

/** The summary of a whole run. */
export interface Summary {
  readonly rows: number;
  readonly games: number;
  readonly setups: readonly SetupSummary[];
}

const num = (v: unknown): number => Number(v);

function groupBy<T>(items: readonly T[], key: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    let list = groups.get(k);
    if (list === undefined) groups.set(k, (list = []));
    list.push(item);
  }
  return [...groups.entries()];
}

/** A row's part of its game's win: 1/k when it is one of k winners, else 0. */
export function winShare(row: SeatRow): number {
  return row["won"] === true ? 1 / Math.max(1, num(row["winners"] ?? 1)) : 0;
}

function shareRate(rows: readonly SeatRow[]): Rate {
  return wilson(
    rows.reduce((sum, r) => sum + winShare(r), 0),
    rows.length,
  );
}

function standing(rows: readonly SeatRow[], seat: number | null, bot: string): Standing {
  return {
    seat,
    bot,
    wins: wilson(rows.filter((r) => r["won"] === true).length, rows.length),
    sharedWins: rows.filter((r) => r["won"] === true && num(r["winners"]) > 1).length,
    share: shareRate(rows),
    vp: spread(rows.map((r) => num(r["vp"]))),
  };
}

/** How the tables name score sources of modules of one's own, by source (as in its column); the source itself otherwise. */
export type SourceLabels = Readonly<Record<string, string>>;

function summarizeSetup(rows: readonly SeatRow[], labels: SourceLabels): SetupSummary {
  const first = rows[0]!;
  const players = num(first["players"]);
  const modules = String(first["modules"] ?? "");
  const difficulty = first["difficulty"] === null ? null : String(first["difficulty"]);
  const lineup = String(first["lineup"]);
  const content = first["content"] == null ? null : String(first["content"]);
  const games = groupBy(rows, (r) => String(r["seed"])).map(([, seats]) => seats[0]!);
  const byBot = groupBy(rows, (r) => String(r["bot"]));
  const seats = groupBy(rows, (r) => String(r["seat"]))
    .map(([seat, list]) => standing(list, Number(seat), String(list[0]!["bot"])))
    .sort((a, b) => (a.seat ?? 0) - (b.seat ?? 0));
  const own = moduleSources(rows);
  const sources = byBot.flatMap(([bot, list]) => [
    ...SCORE_SOURCES.filter((s) => list.some((r) => r[vpColumn(s)] !== null)).map((source) => ({
      bot,
      source,
      vp: spread(list.map((r) => num(r[vpColumn(source)] ?? 0))),
    })),
    ...own
      .filter((s) => list.some((r) => r[pointsColumn(s)] != null))
      .map((source) => ({
        bot,
        source: labels[source] ?? source,
        vp: spread(list.map((r) => num(r[pointsColumn(source)] ?? 0))),
      })),
  ]);
  const byRound = byBot.flatMap(([bot, list]) =>
    Array.from({ length: ROUNDS }, (_, i) => ({
      bot,
      round: i + 1,
      vp: spread(list.filter((r) => r[`vp_r${i + 1}`] !== null).map((r) => num(r[`vp_r${i + 1}`]))),
    })).filter((entry) => entry.vp.n > 0),
  );
  const histogram = byBot.flatMap(([bot, list]) =>
    groupBy(list, (r) => String(r["vp"]))
      .map(([vp, same]) => ({ bot, vp: Number(vp), count: same.length }))
      .sort((a, b) => a.vp - b.vp),
  );
  const firstRows = rows.filter((r) => r["first_player"] === true);
  const otherRows = rows.filter((r) => r["first_player"] !== true);
  return {
    label: setupLabel({ players, modules, difficulty, lineup }) + (content === null ? "" : `, content ${content}`),
    players,
    modules,
    difficulty,
    lineup,
    games: games.length,
    errors: games.filter((g) => g["error"] !== null).length,
    shared: games.filter((g) => Number(g["winners"]) > 1).length,
    seats,
    bots: byBot.map(([bot, list]) => standing(list, null, bot)),
    sources,
    firstPlayer:
      players > 1
        ? {
            first: shareRate(firstRows),
            others: shareRate(otherRows),
            fair: 1 / players,
          }
        : null,
    actions: spread(games.map((g) => num(g["actions"]))),
    rounds: spread(games.map((g) => num(g["rounds"]))),
    byRound,
    solo:
      players === 1
        ? {
            goal: first["goal"] === null ? null : num(first["goal"]),
            reached: wilson(games.filter((g) => g["goal_reached"] === true).length, games.length),
            goals: DIFFICULTIES.map((d) => ({
              difficulty: d,
              goal: SOLO_GOALS[d],
              reached: wilson(games.filter((g) => num(g["vp"]) >= SOLO_GOALS[d]).length, games.length),
            })),
          }
        : null,
    histogram,
  };
}

/**
 * Summarizes rows already in canonical order (see `canonicalRows`), one entry per setup in that
 * order; `labels` name the score sources of modules of one's own (`report --module`).
 */
export function summarize(rows: readonly SeatRow[], labels: SourceLabels = {}): Summary {
  const setups = groupBy(
    rows,
    (r) => `${r["players"]}|${r["modules"]}|${r["difficulty"] ?? ""}|${r["lineup"]}|${r["content"] ?? ""}`,
  ).map(([, list]) => summarizeSetup(list, labels));
  return { rows: rows.length, games: setups.reduce((n, s) => n + s.games, 0), setups };
}
