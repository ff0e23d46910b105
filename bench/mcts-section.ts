// The bench's MCTS section (`bench/bench.ts`, run in a worker of its own on the built package): the
// default `mctsBot(seed)` against `heuristicBot` in N seeded 2-player base games (the strength
// script's games 0..N-1, `bench/timed-games.ts`), timed per decision and per searched decision.
import type * as Library from "../src/index";
import { MCTS_DEFAULT_ITERATIONS } from "../src/bots/mcts-options";
import { wilson } from "../src/tools/stats/wilson";
import { DecisionClock, meanP95, referenceGame, versusHeuristic, type GameLibrary, type Timing } from "./timed-games";

/** What the section uses of the library. */
export type MctsLibrary = GameLibrary & Pick<typeof Library, "mctsBot">;

/** What the section measured (plain data: it crosses from the worker). */
export interface MctsFigures {
  readonly games: number;
  /** The MCTS bot's summed shares of first place (a shared first place counts half). */
  readonly wins: number;
  /** Per decision asked, searched or not: milliseconds. */
  readonly wallMs: readonly number[];
  readonly cpuMs: readonly number[];
  /** Searched decisions (those `onSearch` reported), their playouts and their summed milliseconds. */
  readonly searched: number;
  readonly playouts: number;
  readonly searchedWallMs: number;
  readonly searchedCpuMs: number;
  /** The reference workload (one seeded heuristic game) timed before the games and after each. */
  readonly references: readonly Timing[];
}

/** Plays the section's games: game indexes 0..games-1, the MCTS seat alternating. */
export function measureMcts(lib: MctsLibrary, games: number): MctsFigures {
  referenceGame(lib); // warms the module and the shared rule code up, as the strength script does
  const references = [referenceGame(lib)];
  const clock = new DecisionClock();
  let pending = 0; // playouts reported by `onSearch` during the decision being timed
  let searched = 0;
  let playouts = 0;
  let searchedWallMs = 0;
  let searchedCpuMs = 0;
  const onSearch = (stats: { readonly iterations: number }): void => {
    pending += stats.iterations;
  };
  const afterDecision = (timing: Timing): void => {
    if (pending === 0) return;
    searched++;
    playouts += pending;
    searchedWallMs += timing.wall;
    searchedCpuMs += timing.cpu;
    pending = 0;
  };
  let wins = 0;
  for (let g = 0; g < games; g++) {
    wins += versusHeuristic(lib, g, 2, (seed) => clock.time(lib.mctsBot(seed, { onSearch }), afterDecision)).share;
    references.push(referenceGame(lib));
  }
  const { wallMs, cpuMs } = clock;
  return { games, wins, wallMs, cpuMs, searched, playouts, searchedWallMs, searchedCpuMs, references };
}

/** The median of a list of numbers. */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const ms = (x: number): string => `${x.toFixed(1)} ms`;
const fmt = (n: number): string => Math.round(n).toLocaleString("en-US");

/** The section's lines. */
export function mctsLines(f: MctsFigures): string[] {
  const rate = wilson(f.wins, f.games);
  const [cpuMean, cpuP95] = meanP95(f.cpuMs);
  const [wallMean, wallP95] = meanP95(f.wallMs);
  const refCpu = median(f.references.map((r) => r.cpu));
  const refWall = median(f.references.map((r) => r.wall));
  const perCpuSecond = f.playouts / (f.searchedCpuMs / 1000);
  const ratio = (x: number, reference: number): string => (x / reference).toFixed(3);
  return [
    `\nMCTS bot (mctsBot(seed), default options: ${MCTS_DEFAULT_ITERATIONS} iterations) against heuristicBot, ${f.games} seeded 2-player base games, seats alternating`,
    `  (the strength script's games 0..${f.games - 1}, same seeds; in a fresh worker; \`--mcts-games N\`, \`--no-mcts\`, \`--mcts-only\`)`,
    `  won ${f.wins}/${f.games} = ${pct(rate.rate)} (95% Wilson ${pct(rate.low)}-${pct(rate.high)}): ${f.games} games is a small sample;` +
      " the strength figures of record come from `npm run bench:strength`",
    `  per decision (${f.cpuMs.length}, every one it was asked, searched or not; CPU of the process, V8's helper threads included): CPU mean ${ms(cpuMean)}, p95 ${ms(cpuP95)}; wall mean ${ms(wallMean)}, p95 ${ms(wallP95)}`,
    `  searched decisions: ${f.searched}, ${fmt(f.playouts)} playouts: ${fmt(perCpuSecond)} playouts per CPU second, ${fmt(f.playouts / (f.searchedWallMs / 1000))} per wall second`,
    `  reference workload (one seeded 2-player game of heuristicBot, median of ${f.references.length}: before the games and after each): CPU ${ms(refCpu)}, wall ${ms(refWall)}`,
    `  per decision / reference game: CPU mean ${ratio(cpuMean, refCpu)}, p95 ${ratio(cpuP95, refCpu)}; wall mean ${ratio(wallMean, refWall)}, p95 ${ratio(wallP95, refWall)}` +
      `; playouts per reference game's CPU time: ${fmt((perCpuSecond * refCpu) / 1000)}`,
  ];
}
