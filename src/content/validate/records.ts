/**
 * Records and tables: reading one record (its id, its fields, its provenance) and a table of them.
 *
 * @module
 */

import { at, isObject } from "../../core/schema/index";
import type { Checker } from "./checker";

/** A record whose fields are not known yet. */
type Obj = Readonly<Record<string, unknown>>;

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
 * Checks that a record's provenance (its shape already checked) names each data field (every own
 * key but `id` and `provenance`) and no other.
 */
export function checkProvenance(c: Checker, record: Obj, path: string): void {
  const provenance = record["provenance"];
  if (!isObject(provenance)) return;
  const where = at(path, "provenance");
  const fields = Object.keys(record).filter((key) => !EXCLUDED.has(key));
  for (const field of fields) {
    if (!Object.hasOwn(provenance, field))
      c.report(at(where, field), "MISSING_PROVENANCE", `no source for the field "${field}"`);
  }
  for (const field of Object.keys(provenance)) {
    if (!fields.includes(field))
      c.report(at(where, field), "BAD_PROVENANCE", `names "${field}", which is not a data field of the record`);
  }
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
export function complete<T>(
  entries: readonly Entry<T>[] | undefined,
): { readonly path: string; readonly value: T }[] | undefined {
  if (entries === undefined) return undefined;
  const values = valid(entries);
  return values.length === entries.length ? values : undefined;
}
