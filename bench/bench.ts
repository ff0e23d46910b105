// The engine's benchmark (`npm run bench [-- --games N]`): every figure is measured in this one
// process after a warm-up, so ratios between lines are meaningful on a noisy machine.
//
// - steps/s of `reduce` + `legalActions` and of the `Simulator` on random 4-player games (base, and
//   GloomFall + Golden Mushrooms), side by side with boardgame.io 0.50.2's reducer on tic-tac-toe
//   with random moves (installed in bench/ only, never in the library's install);
// - random playouts/s to the end from a mid-game 4-player state (Simulator clone + applyIndex);
// - the largest state JSON seen, `parseState` and `createGame` times.
import { createRequire } from "node:module";
import { createGame, legalActions, parseState, reduce, Simulator, type GameOptions, type GameState } from "../src/index";

const gamesArg = process.argv.indexOf("--games");
const GAMES = gamesArg > 0 ? Number(process.argv[gamesArg + 1]) : 60;

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
    if (measureSize) largest = Math.max(largest, JSON.stringify(state).length);
    steps++;
  }
}

function playSimulator(options: GameOptions): number {
  const sim = Simulator.create(options); // set up in place: no frozen copy to clone
  let steps = 0;
  while (!sim.isGameOver()) {
    const actions = sim.legalActions();
    sim.applyIndex(pick(actions.length, steps + 7));
    steps++;
  }
  return steps;
}

function largestState(modules: GameOptions["modules"]): number {
  let largest = 0;
  for (let seed = 0; seed < 10; seed++) largest = Math.max(largest, playReduce({ seed: `size${seed}`, players: 4, modules: modules ?? [] }, true).largest);
  return largest;
}

/** A 4-player state in the Night of round 3 (a mid-game position). */
function midGame(modules: GameOptions["modules"]): Simulator {
  const sim = Simulator.create({ seed: "mid-game", players: 4, modules: modules ?? [] });
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
  for (let i = 0; i < 20; i++) playout(i);
  const start = process.hrtime.bigint();
  let n = 0;
  while (seconds(start) < 3) playout(1000 + n++);
  return n / seconds(start);
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
  // Warm-up: a thousand calls, so the JIT has compiled the checks (one pass left them cold and the
  // figure measured mostly compilation); then the median of 5 batches.
  for (let w = 0; w < 50; w++) for (const text of states) parseState(text);
  let start = process.hrtime.bigint();
  const rounds = 20;
  const batches: number[] = [];
  for (let b = 0; b < 5; b++) {
    start = process.hrtime.bigint();
    for (let r = 0; r < rounds; r++) for (const text of states) parseState(text);
    batches.push((seconds(start) * 1000) / (rounds * states.length));
  }
  const parseMs = batches.sort((x, y) => x - y)[2]!;
  // createGame likewise: warmed up, then the median of 5 batches of 200 games.
  for (let seed = 0; seed < 1000; seed++) createGame({ seed: `warm${seed}`, players: 4 });
  const createBatches: number[] = [];
  for (let b = 0; b < 5; b++) {
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
  const lines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
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
      if (lines.some(([a, b, c]) => G.cells[a!] !== null && G.cells[a!] === G.cells[b!] && G.cells[a!] === G.cells[c!])) return { winner: ctx.currentPlayer };
      if (G.cells.every((c) => c !== null)) return { draw: true };
      return undefined;
    },
  };
  const reducer = internal.CreateGameReducer({ game, numPlayers: 2 });
  const play = (seed: number): number => {
    let state = internal.InitializeGame({ game, numPlayers: 2 }) as { G: { cells: Cells }; ctx: { currentPlayer: string; gameover?: unknown } };
    let steps = 0;
    while (state.ctx.gameover === undefined) {
      const empty = state.G.cells.flatMap((c, i) => (c === null ? [i] : []));
      const cell = empty[pick(empty.length, seed + steps)]!;
      const action = { type: "MAKE_MOVE", payload: { type: "clickCell", args: [cell], playerID: state.ctx.currentPlayer } };
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

/**
 * steps/s of one seeded game (`reduce` + `legalActions`, or the Simulator), each next to a slice of
 * boardgame.io measured just before it: the median of these per-game ratios holds on a busy machine
 * where whole-run averages drift with the other processes' load.
 */
function interleaved(modules: GameOptions["modules"], bgio: ((s: number) => number) | null) {
  const reduceRates: number[] = [];
  const simRates: number[] = [];
  const reduceRatios: number[] = [];
  const simRatios: number[] = [];
  const bgioRates: number[] = [];
  for (let seed = 0; seed < GAMES; seed++) {
    const options = { seed, players: 4, modules: modules ?? [] } as GameOptions;
    // boardgame.io just before and just after, so a drift in the machine's load hits both sides.
    // (No forced GC between sides: a full collection clears the inline caches, and the next game
    // then runs on cold code.)
    const before = bgio === null ? Number.NaN : bgio(0.1);
    let start = process.hrtime.bigint();
    const r = playReduce(options, false).steps / seconds(start);
    start = process.hrtime.bigint();
    const sim = playSimulator(options) / seconds(start);
    const after = bgio === null ? Number.NaN : bgio(0.1);
    const reference = (before + after) / 2;
    reduceRates.push(r);
    simRates.push(sim);
    bgioRates.push(reference);
    reduceRatios.push(r / reference);
    simRatios.push(sim / reference);
  }
  return { reduce: median(reduceRates), simulator: median(simRates), bgio: median(bgioRates), reduceRatio: median(reduceRatios), simRatio: median(simRatios) };
}

const fmt = (n: number): string => Math.round(n).toLocaleString("en-US");

const bgio = boardgameIoSlice();
const configs: [string, GameOptions["modules"]][] = [
  ["base", []],
  ["GloomFall + Golden Mushrooms", ["gloomfall", "golden-mushrooms"]],
];
console.log(`teq-engine bench: ${GAMES} random 4-player games per line, node ${process.version}`);
if (bgio === null) console.log("boardgame.io: not installed in bench/ (run `npm --prefix bench install`); its comparison is skipped");
else console.log("boardgame.io 0.50.2 reducer, tic-tac-toe, random moves: measured in a slice before each game; ratios are medians of per-game ratios");
const versus = (ratio: number): string => (bgio === null ? "" : `  = ${ratio.toFixed(2)}x boardgame.io`);
for (const [label, modules] of configs) {
  for (let i = 0; i < 3; i++) {
    playReduce({ seed: `warm${i}`, players: 4, modules: modules ?? [] }, false); // warm-up
    playSimulator({ seed: `warm${i}`, players: 4, modules: modules ?? [] });
  }
  const run = interleaved(modules, bgio);
  console.log(`\n${label}${bgio === null ? "" : ` (boardgame.io: ${fmt(run.bgio)} steps/s, median slice)`}`);
  console.log(`  reduce + legalActions:    ${fmt(run.reduce).padStart(9)} steps/s${versus(run.reduceRatio)}`);
  console.log(`  Simulator:                ${fmt(run.simulator).padStart(9)} steps/s${versus(run.simRatio)}  (${(run.simulator / run.reduce).toFixed(1)}x reduce)`);
  console.log(`  playouts from mid-game:   ${fmt(measurePlayouts(modules)).padStart(9)} /s`);
  console.log(`  largest state JSON:       ${fmt(largestState(modules)).padStart(9)} bytes`);
}
const { parseMs, createMs } = measureParseAndCreate();
console.log(`\nparseState (4 players, both modules): ${parseMs.toFixed(3)} ms per state`);
console.log(`createGame (4 players):               ${createMs.toFixed(3)} ms per game`);
