/**
 * Turns a crash on a malformed state into a coded `InvalidStateError`.
 *
 * @module
 */
import { InvalidStateError, TeqError } from "../core/errors";

/** Runs `body`; a non-library error becomes `InvalidStateError("STATE_CORRUPT")`. */
export function guarded<T>(body: () => T): T {
  try {
    return body();
  } catch (error) {
    if (error instanceof TeqError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new InvalidStateError("STATE_CORRUPT", `The state is inconsistent and cannot be played: ${reason.slice(0, 200)}`);
  }
}
