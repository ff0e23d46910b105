import { InvalidStateError } from "./errors";

/**
 * A fast deep copy of plain JSON data (objects, arrays, strings, numbers, booleans, null); `-0`
 * becomes `0`, so the copy and its JSON round trip are deep-equal.
 *
 * @param value - plain JSON data
 * @returns an unfrozen deep copy
 * @internal
 */
export function clonePlain<T>(value: T, depth = 0): T {
  if (typeof value !== "object" || value === null) return (value === 0 ? 0 : value) as T;
  if (depth > MAX_CLONE_DEPTH) {
    throw new InvalidStateError("STATE_MALFORMED", `The value is nested deeper than ${MAX_CLONE_DEPTH} levels, or cyclic.`);
  }
  // Leaves (most values) are copied inline rather than by a call each.
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      out[i] = typeof item === "object" && item !== null ? clonePlain(item, depth + 1) : item === 0 ? 0 : item;
    }
    return out as T;
  }
  // `for...in` over a plain object reads V8's enum cache: no key list is allocated.
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const item = (value as Record<string, unknown>)[key];
    out[key] = typeof item === "object" && item !== null ? clonePlain(item, depth + 1) : item === 0 ? 0 : item;
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
  return share(previous, next) as T;
}

function share(previous: unknown, next: unknown): unknown {
  if (typeof next !== "object" || next === null || Object.isFrozen(next)) return next;
  // A subtree shared by reference (a static key) is frozen where it is not yet (a new game).
  if (previous === next) return deepFreeze(next);
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
      const value = share(before, item);
      next[i] = value;
      if (value !== before) same = false;
    }
    return same ? deepFreeze(previous) : Object.freeze(next);
  }
  const target = next as Record<string, unknown>;
  let same = old !== undefined && !Array.isArray(old);
  let count = 0;
  for (const key in target) {
    count++;
    const before = old === undefined ? undefined : old[key];
    const item = target[key];
    const value = typeof item !== "object" || item === null ? item : share(before, item);
    if (value !== item) target[key] = value;
    if (value !== before || (before === undefined && old !== undefined && !(key in old))) same = false;
  }
  // Equal on every key of `next`: the same only if `previous` has no other key.
  return same && keyCount(old as object) === count ? deepFreeze(previous) : Object.freeze(next);
}

/** Freezes a plain value deeply, skipping subtrees that are already frozen. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    // Arrays by index: no key list to allocate.
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item === "object" && item !== null) deepFreeze(item);
    }
    return Object.freeze(value);
  }
  for (const key in value) {
    const item = (value as Record<string, unknown>)[key];
    if (typeof item === "object" && item !== null) deepFreeze(item);
  }
  return Object.freeze(value);
}

/** How many enumerable keys a plain object has, counted without allocating a key list. */
function keyCount(value: object): number {
  let count = 0;
  for (const _key in value) count++;
  return count;
}
