/**
 * A content pack's fingerprint: a stable hash of its canonical JSON (object keys sorted), so two
 * packs with the same data have the same fingerprint whatever their key order.
 *
 * @module
 */
import type { ContentPack } from "./types";

/** Canonical JSON: keys sorted at every level; what the fingerprint hashes. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(",")}}`;
}

/** Two independent 32-bit FNV-1a style hashes of a string, as 16 hex digits. */
export function hash64(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return (a >>> 0).toString(16).padStart(8, "0") + (b >>> 0).toString(16).padStart(8, "0");
}

/**
 * The fingerprint of a content pack: 16 hex digits hashing its canonical JSON. A game state names
 * its pack by id and fingerprint; an engine refuses a state whose fingerprint is not its own.
 *
 * @param content - a content pack
 * @returns the fingerprint
 * @example
 * ```ts
 * import { contentFingerprint, referencePack } from "teq-engine";
 * contentFingerprint(referencePack); // e.g. "3f2a9c0d51e7b8a4"
 * ```
 */
export function contentFingerprint(content: ContentPack): string {
  return hash64(canonicalJson(content));
}
