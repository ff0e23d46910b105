/**
 * The bots' thread (a Web Worker): receives a state and who plays it, answers with the bot's
 * action. The planning bots take tens to hundreds of milliseconds a move; here that time never
 * blocks the page.
 */
import { BUILTIN_MODULES } from "teq-engine";
import { botAction, type BotRequest } from "./bots";

// The package declares `"sideEffects": false`, and the built-in modules are given to the engine by
// the module that exports BUILTIN_MODULES: a bundle that uses none of its exports (this worker's)
// drops it, and every game with a module is then refused ("names module(s) this engine does not
// provide"). Naming the list keeps it.
if (!Array.isArray(BUILTIN_MODULES)) throw new Error("no built-in modules");

self.addEventListener("message", (event: MessageEvent<BotRequest>) => {
  const { id, kind, seed, n, state } = event.data;
  try {
    postMessage({ id, action: botAction(kind, seed, n, state) });
  } catch (error) {
    postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
