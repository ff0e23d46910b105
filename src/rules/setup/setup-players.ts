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
    const legendary: Record<string, number> = {};
    for (let i = 0; i < items.length; i++) legendary[items[i] as string] = 0;
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
      legendary,
    };
  });
  draft.players = players;
};
