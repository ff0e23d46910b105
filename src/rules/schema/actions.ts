/**
 * The schemas of the base game's actions, one per type: the JSON Schema `action.json` clients in
 * other languages read, held by a type test to the `Action` union of `rules/actions.ts`.
 *
 * @module
 */
import { array, either, int, literal, object, oneOf, optional, type ObjectSchema } from "../../core/schema/index";
import { DIE_SYMBOLS } from "../../content/schema/board";
import { cellIndex, heroIndex, idOf, regionRef, seat } from "./common";

const chance = literal("chance");

/** The base game's actions. */
export const BASE_ACTIONS = [
  object({ type: literal("choose-movement-card"), player: seat, card: idOf("movement card") }),
  object({
    type: literal("move"),
    player: seat,
    hero: heroIndex,
    to: regionRef,
    direction: optional(oneOf(["clockwise", "counterclockwise"])),
  }),
  object({ type: literal("idle"), player: seat }),
  object({ type: literal("choose-gain"), player: seat, stat: oneOf(["health", "power"]) }),
  object({ type: literal("equip-item"), player: seat, hero: heroIndex }),
  object({
    type: literal("transfer-item"),
    player: seat,
    item: idOf("item"),
    to: either(heroIndex, literal("reserve")),
  }),
  object({ type: literal("choose-quest"), player: seat, quest: idOf("quest") }),
  // A move that turns names the cards it passes through (`via`); a straight one names none.
  object({
    type: literal("use-grotto"),
    player: seat,
    target: optional(heroIndex),
    to: optional(regionRef),
    via: optional(array(cellIndex, { max: 3 })),
  }),
  object({ type: literal("skip-grotto"), player: seat }),
  // Night only: how many of the space's symbols (1 or 2) are Forged instead of rolled.
  object({ type: literal("advance-hero"), player: seat, hero: heroIndex, forge: optional(int(0, 2)) }),
  object({ type: literal("finish"), player: seat }),
  object({ type: literal("adventure"), player: seat }),
  object({ type: literal("rest"), player: seat }),
  object({ type: literal("defend"), player: seat }),
  object({ type: literal("take-damage"), player: seat }),
  object({ type: literal("attack"), player: seat, hero: heroIndex, cell: cellIndex }),
  object({ type: literal("sword"), player: seat, hero: heroIndex }),
  object({ type: literal("use-staff"), player: seat }),
  object({ type: literal("skip-staff"), player: seat }),
  object({ type: literal("roll-outcome"), player: chance, symbols: array(oneOf(DIE_SYMBOLS)) }),
  object({ type: literal("draw-quest"), player: chance, quest: idOf("quest") }),
] as const satisfies readonly ObjectSchema[];
