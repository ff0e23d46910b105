/**
 * boardgame.io rewrites a match's metadata whole: the lobby (join, leave, rename, update, play
 * again) and the master (a seat connecting or leaving, a move's `updatedAt`) each fetch it, change
 * a field and write the whole object back. Two such writers on one match, in two processes, lose
 * one of the two changes (a join's credentials, or a seat's `isConnected`). A store that remembers
 * what it handed out can write only what the writer changed: `MetadataMerge` keeps the JSON of
 * every metadata object a fetch returned, and merges a write as the writer's own changes (from that
 * snapshot to what it writes) applied to what is stored now. A write it cannot trace to a fetch is
 * taken whole, as before.
 */
import type { Server } from "boardgame.io";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);

/** `current` with the changes from `base` to `written` applied, field by field (arrays are whole values). */
export function applyChanges(
  base: Json | undefined,
  written: Json | undefined,
  current: Json | undefined,
): Json | undefined {
  if (JSON.stringify(base) === JSON.stringify(written)) return current;
  if (!isObject(base) || !isObject(written) || !isObject(current)) return written;
  const merged: JsonObject = { ...current };
  for (const key of new Set([...Object.keys(base), ...Object.keys(written)])) {
    const value = applyChanges(base[key], written[key], current[key]);
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** Remembers fetched metadata and turns a write of it into a merge with the stored value. */
export class MetadataMerge {
  /** The JSON of each metadata object a fetch returned, under that object and under its `players`. */
  private readonly fetched = new WeakMap<object, string>();

  /** Notes `metadata` as fetched (call on every metadata a fetch returns); returns it. */
  remember<T extends Server.MatchData | undefined>(metadata: T): T {
    if (metadata === undefined) return metadata;
    const json = JSON.stringify(metadata);
    this.fetched.set(metadata, json);
    // After a move, the master writes `{ ...fetched, updatedAt }`: a copy sharing the fetched `players`.
    if (isObject(metadata.players)) this.fetched.set(metadata.players, json);
    return metadata;
  }

  /**
   * How to write `written`: a function from the value stored now (parsed; undefined when absent)
   * to what to store, the writer's changes since its fetch applied to it (or `written` whole when
   * it did not come from a fetch or nothing is stored). `written` is remembered as its own new base.
   */
  writeOf(written: Server.MatchData): (stored: unknown) => string {
    const base = this.fetched.get(written) ?? this.fetched.get(written.players);
    const whole = JSON.stringify(written);
    this.fetched.set(written, whole);
    if (base === undefined) return () => whole;
    const [from, to] = [JSON.parse(base) as Json, JSON.parse(whole) as Json];
    return (stored) => (isObject(stored) ? JSON.stringify(applyChanges(from, to, stored)) : whole);
  }
}
