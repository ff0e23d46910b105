/**
 * Plays one simulated game to its end on the fast path (`Simulator`) and turns it into rows: the
 * final score sheet, the standings at the end of each round, the game length.
 *
 * @module
 */
import { createEngine, DIFFICULTIES, TeqError, type GameOptions, type ModuleId, type ScoreSheet } from "../../index";
import { SOLO_GOALS } from "../../modules/solo/goals";
import { createBot } from "../bots";
import { loadedEngine } from "../engine-source";
import {
  COLUMNS,
  countColumn,
  isBuiltinSource,
  pointsColumn,
  reachedColumn,
  sourceCountColumn,
  vpColumn,
  type SeatRow,
} from "./rows";
import { lineupField, modulesField, type GameSetup } from "./setup";

/** A game longer than this many actions is stopped (a safety net; real games take a few hundred). */
export const MAX_ACTIONS = 20_000;

const EMPTY_ROW: SeatRow = Object.fromEntries(COLUMNS.map((c) => [c.name, null]));

function rankOf(sheet: ScoreSheet, seat: number): number {
  const key = (s: number): number[] => {
    const p = sheet.players[s]!;
    return [p.total, p.tieBreaks.quests, p.tieBreaks.goblins, p.tieBreaks.spellLevel, p.tieBreaks.items];
  };
  const mine = key(seat);
  const ahead = sheet.players.filter((p) => {
    const other = key(p.seat);
    for (let i = 0; i < mine.length; i++) if (other[i] !== mine[i]) return other[i]! > mine[i]!;
    return false;
  });
  return ahead.length + 1;
}

/** The seed a seat's bot gets in a game: a function of the game's seed, the seat and the bot. */
export function botSeed(seed: number, seat: number, bot: string): string {
  return `${seed}/${seat}/${bot}`;
}

/**
 * Plays the game of `setup` with `seed` and returns one row per seat. Deterministic: the same setup
 * and seed give the same rows in any process.
 */
export function playGame(setup: GameSetup, seed: number): SeatRow[] {
  const source = setup.source == null ? null : loadedEngine(setup.source);
  const engine = source?.engine ?? createEngine();
  const options: GameOptions = {
    seed,
    players: setup.players,
    // Cast: the module file's id is known at run time only; the engine checks every id it is given.
    modules: source?.moduleId == null ? setup.modules : ([...setup.modules, source.moduleId] as ModuleId[]),
    ...(setup.difficulty === null ? {} : { difficulty: setup.difficulty }),
  };
  const sim = engine.simulator(engine.createGame(options));
  const firstPlayer = sim.state.firstPlayer;
  const bots = setup.bots.map((name, seat) => createBot(name, botSeed(seed, seat, name), source?.engine));
  const byRound: number[][] = setup.bots.map(() => []);
  const recordRound = (): void => {
    const sheet: ScoreSheet = engine.scores(sim.state);
    for (const p of sheet.players) byRound[p.seat]!.push(p.total);
  };
  let round = sim.state.round;
  let actions = 0;
  let error: string | null = null;
  while (!sim.isGameOver()) {
    if (actions >= MAX_ACTIONS) {
      error = "TOO_MANY_ACTIONS";
      break;
    }
    const actor = sim.state.decision?.player;
    const bot = bots[typeof actor === "number" ? actor : 0]!;
    try {
      sim.apply(bot(sim.state));
    } catch (caught) {
      error = caught instanceof TeqError ? caught.code : "INTERNAL_ERROR";
      break;
    }
    actions++;
    while (round < sim.state.round) {
      recordRound();
      round++;
    }
  }
  if (sim.isGameOver()) recordRound();
  const sheet: ScoreSheet = engine.scores(sim.state);
  const modules = modulesField(options.modules ?? []);
  const lineup = lineupField(setup.bots);
  return sheet.players.map((p): SeatRow => {
    const row: SeatRow = {
      ...EMPTY_ROW,
      seed,
      players: setup.players,
      modules,
      difficulty: setup.difficulty,
      lineup,
      seat: p.seat,
      color: p.color,
      bot: setup.bots[p.seat]!,
      first_player: firstPlayer === p.seat,
      vp: p.total,
      rank: rankOf(sheet, p.seat),
      won: sheet.winners.includes(p.seat),
      winners: sheet.winners.length,
    };
    for (const line of p.breakdown) {
      // A built-in source has its fixed vp_/n_ columns; a module of one's own's gets points_/count_ ones.
      const builtin = isBuiltinSource(line.source);
      row[builtin ? vpColumn(line.source) : pointsColumn(line.source)] = line.points;
      row[builtin ? countColumn(line.source) : sourceCountColumn(line.source)] = line.count;
    }
    byRound[p.seat]!.forEach((vp, i) => {
      row[`vp_r${i + 1}`] = vp;
    });
    row["rounds"] = byRound[p.seat]!.length;
    row["actions"] = actions;
    row["goal"] = sheet.solo?.goal ?? null;
    row["goal_reached"] = sheet.solo === undefined ? null : sheet.solo.reached;
    // The difficulty changes only the goal: one solo game is checked against every difficulty's.
    for (const d of DIFFICULTIES) row[reachedColumn(d)] = sheet.solo === undefined ? null : p.total >= SOLO_GOALS[d];
    row["error"] = error;
    row["content"] = setup.source?.content == null ? null : `${engine.content.id}@${engine.fingerprint}`;
    return row;
  });
}
