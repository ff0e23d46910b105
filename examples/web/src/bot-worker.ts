/**
 * The bots' thread (a Web Worker): receives a state and who plays it, answers with the bot's
 * action (or a hint). The planning bots take tens to hundreds of milliseconds a move; here that
 * time never blocks the page. A game on a loaded content pack is played through an engine built
 * here from the pack (sent once, before the first request of a game on it), cached by fingerprint.
 */
import { BUILTIN_MODULES, createEngine, type Engine, type GameState } from "teq-engine";
import { advice, botAction, type WorkerReply, type WorkerRequest } from "./bots";

// The package declares `"sideEffects": false`, and the built-in modules are given to the engine by
// the module that exports BUILTIN_MODULES: a bundle that uses none of its exports (this worker's)
// drops it, and every game with a module is then refused ("names module(s) this engine does not
// provide"). Naming the list keeps it.
if (!Array.isArray(BUILTIN_MODULES)) throw new Error("no built-in modules");

/** The engines known here, by their pack's fingerprint (the reference pack's from the start). */
const engines = new Map<string, Engine>();
const reference = createEngine();
engines.set(reference.fingerprint, reference);

/** The engine of a state's pack (named by the state's fingerprint). */
function engineOf(state: GameState): Engine {
  const engine = engines.get(state.pack.fingerprint);
  if (engine === undefined) throw new Error(`No content pack with fingerprint ${state.pack.fingerprint} was sent.`);
  return engine;
}

self.addEventListener("message", (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.type === "pack") {
    const engine = createEngine({ content: request.content });
    engines.set(engine.fingerprint, engine);
    return;
  }
  let reply: WorkerReply;
  try {
    const engine = engineOf(request.state);
    reply =
      request.type === "move"
        ? { id: request.id, action: botAction(engine, request.kind, request.seed, request.n, request.state) }
        : { id: request.id, advice: advice(engine, request.seed, request.n, request.state) };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  postMessage(reply);
});
