// The engine's benchmark (`npm run bench [-- --games N]`): every figure is measured in this one
// process after a warm-up, so ratios between lines are meaningful on a noisy machine. Each path
// runs in a worker of its own (a fresh V8 isolate, one worker at a time), as an application that
// uses only that path has it: a front-end's `reduce`, a bot's Simulator. V8 optimizes the shared
// rule code for the object shapes it has seen, and one isolate running both paths pays for both;
// that mixed figure is printed too. It measures the built package in dist/, as npm users run it.
//
// - steps/s of `reduce` + `legalActions` and of the `Simulator` on random 4-player games (base, and
//   GloomFall + Golden Mushrooms), side by side with boardgame.io 0.50.2's reducer on tic-tac-toe
//   with random moves (installed in bench/ only, never in the library's install);
// - random playouts/s to the end from a mid-game 4-player state (Simulator clone + applyIndex);
// - the largest state JSON seen, `parseState` and `createGame` times;
// - `teq-engine simulate` (the built CLI) with `--workers 2` against two independent `--workers 0`
//   processes started together on the same games, and the ratio (`--sim-games N`, `--sim-rounds R`;
//   `--simulate-only` runs just that part, `--no-simulate` skips it);
// - the default MCTS bot (`mctsBot(seed)`) against `heuristicBot` in N seeded 2-player base games
//   (`--mcts-games N`, default 12; `--mcts-only` runs just that part, `--no-mcts` skips it), in a
//   worker of its own (`bench/mcts-section.ts`; the game loop and timing are `bench/timed-games.ts`,
//   shared with `npm run bench:strength`): its win share with the 95% Wilson interval (a small
//   sample: the strength figures of record are bench:strength's), CPU and wall ms per decision
//   (mean, p95), playouts per second of its searched decisions (the speed figure to compare across
//   rounds), and those times as ratios to a reference workload (one seeded heuristic-bot game)
//   timed in the same worker;
// - each path's steps/s and ratio again in windows of 0.2 s alternating with boardgame.io's
//   (`perWindow`): a game measured right after other work runs its first millisecond on cold CPU
//   caches, so a short game's per-game figure is mostly that restart;
// - each path's steps/s again with no boardgame.io slices in its isolate;
// - the Simulator played with `apply` of a listed action (as bots and `simulate` play), beside
//   `applyIndex`, with no boardgame.io slices.
//
// `--against <ref>` measures another build beside this one instead: a git revision (exported,
// installed and built once in the system's temporary folder, `bench/reference-build.ts`) or a
// directory holding a built checkout. Rounds alternate the two builds (`--rounds R`, default 3),
// each path of each build in a fresh worker, and it prints each round's per-game and per-window
// ratios of both builds, their quotient, and the medians over the rounds: how an issue's "N times
// today's ratio" is judged on a machine whose speed drifts between runs.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import type { GameOptions, GameState, Simulator } from "../src/index";
import { measureMcts, mctsLines, type MctsFigures } from "./mcts-section";
import { referenceBuild } from "./reference-build";

// The built package (`npm run build`, which `npm run bench` runs first): what npm users load, one
// bundled module, rather than the sources module by module (about 10% slower through tsx).
// (A specifier in a variable: the type checker, which runs before any build, reads the sources' types.)
// A worker of `--against` loads the reference build instead, by the URL its parent passed.
const thisBuild = "../dist/index.js";
const built = isMainThread ? thisBuild : ((workerData as { build?: string }).build ?? thisBuild);
const teq = (await import(built).catch((error: unknown) => {
  console.error("bench: dist/ is missing or stale; `npm run bench` builds it first (or run `npm run build`).");
  throw error;
})) as typeof import("../src/index");
const { createGame, legalActions, parseState, reduce } = teq;

