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
import { indexContent, type ContentIndex } from "./content-index";
import { referencePack } from "../content/reference";
import type { ContentPack } from "../content/types";
import { STARTING_HEALTH, STARTING_POWER, STAT_CAP } from "./constants";
import type { PlayerState } from "./state";

/**
 * A player's maximum Health or Power, given the content's item table (the rules pass `env.index`'s,
 * which saves the per-call lookup of the pack's index that `maxHealth`/`maxPower` make).
 *
 * @param player - the player
 * @param items - the content's items by id
 * @param stat - `"health"` or `"power"`
 * @returns the threshold, at most 10
 */
export function maxStat(player: PlayerState, items: ContentIndex["items"], stat: "health" | "power"): number {
  const base = stat === "health" ? STARTING_HEALTH + player.goblinsDefeated : STARTING_POWER + player.spellLevel;
  return Math.min(STAT_CAP, base + itemBonus(player, items, stat));
}

/** The `max-bonus` items' total for one stat, over the player's heroes and player card. */
function itemBonus(player: PlayerState, items: ContentIndex["items"], stat: "health" | "power"): number {
  let bonus = 0;
  for (const hero of player.heroes) bonus += bonusOf(items, hero.items, stat);
  return bonus + bonusOf(items, player.reserve, stat);
}

/** The `max-bonus` total of a list of items (a plain function: no closure made per call). */
function bonusOf(items: ContentIndex["items"], ids: readonly string[], stat: "health" | "power"): number {
  let bonus = 0;
  for (let i = 0; i < ids.length; i++) {
    const ability = items.get(ids[i] as string)?.ability;
    if (ability?.type === "max-bonus" && ability.stat === stat) bonus += ability.amount;
  }
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
  return maxStat(player, indexContent(content).items, "health");
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
  return maxStat(player, indexContent(content).items, "power");
}
