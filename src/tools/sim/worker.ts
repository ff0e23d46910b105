/**
 * A simulation worker process (started by the pool with an IPC channel): plays the chunks of seeds
 * the pool sends, in the order sent, and sends back each game's rows as soon as it ends (the pool's
 * progress bar counts them). It exits when the pool closes the channel.
 *
 * @module
 */
import type { Chunk } from "./hand-out";
import { playGame } from "./play-game";
import type { WorkerReply } from "./pool";

const send = (reply: WorkerReply): void => {
  process.send?.(reply);
};

if (process.send !== undefined) {
  process.on("message", (chunk: Chunk) => {
    try {
      for (let seed = chunk.from; seed <= chunk.to; seed++)
        send({ type: "game", chunk: chunk.id, rows: playGame(chunk.setup, seed) });
      send({ type: "done", chunk: chunk.id });
    } catch (error) {
      send({
        type: "error",
        chunk: chunk.id,
        message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      });
    }
  });
}
