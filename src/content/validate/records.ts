/**
 * Records and tables: reading one record (its id, its fields, its provenance) and a table of them.
 *
 * @module
 */

import { at, Checker, get, isObject, kindOf, readArray, readObject, readString, type Obj } from "./checker";

/**
 * One record of a table as read: where it is, its id if it has a readable one, and the record
 * itself, typed, if its data fields are valid (problems with its id or provenance do not count
 * here, so that one bad id does not hide the record from the count checks).
 */
export interface Entry<T> {
  /** The record's property path. */
  readonly path: string;
  /** The record's id (or colour), if it is a non-empty string. */
  readonly id: string | undefined;
  /** The record, if its structure is valid. */
  readonly value: T | undefined;
}

const EXCLUDED = new Set(["id", "provenance"]);

/**
 * Checks a record's provenance: present, one entry per data field (every own key but `id` and
 * `provenance`), every entry a well-formed source, no entry for a field the record lacks.
 */
export function checkProvenance(c: Checker, record: Obj, path: string): void {
  const where = at(path, "provenance");
  const provenance = Object.hasOwn(record, "provenance") ? record["provenance"] : undefined;
  if (provenance === undefined) {
    c.report(where, "MISSING_PROVENANCE", "the record has no provenance");
    return;
  }
  if (!readObject(c, provenance, where)) return;
  const provenanceObj = provenance as Obj;
  const fields = Object.keys(record).filter((key) => !EXCLUDED.has(key));
  for (const field of fields) {
    if (!Object.hasOwn(provenanceObj, field)) {
      c.report(at(where, field), "MISSING_PROVENANCE", `no source for the field "${field}"`);
    }
  }
  for (const [field, source] of Object.entries(provenanceObj)) {
    const fieldPath = at(where, field);
    if (!fields.includes(field)) {
      c.report(fieldPath, "BAD_PROVENANCE", `names "${field}", which is not a data field of the record`);
    } else {
      checkSource(c, source, fieldPath);
    }
  }
}

function checkSource(c: Checker, source: unknown, path: string): void {
  if (!isObject(source)) {
    c.report(path, "BAD_PROVENANCE", `expected a source object, found ${kindOf(source)}`);
    return;
  }
  const status = source["status"];
  const text = status === "confirmed" ? "ref" : status === "provisional" ? "reason" : undefined;
  if (text === undefined) {
    c.report(path, "BAD_PROVENANCE", 'the status must be "confirmed" or "provisional"');
    return;
  }
  const value = source[text];
  if (typeof value !== "string" || value.trim() === "") {
    c.report(path, "BAD_PROVENANCE", `a ${String(status)} source needs a non-empty string "${text}"`);
  }
}

/**
 * Reads one record: it must be an object; its `idKey` field (if any) a non-empty string; `body`
 * checks the other fields; then its provenance is checked.
 *
 * @param idKey - `"id"`, `"color"` (player cards) or `null` (single-record tables)
 * @param body - reads the record's data fields, reporting problems
 */
export function readRecord<T>(
  c: Checker,
  value: unknown,
  path: string,
  idKey: "id" | "color" | null,
  body: (o: Obj, path: string) => void,
): Entry<T> {
  const o = readObject(c, value, path);
  if (o === undefined) return { path, id: undefined, value: undefined };
  const id = idKey === null ? undefined : get(c, o, idKey, path, readString);
  const before = c.count;
  body(o, path);
  const valid = c.count === before;
  checkProvenance(c, o, path);
  // Cast: `valid` says every field of T was checked above; the compiler cannot follow a field-by-field check.
  return { path, id, value: valid ? (o as unknown as T) : undefined };
}

/**
 * Reads a table (an array of records) found at `key` of `o`; `undefined` if it is missing or not an
 * array (reported).
 */
export function readTable<T>(
  c: Checker,
  o: Obj,
  key: string,
  path: string,
  read: (c: Checker, value: unknown, path: string) => Entry<T>,
): Entry<T>[] | undefined {
  const items = get(c, o, key, path, readArray);
  if (items === undefined) return undefined;
  const entries: Entry<T>[] = [];
  for (let index = 0; index < items.length; index++) entries.push(read(c, items[index], at(at(path, key), index)));
  return entries;
}

/**
 * The typed values of the structurally valid entries.
 */
export function valid<T>(entries: readonly Entry<T>[] | undefined): { readonly path: string; readonly value: T }[] {
  const out: { path: string; value: T }[] = [];
  for (const entry of entries ?? []) if (entry.value !== undefined) out.push({ path: entry.path, value: entry.value });
  return out;
}

/**
 * The set of ids of a table (every readable id, valid record or not), or `undefined` if the table
 * itself is missing (so that references into it are not reported again).
 */
export function idSet(entries: readonly Entry<unknown>[] | undefined): ReadonlySet<string> | undefined {
  if (entries === undefined) return undefined;
  const ids = new Set<string>();
  for (const entry of entries) if (entry.id !== undefined) ids.add(entry.id);
  return ids;
}

/**
 * Reports `DUPLICATE_ID` for every record whose id an earlier record already has.
 *
 * @param field - the id field name, for the path (`"id"` or `"color"`)
 */
export function checkUniqueIds(c: Checker, entries: readonly Entry<unknown>[], field: string, what: string): void {
  const first = new Map<string, string>();
  for (const entry of entries) {
    if (entry.id === undefined) continue;
    const earlier = first.get(entry.id);
    if (earlier === undefined) first.set(entry.id, entry.path);
    else c.report(at(entry.path, field), "DUPLICATE_ID", `${what} "${entry.id}" is also defined at ${earlier}`);
  }
}

/**
 * The typed values of a table if every record of it is structurally valid, else `undefined`. The
 * checks that count what the records hold use it, so that one broken record is reported once, not
 * again as a wrong count.
 */
export function complete<T>(entries: readonly Entry<T>[] | undefined): { readonly path: string; readonly value: T }[] | undefined {
  if (entries === undefined) return undefined;
  const values = valid(entries);
  return values.length === entries.length ? values : undefined;
}
