/**
 * The kit's one wording for values and paths: how a value is named in a message, how a path grows,
 * and the one `isObject`.
 *
 * @module
 */

/**
 * Whether a value is a plain (non-null, non-array) object.
 *
 * @param value - anything
 * @returns true for an object that is not an array
 */
export function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Describes a value briefly for a message, never throwing: `null`, `nothing` (undefined), `-1`,
 * `"abc"` (cut after 40 characters), `an array of 3`, `an object`, `a function`.
 *
 * @param value - any value
 * @returns a short description
 */
export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (value === undefined) return "nothing";
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === "string")
    return value.length > 40 ? `${JSON.stringify(value.slice(0, 40))}...` : JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value === "object") return "an object";
  return `a ${typeof value}`;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Extends a property path: `at("players", 1)` is `players[1]`, `at("players[1]", "heroes")` is
 * `players[1].heroes`; keys that are not identifiers are quoted (`moduleState["golden-mushrooms"]`).
 *
 * @param path - the path so far (empty for the root)
 * @param key - a property name or an index
 * @returns the longer path
 */
export function at(path: string, key: string | number): string {
  if (typeof key === "number") return `${path}[${key}]`;
  if (!IDENTIFIER.test(key)) return `${path}[${JSON.stringify(key)}]`;
  return path === "" ? key : `${path}.${key}`;
}
