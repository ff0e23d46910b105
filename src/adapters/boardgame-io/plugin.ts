/**
 * The adapter's boardgame.io plugin: what a move received before boardgame.io drafted it, and a
 * guard that refuses every client event.
 *
 * @module
 */
import type { Plugin } from "boardgame.io";
import type { GameState } from "teq-engine";

/** The `G` boardgame.io passed the move being run, before its immer plugin made a draft of it. */
let rawG: unknown = undefined;
/** Whether a move ran during the action being processed (reset at the start of each action). */
let moveRan = false;
/** Set by the plugin's `setup` (a match being created), turned into `creating` by the `api` call that follows. */
let setUp = false;
/** Whether the state being validated is a new match's initial state (no action: nothing to refuse). */
let creating = false;

/** The `G` the running move received before boardgame.io drafted it (undefined outside a move). */
export function moveInput(): unknown {
  return rawG;
}

/**
 * The plugin:
 * - `fnWrap` records the `G` each move receives before boardgame.io's immer plugin wraps it in a
 *   draft (game plugins wrap moves outside the core plugins): the base of a draft made by another
 *   immer's production build cannot be read, its field names being minified;
 * - `isInvalid` refuses any action that ran no move. boardgame.io 0.50's server applies every
 *   client `GAME_EVENT` it has a handler for (`endTurn`, `endGame` with any winners, `setPhase`,
 *   `setActivePlayers`, ...) even when the game's `events` config disables it (that config only
 *   hides the client's API); only the engine may move this game on. A new match's initial state
 *   (validated once, after `setup`, with no action) is not refused.
 */
export const TEQ_PLUGIN: Plugin<Record<string, never>, unknown, GameState> = {
  name: "teq-engine",
  // boardgame.io creates a match with setup, then api, then the validation: only that validation is exempt.
  setup: () => {
    setUp = true;
    return {};
  },
  api: () => {
    moveRan = false;
    creating = setUp;
    setUp = false;
    return {};
  },
  fnWrap:
    (fn, method) =>
    (context, ...args) => {
      const saved = rawG;
      rawG = (context as { G?: unknown }).G;
      // boardgame.io wraps the turn and phase hooks too (which an event runs): only a move counts.
      if (String(method) === "MOVE") moveRan = true;
      try {
        // boardgame.io types a wrapped function's arguments as any[]: they pass through untouched.
        // eslint-disable-next-line @typescript-eslint/no-unsafe-argument
        return fn(context, ...args) as unknown;
      } finally {
        rawG = saved;
      }
    },
  isInvalid: () => {
    if (creating) {
      creating = false;
      return false;
    }
    return moveRan ? false : "only the game's move may change a Tiny Epic Quest match: client events are refused";
  },
};