// A worker reads the command line its parent passed it.
const argv: readonly string[] = isMainThread ? process.argv : (workerData as { argv: string[] }).argv;
const gamesArg = argv.indexOf("--games");
const GAMES = gamesArg > 0 ? Number(argv[gamesArg + 1]) : 60;
const numberArg = (name: string, fallback: number): number => {
  const at = argv.indexOf(name);
  return at > 0 ? Number(argv[at + 1]) : fallback;
};
/** Random 4-player games per `simulate` run (the issue's figure: 3,000), and interleaved rounds. */
const SIM_GAMES = numberArg("--sim-games", 3000);
const SIM_ROUNDS = numberArg("--sim-rounds", 3);
/** Seeded 2-player games of the MCTS section. */
const MCTS_GAMES = numberArg("--mcts-games", 12);

/** A deterministic pick (no Math.random, so runs are comparable). */
function pick(length: number, counter: number): number {
  return (counter * 2654435761) % length;
}

function seconds(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e9;
}

function playReduce(options: GameOptions, measureSize: boolean): { steps: number; largest: number } {
  let state: GameState = createGame(options);
  let steps = 0;
  let largest = 0;
  for (;;) {
    const actions = legalActions(state);
    if (actions.length === 0) return { steps, largest };
    state = reduce(state, actions[pick(actions.length, steps + 7)]!);
    if (measureSize) largest = Math.max(largest, Buffer.byteLength(JSON.stringify(state)));
    steps++;
  }
}

function playSimulator(options: GameOptions): number {
  const sim = teq.Simulator.create(options); // set up in place: no frozen copy to clone
  let steps = 0;
  while (!sim.isGameOver()) {
    const actions = sim.legalActions();
    sim.applyIndex(pick(actions.length, steps + 7));
    steps++;
  }
  return steps;
}

/**
 * The same game played as most bots and `teq-engine simulate` play it: `legalActions`, then `apply`
 * of the listed action (one check skipped for the library's shared actions, one made for the rest).
 */
function playSimulatorApply(options: GameOptions): number {
  const sim = teq.Simulator.create(options);
  let steps = 0;
  while (!sim.isGameOver()) {
    const actions = sim.legalActions();
    sim.apply(actions[pick(actions.length, steps + 7)]!);
    steps++;
  }
  return steps;
}

/**
 * steps/s of `playSimulatorApply`, and the median over seeds of its rate over `playSimulator`'s on
 * the same seed played just before it: a pair measured together, so a slow stretch of the machine
 * moves both sides.
 */
function applyAgainstIndex(modules: GameOptions["modules"]): { rate: number; ratio: number } {
  const rates: number[] = [];
  const ratios: number[] = [];
  for (let seed = 0; seed < GAMES; seed++) {
    const options = { seed, players: 4, modules: modules ?? [] } as GameOptions;
    let start = process.hrtime.bigint();
    const indexRate = playSimulator(options) / seconds(start);
    start = process.hrtime.bigint();
    const applyRate = playSimulatorApply(options) / seconds(start);
    rates.push(applyRate);
    ratios.push(applyRate / indexRate);
  }
  return { rate: median(rates), ratio: median(ratios) };
}

/** Games played per configuration to find the largest state (each state of each game is serialized). */
const SIZE_GAMES = 100;

function largestState(modules: GameOptions["modules"]): number {
  let largest = 0;
  for (let seed = 0; seed < SIZE_GAMES; seed++)
    largest = Math.max(largest, playReduce({ seed: `size${seed}`, players: 4, modules: modules ?? [] }, true).largest);
  return largest;
}

/** A 4-player state in the Night of round 3 (a mid-game position). */
function midGame(modules: GameOptions["modules"]): Simulator {
  const sim = teq.Simulator.create({ seed: "mid-game", players: 4, modules: modules ?? [] });
  let steps = 0;
  while (!(sim.state.round === 3 && sim.state.phase === "night")) {
    sim.applyIndex(pick(sim.legalActions().length, steps++));
  }
  return sim;
}

