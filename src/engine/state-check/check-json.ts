/**
 * Stage 1 of the deep checks (`STATE_MALFORMED`). `parseState` reads a state given as text with
 * `JSON.parse`, and copies one given as an object with `plainData` (which refuses getters, cycles,
 * class instances, functions, non-finite numbers, sparse arrays and more, naming where), so every
 * stage reads a fresh tree of plain JSON data that nobody else holds. This stage walks that tree
 * once: it refuses a `__proto__` key and nesting deeper than 64 levels, reads a `-0` as `0`, and
 * freezes every node, so `parseState` needs no second walk.
 *
 * @module
 * @internal
 */
import { NotPlainData, plainData } from "../../core/plain-data";
import { inheritsEnumerable } from "../../core/schema/schema";
import { at, type Problems, type StateProblem } from "./problems";

/** Far deeper than any game state; deeper input is refused before it can exhaust the stack. */
export const MAX_DEPTH = 64;

/**
 * A fresh plain-data copy of a state given as an object, or the problem that prevents one.
 *
 * @param value - the caller's value
 * @returns the copy, or the problem (`STATE_MALFORMED`) with its path
 * @internal
 */
export function copyJson(value: unknown): { readonly copy: unknown } | { readonly problem: StateProblem } {
  try {
    return { copy: plainData(value, { depth: MAX_DEPTH, nodes: 1_000_000 }) };
  } catch (error) {
    if (!(error instanceof NotPlainData)) throw error;
    const path = error.path.reduce<string>(at, "");
    return { problem: { path, code: "STATE_MALFORMED", message: `expected plain JSON data; ${error.message}` } };
  }
}

/**
 * Freezes a fresh JSON tree (`-0` made `0`), reporting a `__proto__` key or nesting deeper than
 * {@link MAX_DEPTH} levels.
 *
 * @param p - the collector (`STATE_MALFORMED`)
 * @param value - `JSON.parse`'s output or a `copyJson` copy
 * @internal
 */
export function freezeJson(p: Problems, value: unknown): void {
  if (typeof value !== "object" || value === null) return;
  const failure = freeze(value, 0, inheritsEnumerable());
  if (failure !== null) p.add(failure.keys.reduce<string>(at, ""), failure.message);
}

/** What stopped the walk, and the keys to it (filled in on the way out: nothing is built on success). */
interface Failure {
  readonly message: string;
  readonly keys: (string | number)[];
}

function freeze(value: object, depth: number, ownCheck: boolean): Failure | null {
  if (depth >= MAX_DEPTH) return { message: `nested deeper than ${MAX_DEPTH} levels`, keys: [] };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item === "object") {
        const failure = item === null ? null : freeze(item, depth + 1, ownCheck);
        if (failure !== null) return (failure.keys.unshift(i), failure);
      } else if (item === 0 && 1 / item < 0) value[i] = 0; // -0 (only: a write costs more than the test)
    }
  } else {
    const o = value as Record<string, unknown>;
    for (const key in o) {
      // `for...in` lists only own keys unless someone gave Object.prototype an enumerable key.
      if (ownCheck && !Object.hasOwn(o, key)) continue;
      if (key === "__proto__")
        return { message: 'the key "__proto__" is not allowed (copying it would change a prototype)', keys: [key] };
      const item = o[key];
      if (typeof item === "object") {
        // At the top, a frozen subtree is a Land Map shared from an earlier parse (verified-maps.ts).
        const failure =
          item === null || (depth === 0 && Object.isFrozen(item)) ? null : freeze(item, depth + 1, ownCheck);
        if (failure !== null) return (failure.keys.unshift(key), failure);
      } else if (item === 0 && 1 / item < 0) o[key] = 0;
    }
  }
  Object.freeze(value);
  return null;
}
