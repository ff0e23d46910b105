/**
 * The schemas of the base game's decisions (`state.decision`), one per kind: the fields besides
 * `kind` and `player` with their types and ranges, and the content table each id names.
 *
 * @module
 */
import { array, literal, object, text, type ObjectSchema } from "../../core/schema/index";
import { HEROES_PER_PLAYER, QUEST_ROW_SIZE } from "../constants";
import { amount, heroIndex, idOf, ids, seat, symbolCount } from "./common";

const chance = literal("chance");

/** The base game's decisions. */
export const BASE_DECISIONS = [
  object({ kind: literal("choose-movement-card"), player: seat }),
  // The items moved in the window may repeat (an item moved back).
  object({
    kind: literal("move-or-idle"),
    player: seat,
    card: idOf("movement card"),
    transferred: ids(HEROES_PER_PLAYER * 2 * 2, "item"),
  }),
  object({ kind: literal("choose-gain"), player: seat, reason: text() }),
  object({ kind: literal("equip-item"), player: seat, item: idOf("item") }),
  object({
    kind: literal("choose-quest"),
    player: seat,
    options: array(idOf("quest"), { min: 2, max: QUEST_ROW_SIZE, unique: true }),
  }),
  object({ kind: literal("use-grotto"), player: seat, hero: heroIndex, effect: idOf("grotto effect") }),
  object({ kind: literal("advance-temples"), player: seat, torch: symbolCount, scroll: symbolCount, reason: text() }),
  object({ kind: literal("adventure-or-rest"), player: seat }),
  object({ kind: literal("defend"), player: seat, amount, cost: amount }),
  object({ kind: literal("night-spend"), player: seat, torch: symbolCount, scroll: symbolCount, attack: symbolCount }),
  object({
    kind: literal("use-staff"),
    player: seat,
    power: amount,
    spells: array(idOf("spell"), { min: 1, max: HEROES_PER_PLAYER, unique: true }),
    staffSpell: idOf("spell"),
  }),
  object({ kind: literal("chance"), player: chance, dice: amount, purpose: text() }),
  object({ kind: literal("draw-quest"), player: chance }),
] as const satisfies readonly ObjectSchema[];
