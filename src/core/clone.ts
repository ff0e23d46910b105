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
 * `previousFrozen` says `previous` is deeply frozen already (a state this library made): the
 * subtrees kept from it are then not walked again to freeze them.
 */
export function shareUnchanged<T>(previous: unknown, next: T, previousFrozen = false): T {
  if (typeof next !== "object" || next === null || Object.isFrozen(next)) return next;
  return share(previous, next, inheritsEnumerable(), previousFrozen) as T;
}

/**
 * `own`: the host is polluted, so `for...in` keys are checked to be own keys; `frozen`: `previous` is
 * deeply frozen. `next` is an object. Nothing is written into a node while it still looks unchanged
 * (most nodes of a copied subtree are, and are dropped whole), so whether it is frozen (a node the
 * rules assigned, not a copy) is asked only once it is found changed: `Object.isFrozen` is a runtime
 * call, too dear to make on every node.
 */
function share(previous: unknown, next: object, own: boolean, frozen: boolean): unknown {
  // A subtree shared by reference (a static key) is frozen where it is not yet (a new game).
  if (previous === next) return frozen ? next : freezeDeep(next, own);
  const old = typeof previous === "object" && previous !== null ? (previous as Record<string, unknown>) : undefined;
  if (Array.isArray(next)) {
    const oldArray = Array.isArray(old) ? (old as unknown[]) : undefined;
    let same = oldArray !== undefined && oldArray.length === next.length;
    if (!same && Object.isFrozen(next)) return next;
    for (let i = 0; i < next.length; i++) {
      const before = oldArray === undefined ? undefined : oldArray[i];
      const item: unknown = next[i];
      // A leaf: nothing to share or freeze.
      const value = typeof item !== "object" || item === null ? item : share(before, item, own, frozen);
      if (same && value !== before) {
        if (Object.isFrozen(next)) return next;
        same = false;
        writeSharedItems(next, oldArray as unknown[], i);
      }
      if (!same && value !== item) next[i] = value;
    }
    return same ? keep(previous, own, frozen) : Object.freeze(next);
  }
  const target = next as Record<string, unknown>;
  let same = old !== undefined && !Array.isArray(old);
  if (!same && Object.isFrozen(target)) return target;
  let count = 0;
  for (const key in target) {
    if (own && !Object.hasOwn(target, key)) continue;
    const before = old === undefined ? undefined : old[key];
    const item = target[key];
    const value = typeof item !== "object" || item === null ? item : share(before, item, own, frozen);
    if (same && (value !== before || (before === undefined && old !== undefined && !Object.hasOwn(old, key)))) {
      if (Object.isFrozen(target)) return target;
      same = false;
      writeShared(target, old as Record<string, unknown>, count, own);
    }
    if (!same && value !== item) target[key] = value;
    count++;
  }
  if (same) {
    // Equal on every key of `next`: the same only if `previous` has no other key.
    if (keyCount(old as object, own) === count) return keep(previous, own, frozen);
    if (Object.isFrozen(target)) return target;
    writeShared(target, old as Record<string, unknown>, count, own);
  }
  return Object.freeze(target);
}

/** `writeShared` for an array found changed at index `n`. */
function writeSharedItems(next: unknown[], old: readonly unknown[], n: number): void {
  for (let i = 0; i < n; i++) {
    const item: unknown = next[i];
    if (typeof item === "object" && item !== null) next[i] = old[i];
  }
}

/**
 * The deferred writes of a node found changed at its `n`-th key: every earlier key was equal to
 * `previous`'s, so its object value is swapped for `previous`'s. Deferred because most nodes of a
 * copied subtree are unchanged and dropped whole (a megamorphic keyed store saved per child).
 */
function writeShared(target: Record<string, unknown>, old: Record<string, unknown>, n: number, own: boolean): void {
  if (n === 0) return;
  let i = 0;
  for (const key in target) {
    if (own && !Object.hasOwn(target, key)) continue;
    if (i++ === n) return;
    const item = target[key];
    if (typeof item === "object" && item !== null) target[key] = old[key];
  }
}

/** A subtree of `previous` kept as is: frozen deeply unless it is known to be (a walk of `Object.isFrozen` runtime calls saved). */
function keep(previous: unknown, own: boolean, frozen: boolean): unknown {
  return frozen ? previous : freezeDeep(previous, own);
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
