// The bot strength benchmark (`npm run bench:bots [-- --games N] [--solo-games N] [--iterations N] [--jobs N] [--only M]`),
// a script rather than a test. Every game is seeded (game seed and bot seeds from the game's index),
// so two runs with the same flags print the same numbers whatever --jobs is.
//
// - heuristic vs random and MCTS (default budget unless --iterations) vs heuristic: N 2-player
//   games each, the seats swapped in every other game; a win is a sole first place after the
//   tie-breaks, a shared first place counts half;
// - the solo goal reach rate per difficulty for MCTS (the strongest bot) over --solo-games games
//   (default games / 10).
//
// Games are split over --jobs child processes (default 2; the machine is shared), each taking every
// jobs-th game; --only heuristic|mcts|solo runs one part.
import { fork } from "node:child_process";
import { SOLO_GOALS } from "../src/modules/solo/goals";
import {
  createGame,
  DIFFICULTIES,
  heuristicBot,
  isGameOver,
  mctsBot,
  randomBot,
  reduce,
  returns,
  scores,
  type Bot,
  type GameOptions,
} from "../src/index";

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
function text(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}
const GAMES = flag("--games", 200);
const SOLO_GAMES = flag("--solo-games", Math.max(1, Math.round(GAMES / 10)));
const ITERATIONS = flag("--iterations", Number.NaN);
const JOBS = Math.max(1, flag("--jobs", 2));
const ONLY = text("--only");
const PART = text("--part"); // "k/n": a child's share of the games
const PROGRESS = process.argv.includes("--progress"); // one line per finished game on stderr

type Factory = (seed: string) => Bot;

/** The MCTS bots' search effort in this process: per decision kind, decisions, iterations, CPU and wall time. */
interface Effort {
  decisions: number;
  iterations: number;
  cpuMs: number;
  wallMs: number;
}
const effort = new Map<string, Effort>();
/** The last search's figures, filled by `onSearch` during a bot call. */
let lastSearch: { kind: string; iterations: number } | null = null;

/** An MCTS bot (default budget unless --iterations) whose searched decisions are timed (CPU and wall). */
const mcts: Factory = (seed) => {
  const bot = mctsBot(seed, {
    ...(Number.isNaN(ITERATIONS) ? {} : { iterations: ITERATIONS }),
    onSearch: (stats) => (lastSearch = stats),
  });
  return (state) => {
    lastSearch = null;
    const cpu = process.cpuUsage();
    const wall = performance.now();
    const action = bot(state);
    const used = process.cpuUsage(cpu);
    if (lastSearch !== null) {
      const { kind, iterations } = lastSearch as { kind: string; iterations: number };
      const entry = effort.get(kind) ?? { decisions: 0, iterations: 0, cpuMs: 0, wallMs: 0 };
      entry.decisions++;
      entry.iterations += iterations;
      entry.cpuMs += (used.user + used.system) / 1000;
      entry.wallMs += performance.now() - wall;
      effort.set(kind, entry);
    }
    return action;
  };
};

/** One game's result from the first-named bot's side. */
interface Result {
  readonly task: string;
  readonly game: number;
  readonly win: number;
  readonly vpA: number;
  readonly vpB: number;
  readonly breakdown: number[];
  /** The MCTS searches of this game, by decision kind (empty for games without MCTS). */
  readonly effort: [string, Effort][];
}

function play(options: GameOptions, bots: Bot[]): { returns: number[]; totals: number[]; counts: number[][] } {
  let state = createGame(options);
  while (!isGameOver(state)) {
    const seat = state.decision?.player;
    state = reduce(state, bots[typeof seat === "number" ? seat : 0]!(state));
  }
  const sheet = scores(state);
  return {
    returns: returns(state),
    totals: sheet.players.map((p) => p.total),
    counts: sheet.players.map((p) => p.breakdown.map((l) => l.count)),
  };
}

interface Task {
  readonly id: string;
  readonly label: string;
  readonly games: number;
  run(game: number): Omit<Result, "effort">;
}

