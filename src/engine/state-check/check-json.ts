/**
 * Stage 1 of the deep checks: the state must be plain JSON data (objects, arrays, strings, finite
 * numbers, booleans, null), acyclic and of bounded depth, so that it survives `JSON.stringify` and
 * every later check can rely on it.
 *
 * One pass over the tree, building no path until a problem is found (the keys of the current path
 * are kept on a stack). For a value parsed from JSON text, which can hold nothing but JSON data and
 * no cycle, only the depth and the `__proto__` key are checked, and each node is frozen on the way
 * out (a `-0` the text spells becomes `0` first), so `parseState` needs no second walk.
 *
 * @module
 * @internal
 */
import { at, type Problems } from "./problems";

/** Far deeper than any game state; deeper input is refused before it can exhaust the stack. */
const MAX_DEPTH = 64;

/**
 * Reports every value that is not plain JSON data (`undefined`, functions, symbols, bigints,
 * `NaN` and infinities, class instances, array holes, cycles, nesting deeper than 64, and the key
 * `__proto__`).
 *
 * @param p - the collector (`STATE_MALFORMED`)
 * @param value - the candidate state
 * @param fromText - the value comes from `JSON.parse` and nobody else holds it: check only what
 *   JSON text can break, and freeze every node
 * @internal
 */
export function checkPlainJson(p: Problems, value: unknown, fromText = false): void {
  // Parsed text passes in one tight pass (frozen as it goes); the walker spells out what is wrong.
  if (fromText && (typeof value !== "object" || value === null || freezeParsed(value, 0, inheritsEnumerable()))) return;
  const walker = new Walker(p, fromText);
  walker.walk(value, 0);
}

/**
 * Freezes a node of `JSON.parse`'s output and everything in it, `-0` made `0`; false (and stops)
 * at nesting deeper than the limit or a `__proto__` key, which the walker then reports.
 */
function freezeParsed(value: object, depth: number, ownCheck: boolean): boolean {
  if (depth >= MAX_DEPTH) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item === "object") {
        if (item !== null && !freezeParsed(item, depth + 1, ownCheck)) return false;
      } else if (item === 0 && 1 / item < 0) value[i] = 0; // -0 (only: a write costs more than the test)
    }
  } else {
    const o = value as Record<string, unknown>;
    for (const key in o) {
      // `for...in` lists only own keys unless someone gave Object.prototype an enumerable key.
      if (ownCheck && !Object.hasOwn(o, key)) continue;
      if (key === "__proto__") return false;
      const item = o[key];
      if (typeof item === "object") {
        // At the top, a frozen subtree is a Land Map shared from an earlier parse (verified-maps.ts).
        if (item !== null && !(depth === 0 && Object.isFrozen(item)) && !freezeParsed(item, depth + 1, ownCheck)) return false;
      } else if (item === 0 && 1 / item < 0) o[key] = 0;
    }
  }
  Object.freeze(value);
  return true;
}

/** Whether a plain object inherits an enumerable key (Object.prototype polluted by other code). */
function inheritsEnumerable(): boolean {
  for (const _key in EMPTY) return true;
  return false;
}

const EMPTY: object = Object.freeze({});

class Walker {
  /** The keys from the root to the node being walked. */
  private readonly keys: (string | number)[] = [];
  private readonly ancestors = new Set<object>();

  constructor(
    private readonly p: Problems,
    private readonly fromText: boolean,
  ) {}

  private path(extra?: string | number): string {
    let path = "";
    for (const key of this.keys) path = at(path, key);
    return extra === undefined ? path : at(path, extra);
  }

  walk(value: unknown, depth: number): void {
    const p = this.p;
    if (p.full) return;
    switch (typeof value) {
      case "string":
      case "boolean":
        return;
      case "number":
        if (!Number.isFinite(value)) p.add(this.path(), `expected JSON data, found the number ${String(value)}`);
        return;
      case "object":
        break;
      default:
        p.add(this.path(), `expected JSON data, found ${value === undefined ? "undefined" : `a ${typeof value}`}`);
        return;
    }
    if (value === null) return;
    if (depth >= MAX_DEPTH) {
      p.add(this.path(), `nested more than ${MAX_DEPTH} levels deep`);
      return;
    }
    if (this.fromText) {
      this.walkParsed(value, depth);
      return;
    }
    if (this.ancestors.has(value)) {
      p.add(this.path(), "expected JSON data, found a reference cycle");
      return;
    }
    this.ancestors.add(value);
    const keys = this.keys;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length && !p.full; i++) {
        if (!(i in value)) p.add(this.path(i), "expected JSON data, found an array hole");
        else {
          keys.push(i);
          this.walk(value[i], depth + 1);
          keys.pop();
        }
      }
    } else {
      const proto: unknown = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) {
        p.add(this.path(), "expected a plain object, found an instance of a class");
      } else {
        for (const key of Object.keys(value)) {
          if (p.full) break;
          if (key === "__proto__") {
            p.add(this.path(key), 'the key "__proto__" is not allowed (copying it would change a prototype)');
            continue;
          }
          keys.push(key);
          this.walk((value as Record<string, unknown>)[key], depth + 1);
          keys.pop();
        }
      }
    }
    this.ancestors.delete(value);
  }

  /** A node of `JSON.parse`'s output: plain data by construction; checks depth and keys, freezes. */
  private walkParsed(value: object, depth: number): void {
    const keys = this.keys;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const item: unknown = value[i];
        if (Object.is(item, -0)) value[i] = 0; // text can spell -0; it reads as 0
        else if (typeof item === "object" && item !== null) {
          keys.push(i);
          this.walk(item, depth + 1);
          keys.pop();
        }
      }
    } else {
      for (const key in value) {
        if (!Object.hasOwn(value, key)) continue;
        const item: unknown = (value as Record<string, unknown>)[key];
        if (key === "__proto__") {
          this.p.add(this.path(key), 'the key "__proto__" is not allowed (copying it would change a prototype)');
          continue;
        }
        if (Object.is(item, -0)) (value as Record<string, unknown>)[key] = 0; // -0 reads as 0
        else if (typeof item === "object" && item !== null) {
          keys.push(key);
          this.walk(item, depth + 1);
          keys.pop();
        }
      }
    }
    Object.freeze(value);
  }
}