function measurePlayouts(modules: GameOptions["modules"]): number {
  const root = midGame(modules);
  const playout = (i: number): void => {
    const sim = root.clone();
    let steps = i;
    while (!sim.isGameOver()) sim.applyIndex(pick(sim.legalActions().length, steps++));
  };
  let start = process.hrtime.bigint();
  for (let i = 0; i < 20 || seconds(start) < 1; i++) playout(i); // warm-up
  // The median of five 1-second windows: one slow stretch of a shared machine moves it less than
  // it moves a single 3-second window.
  const rates: number[] = [];
  let n = 0;
  for (let w = 0; w < 5; w++) {
    start = process.hrtime.bigint();
    let done = 0;
    while (seconds(start) < 1) {
      playout(1000 + n++);
      done++;
    }
    rates.push(done / seconds(start));
  }
  return median(rates);
}

function measureParseAndCreate(): { parseMs: number; createMs: number } {
  const states: string[] = [];
  let state = createGame({ seed: "parse", players: 4, modules: ["gloomfall", "golden-mushrooms"] });
  for (let i = 0; i < 200; i++) {
    const actions = legalActions(state);
    if (actions.length === 0) break;
    state = reduce(state, actions[pick(actions.length, i)]!);
    if (i % 10 === 0) states.push(JSON.stringify(state));
  }
  // Warm-up by time (2 s), so the JIT has compiled the checks (a thousand calls left them half
  // cold in a fresh isolate); then the median of 15 batches, spread over about a second, so a short
  // slow stretch of the shared machine does not decide the figure.
  let start = process.hrtime.bigint();
  while (seconds(start) < 2) for (const text of states) parseState(text);
  const rounds = 20;
  const batches: number[] = [];
  for (let b = 0; b < 15; b++) {
    start = process.hrtime.bigint();
    for (let r = 0; r < rounds; r++) for (const text of states) parseState(text);
    batches.push((seconds(start) * 1000) / (rounds * states.length));
  }
  const parseMs = median(batches);
  // createGame likewise: warmed up for 2 s, then the median of 15 batches of 200 games.
  start = process.hrtime.bigint();
  for (let seed = 0; seconds(start) < 2; seed++) createGame({ seed: `warm${seed}`, players: 4 });
  const createBatches: number[] = [];
  for (let b = 0; b < 15; b++) {
    start = process.hrtime.bigint();
    for (let seed = 0; seed < 200; seed++) createGame({ seed: b * 200 + seed, players: 4 });
    createBatches.push((seconds(start) * 1000) / 200);
  }
  const createMs = median(createBatches);
  return { parseMs, createMs };
}

/** boardgame.io 0.50.2's own reducer on tic-tac-toe with random moves, if bench/ has it installed. */
function boardgameIoSlice(): ((seconds: number) => number) | null {
  let internal: {
    CreateGameReducer: (opts: { game: unknown; numPlayers: number }) => (state: unknown, action: unknown) => unknown;
    InitializeGame: (opts: { game: unknown; numPlayers: number }) => unknown;
  };
  try {
    internal = createRequire(import.meta.url)("boardgame.io/internal");
  } catch {
    return null;
  }
  type Cells = (string | null)[];
  const lines = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
  ];
  const game = {
    name: "tic-tac-toe",
    setup: () => ({ cells: Array<string | null>(9).fill(null) }),
    turn: { minMoves: 1, maxMoves: 1 },
    moves: {
      clickCell: ({ G, playerID }: { G: { cells: Cells }; playerID: string }, id: number) => {
        if (G.cells[id] !== null) return "INVALID_MOVE";
        G.cells[id] = playerID;
        return undefined;
      },
    },
    endIf: ({ G, ctx }: { G: { cells: Cells }; ctx: { currentPlayer: string } }) => {
      if (lines.some(([a, b, c]) => G.cells[a!] !== null && G.cells[a!] === G.cells[b!] && G.cells[a!] === G.cells[c!]))
        return { winner: ctx.currentPlayer };
      if (G.cells.every((c) => c !== null)) return { draw: true };
      return undefined;
    },
  };
  const reducer = internal.CreateGameReducer({ game, numPlayers: 2 });
  const play = (seed: number): number => {
    let state = internal.InitializeGame({ game, numPlayers: 2 }) as {
      G: { cells: Cells };
      ctx: { currentPlayer: string; gameover?: unknown };
    };
    let steps = 0;
    while (state.ctx.gameover === undefined) {
      const empty = state.G.cells.flatMap((c, i) => (c === null ? [i] : []));
      const cell = empty[pick(empty.length, seed + steps)]!;
      const action = {
        type: "MAKE_MOVE",
        payload: { type: "clickCell", args: [cell], playerID: state.ctx.currentPlayer },
      };
      state = reducer(state, action) as typeof state;
      steps++;
    }
    return steps;
  };
  for (let i = 0; i < 200; i++) play(i);
  let games = 0;
  // steps/s over a slice of about `budget` seconds
  return (budget: number): number => {
    const start = process.hrtime.bigint();
    let steps = 0;
    while (seconds(start) < budget) steps += play(games++);
    return steps / seconds(start);
  };
}

