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
    throw asLibraryError(error);
  }
}

/** What `guarded` throws for a caught error (for hot paths that catch without a closure). */
export function asLibraryError(error: unknown): unknown {
  if (error instanceof TeqError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new InvalidStateError(
    "STATE_CORRUPT",
    `The state is inconsistent and cannot be played: ${reason.slice(0, 200)}`,
  );
}
