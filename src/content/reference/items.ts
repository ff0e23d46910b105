/**
 * The items of the reference pack: 3 legendary items and 12 treasure items.
 *
 * @module
 */

import { confirmed, provisional, sourced } from "../provenance";
import type { ItemAbility, ItemDef } from "../types";
import { REF, WHY } from "./sources";

const legendary = (id: "sword" | "shield" | "staff", name: string): ItemDef => ({
  id,
  name,
  kind: "legendary",
  ability: { type: id },
  provenance: sourced(["name", "kind", "ability"], confirmed(REF.legendaryClarification)),
});

const invented = (id: string, name: string, ability: ItemAbility): ItemDef => ({
  id,
  name,
  kind: "treasure",
  ability,
  provenance: {
    name: provisional(WHY.invented),
    kind: confirmed(`${REF.components} (12 Treasure Items)`),
    ability: provisional(`${WHY.invented}; uses one of the engine's item ability types`),
  },
});

/**
 * Sword, Shield and Staff (confirmed), the Bow (confirmed by the Sword's note) and 11 invented
 * treasure items.
 */
export const referenceItems: readonly ItemDef[] = [
  legendary("sword", "Sword"),
  legendary("shield", "Shield"),
  legendary("staff", "Staff"),
  {
    id: "bow",
    name: "Bow",
    kind: "treasure",
    ability: { type: "bow" },
    provenance: sourced(
      ["name", "kind", "ability"],
      confirmed(`${REF.legendaryClarification} (the Sword's note on the Bow)`),
    ),
  },
  invented("lantern", "Lantern", { type: "extra-symbol", symbol: "torch" }),
  invented("tome", "Old Tome", { type: "extra-symbol", symbol: "scroll" }),
  invented("dagger", "Goblin Dagger", { type: "extra-symbol", symbol: "attack-goblin" }),
  invented("pickaxe", "Pickaxe", { type: "forge-discount", cost: 1 }),
  invented("cloak", "Shadow Cloak", { type: "free-passage" }),
  invented("amulet", "Heart Amulet", { type: "max-bonus", stat: "health", amount: 1 }),
  invented("crystal", "Mana Crystal", { type: "max-bonus", stat: "power", amount: 1 }),
  invented("herbs", "Healing Herbs", { type: "rest-bonus", stat: "health", amount: 1 }),
  invented("ring", "Power Ring", { type: "rest-bonus", stat: "power", amount: 1 }),
  invented("firefly-jar", "Firefly Jar", { type: "extra-symbol", symbol: "torch" }),
  invented("old-map", "Old Map", { type: "extra-symbol", symbol: "scroll" }),
];
