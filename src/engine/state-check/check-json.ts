/**
 * Stage 1 of the deep checks: the state must be plain JSON data (objects, arrays, strings, finite
 * numbers, booleans, null), acyclic and of bounded depth, so that it survives `JSON.stringify` and
 * every later check can rely on it.
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
 * @internal
 */
export function checkPlainJson(p: Problems, value: unknown): void {
  walk(p, value, "", 0, new Set());
}

function walk(p: Problems, value: unknown, path: string, depth: number, ancestors: Set<object>): void {
  if (p.full) return;
  switch (typeof value) {
    case "string":
    case "boolean":
      return;
    case "number":
      if (!Number.isFinite(value)) p.add(path, `expected JSON data, found the number ${String(value)}`);
      return;
    case "object":
      break;
    default:
      p.add(path, `expected JSON data, found ${value === undefined ? "undefined" : `a ${typeof value}`}`);
      return;
  }
  if (value === null) return;
  if (depth >= MAX_DEPTH) {
    p.add(path, `nested more than ${MAX_DEPTH} levels deep`);
    return;
  }
  if (ancestors.has(value)) {
    p.add(path, "expected JSON data, found a reference cycle");
    return;
  }
  ancestors.add(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length && !p.full; i++) {
      if (!(i in value)) p.add(at(path, i), "expected JSON data, found an array hole");
      else walk(p, value[i], at(path, i), depth + 1, ancestors);
    }
  } else {
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) {
      p.add(path, "expected a plain object, found an instance of a class");
    } else {
      for (const key of Object.keys(value)) {
        if (p.full) break;
        if (key === "__proto__") {
          p.add(at(path, key), 'the key "__proto__" is not allowed (copying it would change a prototype)');
          continue;
        }
        walk(p, (value as Record<string, unknown>)[key], at(path, key), depth + 1, ancestors);
      }
    }
  }
  ancestors.delete(value);
}
