/**
 * Position hashes and action keys for search: canonical (object keys sorted), so equal values
 * hash equally whatever the order their keys were written in.
 *
 * @module
 */
import { canonicalHash, canonicalJson } from "../core/canonical-hash";
import { fieldsOf } from "../core/fields";
import type { Action } from "./action";
import { plainAction } from "./plain-action";
import type { GameState } from "../rules/state";

/** The position hash of a state: everything but the RNG state, as 16 hex digits. */
export function positionHash(state: GameState): string {
  return canonicalHash(fieldsOf(state), "rng");
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
