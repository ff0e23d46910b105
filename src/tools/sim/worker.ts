/**
 * A simulation worker process (started by the pool with an IPC channel): plays the chunks of seeds
 * the pool sends, in the order sent, and sends back each chunk's rows when it ends, with the count
 * of games done at most every `PROGRESS_MS` in between (the progress bar). It exits when the pool
 * closes the channel.
 *
 * @module
 */
import type { Chunk } from "./hand-out";
import { loadEngine } from "../engine-source";
import { playGame } from "./play-game";
import type { SeatRow } from "./rows";
import { PROGRESS_MS, type WorkerReply } from "./worker-pool";

const send = (reply: WorkerReply): void => {
  process.send?.(reply);
};

if (process.send !== undefined) {
  process.on("message", (chunk: Chunk) => {
    void (chunk.setup.source == null ? Promise.resolve(null) : loadEngine(chunk.setup.source)).then(
      () => play(chunk),
      (error: unknown) => fail(chunk, error),
    );
  });
}

/** Reports a chunk that failed. */
function fail(chunk: Chunk, error: unknown): void {
  send({
    type: "error",
    chunk: chunk.id,
    message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  });
}

/** Plays one chunk of seeds and sends its rows. */
function play(chunk: Chunk): void {
  try {
    const games: SeatRow[][] = [];
    let reported = 0;
    let last = performance.now();
    for (let seed = chunk.from; seed <= chunk.to; seed++) {
      games.push(playGame(chunk.setup, seed));
      if (performance.now() - last >= PROGRESS_MS && seed < chunk.to) {
        send({ type: "progress", chunk: chunk.id, games: games.length - reported });
        reported = games.length;
        last = performance.now();
      }
    }
    send({ type: "done", chunk: chunk.id, games });
  } catch (error) {
    fail(chunk, error);
  }
}
