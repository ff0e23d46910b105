/**
 * Recognising the engine's errors across copies of the package (ESM and CommonJS side by side, or
 * two installed versions), with their codes typed as `ErrorCode`.
 *
 * @module
 */
import { hasErrorKind, isTeqError as isBranded, type IllegalActionError, type TeqError } from "../core/errors";
import type { ErrorCode } from "./error-codes";

/**
 * What `isTeqError` and `isIllegalActionError` add to the error they recognise: its code typed as
 * an {@link ErrorCode}, so a `switch` on it narrows and completes.
 *
 * @example
 * ```ts
 * const caught: unknown = new Error("not an engine error");
 * if (isTeqError(caught)) {
 *   const coded: CodedError = caught;
 *   if (coded.code === "GAME_OVER") console.log("no more moves");
 * }
 * ```
 */
export interface CodedError {
  /** The stable code. */
  readonly code: ErrorCode;
}

/**
 * Whether a value is an error thrown by this engine, whichever copy of the package threw it (the
 * ESM and CommonJS builds loaded side by side, or two installed versions): the check reads a
 * brand registered with `Symbol.for("teq-engine.error")`, not the class identity. `instanceof`
 * works across copies too (the classes check the same brand).
 *
 * @param value - anything caught
 * @returns true for a `TeqError` of any copy; its `code` is then an {@link ErrorCode}
 * @example
 * ```ts
 * import { createGame, reduce, isTeqError } from "teq-engine";
 * try {
 *   reduce(createGame({ seed: 1, players: 2 }), { type: "idle", player: 0 });
 * } catch (error) {
 *   if (isTeqError(error)) console.log(error.code); // "WRONG_ACTION_TYPE" or "NOT_YOUR_DECISION"
 * }
 * ```
 */
export function isTeqError(value: unknown): value is TeqError & CodedError {
  return isBranded(value);
}

/**
 * Whether a value is an `IllegalActionError` (a refused action) thrown by any copy of the package.
 *
 * @param value - anything caught
 * @returns true for an illegal-action error of any copy; its `code` is then an {@link ErrorCode}
 * @example
 * ```ts
 * import { createGame, reduce, isIllegalActionError } from "teq-engine";
 * try {
 *   reduce(createGame({ seed: 1, players: 2 }), { type: "teleport", player: 0 } as never);
 * } catch (error) {
 *   if (isIllegalActionError(error)) console.log(error.code, error.action); // "UNKNOWN_ACTION_TYPE" { type: "teleport", player: 0 }
 * }
 * ```
 */
export function isIllegalActionError(value: unknown): value is IllegalActionError & CodedError {
  return hasErrorKind(value, "IllegalActionError");
}
