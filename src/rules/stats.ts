/**
 * Rulebook, Health and Power Maximum Thresholds: max Health is 6 plus the goblins collected, max
 * Power is 3 plus the spell level, neither above 10. Items with a `max-bonus` ability that the
 * player owns (on a hero or on the player card) add to the threshold (still capped at 10).
 *
 * Ruling (docs/rulings.md, "Items that raise a maximum"): the bonus follows the player, not the
 * hero, so rearranging items never leaves Health or Power above the maximum.
 *
 * @module
 */
import { indexContent } from "./content-index";
import { referencePack } from "../content/reference";
import type { ContentPack } from "../content/types";
import { STARTING_HEALTH, STARTING_POWER, STAT_CAP } from "./constants";
import type { PlayerState } from "./state";

function itemBonus(player: PlayerState, content: ContentPack, stat: "health" | "power"): number {
  const items = indexContent(content).items;
  const bonusOf = (id: string): number => {
    const ability = items.get(id)?.ability;
    return ability?.type === "max-bonus" && ability.stat === stat ? ability.amount : 0;
  };
  let bonus = 0;
  for (const hero of player.heroes) for (const id of hero.items) bonus += bonusOf(id);
  for (const id of player.reserve) bonus += bonusOf(id);
  return bonus;
}

/**
 * A player's maximum Health.
 *
 * @param state - the state
 * @param seat - the player
 * @param content - the game's content pack (the reference pack by default)
 * @returns 6 + goblins collected (+ item bonuses), at most 10
 * @example
 * ```ts
 * maxHealth(createGame({ seed: 1, players: 2 }), 0); // 6
 * ```
 */
export function maxHealth(
  state: { readonly players: readonly PlayerState[] },
  seat: number,
  content: ContentPack = referencePack,
): number {
  const player = state.players[seat];
  if (player === undefined) throw new RangeError(`No player at seat ${seat}.`);
  return Math.min(STAT_CAP, STARTING_HEALTH + player.goblinsDefeated + itemBonus(player, content, "health"));
}

/**
 * A player's maximum Power.
 *
 * @param state - the state
 * @param seat - the player
 * @param content - the game's content pack (the reference pack by default)
 * @returns 3 + spell level (+ item bonuses), at most 10
 * @example
 * ```ts
 * maxPower(createGame({ seed: 1, players: 2 }), 0); // 3
 * ```
 */
export function maxPower(
  state: { readonly players: readonly PlayerState[] },
  seat: number,
  content: ContentPack = referencePack,
): number {
  const player = state.players[seat];
  if (player === undefined) throw new RangeError(`No player at seat ${seat}.`);
  return Math.min(STAT_CAP, STARTING_POWER + player.spellLevel + itemBonus(player, content, "power"));
}
