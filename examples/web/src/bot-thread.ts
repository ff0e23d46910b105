/** The page's side of the bots' Web Worker (bot-worker.ts): requests answered in order, packs sent once. */
import type { Action, Engine, GameState } from "teq-engine";
import type { Advice, BotKind, WorkerReply, WorkerRequest } from "./bots";
import { isReference } from "./engine";

export class BotThread {
  readonly #worker = new Worker(new URL("./bot-worker.ts", import.meta.url), { type: "module" });
  readonly #waiting = new Map<number, { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void }>();
  /** The fingerprints of the packs the worker has been sent. */
  readonly #sent = new Set<string>();
  #next = 1;

  constructor() {
    this.#worker.addEventListener("message", (event: MessageEvent<WorkerReply>) => {
      const entry = this.#waiting.get(event.data.id);
      if (entry === undefined) return;
      this.#waiting.delete(event.data.id);
      if (event.data.error === undefined) entry.resolve(event.data);
      else entry.reject(new Error(event.data.error));
    });
  }

  /** The action the bot of `kind` plays as the game's `n`-th action (the same as botAction on the page would give). */
  async think(engine: Engine, kind: BotKind, seed: string | number, n: number, state: GameState): Promise<Action> {
    const reply = await this.#ask(engine, (id) => ({ type: "move", id, kind, seed, n, state }));
    if (reply.action === undefined) throw new Error("the bot gave no action");
    return reply.action;
  }

  /** A hint for the seat deciding in `state`: the normal bot's move and the estimated chance after it. */
  async hint(engine: Engine, seed: string | number, n: number, state: GameState): Promise<Advice> {
    const reply = await this.#ask(engine, (id) => ({ type: "hint", id, seed, n, state }));
    if (reply.advice === undefined) throw new Error("the bot gave no hint");
    return reply.advice;
  }

  /** Sends a request (after the engine's pack, the first time it is used) and waits for its reply. */
  #ask(engine: Engine, request: (id: number) => WorkerRequest): Promise<WorkerReply> {
    if (!isReference(engine) && !this.#sent.has(engine.fingerprint)) {
      this.#worker.postMessage({ type: "pack", content: engine.content } satisfies WorkerRequest);
      this.#sent.add(engine.fingerprint);
    }
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#worker.postMessage(request(id));
    });
  }
}
