import { InvalidStateError } from "./errors";

/**
 * A fast deep copy of plain JSON data (objects, arrays, strings, numbers, booleans, null); `-0`
 * becomes `0`, so the copy and its JSON round trip are deep-equal. Only own keys are copied, also
 * in a host whose `Object.prototype` carries enumerable keys (a prototype-pollution bug elsewhere).
 *
 * @param value - plain JSON data
 * @returns an unfrozen deep copy
 * @internal
 */
export function clonePlain<T>(value: T): T {
  if (typeof value !== "object" || value === null) return (value === 0 ? 0 : value) as T;
  return (inheritsEnumerable() ? cloneOwn : cloneFast)(value, 0);
}

/**
 * Whether a plain object inherits an enumerable key (other code gave `Object.prototype` one), so that
 * `for...in` lists it too. One empty loop when it does not: the fast paths below check once per call.
 *
 * @returns true in a polluted host
 * @internal
 */
export function inheritsEnumerable(): boolean {
  for (const _key in EMPTY) return true;
  return false;
}

const EMPTY: object = Object.freeze({});

function tooDeep(): never {
  throw new InvalidStateError(
    "STATE_MALFORMED",
    `The value is nested deeper than ${MAX_CLONE_DEPTH} levels, or cyclic.`,
  );
}

/** `clonePlain` where `for...in` lists own keys only: it reads V8's enum cache, no key list allocated. */
function cloneFast<T>(value: T, depth: number): T {
  if (typeof value !== "object" || value === null) return (value === 0 ? 0 : value) as T;
  if (depth > MAX_CLONE_DEPTH) tooDeep();
  // Leaves (most values) are copied inline rather than by a call each.
  if (Array.isArray(value)) {
    // Built by `push`: packed whatever the source (`new Array(n)` makes a holey array, and `slice` of
    // a frozen array too), so a copy has the shape of the arrays the rules build (core/packed.ts).
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      out.push(typeof item === "object" && item !== null ? cloneFast(item, depth + 1) : item === 0 ? 0 : item);
    }
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const item = (value as Record<string, unknown>)[key];
    out[key] = typeof item === "object" && item !== null ? cloneFast(item, depth + 1) : item === 0 ? 0 : item;
  }
  return out as T;
}

/** `clonePlain` in a polluted host: own keys only, and a `__proto__` key stays an own key. */
function cloneOwn<T>(value: T, depth: number): T {
  if (typeof value !== "object" || value === null) return (value === 0 ? 0 : value) as T;
  if (depth > MAX_CLONE_DEPTH) tooDeep();
  if (Array.isArray(value)) {
    const out: unknown[] = []; // packed, as in `cloneFast`
    for (let i = 0; i < value.length; i++) out.push(cloneOwn(value[i] as unknown, depth + 1));
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = cloneOwn((value as Record<string, unknown>)[key], depth + 1);
    if (key === "__proto__")
      Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
    else out[key] = item;
  }
  return out as T;
}

/** The deepest nesting `clonePlain` copies: states and packs are a dozen levels deep at most. */
const MAX_CLONE_DEPTH = 64;

/**
 * Structural sharing after an in-place update: returns `next` with every subtree deep-equal to the
 * same place in `previous` replaced by the previous (frozen) one, and every new node frozen. So a
 * transition run on a private copy yields what an immer producer would: unchanged parts keep their
 * identity, changed parts are new and frozen. `next` must be a fresh copy the caller owns.
 */
export function shareUnchanged<T>(previous: unknown, next: T): T {
  if (typeof next !== "object" || next === null || Object.isFrozen(next)) return next;
  return share(previous, next, inheritsEnumerable()) as T;
}

/** `own`: the host is polluted, so `for...in` keys are checked to be own keys. */
function share(previous: unknown, next: unknown, own: boolean): unknown {
  if (typeof next !== "object" || next === null || Object.isFrozen(next)) return next;
  // A subtree shared by reference (a static key) is frozen where it is not yet (a new game).
  if (previous === next) return freezeDeep(next, own);
  const old = typeof previous === "object" && previous !== null ? (previous as Record<string, unknown>) : undefined;
  if (Array.isArray(next)) {
    const oldArray = Array.isArray(old) ? (old as unknown[]) : undefined;
    let same = oldArray !== undefined && oldArray.length === next.length;
    for (let i = 0; i < next.length; i++) {
      const before = oldArray === undefined ? undefined : oldArray[i];
      const item: unknown = next[i];
      if (typeof item !== "object" || item === null) {
        if (item !== before) same = false; // a leaf: nothing to share or freeze
        continue;
      }
      const value = share(before, item, own);
      next[i] = value;
      if (value !== before) same = false;
    }
    return same ? freezeDeep(previous, own) : Object.freeze(next);
  }
  const target = next as Record<string, unknown>;
  let same = old !== undefined && !Array.isArray(old);
  let count = 0;
  for (const key in target) {
    if (own && !Object.hasOwn(target, key)) continue;
    count++;
    const before = old === undefined ? undefined : old[key];
    const item = target[key];
    const value = typeof item !== "object" || item === null ? item : share(before, item, own);
    if (value !== item) target[key] = value;
    if (value !== before || (before === undefined && old !== undefined && !Object.hasOwn(old, key))) same = false;
  }
  // Equal on every key of `next`: the same only if `previous` has no other key.
  return same && keyCount(old as object, own) === count ? freezeDeep(previous, own) : Object.freeze(next);
}

/** Freezes a plain value deeply, skipping subtrees that are already frozen (own keys only, whatever the host). */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  return freezeDeep(value, inheritsEnumerable());
}

function freezeDeep<T>(value: T, own: boolean): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    // Arrays by index: no key list to allocate.
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item === "object" && item !== null) freezeDeep(item, own);
    }
    return Object.freeze(value);
  }
  for (const key in value) {
    // An inherited object (a polluted prototype's) is not ours to freeze.
    if (own && !Object.hasOwn(value, key)) continue;
    const item = (value as Record<string, unknown>)[key];
    if (typeof item === "object" && item !== null) freezeDeep(item, own);
  }
  return Object.freeze(value);
}

/** How many own enumerable keys a plain object has, counted without allocating a key list. */
function keyCount(value: object, own: boolean): number {
  if (own) return Object.keys(value).length;
  let count = 0;
  for (const _key in value) count++;
  return count;
}
