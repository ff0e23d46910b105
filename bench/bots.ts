// The bot strength benchmark (`npm run bench:bots [-- --games N] [--solo-games N] [--iterations N]`),
// a script rather than a test. Every game is seeded (game seed and bot seeds from the game's index),
// so two runs with the same flags print the same numbers.
//
// - heuristic vs random and MCTS (default budget unless --iterations) vs heuristic: N 2-player
//   games each, the seats swapped in every other game; a win is a sole first place after the
//   tie-breaks, a shared first place counts half;
// - the solo goal reach rate per difficulty for MCTS (the strongest bot) over --solo-games games.
import { createGame, DIFFICULTIES, heuristicBot, isGameOver, mctsBot, randomBot, reduce, returns, scores, type Bot, type GameOptions } from "../src/index";

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
const GAMES = flag("--games", 200);
const SOLO_GAMES = flag("--solo-games", Math.max(1, Math.round(GAMES / 10)));
const ITERATIONS = flag("--iterations", Number.NaN);

type Factory = (seed: string) => Bot;
const mcts: Factory = (seed) => mctsBot(Number.isNaN(ITERATIONS) ? { seed } : { seed, iterations: ITERATIONS });

function play(options: GameOptions, bots: Bot[]): { returns: number[]; totals: number[] } {
  let state = createGame(options);
  while (!isGameOver(state)) {
    const seat = state.decision?.player;
    state = reduce(state, bots[typeof seat === "number" ? seat : 0]!(state));
  }
  return { returns: returns(state), totals: scores(state).players.map((p) => p.total) };
}

function match(name: string, a: Factory, b: Factory): void {
  const start = performance.now();
  let wins = 0;
  let vpA = 0;
  let vpB = 0;
  for (let g = 0; g < GAMES; g++) {
    const swap = g % 2 === 1;
    const botA = a(`a-${g}`);
    const botB = b(`b-${g}`);
    const result = play({ seed: `bench-bots-${g}`, players: 2 }, swap ? [botB, botA] : [botA, botB]);
    const seatA = swap ? 1 : 0;
    wins += result.returns[seatA]!;
    vpA += result.totals[seatA]!;
    vpB += result.totals[1 - seatA]!;
  }
  const rate = wins / GAMES;
  const half = 1.96 * Math.sqrt((rate * (1 - rate)) / GAMES);
  console.log(
    `${name}: ${(100 * rate).toFixed(1)}% ± ${(100 * half).toFixed(1)} (95%) over ${GAMES} games; mean VP ${(vpA / GAMES).toFixed(1)} vs ${(vpB / GAMES).toFixed(1)}; ${((performance.now() - start) / 1000).toFixed(0)} s`,
  );
}

match("heuristic vs random", (s) => heuristicBot(s), (s) => randomBot(s));
match(`mcts (${Number.isNaN(ITERATIONS) ? "default budget" : `${ITERATIONS} iterations`}) vs heuristic`, mcts, (s) => heuristicBot(s));
for (const difficulty of DIFFICULTIES) {
  const start = performance.now();
  let reached = 0;
  let vp = 0;
  for (let g = 0; g < SOLO_GAMES; g++) {
    const result = play({ seed: `bench-solo-${g}`, players: 1, difficulty }, [mcts(`solo-${g}`)]);
    reached += result.returns[0]!;
    vp += result.totals[0]!;
  }
  console.log(
    `solo ${difficulty} (mcts): goal reached in ${reached}/${SOLO_GAMES} games; mean VP ${(vp / SOLO_GAMES).toFixed(1)}; ${((performance.now() - start) / 1000).toFixed(0)} s`,
  );
}
