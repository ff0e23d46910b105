/**
 * A simulation worker thread: plays the chunks of seeds the pool sends and posts back each game's
 * rows as soon as it ends (the pool's progress bar counts them).
 *
 * @module
 */
import { parentPort } from "node:worker_threads";
import { playGame } from "./play-game";
import type { Chunk, WorkerReply } from "./pool";

const port = parentPort;
if (port !== null) {
  port.on("message", (chunk: Chunk) => {
    try {
      for (let seed = chunk.from; seed <= chunk.to; seed++) {
        port.postMessage({ type: "game", chunk: chunk.id, rows: playGame(chunk.setup, seed) } satisfies WorkerReply);
      }
      port.postMessage({ type: "done", chunk: chunk.id } satisfies WorkerReply);
    } catch (error) {
      port.postMessage({
        type: "error",
        chunk: chunk.id,
        message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      } satisfies WorkerReply);
    }
  });
}
