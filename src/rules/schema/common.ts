/**
 * The pieces of the state's schemas used everywhere: seats, hero indexes, region references, counts
 * and content ids. Bounds that depend on the state (its player count, its number of map cells) are
 * named limits, filled in when a state is checked.
 *
 * @module
 */
import { array, int, named, object, oneOf, text, type ObjectSchema, type Schema } from "../../core/schema/index";
import type { RegionRef } from "../state/board";
import { HEROES_PER_PLAYER, STAT_CAP } from "../constants";

/** The limit holding the state's player count. */
export const PLAYERS = "config.players";
/** The limit holding the state's number of map cells. */
export const CELLS = "map.cells";
/** No layout grid is anywhere near this large. */
export const MAX_GRID = 99;

/** A player's seat: 0 to the player count - 1. */
export const seat = named(
  "Seat",
  int(0, { limit: PLAYERS, offset: -1, otherwise: 3 }),
  "A player's seat, from 0 to config.players - 1.",
);

/** A hero's index on its player's board. */
export const heroIndex = named(
  "HeroIndex",
  int(0, HEROES_PER_PLAYER - 1),
  "A hero's index on its player's board, 0 to 2.",
);

/** A map cell's index. */
export const cellIndex = int(0, { limit: CELLS, offset: -1, otherwise: MAX_GRID - 1 });

/** One of the two regions of a map card. */
export const regionRef: ObjectSchema<RegionRef> = named(
  "RegionRef",
  object({ cell: cellIndex, side: oneOf(["left", "right"]) }),
  "A region: the map cell (an index into map.cells) and which of its two regions.",
);

/** A count of rolled symbols, from 0. */
export const symbolCount = int(0, STAT_CAP);
/** A positive amount (dice, damage, Power). */
export const amount = int(1, STAT_CAP);

/** The base game's content tables an id may name (a module adds its own field types). */
export type IdTable = "item" | "quest" | "grotto effect" | "spell" | "temple" | "movement card";

/**
 * The id of a record of a content table (checked against the content once the shapes pass).
 *
 * @param names - the table: a base one, or a field type a module declares (`"golden-action"`)
 */
export function idOf(names: IdTable | (string & {})): Schema<string> {
  return text({
    names,
    description: `The id of ${/^[aeiou]/.test(names) ? "an" : "a"} ${names} of the state's content pack.`,
  });
}

/**
 * A list of ids.
 *
 * @param max - the most entries
 * @param names - the table they name, when checked against the content
 * @param min - the fewest entries
 */
export function ids(max = Infinity, names?: IdTable | (string & {}), min = 0): Schema<readonly string[]> {
  return array(names === undefined ? text() : idOf(names), { min, ...(max === Infinity ? {} : { max }) });
}
