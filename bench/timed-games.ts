// Seeded games of an MCTS bot against heuristic bots, timed per decision: shared by the strength
// script (`bench/strength.ts`, on the sources) and the bench's MCTS section (`bench/bench.ts`, on
// the built package), which pass the library they run on. Game index g has the same seeds, seats
// and bots in both, so the bench's N games are the strength script's games 0..N-1.
import type * as Library from "../src/index";
import type { Bot, Difficulty } from "../src/index";
import { spread } from "../src/tools/stats/wilson";

/** What the games use of the library: the sources' exports or the built package's. */
export type GameLibrary = Pick<
  typeof Library,
  "createGame" | "heuristicBot" | "isGameOver" | "reduce" | "returns" | "scores"
>;

/** Wall-clock and CPU milliseconds of one call. */
export interface Timing {
  readonly wall: number;
  readonly cpu: number;
}

/**
 * Times `work`: wall clock, and CPU (user + system of the process: what one core would take
 * unshared, where wall clock includes waiting for a core).
 */
export function timeIt(work: () => void): Timing {
  const cpu = process.cpuUsage();
  const start = performance.now();
  work();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000 };
}

/** Every decision of the bots it wrapped, timed (wall and CPU ms). */
export class DecisionClock {
  readonly wallMs: number[] = [];
  readonly cpuMs: number[] = [];

  /** `bot` with each call timed here; `after`, if given, is told each call's timing. */
  time(bot: Bot, after?: (timing: Timing) => void): Bot {
    return (state) => {
      let action: ReturnType<Bot> | undefined;
      const timing = timeIt(() => (action = bot(state)));
      this.wallMs.push(timing.wall);
      this.cpuMs.push(timing.cpu);
      after?.(timing);
      return action!;
    };
  }
}

/** One seeded game to its end (1 player: solo, at `difficulty`); its score sheet and each seat's share of first place. */
export function playGame(
  lib: GameLibrary,
  seed: string,
  players: number,
  bots: readonly Bot[],
  difficulty: Difficulty = "peasant",
): ReturnType<GameLibrary["scores"]> & { share: number[] } {
  let state = lib.createGame(players === 1 ? { seed, players, difficulty } : { seed, players });
  while (!lib.isGameOver(state)) {
    const seat = state.decision?.player;
    state = lib.reduce(state, bots[typeof seat === "number" ? seat : 0]!(state));
  }
  return { ...lib.scores(state), share: lib.returns(state) };
}

/** One game's outcome for the MCTS seat: its share of first place (a shared first place counts half), its VP, the best rival's. */
export interface Outcome {
  readonly share: number;
  readonly total: number;
  readonly rival: number;
}

/**
 * Game index `g` of the MCTS bot `mcts(seed)` against heuristic bots: seed `strength-{players}p-{g}`,
 * the MCTS seat g mod players (seats alternate in 2-player games), its seed `m-{g}`, heuristic
 * seat s's `h-{g}-{s}`.
 */
export function versusHeuristic(lib: GameLibrary, g: number, players: number, mcts: (seed: string) => Bot): Outcome {
  const seat = g % players;
  const bots = Array.from({ length: players }, (_, s) =>
    s === seat ? mcts(`m-${g}`) : lib.heuristicBot(`h-${g}-${s}`),
  );
  const sheet = playGame(lib, `strength-${players}p-${g}`, players, bots);
  return {
    share: sheet.share[seat]!,
    total: sheet.players[seat]!.total,
    rival: Math.max(...sheet.players.filter((p) => p.seat !== seat).map((p) => p.total)),
  };
}

/** The reference workload: one seeded 2-player game of heuristic bots, timed. */
export function referenceGame(lib: GameLibrary): Timing {
  return timeIt(() => playGame(lib, "strength-reference", 2, [lib.heuristicBot("r0"), lib.heuristicBot("r1")]));
}

/** The mean and 95th percentile of a sample. */
export function meanP95(values: readonly number[]): [number, number] {
  const sorted = [...values].sort((a, b) => a - b);
  return [spread(values).mean, sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))] ?? Number.NaN];
}
