/**
 * A content pack's fingerprint: a stable hash of its canonical JSON (object keys sorted), so two
 * packs with the same data have the same fingerprint whatever their key order.
 *
 * @module
 */
import { canonicalJson, hash64 } from "../core/canonical-hash";
import type { ContentPack } from "./types";

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
