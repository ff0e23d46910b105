/**
 * The solo module's error codes (docs/errors.md lists them with the engine's own).
 *
 * @module
 */
import type { ErrorCodeInfo } from "../../core/errors";

/**
 * The code of an action the solo rules refuse.
 *
 * @example
 * ```ts
 * const code: SoloErrorCode = "GOBLIN_COUNT";
 * ```
 */
export type SoloErrorCode =
  | "CARD_ALREADY_DEALT"
  | "CARD_NOT_OFFERED"
  | "GOBLIN_COUNT"
  | "GOBLIN_DUPLICATE"
  | "GOBLIN_NOT_PASSIVE"
  | "GOBLIN_ORDER";

/** Each solo code, with the class that carries it and its meaning. */
export const SOLO_ERRORS: { readonly [C in SoloErrorCode]: ErrorCodeInfo } = {
  CARD_ALREADY_DEALT: {
    thrownAs: "IllegalActionError",
    meaning: "Solo: this movement card was already dealt this Day.",
  },
  CARD_NOT_OFFERED: { thrownAs: "IllegalActionError", meaning: "Solo: this movement card is not face up to choose." },
  GOBLIN_COUNT: {
    thrownAs: "IllegalActionError",
    meaning: "Solo: the number of goblins chosen to turn aggressive is wrong.",
  },
  GOBLIN_DUPLICATE: { thrownAs: "IllegalActionError", meaning: "Solo: a goblin is chosen twice." },
  GOBLIN_NOT_PASSIVE: {
    thrownAs: "IllegalActionError",
    meaning: "Solo: a chosen cell has no passive goblin on a portal.",
  },
  GOBLIN_ORDER: {
    thrownAs: "IllegalActionError",
    meaning: "Solo: the chosen cells must be listed in ascending order.",
  },
};
