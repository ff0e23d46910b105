/**
 * Reading an untrusted action once: every entry point copies the action into plain JSON data
 * before checking it, then checks and applies that copy, so a getter or a Proxy cannot show the
 * check one value and the transition another.
 *
 * @module
 */
import { IllegalActionError } from "../core/errors";
import { NotPlainData, plainData } from "../core/plain-data";
import { isSharedData } from "../core/shared-data";

/** The deepest nesting an action may have (an action is at most a few levels deep). */
export const MAX_ACTION_DEPTH = 32;
/** The most values (objects, arrays and leaves) an action may hold. */
export const MAX_ACTION_NODES = 4096;
/** The longest string an action may hold (ids and names are a few dozen characters). */
export const MAX_ACTION_STRING = 1024;

/**
 * Copies `action` into fresh plain data, reading each own property once through its descriptor.
 * Primitives other than BigInt and symbols pass unchanged (the rules refuse them with their own
 * codes). Refused as `MALFORMED_ACTION`: accessors (getters/setters), symbol keys, non-plain
 * prototypes (class instances, Dates, Maps), functions, BigInt, symbols, non-finite numbers, sparse
 * arrays, cycles, nesting deeper than {@link MAX_ACTION_DEPTH}, more than {@link MAX_ACTION_NODES}
 * values, a string longer than {@link MAX_ACTION_STRING} characters, and a Proxy whose traps throw.
 * The bounds are checked before the work they bound: an array of a million items is refused after
 * reading its length, not its items, so an oversized action costs microseconds, not seconds. `-0` becomes `0`; a property whose value is `undefined`
 * is dropped (as `JSON.stringify` does).
 *
 * @param action - untrusted input
 * @returns the plain copy
 * @throws {@link IllegalActionError} `MALFORMED_ACTION` for anything that is not plain JSON data
 */
export function plainAction(action: unknown): unknown {
  // An action the rules listed from their shared, frozen ones (the moves) cannot change: no copy.
  if (isSharedData(action)) return action;
  try {
    return plainData(action, { depth: MAX_ACTION_DEPTH, nodes: MAX_ACTION_NODES, string: MAX_ACTION_STRING });
  } catch (error) {
    const reason = error instanceof NotPlainData ? error.message : "reading it threw";
    throw new IllegalActionError("MALFORMED_ACTION", `An action must be plain JSON data; ${reason}.`, action);
  }
}
