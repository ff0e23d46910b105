/** The page's side of the bots' Web Worker (bot-worker.ts): one request at a time, answered in order. */
import type { Action, GameState } from "teq-engine";
import type { BotRequest, SeatKind } from "./bots";

export class BotThread {
  readonly #worker = new Worker(new URL("./bot-worker.ts", import.meta.url), { type: "module" });
  readonly #waiting = new Map<number, { resolve: (action: Action) => void; reject: (error: Error) => void }>();
  #next = 1;

  constructor() {
    this.#worker.addEventListener("message", (event: MessageEvent<{ id: number; action?: Action; error?: string }>) => {
      const entry = this.#waiting.get(event.data.id);
      if (entry === undefined) return;
      this.#waiting.delete(event.data.id);
      if (event.data.action !== undefined) entry.resolve(event.data.action);
      else entry.reject(new Error(event.data.error ?? "the bot failed"));
    });
  }

  /** The action the bot of `kind` plays as the game's `n`-th action (the same as botAction on the page would give). */
  think(kind: Exclude<SeatKind, "human">, seed: string | number, n: number, state: GameState): Promise<Action> {
    const id = this.#next++;
    const request: BotRequest = { id, kind, seed, n, state };
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#worker.postMessage(request);
    });
  }
}
