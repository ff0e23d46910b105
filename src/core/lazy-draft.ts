/**
 * The lazy draft of the copying runner (`"immutable"` mode): a state to update in place whose
 * top-level subtrees are copied only when the recipe first touches them, and the next state made
 * from it, with every unchanged part shared with the input and every new node frozen.
 *
 * @module
 */
import type { Immutable } from "immer";
import { clonePlain, deepFreeze, inheritsEnumerable, shareUnchanged } from "./clone";

/** Where a lazy draft keeps the state it copies from. */
const SOURCE = Symbol("teq.draftSource");
/** Where a lazy draft keeps its ruleset's `copySubtree` (or `undefined`). */
const COPY = Symbol("teq.draftCopy");

/**
 * The state a lazy draft copies from, or undefined for a state updated in place (which is its own
 * source). For reads that must not copy: see `peek`.
 *
 * @param draft - a draft, or a state updated in place
 * @returns the draft's input state, or undefined
 * @internal
 */
export function draftSource<S extends object>(draft: S): S | undefined {
  return (draft as Record<symbol, unknown>)[SOURCE] as S | undefined;
}

/**
 * A top-level value of a draft, for reading only. A lazy draft copies a subtree the first time the
 * recipe touches it (and compares the copy at the end); `peek` reads an untouched subtree from the
 * input instead, frozen, at no cost. A subtree already touched is the draft's own copy. On a state
 * updated in place it is a plain read. What it returns is typed read-only, all the way down: a write
 * through it would change the input (or, on a frozen input, throw), so the compiler refuses one.
 *
 * @param draft - a draft, or a state updated in place
 * @param key - the top-level key
 * @returns the current value, possibly frozen, read-only
 * @internal
 */
export function peek<S extends object, K extends keyof S>(draft: S, key: K): Immutable<S[K]> {
  const source = (draft as Record<symbol, unknown>)[SOURCE] as S | undefined;
  const value = source === undefined || Object.hasOwn(draft, key) ? draft[key] : source[key];
  // Any value is its read-only type; the compiler cannot see that through `Immutable` of a type parameter.
  return value as Immutable<S[K]>;
}

/**
 * The prototype of every lazy draft: one getter/setter pair per object-valued top-level key seen so
 * far. Reading a key copies its subtree into an own property on first access; assigning it sets the
 * own property. Keys the recipe never touches stay on the prototype and are never copied.
 *
 * Module-level on purpose, shared by every engine: one prototype gives every draft one hidden class,
 * whatever ruleset made it (one per ruleset would make the rules' reads polymorphic in a process
 * that plays several module combinations). It is not observable: a key another engine's states
 * added reads as absent (`undefined`) in a state without it, is not enumerable (no `Object.keys` or
 * `for...in` sees it) and never reaches a result (`finishDraft` copies only the draft's own keys).
 * In practice every state has the same top-level keys (`STATE_KEYS`), so the set stops growing
 * after the first transition.
 */
const LAZY_PROTO: object = Object.create(null) as object;
const lazyKeys = new Set<string>();

function defineLazyKey(key: string): void {
  if (lazyKeys.has(key)) return;
  lazyKeys.add(key);
  Object.defineProperty(LAZY_PROTO, key, {
    configurable: false,
    enumerable: false,
    get(this: Record<string | symbol, unknown>): unknown {
      const source = this[SOURCE] as Record<string, unknown>;
      if (!Object.hasOwn(source, key)) return undefined;
      const copier = this[COPY] as ((key: string, value: unknown) => unknown) | undefined;
      const copy = copier === undefined ? clonePlain(source[key]) : copier(key, source[key]);
      Object.defineProperty(this, key, { value: copy, writable: true, enumerable: true, configurable: true });
      return copy;
    },
    set(this: object, value: unknown): void {
      Object.defineProperty(this, key, { value, writable: true, enumerable: true, configurable: true });
    },
  });
}

/**
 * A draft of a state to update in place: primitives and static keys are own properties, every other
 * top-level subtree is copied only when the recipe first reads or writes it (`finishDraft` keeps
 * the input's own subtree for the rest).
 */
export function lazyDraft<S extends object>(
  state: S,
  staticKeys: readonly string[],
  copySubtree: ((key: string, value: unknown) => unknown) | undefined,
): S {
  const draft = Object.create(LAZY_PROTO) as Record<string | symbol, unknown>;
  draft[SOURCE] = state;
  draft[COPY] = copySubtree;
  // `for...in` reads V8's enum cache (no key list allocated); `Object.hasOwn` only in a polluted host.
  const own = inheritsEnumerable();
  for (const key in state) {
    if (own && !Object.hasOwn(state, key)) continue;
    const value = (state as Record<string, unknown>)[key];
    if (typeof value === "object" && value !== null && !staticKeys.includes(key)) defineLazyKey(key);
    else draft[key] = value;
  }
  return draft as S;
}

/**
 * The next state from a finished lazy draft: the input's keys in the input's order (then any key
 * the recipe added), untouched subtrees shared, touched ones structurally shared with the input and
 * frozen; the input itself when nothing changed. `inputFrozen`: the input is deeply frozen (a
 * state this library made), so what is kept from it needs no freezing walk.
 */
export function finishDraft<S extends object>(
  state: S,
  draft: S,
  copyTop: ((state: S) => S) | undefined,
  inputFrozen: boolean,
): S {
  const previous = state as Record<string, unknown>;
  const written = draft as Record<string, unknown>;
  // The ruleset's copy (or a spread) keeps the input's keys in order in one step; touched keys are
  // then replaced, which keeps the copy's shape.
  const out = (copyTop === undefined ? { ...previous } : copyTop(state)) as Record<string, unknown>;
  let same = true;
  // Every touched subtree (and every primitive, an own property from the start) is in the draft;
  // untouched lazy subtrees are not, and stay the input's. The recipes delete no top-level key.
  // The draft's own keys: its prototype has no enumerable key and no prototype of its own.
  for (const key in written) {
    const before = previous[key];
    const value = shareUnchanged(before, written[key], inputFrozen);
    if (value === before && (before !== undefined || Object.hasOwn(previous, key))) continue;
    out[key] = value;
    same = false;
  }
  if (same) return inputFrozen ? state : deepFreeze(state);
  // Every touched value is frozen by `shareUnchanged`; the untouched ones are the input's.
  if (!inputFrozen) for (const key of Object.keys(out)) deepFreeze(out[key]);
  return Object.freeze(out) as S;
}