/** The median of a list of numbers. */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** One path's rate per game and its ratio to a boardgame.io slice measured around that game. */
interface PathRates {
  /** Median steps/s over the games. */
  readonly rate: number;
  /** Median of the per-game ratios to boardgame.io (NaN without boardgame.io). */
  readonly ratio: number;
  /** Median boardgame.io steps/s of the slices. */
  readonly bgio: number;
}

/**
 * steps/s of one seeded game per seed, each next to a slice of boardgame.io measured just before
 * and just after it: the median of these per-game ratios holds on a busy machine where whole-run
 * averages drift with the other processes' load.
 */
function perGame(
  play: (options: GameOptions) => number,
  modules: GameOptions["modules"],
  bgio: ((s: number) => number) | null,
): PathRates {
  const rates: number[] = [];
  const ratios: number[] = [];
  const bgioRates: number[] = [];
  for (let seed = 0; seed < GAMES; seed++) {
    const options = { seed, players: 4, modules: modules ?? [] } as GameOptions;
    // (No forced GC between sides: a full collection clears the inline caches, and the next game
    // then runs on cold code.)
    const before = bgio === null ? Number.NaN : bgio(0.1);
    const start = process.hrtime.bigint();
    const rate = play(options) / seconds(start);
    const after = bgio === null ? Number.NaN : bgio(0.1);
    const reference = (before + after) / 2;
    rates.push(rate);
    bgioRates.push(reference);
    ratios.push(rate / reference);
  }
  return { rate: median(rates), ratio: median(ratios), bgio: median(bgioRates) };
}

/** Seconds of each window of `perWindow`, and how many windows of each side it measures. */
const WINDOW = numberArg("--window", 0.2);
const WINDOWS = numberArg("--windows", 15);

/**
 * steps/s of whole games played for `WINDOW` seconds at a time, alternating with windows of
 * boardgame.io of the same length (b0 e1 b1 e2 b2 ...): each engine window's rate over the mean of
 * the two boardgame.io windows around it, median over the windows. Both sides pay the same once per
 * window to get going again after the other ran, where `perGame` measures each engine game (about
 * 0.5-1 ms in the Simulator) right after 0.1 s of boardgame.io: after any 10-100 ms of other work,
 * even sleeping, the engine's first millisecond runs 2-3x slower (its code and data are cold in the
 * CPU's caches; a small loop shows no such cost), so a per-game figure of a short game is mostly
 * that restart. A window holds a few hundred Simulator games or a few dozen `reduce` games.
 */
function perWindow(
  play: (options: GameOptions) => number,
  modules: GameOptions["modules"],
  bgio: (s: number) => number,
): PathRates {
  const rates: number[] = [];
  const ratios: number[] = [];
  const bgioRates: number[] = [];
  let seed = 0;
  let before = bgio(WINDOW);
  for (let w = 0; w < WINDOWS; w++) {
    const start = process.hrtime.bigint();
    let steps = 0;
    while (seconds(start) < WINDOW) steps += play({ seed: seed++, players: 4, modules: modules ?? [] });
    const rate = steps / seconds(start);
    const after = bgio(WINDOW);
    const reference = (before + after) / 2;
    rates.push(rate);
    bgioRates.push(reference);
    ratios.push(rate / reference);
    before = after;
  }
  return { rate: median(rates), ratio: median(ratios), bgio: median(bgioRates) };
}

