/**
 * The schemas of the players' boards and heroes.
 *
 * @module
 */
import { array, int, object, record, text } from "../../core/schema/index";
import { GOBLIN_TOKENS, HANDS_PER_HERO, HEROES_PER_PLAYER, STAT_CAP } from "../constants";
import { ids, regionRef } from "./common";

/** The last space of a temple track. */
const TRACK_SPACES = 4;
/** The highest spell level. */
const MAX_SPELL_LEVEL = 10;

/** A hero: where it stands, its temple track space, the items in its hands. */
export const heroSchema = object({ at: regionRef, templeSpace: int(0, TRACK_SPACES), items: ids(HANDS_PER_HERO) });

/** A player's board. */
export const playerSchema = object({
  seat: int(0, 3),
  color: text(),
  health: int(0, STAT_CAP),
  power: int(0, STAT_CAP),
  spellLevel: int(0, MAX_SPELL_LEVEL),
  goblinsDefeated: int(0, GOBLIN_TOKENS),
  completedQuests: ids(),
  heroes: array(heroSchema, { min: HEROES_PER_PLAYER, max: HEROES_PER_PLAYER }),
  reserve: ids(),
  // Progress on each legendary item: 0, 1 or 2 of its temples completed.
  legendary: record(int(0, 2)),
});
