/**
 * Rulebook, Game Setup (player boards) and step 5 (heroes on their castle): each player starts
 * with 6 Health, 3 Power, spell level 0, legendary items on their first space, and 3 heroes on
 * the castle of their colour.
 *
 * @module
 */
import { HEROES_PER_PLAYER, STARTING_HEALTH, STARTING_POWER } from "../constants";
import type { Draft } from "immer";
import type { RuleStep } from "../game-types";
import { castleOf } from "../map/regions";
import type { HeroState, PlayerState } from "../state";
import { packedMap } from "../../core/packed";

/** The legendary record a player starts with (every item on its first space), by the item list of the content index. */
const startingRecords = new WeakMap<readonly string[], Record<string, number>>();

/**
 * The all-zero legendary record of a player card's items (shared: copy it before use). Not frozen, so
 * that a spread copy takes its hidden class, the one `clonePlain` gives the copies of a player.
 */
function startingLegendary(items: readonly string[]): Readonly<Record<string, number>> {
  let record = startingRecords.get(items);
  if (record === undefined) {
    record = {};
    for (let i = 0; i < items.length; i++) record[items[i] as string] = 0;
    startingRecords.set(items, record);
  }
  return record;
}

/**
 * Creates the player boards and places every hero on its castle.
 */
export const setupPlayers: RuleStep<{ kind: "setup-players" }> = (draft, _step, ctx) => {
  const byColor = ctx.env.index.legendaryItemsByColor;
  const players = packedMap(draft.config.colors, (color, seat): Draft<PlayerState> => {
    const items = byColor.get(color);
    if (items === undefined) throw new RangeError(`No player card of colour "${color}".`);
    const home = castleOf(draft.map.cells, color, ctx.env);
    const heroes: Draft<HeroState>[] = [];
    for (let h = 0; h < HEROES_PER_PLAYER; h++)
      heroes.push({ at: { cell: home.cell, side: home.side }, templeSpace: 0, items: [] });
    return {
      seat,
      color,
      health: STARTING_HEALTH,
      power: STARTING_POWER,
      spellLevel: 0,
      goblinsDefeated: 0,
      completedQuests: [],
      heroes,
      reserve: [],
      // A copy of the colour's all-zero record: one object literal copy, where setting each key
      // of a fresh record is a keyed store per item.
      legendary: { ...startingLegendary(items) },
    };
  });
  draft.players = players;
};