const reduceSteps = (options: GameOptions): number => playReduce(options, false).steps;

/**
 * A job of the bench, run in a worker of its own: a fresh V8 isolate, whose JIT has seen only that
 * job's path, as an application using only that path would have it.
 */
type Job =
  | { readonly kind: "front-end"; readonly modules: GameOptions["modules"]; readonly lean?: boolean }
  | { readonly kind: "bot"; readonly modules: GameOptions["modules"]; readonly lean?: boolean }
  | { readonly kind: "sizes"; readonly modules: GameOptions["modules"] }
  | { readonly kind: "parse-create" }
  | { readonly kind: "mcts" };

/** What each job reports. */
interface JobResult {
  readonly reduce?: PathRates;
  readonly simulator?: PathRates;
  /** The same paths in windows alternating with boardgame.io's (`perWindow`). */
  readonly reduceWindows?: PathRates | undefined;
  readonly simulatorWindows?: PathRates | undefined;
  readonly playouts?: number;
  /** The same path's median steps/s with no boardgame.io slices run in its isolate between games. */
  readonly reduceAlone?: number;
  readonly simulatorAlone?: number;
  /** The Simulator played with `apply` instead of `applyIndex`, no boardgame.io slices (measured last). */
  readonly applyPaired?: { readonly rate: number; readonly ratio: number };
  /** The Simulator and playouts measured after `reduce` in the same isolate. */
  readonly mixedSimulator?: PathRates;
  readonly mixedPlayouts?: number;
  readonly largest?: number;
  readonly parseMs?: number;
  readonly createMs?: number;
  readonly mcts?: MctsFigures;
}

function runJob(job: Job): JobResult {
  if (job.kind === "sizes") return { largest: largestState(job.modules) };
  if (job.kind === "parse-create") return measureParseAndCreate();
  if (job.kind === "mcts") return { mcts: measureMcts(teq, MCTS_GAMES) };
  const bgio = boardgameIoSlice();
  // Warm-up by time, not by a count of games: a fresh isolate compiles the whole path first.
  const warm = (play: (options: GameOptions) => number): void => {
    const start = process.hrtime.bigint();
    for (let i = 0; i < 3 || seconds(start) < 2; i++)
      play({ seed: `warm${i}`, players: 4, modules: job.modules ?? [] });
  };
  if (job.kind === "bot") {
    warm(playSimulator);
    const simulator = perGame(playSimulator, job.modules, bgio);
    const simulatorWindows = bgio === null ? undefined : perWindow(playSimulator, job.modules, bgio);
    // `--against` compares the per-game and per-window figures and the playouts only.
    if (job.lean === true) return { simulator, simulatorWindows, playouts: measurePlayouts(job.modules) };
    const simulatorAlone = perGame(playSimulator, job.modules, null).rate;
    const playouts = measurePlayouts(job.modules);
    // Last, so that the figures above are of the applyIndex path alone.
    warm(playSimulatorApply);
    const applyPaired = applyAgainstIndex(job.modules);
    return { simulator, simulatorWindows, simulatorAlone, playouts, applyPaired };
  }
  warm(reduceSteps);
  const reduceRates = perGame(reduceSteps, job.modules, bgio);
  const reduceWindows = bgio === null ? undefined : perWindow(reduceSteps, job.modules, bgio);
  if (job.lean === true) return { reduce: reduceRates, reduceWindows };
  const reduceAlone = perGame(reduceSteps, job.modules, null).rate;
  // The same isolate then runs the Simulator: what an application that uses both paths sees.
  warm(playSimulator);
  return {
    reduce: reduceRates,
    reduceWindows,
    reduceAlone,
    mixedSimulator: perGame(playSimulator, job.modules, bgio),
    mixedPlayouts: measurePlayouts(job.modules),
  };
}

/**
 * Runs a job in a fresh worker (one at a time: the jobs never compete for the machine), on this
 * checkout's build or on the build at the module URL `build`.
 */
