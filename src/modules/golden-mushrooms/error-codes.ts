/**
 * The Golden Mushrooms module's error codes (docs/errors.md lists them with the engine's own).
 *
 * @module
 */
import type { ErrorCodeInfo } from "../../core/errors";

/**
 * The code of an action the Golden Mushrooms rules refuse.
 *
 * @example
 * ```ts
 * const code: GoldenMushroomsErrorCode = "NO_MUSHROOM";
 * ```
 */
export type GoldenMushroomsErrorCode =
  | "NO_MUSHROOM"
  | "MUSHROOM_ESCORTED"
  | "MUSHROOM_TEMPLE"
  | "NOT_IN_OWN_CASTLE"
  | "NOT_IN_OPPONENT_CASTLE"
  | "TOO_FEW_THIEVES"
  | "NOT_A_PORTAL"
  | "PORTAL_HAS_MUSHROOM";

const refused = (meaning: string): ErrorCodeInfo => ({
  thrownAs: "IllegalActionError",
  meaning: `Golden Mushrooms: ${meaning}`,
});

/** Each Golden Mushrooms code, with the class that carries it and its meaning. */
export const GOLDEN_MUSHROOMS_ERRORS: { readonly [C in GoldenMushroomsErrorCode]: ErrorCodeInfo } = {
  NO_MUSHROOM: refused("there is no mushroom to carry, steal, abandon or use here."),
  MUSHROOM_ESCORTED: refused("the hero already escorts a mushroom."),
  MUSHROOM_TEMPLE: refused("a mushroom never follows its hero into a temple."),
  NOT_IN_OWN_CASTLE: refused("only a hero leaving its own castle can carry a mushroom from it."),
  NOT_IN_OPPONENT_CASTLE: refused("only a hero leaving another player's castle can steal a mushroom."),
  TOO_FEW_THIEVES: refused("stealing needs more of your heroes in that castle than its owner has."),
  NOT_A_PORTAL: refused("the map cell has no goblin portal."),
  PORTAL_HAS_MUSHROOM: refused("the portal already has a mushroom."),
};
