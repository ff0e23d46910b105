/**
 * Position hashes and action keys for search: canonical (object keys sorted), so equal values
 * hash equally whatever the order their keys were written in.
 *
 * @module
 */
import { canonicalJson } from "../content/fingerprint";
import type { Action } from "./action";
import { plainAction } from "./plain-action";
import type { GameState } from "../rules/state";

/** Mixes a string into a 32-bit FNV-1a state. */
function mixString(h: number, text: string): number {
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h;
}

/** Hashes a JSON value into two 32-bit lanes, walking object keys in sorted order. */
function walk(value: unknown, lanes: [number, number]): void {
  if (value === null || typeof value !== "object") {
    const text = typeof value === "string" ? `"${value}` : String(value);
    lanes[0] = mixString(lanes[0], text);
    lanes[1] = Math.imul(lanes[1] ^ lanes[0], 0x5bd1e995) ^ text.length;
    return;
  }
  if (Array.isArray(value)) {
    lanes[0] = mixString(lanes[0], "[");
    for (let i = 0; i < value.length; i++) walk(value[i], lanes);
    lanes[0] = mixString(lanes[0], "]");
    return;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  lanes[0] = mixString(lanes[0], "{");
  for (const key of keys) {
    if (record[key] === undefined) continue;
    lanes[0] = mixString(lanes[0], key);
    walk(record[key], lanes);
  }
  lanes[0] = mixString(lanes[0], "}");
}

/** The position hash of a state: everything but the RNG state, as 16 hex digits. */
export function positionHash(state: GameState): string {
  const lanes: [number, number] = [0x811c9dc5, 0x9e3779b9];
  for (const key of Object.keys(state).sort()) {
    if (key === "rng") continue;
    lanes[0] = mixString(lanes[0], key);
    // Cast: the state's fields are walked by key (STATE_KEYS); the compiler cannot type a field read by a computed key.
    walk((state as unknown as Record<string, unknown>)[key], lanes);
  }
  return (lanes[0] >>> 0).toString(16).padStart(8, "0") + (lanes[1] >>> 0).toString(16).padStart(8, "0");
}

/**
 * A canonical string for an action: its JSON with keys sorted at every level, so two equal actions
 * have equal keys whatever the order their fields were written in.
 *
 * @param action - an action (read once into plain data first)
 * @returns the key
 * @throws {@link IllegalActionError} `MALFORMED_ACTION` for a value that is not plain JSON data
 * @example
 * ```ts
 * actionKey({ type: "idle", player: 0 }) === actionKey({ player: 0, type: "idle" }); // true
 * ```
 */
export function actionKey(action: Action): string {
  return canonicalJson(plainAction(action));
}
