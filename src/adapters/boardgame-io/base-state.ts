/**
 * The engine state behind boardgame.io's `G`: moves receive an immer draft of it, and a server
 * with persistent storage hands back a JSON copy.
 *
 * @module
 */
import type { Plugin } from "boardgame.io";
import { isDraft, original } from "immer";
import { parseState, type GameState } from "teq-engine";

/** The `G` boardgame.io passed the move being run, before its immer plugin made a draft of it. */
let rawG: unknown = undefined;

/**
 * A boardgame.io plugin that records the `G` each move receives before boardgame.io's immer
 * plugin wraps it in a draft (game plugins wrap moves outside the core plugins). Reading the base
 * of a draft made by another immer's production build is not possible: its field names are
 * minified, so immer's `original` finds nothing there.
 */
export const RAW_STATE_PLUGIN: Plugin = {
  name: "teq-engine-raw-state",
  fnWrap:
    (fn) =>
    (context, ...args) => {
      const saved = rawG;
      rawG = (context as { G?: unknown }).G;
      try {
        return fn(context, ...args) as unknown;
      } finally {
        rawG = saved;
      }
    },
};

/** The engine state of each `G` seen: engine states map to themselves, JSON copies to their parsed state. */
const engineStateOf = new WeakMap<object, GameState>();

/** Records a state the engine returned (frozen and checked: used as it is). */
export function remember(state: GameState): GameState {
  engineStateOf.set(state, state);
  return state;
}

/**
 * The full engine state of `G`: for an immer draft (boardgame.io wraps every move in its own
 * `produce`), the `G` recorded by {@link RAW_STATE_PLUGIN} (or the draft's base), and a state that came back from
 * storage as JSON is loaded with `parseState` (fully checked, migrated) once per object.
 */
export function baseState(G: unknown): GameState {
  const base: unknown = !isDraft(G) ? G : rawG !== undefined && !isDraft(rawG) ? rawG : original(G);
  if (typeof base !== "object" || base === null) return parseState(base);
  const known = engineStateOf.get(base);
  if (known !== undefined) return known;
  const parsed = remember(parseState(base));
  engineStateOf.set(base, parsed);
  return parsed;
}