function inWorker(job: Job, build?: string): Promise<JobResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./bench-worker.mjs", import.meta.url), {
      workerData: { job, argv: process.argv, build },
    });
    worker.once("message", (result: JobResult) => resolve(result));
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`bench worker for ${job.kind} exited with code ${code}`));
    });
  });
}

const fmt = (n: number): string => Math.round(n).toLocaleString("en-US");

/** Runs `teq-engine simulate` commands (built CLI) all started together; resolves to the seconds until the last ends. */
function simulateTogether(runs: readonly string[][]): Promise<number> {
  const cli = fileURLToPath(new URL("../dist/cli/teq-engine.js", import.meta.url));
  const start = process.hrtime.bigint();
  return Promise.all(
    runs.map(
      (args) =>
        new Promise<void>((resolve, reject) => {
          const out = mkdtempSync(join(tmpdir(), "teq-bench-sim-"));
          const child = spawn(
            process.execPath,
            [cli, "simulate", "--players", "4", "--bots", "random", "--quiet", "--no-html", "--out", out, ...args],
            { stdio: ["ignore", "ignore", "pipe"] },
          );
          let stderr = "";
          child.stderr.setEncoding("utf8").on("data", (text: string) => (stderr = (stderr + text).slice(-2000)));
          child.once("error", reject);
          child.once("close", (code) => {
            rmSync(out, { recursive: true, force: true });
            if (code === 0) resolve();
            else reject(new Error(`simulate ${args.join(" ")} exited with code ${code}: ${stderr}`));
          });
        }),
    ),
  ).then(() => seconds(start));
}

/**
 * `simulate --workers 2` against two independent single-process runs of the same games (the two
 * halves of the seed range, `--shard 1/2` and `2/2`, started together), and one `--workers 0` run:
 * games/s, medians of interleaved rounds, and the median of the rounds' ratios.
 */
async function measureSimulate(): Promise<void> {
  const seeds = `0..${SIM_GAMES - 1}`;
  const rates = { workers: [] as number[], independent: [] as number[], single: [] as number[] };
  const ratios: number[] = [];
  for (let round = 0; round < SIM_ROUNDS; round++) {
    const workers = SIM_GAMES / (await simulateTogether([["--seeds", seeds, "--workers", "2"]]));
    const independent =
      SIM_GAMES /
      (await simulateTogether([
        ["--seeds", seeds, "--shard", "1/2", "--workers", "0"],
        ["--seeds", seeds, "--shard", "2/2", "--workers", "0"],
      ]));
    const single = SIM_GAMES / (await simulateTogether([["--seeds", seeds, "--workers", "0"]]));
    rates.workers.push(workers);
    rates.independent.push(independent);
    rates.single.push(single);
    ratios.push(workers / independent);
  }
  console.log(
    `\nteq-engine simulate (built CLI), ${fmt(SIM_GAMES)} random 4-player games per run, medians of ${SIM_ROUNDS} interleaved rounds`,
  );
  console.log(`  --workers 2:                              ${fmt(median(rates.workers)).padStart(6)} games/s`);
  console.log(
    `  two independent --workers 0 processes:    ${fmt(median(rates.independent)).padStart(6)} games/s together`,
  );
  console.log(`  one --workers 0 process:                  ${fmt(median(rates.single)).padStart(6)} games/s`);
  console.log(
    `  --workers 2 / two independent processes:  ${median(ratios).toFixed(2)} (rounds: ${ratios.map((r) => r.toFixed(2)).join(", ")}; the machine gives ${(median(rates.independent) / median(rates.single)).toFixed(2)}x for two processes)`,
  );
}

/** The configurations every line of the bench is measured on: base, and both modules. */
const CONFIGS: readonly (readonly [string, GameOptions["modules"]])[] = [
  ["base", []],
  ["GloomFall + Golden Mushrooms", ["gloomfall", "golden-mushrooms"]],
];

/** The ratios to boardgame.io `--against` compares, in the order it prints them. */
const COMPARED: readonly (readonly [string, (bot: JobResult, frontEnd: JobResult) => number | undefined])[] = [
  ["Simulator per game", (bot) => bot.simulator?.ratio],
  ["Simulator in windows", (bot) => bot.simulatorWindows?.ratio],
  ["reduce per game", (_bot, frontEnd) => frontEnd.reduce?.ratio],
  ["reduce in windows", (_bot, frontEnd) => frontEnd.reduceWindows?.ratio],
];

