/**
 * `parseState`: reads a stored state (JSON text or a parsed value) and refuses anything that is
 * not a consistent game state of this engine version.
 *
 * @module
 */
import { freeze } from "immer";
import { clonePlain } from "../core/clone";
import { InvalidStateError } from "../core/errors";
import { asPublicState, type GameState } from "./state";
import { assertStateShape } from "./state-guard";
import { checkShape, checkState, StateCheckError } from "./state-check/index";

/**
 * Parses and checks a stored state. Accepts JSON text or an already-parsed value; returns a frozen
 * deep copy (the input is never kept or changed).
 *
 * Whatever the input, the only error thrown is an `InvalidStateError`. Its `code` says which
 * check failed, its message names each wrong field by its path (such as
 * `players[1].heroes[2].at.cell`), and for the deep checks it also carries
 * `problems: readonly string[]`, every problem found (up to 50) as `"path: message"`:
 *
 * - `STATE_JSON`: the text is not JSON;
 * - `STATE_NOT_OBJECT`: the value is not an object;
 * - `STATE_VERSION`: another state schema version;
 * - `STATE_MODULE`: the config names a module this engine version does not provide;
 * - `STATE_MALFORMED`: not plain JSON data, a field missing, unknown, of the wrong type or out of
 *   range (including modules listed twice or out of canonical order, an unknown decision or step
 *   kind, and a magic token beyond the magic track);
 * - `STATE_CONTENT`: the embedded content pack fails `validateContent`;
 * - `STATE_INCONSISTENT`: the state disagrees with its content or with itself: the Land Map does
 *   not follow the layout, an unknown id, a component lost or duplicated (quests, goblins,
 *   treasure items, movement cards), a legendary item held too early, a hero on a temple track
 *   away from its temple, Health or Power above its maximum, the decision, phase and Day out of
 *   step.
 *
 * @param input - JSON text or a parsed value
 * @returns the state, frozen
 * @throws InvalidStateError (`STATE_JSON`, `STATE_NOT_OBJECT`, `STATE_VERSION`, `STATE_MODULE`,
 *   `STATE_MALFORMED`, `STATE_CONTENT`, `STATE_INCONSISTENT`)
 * @example
 * ```ts
 * const saved = JSON.stringify(state);
 * const restored = parseState(saved); // deep-equals state
 * ```
 */
export function parseState(input: unknown): GameState {
  try {
    return parse(input);
  } catch (error) {
    if (error instanceof InvalidStateError) throw error;
    // Only exotic values (proxies, throwing getters) get here.
    const reason = error instanceof Error ? error.message : String(error);
    throw new InvalidStateError("STATE_MALFORMED", `The state could not be read: ${reason}`);
  }
}

function parse(input: unknown): GameState {
  let value: unknown = input;
  if (typeof input === "string") {
    try {
      value = JSON.parse(input);
    } catch (error) {
      throw new InvalidStateError("STATE_JSON", `The state is not valid JSON: ${(error as Error).message}`);
    }
  }
  try {
    assertStateShape(value);
  } catch (error) {
    // The cheap guard says that something is wrong; the field checks say exactly where.
    if (error instanceof InvalidStateError && error.code === "STATE_MALFORMED") {
      const problems = checkShape(value);
      if (problems.length > 0) throw new StateCheckError(problems);
    }
    throw error;
  }
  const problems = checkState(value);
  if (problems.length > 0) throw new StateCheckError(problems);
  return asPublicState(freeze(clonePlain(value), true));
}
