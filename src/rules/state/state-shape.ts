/**
 * One hidden class for every state. V8 gives an object the shape its keys were added in; an object
 * built key by key with computed names, past a dozen keys, becomes a slow dictionary-mode object,
 * and states made by different paths (a spread, a parse, a copy) get different shapes. The rules
 * read the same few top-level fields in every transition, so states from `createGame`, `reduce`,
 * `parseState` and the Simulator are all built by the literals below: the rules' property reads
 * then see one shape (and its frozen twin), not many.
 *
 * @module
 */
import { inheritsEnumerable } from "../../core/clone";
import { fieldsOf, writableFieldsOf } from "../../core/fields";
import { draftSource } from "../../core/lazy-draft";
import type { Decision } from "../decisions";
import type { GameState, GameStateOf } from "./game-state";
import { BASE_STATE } from "../schema/state";
import { copySubtreeUnshared } from "./subtree-copies";

/**
 * The top-level keys of a state, in the order `createGame` writes them (the literals' order): the
 * fields of the state's schema (`rules/schema/state.ts`), whose type a type test holds to
 * `GameState`. `parseState` and the entry guard read the same list.
 */
export const STATE_KEYS = BASE_STATE.fields.map((field) => field.key) as readonly (keyof GameState)[];

/**
 * Whether a state has exactly the canonical keys, in order (so a literal copy is exact).
 *
 * @param state - a state (or any object)
 * @returns true for exactly the canonical keys in their order
 */
export function hasCanonicalKeys(state: object): boolean {
  // `Object.hasOwn` per key only in a host whose `Object.prototype` has enumerable keys (21 calls saved per copy).
  const own = inheritsEnumerable();
  let i = 0;
  for (const key in state) {
    if (own && !Object.hasOwn(state, key)) continue;
    if (key !== STATE_KEYS[i]) return false;
    i++;
  }
  return i === STATE_KEYS.length;
}

/**
 * A shallow copy of a state's top level in the canonical shape (a spread when its keys are not the
 * canonical ones).
 *
 * @param s - the state
 * @returns a new unfrozen top-level object sharing every value
 */
export function copyStateTop<D extends Decision>(s: GameStateOf<D>): GameStateOf<D> {
  if (!hasCanonicalKeys(s)) return { ...s };
  return {
    schemaVersion: s.schemaVersion,
    config: s.config,
    pack: s.pack,
    rng: s.rng,
    decision: s.decision,
    queue: s.queue,
    phase: s.phase,
    round: s.round,
    map: s.map,
    players: s.players,
    firstPlayer: s.firstPlayer,
    firstPlayerToken: s.firstPlayerToken,
    magicSpace: s.magicSpace,
    goblins: s.goblins,
    quests: s.quests,
    itemRack: s.itemRack,
    movementCards: s.movementCards,
    day: s.day,
    night: s.night,
    lastRoll: s.lastRoll,
    moduleState: s.moduleState,
  };
}

/**
 * A deep, unfrozen copy of a state in the canonical shape; the pack reference is shared, and the
 * map too when `shareMap` (no rule changes it after setup). With a ruleset's `copySubtree` (a
 * simulator's private copy) the decision and the queued steps are shared, since the rules replace
 * them and never change them; without one (a copy a caller keeps) nothing else is.
 *
 * @param s - the state
 * @param shareMap - share `map` instead of copying it
 * @param privateCopy - the ruleset's `copySubtree` for a copy only the rules will change, or null
 * @returns the copy
 */
export function cloneStateDeep<D extends Decision>(
  s: GameStateOf<D>,
  shareMap: boolean,
  privateCopy: ((key: string, value: unknown) => unknown) | null,
): GameStateOf<D> {
  // Only existing keys are replaced, so the copy keeps `copyStateTop`'s shape. Written by key: the
  // compiler cannot type a field chosen by a key read at run time, so the copy is a record while
  // its values are replaced by their own copies.
  const copy = copyStateTop(s);
  const copier = privateCopy ?? copySubtreeUnshared;
  const out = writableFieldsOf(copy);
  for (const key of Object.keys(out)) {
    if (key === "pack" || (key === "map" && shareMap)) continue;
    const value = out[key];
    if (typeof value === "object" && value !== null) out[key] = copier(key, value);
  }
  return copy;
}

/**
 * The current state of a draft as a state to read from, without copying the subtrees the recipe has
 * not touched (see `peek`): for helpers that read a whole state, such as condition checks. A state
 * updated in place is returned as is. The view is a snapshot of the top level: use it, then drop it
 * before the recipe writes again.
 *
 * @param draft - a draft, or a state updated in place
 * @returns a state to read from (parts of it frozen)
 */
export function readView(draft: GameState): GameState {
  const source = draftSource(draft);
  if (source === undefined) return draft;
  const view = copyStateTop(source);
  // The draft's own keys: its primitives, static keys and every subtree touched so far (each the
  // same field of another state: the view keeps every field's type).
  const fields = writableFieldsOf(view);
  const drafted = fieldsOf(draft);
  for (const key in draft) fields[key] = drafted[key];
  return view;
}