/** One build's lean jobs for one configuration: `reduce` (front-end) and the Simulator (bot). */
async function leanJobs(
  modules: GameOptions["modules"],
  build?: string,
): Promise<{ frontEnd: JobResult; bot: JobResult }> {
  const frontEnd = await inWorker({ kind: "front-end", modules, lean: true }, build);
  const bot = await inWorker({ kind: "bot", modules, lean: true }, build);
  return { frontEnd, bot };
}

/**
 * `--against <ref>`: this build beside a reference build, rounds alternating the two, each path of
 * each build in a fresh worker. Prints each round's ratios to boardgame.io of both builds and
 * their quotient, then the median quotient over the rounds (and the playouts/s of both).
 */
async function compare(against: string): Promise<void> {
  const repo = fileURLToPath(new URL("..", import.meta.url));
  const reference = referenceBuild(against, repo);
  const rounds = numberArg("--rounds", 3);
  if (boardgameIoSlice() === null)
    throw new Error("bench: --against compares ratios to boardgame.io, and bench/ has none installed.");
  console.log(`teq-engine bench --against: this build / ${reference.label}`);
  console.log(
    `${rounds} round${rounds === 1 ? "" : "s"}, ${GAMES} random 4-player games per per-game figure, the reference first in each round`,
  );
  const quotients = new Map<string, number[]>();
  const playouts = new Map<string, { ours: number[]; theirs: number[] }>();
  for (let round = 1; round <= rounds; round++) {
    for (const [label, modules] of CONFIGS) {
      const theirs = await leanJobs(modules, reference.url);
      const ours = await leanJobs(modules);
      const lines: string[] = [];
      for (const [name, read] of COMPARED) {
        const a = read(ours.bot, ours.frontEnd);
        const b = read(theirs.bot, theirs.frontEnd);
        if (a === undefined || b === undefined) continue;
        const key = `${label}, ${name}`;
        quotients.set(key, [...(quotients.get(key) ?? []), a / b]);
        lines.push(`  ${name}: ${a.toFixed(2)}x / ${b.toFixed(2)}x = ${(a / b).toFixed(2)}x`);
      }
      const counts = playouts.get(label) ?? { ours: [], theirs: [] };
      counts.ours.push(ours.bot.playouts ?? Number.NaN);
      counts.theirs.push(theirs.bot.playouts ?? Number.NaN);
      playouts.set(label, counts);
      console.log(`\nround ${round}, ${label} (this build / reference, ratios to boardgame.io):`);
      for (const line of lines) console.log(line);
      console.log(`  playouts from mid-game: ${fmt(ours.bot.playouts!)} / ${fmt(theirs.bot.playouts!)} per second`);
    }
  }
  console.log(
    `\nmedians over ${rounds} round${rounds === 1 ? "" : "s"} (this build's ratio to boardgame.io over the reference's):`,
  );
  for (const [key, values] of quotients)
    console.log(`  ${key}: ${median(values).toFixed(2)}x (rounds: ${values.map((v) => v.toFixed(2)).join(", ")})`);
  for (const [label, counts] of playouts)
    console.log(
      `  ${label}, playouts from mid-game: ${fmt(median(counts.ours))} / ${fmt(median(counts.theirs))} per second`,
    );
}

/** The MCTS section, in a worker of its own. */
async function measureMctsSection(): Promise<void> {
  const { mcts } = await inWorker({ kind: "mcts" });
  for (const line of mctsLines(mcts!)) console.log(line);
}

