/**
 * A short, never-throwing description of an untrusted value for an error message: numbers,
 * booleans, null and undefined as written, strings quoted and cut after 40 characters, anything
 * else by its type (a BigInt or a cyclic value is never stringified).
 *
 * @param value - untrusted input
 * @returns the description
 */
export function describeValue(value: unknown): string {
  if (typeof value === "number" || typeof value === "boolean" || value === null || value === undefined) return String(value);
  if (typeof value === "string") return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value);
  return `a value of type ${typeof value}`;
}
