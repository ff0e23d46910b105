/**
 * The schemas of the round's progress: the Day, the Night, the last roll.
 *
 * @module
 */
import { array, boolean, int, nullable, object, oneOf, text } from "../../core/schema/index";
import { DAY_TURNS, HEROES_PER_PLAYER, QUEST_ROW_SIZE } from "../constants";
import { DIE_SYMBOLS } from "../../content/schema/board";
import { TRAVEL_METHODS } from "../../content/schema/cards";
import { ids, PLAYERS, seat } from "./common";

/** More map cards than any move passes through, hero moves than a turn makes, dice than a roll uses. */
const MANY = 99;

/** The Day turn's hero moves: which heroes, by which travel method, through how many cards. */
export const movedSchema = object({
  // A grotto effect's moves add to the list, and a chain of effects may move a hero twice.
  heroes: array(int(0, HEROES_PER_PLAYER - 1), { max: MANY }),
  method: oneOf(TRAVEL_METHODS),
  through: int(0, MANY),
});

/** The Day's progress. */
export const daySchema = object({
  turn: int(0, DAY_TURNS - 1),
  leader: seat,
  card: nullable(text()),
  moved: nullable(movedSchema),
  questTaken: boolean(),
  treasureQuests: ids(QUEST_ROW_SIZE),
});

/** The Night's progress: the dice holder and who is adventuring. */
export const nightSchema = object({ holder: seat, adventuring: array(boolean(), { min: 1, max: 4, length: PLAYERS }) });

/** The last roll of the dice. */
export const lastRollSchema = object({
  player: seat,
  purpose: text(),
  symbols: array(oneOf(DIE_SYMBOLS), { max: MANY }),
});
