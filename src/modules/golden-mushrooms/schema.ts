/**
 * Golden Mushrooms' decisions, steps, actions and events as schemas (parseState's shape checks, the
 * JSON Schema files).
 *
 * @module
 */
import { int, literal, nullable, object, oneOf, optional, text } from "../../core/schema/index";
import { cellIndex, heroIndex, idOf, regionRef, seat } from "../../rules/schema/common";

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

/** What a move does with a mushroom. */
export const MUSHROOM_CHOICES = ["carry", "steal", "abandon", "pick-up"] as const;

/** Golden Mushrooms' actions (and the field it adds to the base game's `move`: {@link MOVE_MUSHROOM}). */
export const GOLDEN_MUSHROOMS_ACTIONS = [
  object({ type: literal("golden-mushrooms/use-golden-grotto"), player: seat, target: optional(heroIndex) }),
  object({ type: literal("golden-mushrooms/skip-golden-grotto"), player: seat }),
  object({ type: literal("golden-mushrooms/place-mushroom"), player: seat, cell: cellIndex }),
] as const;

/** The field a `move` gains: what the hero does with a mushroom. */
export const MOVE_MUSHROOM = { mushroom: optional(oneOf(MUSHROOM_CHOICES)) };

const mushroom = int(0);
const moved = { mushroom, player: seat, hero: heroIndex };

/** Golden Mushrooms' events. */
export const GOLDEN_MUSHROOMS_EVENTS = [
  object({ type: literal("golden-mushrooms/placed"), mushroom, at: regionRef, player: nullable(seat) }),
  object({ type: literal("golden-mushrooms/rescued"), mushroom, player: seat, from: regionRef }),
  object({ type: literal("golden-mushrooms/carried"), ...moved }),
  object({ type: literal("golden-mushrooms/stolen"), ...moved, from: seat }),
  object({ type: literal("golden-mushrooms/picked-up"), ...moved, at: regionRef }),
  object({ type: literal("golden-mushrooms/escorted"), ...moved, to: regionRef }),
  object({ type: literal("golden-mushrooms/delivered"), ...moved }),
  object({ type: literal("golden-mushrooms/abandoned"), ...moved, at: regionRef, castle: nullable(seat), cause: text() }),
  object({ type: literal("golden-mushrooms/golden-grotto-used"), ...moved, action: text(), target: nullable(heroIndex) }),
  object({ type: literal("golden-mushrooms/golden-grotto-skipped"), player: seat, hero: heroIndex, action: text() }),
  object({ type: literal("golden-mushrooms/scored"), player: seat, mushrooms: int(0), points: int(0) }),
] as const;
