/**
 * Runs the games of a simulation on several cores: this process plays games and so do `workers - 1`
 * worker processes (`worker-pool.ts`); `workers: 0` or `1` plays them all here. Seeds are handed out
 * in chunks as players become free (`hand-out.ts`); results are put back in setup and seed order, so
 * the rows never depend on the number of workers.
 *
 * Why processes, and why this one plays (issue 28, measured in CHANGELOG.md): worker threads share
 * their process's V8 platform, one task queue and one small pool of compiler and GC helper threads
 * for every isolate, and a thread playing games spent about twice as long blocked as a process did;
 * a process that only waited for workers cost a whole process's start and the messages of every game.
 *
 * @module
 */
import { availableParallelism } from "node:os";
import { ChunkDealer } from "./hand-out";
import { playGame } from "./play-game";
import type { SeatRow } from "./rows";
import type { GameSetup, SeedRange } from "./setup";
import { defaultWorkerEntry, WorkerPool } from "./worker-pool";

/** How to run the games. */
export interface PoolOptions {
  /** Processes playing games, this one included; 0 or 1 plays in this process. Default: the machine's available parallelism. */
  readonly workers?: number;
  /** The most seeds in one chunk (default 20); chunks shrink toward the end of the run. */
  readonly chunkSize?: number;
  /** Called as games end with the number done so far (a worker's are counted at least every 100 ms). */
  readonly onGame?: (done: number) => void;
  /** The worker entry to start (tests start a failing one); default: the simulation worker. */
  readonly workerEntry?: URL;
}

/** The default number of processes playing games: one per core the process may use. */
export function defaultWorkers(): number {
  return availableParallelism();
}

/** Lets the event loop run (worker messages, the progress bar's timer) between two games. */
function yieldToEvents(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Plays every setup on every seed of the range and returns all rows in setup, seed, seat order.
 */
export async function runGames(
  setups: readonly GameSetup[],
  range: SeedRange,
  options: PoolOptions = {},
): Promise<SeatRow[]> {
  const total = setups.length * Math.max(0, range.to - range.from + 1);
  const players = Math.max(1, Math.min(Math.floor(options.workers ?? defaultWorkers()), total));
  const dealer = new ChunkDealer(setups, range, players, Math.max(1, options.chunkSize ?? 20));
  const results: SeatRow[][][] = [];
  let done = 0;
  const count = (games: number): void => {
    done += games;
    options.onGame?.(done);
  };
  const pool =
    players > 1
      ? new WorkerPool(players - 1, options.workerEntry ?? defaultWorkerEntry(), dealer, count, (chunk, games) => {
          results[chunk] = games;
        })
      : null;
  try {
    for (let chunk = dealer.next(); chunk !== undefined; chunk = dealer.next()) {
      const games: SeatRow[][] = (results[chunk.id] = []);
      for (let seed = chunk.from; seed <= chunk.to; seed++) {
        pool?.check();
        games.push(playGame(chunk.setup, seed));
        count(1);
        await yieldToEvents();
      }
    }
    await pool?.finished();
  } finally {
    await pool?.stop();
  }
  return results.flat(2);
}
