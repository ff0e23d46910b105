// Benchmark: the same seeded random playouts through `reduce` (immer, frozen states) and through
// the in-place `Simulator`. Reports actions per second for each and their ratio (the machine is
// noisy; compare ratios, not absolute figures). Run with `npm run bench [-- --games N]`.
import { createGame, legalActions, reduce, Simulator, TeqError, type Action, type GameState } from "../src/index";

const gamesArg = process.argv.indexOf("--games");
const GAMES = gamesArg > 0 ? Number(process.argv[gamesArg + 1]) : 200;

function pick(actions: readonly Action[], counter: number): Action {
  return actions[(counter * 2654435761) % actions.length] as Action;
}

function playReduce(seed: number): number {
  let state: GameState = createGame({ seed, players: 2 + (seed % 3) });
  let n = 0;
  for (;;) {
    const options = legalActions(state);
    if (options.length === 0) return n;
    try {
      state = reduce(state, pick(options, n + seed));
    } catch (error) {
      if (error instanceof TeqError && error.code === "NOT_IMPLEMENTED") return n;
      throw error;
    }
    n++;
  }
}

function playSimulator(seed: number): number {
  const sim = new Simulator(createGame({ seed, players: 2 + (seed % 3) }));
  let n = 0;
  for (;;) {
    const options = sim.legalActions();
    if (options.length === 0) return n;
    try {
      sim.apply(pick(options, n + seed));
    } catch (error) {
      if (error instanceof TeqError && error.code === "NOT_IMPLEMENTED") return n;
      throw error;
    }
    n++;
  }
}

function measure(label: string, play: (seed: number) => number): number {
  play(0); // warm up
  const start = process.hrtime.bigint();
  let actions = 0;
  for (let seed = 0; seed < GAMES; seed++) actions += play(seed);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const rate = actions / seconds;
  console.log(`${label.padEnd(28)} ${actions} actions in ${seconds.toFixed(2)} s = ${Math.round(rate)} actions/s (incl. legalActions)`);
  return rate;
}

const setupStart = process.hrtime.bigint();
for (let seed = 0; seed < GAMES; seed++) createGame({ seed, players: 4 });
const setupMs = Number(process.hrtime.bigint() - setupStart) / 1e6 / GAMES;
console.log(`createGame (4 players)       ${setupMs.toFixed(3)} ms per game`);
const immutable = measure("reduce (immer, frozen)", playReduce);
const inPlace = measure("Simulator (in place)", playSimulator);
console.log(`ratio Simulator / reduce     ${(inPlace / immutable).toFixed(2)}x`);
