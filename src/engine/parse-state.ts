/**
 * `parseState`: reads a stored game state (JSON text or a parsed value) and checks it fully.
 *
 * @module
 */
import { freeze } from "immer";
import { clonePlain } from "../core/clone";
import { InvalidStateError } from "../core/errors";
import type { GameState } from "../rules/state";
import { assertStateShape } from "./state-guard";

/**
 * Parses and checks a stored state. Accepts JSON text or an already-parsed value; returns a frozen
 * copy.
 *
 * @param input - JSON text or a parsed value
 * @returns the state
 * @throws InvalidStateError (`STATE_JSON`, `STATE_VERSION`, `STATE_MALFORMED`, ...)
 * @example
 * ```ts
 * const saved = JSON.stringify(state);
 * const restored = parseState(saved); // deep-equals state
 * ```
 */
export function parseState(input: unknown): GameState {
  let value: unknown = input;
  if (typeof input === "string") {
    try {
      value = JSON.parse(input);
    } catch (error) {
      throw new InvalidStateError("STATE_JSON", `The state is not valid JSON: ${(error as Error).message}`);
    }
  }
  assertStateShape(value);
  return freeze(clonePlain(value), true);
}
