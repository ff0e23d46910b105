/**
 * Plain data the library made, froze whole and shares (the listed move actions): data that can
 * never change, so readers of untrusted input may take it as it is instead of copying it.
 *
 * @module
 */

/** Every object given to {@link shareFrozen}: deeply frozen plain JSON data the library made. */
const shared = new WeakSet<object>();

/**
 * Freezes a value the library made and records it as shared plain data: `isSharedData` then
 * answers true for it, and `plainData` returns it uncopied. Only for values built by the library
 * itself from plain data (never a caller's object: a Proxy could pass every test here). Checked
 * once, here: every nested object must be frozen already, plain, without `undefined` or `-0`.
 *
 * @param value - a plain object or array the library built
 * @returns the value, frozen
 * @throws TypeError when the value is not deeply frozen plain data of the copy's own form
 */
export function shareFrozen<T extends object>(value: T): T {
  Object.freeze(value);
  if (assertFrozenPlain(value, 0) > MAX_SHARED_NODES) throw new TypeError("shareFrozen: too large");
  shared.add(value);
  return value;
}

/**
 * Whether a value is plain data the library made and shared (see {@link shareFrozen}).
 *
 * @param value - any value
 * @returns true for a shared value
 */
export function isSharedData(value: unknown): boolean {
  return typeof value === "object" && value !== null && shared.has(value);
}

/**
 * The bounds of a shared value, well within every reader's limits (an action may nest 32 levels,
 * hold 4,096 values and strings of 1,024 characters): shared values are small actions.
 */
const MAX_SHARED_DEPTH = 8;
const MAX_SHARED_NODES = 256;
const MAX_SHARED_STRING = 256;

/** Throws unless `value` is frozen plain data that copying it would give back unchanged; returns its count of values. */
function assertFrozenPlain(value: unknown, depth: number): number {
  if (typeof value === "number") {
    if (!Number.isFinite(value) || Object.is(value, -0))
      throw new TypeError("shareFrozen: a number a copy would change");
    return 1;
  }
  if (typeof value === "string") {
    if (value.length > MAX_SHARED_STRING) throw new TypeError("shareFrozen: a long string");
    return 1;
  }
  if (typeof value === "boolean" || value === null) return 1;
  if (typeof value !== "object" || depth >= MAX_SHARED_DEPTH) throw new TypeError("shareFrozen: not plain JSON data");
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== Array.prototype) throw new TypeError("shareFrozen: not a plain object");
  if (!Object.isFrozen(value)) throw new TypeError("shareFrozen: a nested object is not frozen");
  // The library's own literals: their keys are their enumerable own keys (no accessor to look for).
  const keys = Object.keys(value);
  if (Array.isArray(value) && keys.length !== value.length) throw new TypeError("shareFrozen: a sparse array");
  let count = 1;
  for (const key of keys) count += assertFrozenPlain((value as Record<string, unknown>)[key], depth + 1);
  return count;
}
