/**
 * The engine state behind boardgame.io's `G`: moves receive an immer draft of it, and a server
 * with persistent storage hands back a JSON copy.
 *
 * @module
 */
import { isDraft, original } from "immer";
import { parseState, type Engine, type GameState } from "teq-engine";
import { moveInput } from "./plugin";

/** The engine state of each `G` seen: engine states map to themselves, JSON copies to their parsed state. */
const engineStateOf = new WeakMap<object, GameState>();

/** Records a state the engine returned (frozen and checked: used as it is). */
export function remember(state: GameState): GameState {
  engineStateOf.set(state, state);
  return state;
}

/**
 * The full engine state of `G`: for an immer draft (boardgame.io wraps every move in its own
 * `produce`), the `G` recorded by the adapter's plugin (or the draft's base), and a state that came back from
 * storage as JSON is loaded with `parseState` (fully checked, migrated) once per object.
 */
export function baseState(G: unknown, engine?: Engine): GameState {
  const parse = engine?.parseState ?? parseState;
  const raw = moveInput();
  const base: unknown = !isDraft(G) ? G : raw !== undefined && !isDraft(raw) ? raw : original(G);
  if (typeof base !== "object" || base === null) return parse(base);
  const known = engineStateOf.get(base);
  if (known !== undefined) return known;
  const parsed = remember(parse(base));
  engineStateOf.set(base, parsed);
  return parsed;
}
