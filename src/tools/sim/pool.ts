/**
 * Runs the games of a simulation across worker processes (one per core by default), or in this
 * process with `workers: 0`. Seeds are handed out in chunks as workers become free (`hand-out.ts`);
 * results are put back in setup and seed order, so the rows never depend on the number of workers.
 *
 * Workers are child processes, not threads: worker threads share their process's V8 platform (one
 * task queue, one pool of compiler and GC helper threads for every isolate), and a second thread
 * added 3-18% where a second process adds 40-60% (issue 28; measured in CHANGELOG.md).
 *
 * @module
 */
import { fork, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import type { Readable } from "node:stream";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ToolError } from "../errors";
import { ChunkDealer, type Chunk } from "./hand-out";
import { playGame } from "./play-game";
import type { SeatRow } from "./rows";
import { lineupField, modulesField, setupLabel, type GameSetup, type SeedRange } from "./setup";

/** What a worker sends back: each game's rows as soon as it ends, then the end of the chunk. */
export type WorkerReply =
  | { readonly type: "game"; readonly chunk: number; readonly rows: SeatRow[] }
  | { readonly type: "done"; readonly chunk: number }
  | { readonly type: "error"; readonly chunk: number; readonly message: string };

/** How to run the games. */
export interface PoolOptions {
  /** Worker processes; 0 plays in this process. Default: the machine's available parallelism. */
  readonly workers?: number;
  /** The most seeds in one chunk (default 20); chunks shrink toward the end of the run. */
  readonly chunkSize?: number;
  /** Called after every game with the number of games done so far. */
  readonly onGame?: (done: number) => void;
  /** The worker entry to start (tests start a failing one); default: the simulation worker. */
  readonly workerEntry?: URL;
}

/** Chunks sent to a worker ahead of the one it plays, so it never waits for the next. */
const QUEUED_PER_WORKER = 2;

/** The last characters of a worker's stderr kept for the error message if it dies. */
const STDERR_TAIL = 4000;

/** The default number of workers: one per core the process may use. */
export function defaultWorkers(): number {
  return availableParallelism();
}

/** The worker entry: the built `sim-worker.js` next to this bundle, or, from source, worker.ts. */
function defaultEntry(): URL {
  const here = import.meta.url;
  return /\.[cm]?ts$/.test(new URL(here).pathname) ? new URL("./worker.ts", here) : new URL("./sim-worker.js", here);
}

/** Resolves when `stream` ends, or after `ms` (a child of the worker may hold it open). */
function endOf(stream: Readable | null, ms: number): Promise<void> {
  return new Promise((resolve) => {
    if (stream === null || stream.readableEnded) return resolve();
    const timer = setTimeout(resolve, ms);
    stream.once("end", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Starts a worker process with an IPC channel (structured clone, as `postMessage`); TypeScript through tsx. */
function startWorker(entry: URL): ChildProcess {
  const execArgv: string[] = [];
  if (/\.[cm]?ts$/.test(entry.pathname))
    execArgv.push("--import", pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href);
  return fork(fileURLToPath(entry), [], {
    execArgv,
    serialization: "advanced",
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
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
  const wanted = options.workers ?? defaultWorkers();
  const workers = Math.min(Math.max(0, Math.floor(wanted)), total);
  const dealer = new ChunkDealer(setups, range, workers, Math.max(1, options.chunkSize ?? 20));
  const results: SeatRow[][][] = [];
  let done = 0;
  const count = (): void => {
    done++;
    options.onGame?.(done);
  };
  if (workers === 0) {
    for (let chunk = dealer.next(); chunk !== undefined; chunk = dealer.next()) {
      const games: SeatRow[][] = (results[chunk.id] = []);
      for (let seed = chunk.from; seed <= chunk.to; seed++) {
        games.push(playGame(chunk.setup, seed));
        count();
      }
      // Let timers (the progress bar) run between chunks.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return results.flat(2);
  }
  await inWorkers(
    workers,
    options.workerEntry ?? defaultEntry(),
    dealer,
    (chunk, rows) => {
      results[chunk]!.push(rows);
      count();
    },
    (chunk) => {
      results[chunk.id] = [];
    },
  );
  return results.flat(2);
}

/** Plays the dealer's chunks in `n` worker processes; rejects on the first failure, with every worker stopped. */
async function inWorkers(
  n: number,
  entry: URL,
  dealer: ChunkDealer,
  onGame: (chunk: number, rows: SeatRow[]) => void,
  onHandOut: (chunk: Chunk) => void,
): Promise<void> {
  const children: ChildProcess[] = [];
  const exited: Promise<void>[] = [];
  let finished = false;
  try {
    await new Promise<void>((resolve, reject) => {
      let pending = 0;
      const describe = (chunk: Chunk | undefined): string =>
        chunk === undefined
          ? ""
          : ` on seeds ${chunk.from}..${chunk.to} of ${setupLabel({ ...chunk.setup, modules: modulesField(chunk.setup.modules), lineup: lineupField(chunk.setup.bots) })}`;
      const sent = new Map<number, Chunk>();
      const feed = (child: ChildProcess): void => {
        const chunk = dealer.next();
        if (chunk === undefined) return;
        onHandOut(chunk);
        sent.set(chunk.id, chunk);
        pending++;
        child.send(chunk);
      };
      for (let i = 0; i < n; i++) {
        const child = startWorker(entry);
        children.push(child);
        let stderr = "";
        child.stderr?.setEncoding("utf8");
        child.stderr?.on("data", (text: string) => {
          stderr = (stderr + text).slice(-STDERR_TAIL);
        });
        exited.push(
          new Promise((settle) => {
            child.on("error", (error) => {
              settle();
              if (!finished)
                reject(new ToolError("WORKER_FAILED", `A simulation worker failed to run: ${error.message}`));
            });
            child.on("exit", (code, signal) => {
              settle();
              if (finished) return;
              const how = signal !== null ? `was killed by ${signal}` : `exited with code ${code}`;
              // Its stderr may still hold the last lines (a crash's stack): wait for their end, briefly.
              void endOf(child.stderr, 500).then(() => {
                const tail = stderr.trim() === "" ? "" : `:\n${stderr.trim()}`;
                reject(new ToolError("WORKER_FAILED", `A simulation worker ${how} before the run ended${tail}`));
              });
            });
          }),
        );
        child.on("message", (reply: WorkerReply) => {
          if (reply.type === "game") onGame(reply.chunk, reply.rows);
          else if (reply.type === "done") {
            sent.delete(reply.chunk);
            pending--;
            feed(child);
            if (pending === 0) resolve();
          } else
            reject(
              new ToolError(
                "WORKER_FAILED",
                `A simulation worker failed${describe(sent.get(reply.chunk))}: ${reply.message}`,
              ),
            );
        });
      }
      for (let round = 0; round < QUEUED_PER_WORKER; round++) for (const child of children) feed(child);
      if (pending === 0) resolve();
    });
    finished = true;
    // The workers exit when their channel closes.
    for (const child of children) child.disconnect();
  } finally {
    // After a failure, stop the workers still running (a finished run has disconnected them all).
    finished = true;
    for (const child of children) if (child.connected) child.kill();
    await Promise.all(exited);
  }
}