function matchTask(id: string, label: string, a: Factory, b: Factory): Task {
  return {
    id,
    label,
    games: GAMES,
    run: (g) => {
      const swap = g % 2 === 1;
      const result = play(
        { seed: `bench-bots-${g}`, players: 2 },
        swap ? [b(`b-${g}`), a(`a-${g}`)] : [a(`a-${g}`), b(`b-${g}`)],
      );
      const seat = swap ? 1 : 0;
      return {
        task: id,
        game: g,
        win: result.returns[seat]!,
        vpA: result.totals[seat]!,
        vpB: result.totals[1 - seat]!,
        breakdown: result.counts[seat]!,
      };
    },
  };
}

const TASKS: Task[] = [];
if (ONLY === undefined || ONLY === "heuristic")
  TASKS.push(
    matchTask(
      "heuristic-random",
      "heuristic vs random",
      (s) => heuristicBot(s),
      (s) => randomBot(s),
    ),
  );
if (ONLY === undefined || ONLY === "mcts")
  TASKS.push(
    matchTask(
      "mcts-heuristic",
      `mcts (${Number.isNaN(ITERATIONS) ? "default budget" : `${ITERATIONS} iterations`}) vs heuristic`,
      mcts,
      (s) => heuristicBot(s),
    ),
  );
if (ONLY === undefined || ONLY === "solo") {
  // The bots' play does not depend on the difficulty (it changes only the goal; game 0 is played
  // at every difficulty to check that), so each seeded game is played once and its total is
  // compared with every goal.
  TASKS.push({
    id: "solo",
    label: "solo (mcts)",
    games: SOLO_GAMES,
    run: (g) => {
      const result = play({ seed: `bench-solo-${g}`, players: 1, difficulty: "peasant" }, [mcts(`solo-${g}`)]);
      if (g === 0) {
        for (const difficulty of DIFFICULTIES) {
          const again = play({ seed: `bench-solo-${g}`, players: 1, difficulty }, [mcts(`solo-${g}`)]);
          if (again.totals[0] !== result.totals[0])
            throw new Error(`solo play depends on the difficulty (${difficulty})`);
        }
      }
      return { task: "solo", game: g, win: 0, vpA: result.totals[0]!, vpB: 0, breakdown: result.counts[0]! };
    },
  });
}

/** Runs one game and attaches the MCTS effort it took. */
function runGame(task: Task, g: number): Result {
  effort.clear();
  const result = task.run(g);
  return { ...result, effort: [...effort].map(([kind, e]) => [kind, { ...e }]) };
}

function runShare(k: number, n: number, emit: (r: Result) => void): void {
  for (const task of TASKS) for (let g = k; g < task.games; g += n) emit(runGame(task, g));
}

/** The MCTS searches' iterations per CPU-second and ms per decision, by decision kind and overall. */
function effortLine(rows: readonly Result[]): string | null {
  const sum = new Map<string, Effort>();
  for (const row of rows)
    for (const [kind, e] of row.effort) {
      const s = sum.get(kind) ?? { decisions: 0, iterations: 0, cpuMs: 0, wallMs: 0 };
      s.decisions += e.decisions;
      s.iterations += e.iterations;
      s.cpuMs += e.cpuMs;
      s.wallMs += e.wallMs;
      sum.set(kind, s);
    }
  if (sum.size === 0) return null;
  const all = { decisions: 0, iterations: 0, cpuMs: 0, wallMs: 0 };
  for (const e of sum.values()) {
    all.decisions += e.decisions;
    all.iterations += e.iterations;
    all.cpuMs += e.cpuMs;
    all.wallMs += e.wallMs;
  }
  const perKind = [...sum]
    .sort((a, b) => b[1].decisions - a[1].decisions)
    .map(([kind, e]) => `${kind} ${(e.cpuMs / e.decisions).toFixed(0)} ms (${e.decisions})`)
    .join(", ");
  return (
    `  searched decisions: ${all.decisions}, ${(all.iterations / all.decisions).toFixed(0)} iterations each, ` +
    `${((1000 * all.iterations) / all.cpuMs).toFixed(0)} iterations per CPU-second ` +
    `(${((1000 * all.iterations) / all.wallMs).toFixed(0)} per wall-clock second); ` +
    `CPU ms per decision ${(all.cpuMs / all.decisions).toFixed(0)} (wall ${(all.wallMs / all.decisions).toFixed(0)}): ${perKind}`
  );
}

