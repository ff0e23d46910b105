/**
 * The bots' thread (a Web Worker): receives a state and who plays it, answers with the bot's
 * action. The planning bots take tens to hundreds of milliseconds a move; here that time never
 * blocks the page.
 */
import { botAction, type BotRequest } from "./bots";

self.addEventListener("message", (event: MessageEvent<BotRequest>) => {
  const { id, kind, seed, n, state } = event.data;
  try {
    postMessage({ id, action: botAction(kind, seed, n, state) });
  } catch (error) {
    postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
