/**
 * The schemas of the board: the Land Map, the goblins, the quests, the movement cards.
 *
 * @module
 */
import { array, boolean, int, nullable, object, oneOf, text } from "../../core/schema/index";
import { GOBLIN_HEALTH, GOBLIN_TOKENS, QUEST_ROW_SIZE } from "../constants";
import { ids, MAX_GRID, PLAYERS, regionRef } from "./common";

/** One map card laid on the grid. */
export const mapCellSchema = object({
  cardId: text(),
  row: int(0, MAX_GRID),
  col: int(0, MAX_GRID),
  coastIndex: nullable(int(0, MAX_GRID * MAX_GRID)),
});

/** The Land Map. */
export const mapSchema = object({
  face: oneOf(["bright", "gloom"]),
  cells: array(mapCellSchema, { min: 1, max: MAX_GRID }),
});

const damage = int(0, GOBLIN_HEALTH - 1);

/** A goblin token on a portal. */
export const goblinTokenSchema = object({
  stance: oneOf(["passive", "aggressive"]),
  damage,
  dealtBy: array(damage, { min: 1, max: 4, length: PLAYERS }),
});

/** A goblin portal: where it is, and the token on it if any. */
export const portalSchema = object({ at: regionRef, goblin: nullable(goblinTokenSchema) });

/** The goblins: each portal's token, and the supply. */
export const goblinsSchema = object({
  portals: array(portalSchema, { max: GOBLIN_TOKENS * 2 }),
  supply: int(0, GOBLIN_TOKENS),
});

/** The quest deck, row and discard pile. */
export const questsSchema = object({ deck: ids(), row: ids(QUEST_ROW_SIZE), discard: ids() });

/** A movement card, used this Day or not. */
export const movementCardSchema = object({ id: text(), used: boolean() });
