/**
 * The problem collector and the defensive readers `validateContent` is built from. Every reader
 * takes an `unknown`, never throws, reports what is wrong and returns `undefined` on failure.
 *
 * @module
 */

import type { ContentProblem } from "../../core/errors";

/**
 * A plain object whose properties are not known yet.
 */
export type Obj = Readonly<Record<string, unknown>>;

/**
 * Collects problems in the order they are found.
 */
export class Checker {
  /** Every problem so far, in the order found. */
  readonly problems: ContentProblem[] = [];

  /** The number of problems so far (compare before and after a check to see if it passed). */
  get count(): number {
    return this.problems.length;
  }

  /**
   * Records one problem.
   *
   * @param path - where, e.g. `"quests[4].temple"`
   * @param code - the stable code
   * @param message - a readable explanation
   */
  report(path: string, code: string, message: string): void {
    this.problems.push({ path, code, message });
  }
}

/**
 * Extends a property path with a key or an array index.
 */
export function at(path: string, key: string | number): string {
  if (typeof key === "number") return `${path}[${key}]`;
  return path === "" ? key : `${path}.${key}`;
}

/**
 * Whether a value is a plain (non-null, non-array) object.
 */
export function isObject(value: unknown): value is Obj {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Names the type of a value for messages.
 */
export function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (value === undefined) return "undefined";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  return `a ${typeof value}`;
}

/**
 * A reader: checks one value at one path and returns it typed, or `undefined` after reporting.
 */
export type Reader<T> = (c: Checker, value: unknown, path: string) => T | undefined;

/**
 * Reads a required property of an object with a reader; reports `MISSING_FIELD` when absent.
 */
export function get<T>(c: Checker, o: Obj, key: string, path: string, read: Reader<T>): T | undefined {
  const value = Object.hasOwn(o, key) ? o[key] : undefined;
  if (value === undefined) {
    c.report(at(path, key), "MISSING_FIELD", `missing required field "${key}"`);
    return undefined;
  }
  return read(c, value, at(path, key));
}

/**
 * Reads an object; reports `NOT_AN_OBJECT` otherwise.
 */
export function readObject(c: Checker, value: unknown, path: string): Obj | undefined {
  if (isObject(value)) return value;
  c.report(path, "NOT_AN_OBJECT", `expected an object, found ${kindOf(value)}`);
  return undefined;
}

/**
 * Reads an array; reports `WRONG_TYPE` otherwise.
 */
export function readArray(c: Checker, value: unknown, path: string): readonly unknown[] | undefined {
  if (Array.isArray(value)) return value;
  c.report(path, "WRONG_TYPE", `expected an array, found ${kindOf(value)}`);
  return undefined;
}

/**
 * Reads a non-empty string; reports `WRONG_TYPE`, or `INVALID_VALUE` for an empty string.
 */
export function readString(c: Checker, value: unknown, path: string): string | undefined {
  if (typeof value !== "string") {
    c.report(path, "WRONG_TYPE", `expected a string, found ${kindOf(value)}`);
    return undefined;
  }
  if (value === "") {
    c.report(path, "INVALID_VALUE", "must not be empty");
    return undefined;
  }
  return value;
}

/**
 * Reads a boolean; reports `WRONG_TYPE` otherwise.
 */
export function readBoolean(c: Checker, value: unknown, path: string): boolean | undefined {
  if (typeof value === "boolean") return value;
  c.report(path, "WRONG_TYPE", `expected a boolean, found ${kindOf(value)}`);
  return undefined;
}

/**
 * Reads a finite number; reports `WRONG_TYPE` otherwise.
 */
export function readNumber(c: Checker, value: unknown, path: string): number | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  c.report(path, "WRONG_TYPE", `expected a finite number, found ${kindOf(value)}`);
  return undefined;
}

/**
 * Makes a reader of integers of at least `min`; reports `INVALID_VALUE` for other numbers.
 */
export function integerFrom(min: number): Reader<number> {
  return (c, value, path) => {
    const n = readNumber(c, value, path);
    if (n === undefined) return undefined;
    if (Number.isInteger(n) && n >= min) return n;
    c.report(path, "INVALID_VALUE", `expected an integer of at least ${min}, found ${n}`);
    return undefined;
  };
}

/**
 * Makes a reader of one of a fixed set of strings; reports `WRONG_TYPE` or `INVALID_VALUE`.
 */
export function oneOf<T extends string>(allowed: readonly T[]): Reader<T> {
  return (c, value, path) => {
    if (typeof value !== "string") {
      c.report(path, "WRONG_TYPE", `expected one of ${allowed.join(", ")}, found ${kindOf(value)}`);
      return undefined;
    }
    const found = allowed.find((candidate) => candidate === value);
    if (found === undefined) c.report(path, "INVALID_VALUE", `expected one of ${allowed.join(", ")}, found "${value}"`);
    return found;
  };
}

/**
 * Makes a reader of arrays whose every element passes `read`; returns the array only if all do.
 */
export function arrayOf<T>(read: Reader<T>): Reader<readonly T[]> {
  return (c, value, path) => {
    const items = readArray(c, value, path);
    if (items === undefined) return undefined;
    const before = c.count;
    const out: (T | undefined)[] = [];
    for (let index = 0; index < items.length; index++) out.push(read(c, items[index], at(path, index)));
    return c.count === before ? (out as T[]) : undefined;
  };
}
