/**
 * The GloomFall module's error codes (docs/errors.md lists them with the engine's own).
 *
 * @module
 */
import type { ErrorCodeInfo } from "../../core/errors";

/**
 * The code of an action the GloomFall rules refuse.
 *
 * @example
 * ```ts
 * const code: GloomfallErrorCode = "ALREADY_THERE";
 * ```
 */
export type GloomfallErrorCode = "ALREADY_THERE" | "NOT_TREASURE_TEMPLE";

/** Each GloomFall code, with the class that carries it and its meaning. */
export const GLOOMFALL_ERRORS: { readonly [C in GloomfallErrorCode]: ErrorCodeInfo } = {
  ALREADY_THERE: { thrownAs: "IllegalActionError", meaning: "GloomFall: the hero already stands in this temple." },
  NOT_TREASURE_TEMPLE: {
    thrownAs: "IllegalActionError",
    meaning: "GloomFall: the destination must be the temple of a Treasure quest in the quest row.",
  },
};
