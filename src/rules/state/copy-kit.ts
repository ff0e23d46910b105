/**
 * The pieces the per-kind copies are written with (rules/state/subtree-copies.ts and the modules'
 * slice copies): a node's keys from its schema, the test that a node has exactly those keys, and
 * copies of leaves, leaf lists and replaced-only nodes.
 *
 * @module
 * @internal
 */
import { clonePlain } from "../../core/clone";
import type { ObjectSchema } from "../../core/schema/index";

/** An object schema's keys in declared order: the order of the rules' literals. @internal */
export function keysOf(schema: ObjectSchema): readonly string[] {
  return schema.fields.map((field) => field.key);
}

/**
 * Whether `node` is an object with exactly `keys`, in order (so a copy by a literal with those keys
 * is exact). An enumerable inherited key (a host whose `Object.prototype` was given one)
 * disqualifies it too, and `clonePlain` then copies own keys only. @internal
 */
export function hasKeys(node: unknown, keys: readonly string[]): node is object {
  if (typeof node !== "object" || node === null) return false;
  let i = 0;
  for (const key in node) if (key !== keys[i++]) return false;
  return i === keys.length;
}

/** A field's copy: leaves as they are (`-0` as `0`, as `clonePlain`), anything else by `clonePlain`. @internal */
export function field<T>(value: T): T {
  if (typeof value === "object" && value !== null) return clonePlain(value);
  return (value === 0 ? 0 : value) as T;
}

/** A list of leaves (ids, seats) copied item by item; anything else by `clonePlain`. @internal */
export function leafList<T>(list: readonly T[]): T[] {
  if (!Array.isArray(list)) return clonePlain(list) as T[];
  const out: T[] = [];
  for (let i = 0; i < list.length; i++) out.push(field(list[i] as T));
  return out;
}

/**
 * A deep copy through JSON, for the nodes the rules only replace when a caller keeps the copy:
 * `JSON.parse` gives each object the hidden class of the literal with its keys. @internal
 */
export function jsonCopy(value: unknown): unknown {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return clonePlain(value); // cyclic: clonePlain says so with its own error
  }
  // A value JSON cannot spell exactly (`undefined`, a function) is copied by key.
  return text === undefined || !isJsonExact(value) ? clonePlain(value) : (JSON.parse(text) as unknown);
}

/** Whether a value is plain JSON data throughout (no `undefined`, function, or non-finite number). */
function isJsonExact(value: unknown): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (typeof value !== "object") return false;
  if (Array.isArray(value)) return value.every(isJsonExact);
  for (const key in value) if (!isJsonExact((value as Record<string, unknown>)[key])) return false;
  return true;
}
