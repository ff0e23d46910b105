/**
 * The engine state behind boardgame.io's `G`: moves receive an immer draft of it, and a server
 * with persistent storage hands back a JSON copy.
 *
 * @module
 */
import { isDraft, original } from "immer";
import { parseState, type GameState } from "teq-engine";

/** The engine state of each `G` seen: engine states map to themselves, JSON copies to their parsed state. */
const engineStateOf = new WeakMap<object, GameState>();

/** Records a state the engine returned (frozen and checked: used as it is). */
export function remember(state: GameState): GameState {
  engineStateOf.set(state, state);
  return state;
}

/**
 * The full engine state of `G`: the base of an immer draft (boardgame.io wraps every move in its
 * own `produce`; drafts of any immer version share one marker), and a state that came back from
 * storage as JSON is loaded with `parseState` (fully checked, migrated) once per object.
 */
export function baseState(G: unknown): GameState {
  const base: unknown = isDraft(G) ? original(G) : G;
  if (typeof base !== "object" || base === null) return parseState(base);
  const known = engineStateOf.get(base);
  if (known !== undefined) return known;
  const parsed = remember(parseState(base));
  engineStateOf.set(base, parsed);
  return parsed;
}