function wilson(wins: number, n: number): [number, number] {
  const z = 1.96;
  const p = wins / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

function report(results: Result[], seconds: number): void {
  for (const task of TASKS) {
    const rows = results.filter((r) => r.task === task.id);
    if (rows.length === 0) continue;
    const n = rows.length;
    const wins = rows.reduce((s, r) => s + r.win, 0);
    const mean = (f: (r: Result) => number) => rows.reduce((s, r) => s + f(r), 0) / n;
    const [lo, hi] = wilson(wins, n);
    const sources = [0, 1, 2, 3].map((i) => mean((r) => r.breakdown[i] ?? 0).toFixed(1)).join("/");
    if (task.id === "solo") {
      const totals = rows.map((r) => r.vpA).sort((a, b) => a - b);
      console.log(
        `${task.label} over ${n} games: mean VP ${mean((r) => r.vpA).toFixed(1)}, median ${totals[Math.floor(n / 2)]}, best ${totals[n - 1]}; quests/goblins/spell level/legendary ${sources}`,
      );
      for (const difficulty of DIFFICULTIES) {
        const goal = SOLO_GOALS[difficulty];
        const reached = rows.filter((r) => r.vpA >= goal).length;
        const [a, b] = wilson(reached, n);
        console.log(
          `  ${difficulty} (goal ${goal} VP): reached in ${reached}/${n} games (${((100 * reached) / n).toFixed(1)}%, 95% CI ${(100 * a).toFixed(1)}-${(100 * b).toFixed(1)}%)`,
        );
      }
    } else {
      console.log(
        `${task.label}: ${((100 * wins) / n).toFixed(1)}% (95% CI ${(100 * lo).toFixed(1)}-${(100 * hi).toFixed(1)}%) over ${n} games; mean VP ${mean((r) => r.vpA).toFixed(1)} vs ${mean((r) => r.vpB).toFixed(1)}; first bot's quests/goblins/spell level/legendary ${sources}`,
      );
    }
    const line = effortLine(rows);
    if (line !== null) console.log(line);
  }
  console.log(`(${seconds.toFixed(0)} s, ${JOBS} job${JOBS === 1 ? "" : "s"})`);
}

/** A finished game and its task's running win share, on stderr (`--progress`). */
function progress(r: Result, results: readonly Result[]): void {
  const rows = results.filter((x) => x.task === r.task);
  const wins = rows.reduce((s, x) => s + x.win, 0);
  console.error(`${r.task} game ${r.game}: ${r.win} (${wins}/${rows.length} so far)`);
}

if (PART !== undefined) {
  const [k, n] = PART.split("/").map(Number) as [number, number];
  runShare(k, n, (r) => process.send!(r));
} else {
  const start = performance.now();
  const results: Result[] = [];
  if (JOBS === 1) {
    runShare(0, 1, (r) => {
      results.push(r);
      if (PROGRESS) progress(r, results);
    });
    report(results, (performance.now() - start) / 1000);
  } else {
    let open = JOBS;
    for (let k = 0; k < JOBS; k++) {
      const child = fork(process.argv[1]!, [...process.argv.slice(2), "--part", `${k}/${JOBS}`], {
        execArgv: process.execArgv,
      });
      child.on("message", (r) => {
        results.push(r as Result);
        if (PROGRESS) progress(r as Result, results);
      });
      child.on("exit", (code) => {
        if (code !== 0) throw new Error(`bench child ${k} exited with ${code}`);
        if (--open === 0) report(results, (performance.now() - start) / 1000);
      });
    }
  }
}
