/**
 * Golden Mushrooms' decisions and steps as schemas (parseState's shape checks, the JSON Schema files).
 *
 * @module
 */
import { literal, object } from "../../core/schema/index";
import { heroIndex, idOf, seat } from "../../rules/schema/common";

/** Golden Mushrooms' decisions. */
export const GOLDEN_MUSHROOMS_DECISIONS = [
  object({ kind: literal("golden-mushrooms/use-golden-grotto"), player: seat, hero: heroIndex, action: idOf("Golden Grotto action") }),
  object({ kind: literal("golden-mushrooms/place-mushroom"), player: seat }),
] as const;

/** Golden Mushrooms' steps. */
export const GOLDEN_MUSHROOMS_STEPS = [
  object({ kind: literal("golden-mushrooms/setup") }),
  object({ kind: literal("golden-mushrooms/place-mushrooms") }),
] as const;
