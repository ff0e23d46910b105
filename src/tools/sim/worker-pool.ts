/**
 * The worker processes of a simulation: child processes of the `simulate` process, each playing the
 * chunks of seeds it is sent (two queued ahead, so it never waits for the next) and sending back the
 * rows of each chunk, with a count of the games done at most every {@link PROGRESS_MS} between.
 *
 * @module
 */
import { fork, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import type { Readable } from "node:stream";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ToolError } from "../errors";
import type { Chunk, ChunkDealer } from "./hand-out";
import type { SeatRow } from "./rows";
import { lineupField, modulesField, setupLabel } from "./setup";

/** What a worker sends back: games done so far in a chunk, a chunk's rows (game by game), or its failure. */
export type WorkerReply =
  | { readonly type: "progress"; readonly chunk: number; readonly games: number }
  | { readonly type: "done"; readonly chunk: number; readonly games: SeatRow[][] }
  | { readonly type: "error"; readonly chunk: number; readonly message: string };

/** A worker reports the games it has played at most this often (ms), and at the end of each chunk. */
export const PROGRESS_MS = 100;

/** Chunks sent to a worker ahead of the one it plays, so it never waits for the next. */
const QUEUED_PER_WORKER = 2;

/** The last characters of a worker's stderr kept for the error message if it dies. */
const STDERR_TAIL = 4000;

/** The worker entry: the built `sim-worker.js` next to this bundle, or, from source, worker.ts. */
export function defaultWorkerEntry(): URL {
  const here = import.meta.url;
  return /\.[cm]?ts$/.test(new URL(here).pathname) ? new URL("./worker.ts", here) : new URL("./sim-worker.js", here);
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

function describe(chunk: Chunk | undefined): string {
  if (chunk === undefined) return "";
  const { setup } = chunk;
  const label = setupLabel({ ...setup, modules: modulesField(setup.modules), lineup: lineupField(setup.bots) });
  return ` on seeds ${chunk.from}..${chunk.to} of ${label}`;
}

/** Worker processes playing the chunks of a dealer, which the `simulate` process draws from too. */
export class WorkerPool {
  private readonly children: ChildProcess[] = [];
  private readonly exited: Promise<void>[] = [];
  private readonly sent = new Map<number, Chunk>();
  private readonly reported = new Map<number, number>();
  private failure: ToolError | null = null;
  private closing = false;
  private idle: (() => void) | null = null;
  private failed: ((error: ToolError) => void) | null = null;

  /**
   * Starts `n` workers on `dealer`'s chunks; `onGames(k)` counts games as they are reported,
   * `onChunk` receives each chunk's rows.
   */
  constructor(
    n: number,
    entry: URL,
    private readonly dealer: ChunkDealer,
    private readonly onGames: (games: number) => void,
    private readonly onChunk: (chunk: number, games: SeatRow[][]) => void,
  ) {
    for (let i = 0; i < n; i++) this.start(entry);
    for (let round = 0; round < QUEUED_PER_WORKER; round++) for (const child of this.children) this.feed(child);
  }

  /** Throws the first failure of a worker, if any. */
  check(): void {
    if (this.failure !== null) throw this.failure;
  }

  /** Resolves when every chunk sent has come back (call it once the dealer is empty); rejects on a failure. */
  finished(): Promise<void> {
    this.check();
    if (this.sent.size === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.idle = resolve;
      this.failed = reject;
    });
  }

  /** Stops the workers: closes their channels (they exit) or, after a failure, kills them; resolves when all have exited. */
  async stop(): Promise<void> {
    this.closing = true;
    for (const child of this.children) {
      if (!child.connected) continue;
      if (this.failure === null && this.sent.size === 0) child.disconnect();
      else child.kill();
    }
    await Promise.all(this.exited);
  }

  private fail(error: ToolError): void {
    if (this.closing || this.failure !== null) return;
    this.failure = error;
    this.failed?.(error);
  }

  private feed(child: ChildProcess): void {
    if (this.failure !== null) return;
    const chunk = this.dealer.next();
    if (chunk === undefined) return;
    this.sent.set(chunk.id, chunk);
    child.send(chunk);
  }

  private start(entry: URL): void {
    const child = startWorker(entry);
    this.children.push(child);
    let stderr = "";
    child.stderr?.setEncoding("utf8");
    child.stderr?.on("data", (text: string) => {
      stderr = (stderr + text).slice(-STDERR_TAIL);
    });
    this.exited.push(
      new Promise((settle) => {
        child.on("error", (error) => {
          settle();
          this.fail(new ToolError("WORKER_FAILED", `A simulation worker failed to run: ${error.message}`));
        });
        child.on("exit", (code, signal) => {
          settle();
          if (this.closing) return;
          const how = signal !== null ? `was killed by ${signal}` : `exited with code ${code}`;
          // Its stderr may still hold the last lines (a crash's stack): wait for their end, briefly.
          void endOf(child.stderr, 500).then(() => {
            const tail = stderr.trim() === "" ? "" : `:\n${stderr.trim()}`;
            this.fail(new ToolError("WORKER_FAILED", `A simulation worker ${how} before the run ended${tail}`));
          });
        });
      }),
    );
    child.on("message", (reply: WorkerReply) => {
      if (reply.type === "progress") {
        this.reported.set(reply.chunk, (this.reported.get(reply.chunk) ?? 0) + reply.games);
        this.onGames(reply.games);
      } else if (reply.type === "done") {
        this.onChunk(reply.chunk, reply.games);
        const unreported = reply.games.length - (this.reported.get(reply.chunk) ?? 0);
        this.reported.delete(reply.chunk);
        this.sent.delete(reply.chunk);
        if (unreported > 0) this.onGames(unreported);
        this.feed(child);
        if (this.sent.size === 0) this.idle?.();
      } else
        this.fail(
          new ToolError(
            "WORKER_FAILED",
            `A simulation worker failed${describe(this.sent.get(reply.chunk))}: ${reply.message}`,
          ),
        );
    });
  }
}
