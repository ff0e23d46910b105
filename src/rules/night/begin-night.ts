/**
 * Rulebook, Night Phase. Not implemented yet: the Night, resting, resolution and scoring come with
 * the Night phase work (see CHANGELOG "Not yet implemented").
 *
 * @module
 */
import { TeqError } from "../../core/errors";
import type { RuleStep } from "../game-types";

/**
 * Starts the Night. Until the Night rules exist, reaching it throws a coded `NOT_IMPLEMENTED`
 * error rather than pretending the game is over.
 *
 * @example
 * ```ts
 * // queued as { kind: "begin-night" } after the 4th Day turn
 * ```
 */
export const beginNight: RuleStep<{ kind: "begin-night" }> = (draft) => {
  draft.phase = "night";
  throw new TeqError("NOT_IMPLEMENTED", "The Night phase is not implemented yet.");
};
