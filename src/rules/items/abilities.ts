/**
 * Rulebook, Items: what an item does is its ability. The rules ask whether a hero holds an item of
 * an ability type (the Bow, the Sword, the Staff, the Shield, free passage) on hot paths: every move
 * listing and every Night scan.
 *
 * @module
 */
import type { ItemAbility } from "../../content/types";
import type { RulesEnv } from "../game-types";

/**
 * Whether a list of items (a hero's hands) holds an item of an ability type. A plain loop: no
 * closure or array per call.
 *
 * @param items - the item ids
 * @param env - the rules environment
 * @param type - the ability type
 * @returns true when one of the items has it
 */
export function holdsAbility(items: readonly string[], env: RulesEnv, type: ItemAbility["type"]): boolean {
  for (let i = 0; i < items.length; i++)
    if (env.index.items.get(items[i] as string)?.ability.type === type) return true;
  return false;
}