async function main(): Promise<void> {
  if (argv.includes("--simulate-only")) return measureSimulate();
  if (argv.includes("--mcts-only")) {
    console.log(`teq-engine bench, MCTS section only: node ${process.version}`);
    return measureMctsSection();
  }
  const against = argv.indexOf("--against");
  if (against > 0) {
    const ref = argv[against + 1];
    if (ref === undefined) throw new Error("bench: --against needs a git revision or a built checkout's directory.");
    return compare(ref);
  }
  const hasBgio = boardgameIoSlice() !== null;
  console.log(`teq-engine bench: ${GAMES} random 4-player games per line, node ${process.version}`);
  if (!hasBgio)
    console.log("boardgame.io: not installed in bench/ (run `npm --prefix bench install`); its comparison is skipped");
  else
    console.log(
      "boardgame.io 0.50.2 reducer, tic-tac-toe, random moves: measured in a slice around each game; ratios are medians of per-game ratios",
    );
  console.log("each path runs in a fresh worker (its own V8 isolate): a front-end's `reduce`, a bot's Simulator");
  const versus = (rates: PathRates): string => (hasBgio ? `  = ${rates.ratio.toFixed(2)}x boardgame.io` : "");
  for (const [label, modules] of CONFIGS) {
    const frontEnd = await inWorker({ kind: "front-end", modules });
    const bot = await inWorker({ kind: "bot", modules });
    const { largest } = await inWorker({ kind: "sizes", modules });
    const reduceRates = frontEnd.reduce!;
    const sim = bot.simulator!;
    const mixed = frontEnd.mixedSimulator!;
    console.log(
      `\n${label}${hasBgio ? ` (boardgame.io: ${fmt(reduceRates.bgio)} / ${fmt(sim.bgio)} steps/s, median slices)` : ""}`,
    );
    console.log(`  reduce + legalActions:    ${fmt(reduceRates.rate).padStart(9)} steps/s${versus(reduceRates)}`);
    console.log(
      `  Simulator:                ${fmt(sim.rate).padStart(9)} steps/s${versus(sim)}  (${(sim.rate / reduceRates.rate).toFixed(1)}x reduce)`,
    );
    console.log(
      `  with no boardgame.io slices in the isolate: reduce ${fmt(frontEnd.reduceAlone!)} steps/s (${(frontEnd.reduceAlone! / reduceRates.rate).toFixed(2)}x), Simulator ${fmt(bot.simulatorAlone!)} steps/s (${(bot.simulatorAlone! / sim.rate).toFixed(2)}x)`,
    );
    if (frontEnd.reduceWindows !== undefined && bot.simulatorWindows !== undefined) {
      const [r, s] = [frontEnd.reduceWindows, bot.simulatorWindows];
      console.log(
        `  in ${WINDOW} s windows alternating with boardgame.io's (${fmt(r.bgio)} / ${fmt(s.bgio)} steps/s): reduce ${fmt(r.rate)} steps/s = ${r.ratio.toFixed(2)}x, Simulator ${fmt(s.rate)} steps/s = ${s.ratio.toFixed(2)}x`,
      );
    }
    console.log(`  playouts from mid-game:   ${fmt(bot.playouts!).padStart(9)} /s`);
    console.log(
      `  Simulator with apply (a listed action, as bots and simulate play): ${fmt(bot.applyPaired!.rate)} steps/s, ${bot.applyPaired!.ratio.toFixed(2)} of applyIndex's (each game against the same seed's just before it, no boardgame.io slices)`,
    );
    console.log(`  largest state JSON:       ${fmt(largest!).padStart(9)} bytes (every state of ${SIZE_GAMES} games)`);
    console.log(
      `  after reduce in the same isolate: Simulator ${fmt(mixed.rate)} steps/s${versus(mixed)}, playouts ${fmt(frontEnd.mixedPlayouts!)} /s`,
    );
  }
  const { parseMs, createMs } = await inWorker({ kind: "parse-create" });
  console.log(`\nparseState (4 players, both modules): ${parseMs!.toFixed(3)} ms per state`);
  console.log(`createGame (4 players):               ${createMs!.toFixed(3)} ms per game`);
  if (!argv.includes("--no-simulate")) await measureSimulate();
  if (!argv.includes("--no-mcts")) await measureMctsSection();
}

if (isMainThread) await main();
else parentPort!.postMessage(runJob((workerData as { job: Job }).job));
