/**
 * A fast deep copy of plain JSON data (objects, arrays, strings, numbers, booleans, null).
 *
 * @param value - plain JSON data
 * @returns an unfrozen deep copy
 * @internal
 */
export function clonePlain<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = clonePlain(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = clonePlain((value as Record<string, unknown>)[key]);
  return out as T;
}
