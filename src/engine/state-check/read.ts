/**
 * Defensive readers for the field checks: each takes an `unknown`, reports what is wrong at its
 * path and returns the value typed, or `undefined` after reporting. None of them throws.
 *
 * @module
 * @internal
 */
import { at, describe, type Problems } from "./problems";

/**
 * A plain object whose properties are not checked yet.
 *
 * @internal
 */
export type Obj = Readonly<Record<string, unknown>>;

/**
 * Whether a value is a plain (non-null, non-array) object.
 *
 * @internal
 */
export function isObj(value: unknown): value is Obj {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Reads an object with exactly the given keys: reports each missing key and each unknown key.
 * Returns the object (even with missing keys) so the keys present can still be checked.
 *
 * @internal
 */
export function readRecord(p: Problems, value: unknown, path: string, keys: readonly string[]): Obj | undefined {
  if (!isObj(value)) {
    p.add(path, `expected an object, found ${describe(value)}`);
    return undefined;
  }
  let present = 0;
  for (let i = 0; i < keys.length; i++) {
    if (Object.hasOwn(value, keys[i] as string)) present++;
    else p.add(at(path, keys[i] as string), "missing required field");
  }
  // Every key present and no more keys than that: nothing unknown (the common case, no allocation).
  let count = 0;
  for (const key in value) if (Object.hasOwn(value, key)) count++;
  if (count !== present) for (const key of Object.keys(value)) if (!keys.includes(key)) p.add(at(path, key), "unknown field");
  return value;
}

/**
 * Runs `read` on `o[key]` at `path.key` when the key is present (a missing key was already
 * reported by {@link readRecord}).
 *
 * @internal
 */
export function field<T>(o: Obj, key: string, path: string, read: (value: unknown, path: string) => T): T | undefined {
  return Object.hasOwn(o, key) ? read(o[key], at(path, key)) : undefined;
}

/**
 * Reads an array, optionally of a bounded length.
 *
 * @internal
 */
export function readArray(p: Problems, value: unknown, path: string, min = 0, max = Infinity): readonly unknown[] | undefined {
  if (!Array.isArray(value)) {
    p.add(path, `expected an array, found ${describe(value)}`);
    return undefined;
  }
  if (value.length < min || value.length > max) {
    const want = min === max ? `exactly ${min}` : max === Infinity ? `at least ${min}` : `${min} to ${max}`;
    p.add(path, `expected ${want} entries, found ${value.length}`);
    return undefined;
  }
  return value;
}

/**
 * Reads each entry of an array with `read`, stopping once the collector is full.
 *
 * @internal
 */
export function eachOf(p: Problems, items: readonly unknown[], path: string, read: (value: unknown, path: string, index: number) => unknown): void {
  for (let i = 0; i < items.length && !p.full; i++) read(items[i], at(path, i), i);
}

/**
 * Reads an integer from `min` to `max`.
 *
 * @internal
 */
export function readInt(p: Problems, value: unknown, path: string, min: number, max: number): number | undefined {
  if (typeof value === "number" && Number.isInteger(value) && value >= min && value <= max) return value;
  p.add(path, `expected an integer from ${min} to ${max}, found ${describe(value)}`);
  return undefined;
}

/**
 * Reads a string (non-empty).
 *
 * @internal
 */
export function readString(p: Problems, value: unknown, path: string): string | undefined {
  if (typeof value === "string" && value !== "") return value;
  p.add(path, `expected a non-empty string, found ${describe(value)}`);
  return undefined;
}

/**
 * Reads a boolean.
 *
 * @internal
 */
export function readBoolean(p: Problems, value: unknown, path: string): boolean | undefined {
  if (typeof value === "boolean") return value;
  p.add(path, `expected true or false, found ${describe(value)}`);
  return undefined;
}

/**
 * Reads one of a fixed list of values.
 *
 * @internal
 */
export function readOneOf<T extends string | null>(p: Problems, value: unknown, path: string, values: readonly T[]): T | undefined {
  if ((values as readonly unknown[]).includes(value)) return value as T;
  p.add(path, `expected one of ${values.map((v) => JSON.stringify(v)).join(", ")}, found ${describe(value)}`);
  return undefined;
}

/**
 * Fast paths of the field checks: a predicate that is true only when the detailed readers would
 * report nothing, so the detailed (path-spelling) reading runs only on a value that may be wrong.
 */

/**
 * Whether `value` is an object whose own keys are exactly `keys`.
 *
 * @internal
 */
export function hasExactKeys(value: unknown, keys: readonly string[]): value is Obj {
  if (!isObj(value)) return false;
  let count = 0;
  for (const key in value) if (Object.hasOwn(value, key)) count++;
  if (count !== keys.length) return false;
  for (let i = 0; i < keys.length; i++) if (!Object.hasOwn(value, keys[i] as string)) return false;
  return true;
}

/**
 * Whether `value` is an integer from `min` to `max`.
 *
 * @internal
 */
export function isInt(value: unknown, min: number, max: number): boolean {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * Whether `value` is a non-empty string.
 *
 * @internal
 */
export function isText(value: unknown): boolean {
  return typeof value === "string" && value !== "";
}
