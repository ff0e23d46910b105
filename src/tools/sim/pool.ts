/**
 * Runs the games of a simulation across worker threads (one per core by default), or in this thread
 * with `workers: 0`. The seed range is cut into small chunks handed out as workers become free;
 * results are put back in setup and seed order, so the rows never depend on the number of workers.
 *
 * @module
 */
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { ToolError } from "../errors";
import { playGame } from "./play-game";
import type { SeatRow } from "./rows";
import type { GameSetup, SeedRange } from "./setup";

/** A chunk of seeds of one setup, the unit of work of a worker. */
export interface Chunk {
  readonly id: number;
  readonly setup: GameSetup;
  readonly from: number;
  readonly to: number;
}

/** What a worker posts back. */
export type WorkerReply =
  | { readonly type: "game"; readonly chunk: number; readonly rows: SeatRow[] }
  | { readonly type: "done"; readonly chunk: number }
  | { readonly type: "error"; readonly chunk: number; readonly message: string };

/** How to run the games. */
export interface PoolOptions {
  /** Worker threads; 0 plays in this thread. Default: the machine's available parallelism. */
  readonly workers?: number;
  /** Seeds per chunk (default 20). */
  readonly chunkSize?: number;
  /** Called after every game with the number of games done so far. */
  readonly onGame?: (done: number) => void;
}

/** The chunks of a run, in setup then seed order. */
export function chunksOf(setups: readonly GameSetup[], range: SeedRange, size: number): Chunk[] {
  const chunks: Chunk[] = [];
  for (const setup of setups) {
    for (let from = range.from; from <= range.to; from += size) {
      chunks.push({ id: chunks.length, setup, from, to: Math.min(range.to, from + size - 1) });
    }
  }
  return chunks;
}

/** The default number of worker threads: one per core the process may use. */
export function defaultWorkers(): number {
  return availableParallelism();
}

/** The worker to start: the built `sim-worker.js` next to this bundle, or, from source, worker.ts through tsx. */
function startWorker(): Worker {
  const here = import.meta.url;
  if (!/\.[cm]?ts$/.test(new URL(here).pathname)) return new Worker(new URL("./sim-worker.js", here));
  // Node 20 does not apply --import loaders to worker threads: register tsx inside the worker.
  const tsx = new URL("./dist/esm/api/index.mjs", pathToFileURL(createRequire(here).resolve("tsx/package.json"))).href;
  const worker = new URL("./worker.ts", here).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(worker)}); });`;
  return new Worker(boot, { eval: true });
}

/**
 * Plays every setup on every seed of the range and returns all rows in setup, seed, seat order.
 */
export async function runGames(
  setups: readonly GameSetup[],
  range: SeedRange,
  options: PoolOptions = {},
): Promise<SeatRow[]> {
  const chunks = chunksOf(setups, range, Math.max(1, options.chunkSize ?? 20));
  const results: SeatRow[][][] = chunks.map(() => []);
  let done = 0;
  const count = (): void => {
    done++;
    options.onGame?.(done);
  };
  const wanted = options.workers ?? defaultWorkers();
  const threads = Math.min(Math.max(0, Math.floor(wanted)), chunks.length);
  if (threads === 0) {
    for (const chunk of chunks) {
      for (let seed = chunk.from; seed <= chunk.to; seed++) {
        results[chunk.id]!.push(playGame(chunk.setup, seed));
        count();
      }
      // Let timers (the progress bar) run between chunks.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return results.flat(2);
  }
  let next = 0;
  const workers: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let running = 0;
      const feed = (worker: Worker): void => {
        const chunk = chunks[next];
        if (chunk === undefined) {
          if (running === 0) resolve();
          return;
        }
        next++;
        running++;
        worker.postMessage(chunk);
      };
      for (let i = 0; i < threads; i++) {
        const worker = startWorker();
        workers.push(worker);
        worker.on("message", (reply: WorkerReply) => {
          if (reply.type === "game") {
            results[reply.chunk]!.push(reply.rows);
            count();
          } else if (reply.type === "done") {
            running--;
            feed(worker);
          } else reject(new ToolError("WORKER_FAILED", `A simulation worker failed: ${reply.message}`));
        });
        worker.on("error", (error) =>
          reject(new ToolError("WORKER_FAILED", `A simulation worker crashed: ${error.message}`)),
        );
        worker.on("exit", (code) => {
          if (code !== 0) reject(new ToolError("WORKER_FAILED", `A simulation worker exited with code ${code}.`));
        });
      }
      for (const worker of workers) feed(worker);
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results.flat(2);
}
