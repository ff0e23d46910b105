/**
 * The twenty-four quest cards of the reference pack.
 *
 * @module
 */

import { provisional } from "../provenance";
import type { MovementCondition, QuestDef, QuestReward, Source } from "../types";
import { WHY } from "./sources";

const KIND_SOURCE = provisional(
  "the deck has Movement and Treasure quests; the split into 12 of each (one treasure quest per treasure item, 2 per temple) is inferred",
);
const REWARD_SOURCE = provisional(`${WHY.invented}; a small reward`);
const INVENTED_CONDITION = provisional(`${WHY.invented}; a condition the engine can check`);

const NAME_SOURCE = provisional(`${WHY.invented}; quest titles are not public`);

const treasure = (temple: string, n: 1 | 2, item: string, name: string): QuestDef => ({
  id: `quest-treasure-${temple}-${n}`,
  name,
  kind: "treasure",
  temple,
  item,
  provenance: {
    name: NAME_SOURCE,
    kind: KIND_SOURCE,
    temple: provisional(`${WHY.invented}; two quests per temple`),
    item: provisional(`${WHY.invented}; one quest per treasure item`),
  },
});

const movement = (
  id: string,
  name: string,
  condition: MovementCondition,
  reward: QuestReward,
  conditionSource: Source = INVENTED_CONDITION,
): QuestDef => ({
  id: `quest-move-${id}`,
  name,
  kind: "movement",
  condition,
  reward,
  provenance: { name: NAME_SOURCE, kind: KIND_SOURCE, condition: conditionSource, reward: REWARD_SOURCE },
});

const knownExample = (what: string): Source =>
  provisional(
    `a known example quest (${what}; docs/sources.md, Inferences); the exact printed condition is unconfirmed`,
  );

/**
 * Twelve treasure quests (two per temple, one per treasure item) and twelve movement quests.
 */
export const referenceQuests: readonly QuestDef[] = [
  treasure("ice", 1, "bow", "Bow of the Ice Temple"),
  treasure("ice", 2, "lantern", "Lantern of the Ice Temple"),
  treasure("shadow", 1, "tome", "Old Tome of the Shadow Temple"),
  treasure("shadow", 2, "dagger", "Goblin Dagger of the Shadow Temple"),
  treasure("fire", 1, "pickaxe", "Pickaxe of the Fire Temple"),
  treasure("fire", 2, "cloak", "Shadow Cloak of the Fire Temple"),
  treasure("forest", 1, "amulet", "Heart Amulet of the Forest Temple"),
  treasure("forest", 2, "crystal", "Mana Crystal of the Forest Temple"),
  treasure("sun", 1, "herbs", "Healing Herbs of the Sun Temple"),
  treasure("sun", 2, "ring", "Power Ring of the Sun Temple"),
  treasure("storm", 1, "firefly-jar", "Firefly Jar of the Storm Temple"),
  treasure("storm", 2, "old-map", "Old Map of the Storm Temple"),
  movement(
    "row",
    "In a Row",
    { type: "heroes-in-line", line: "row" },
    { power: 2 },
    knownExample("heroes in one horizontal line"),
  ),
  movement(
    "opponent-castle",
    "Visiting Rivals",
    { type: "hero-in-opponent-castle" },
    { health: 2 },
    knownExample("a hero in an opponent's castle"),
  ),
  movement("column", "In a Column", { type: "heroes-in-line", line: "column" }, { power: 2 }),
  movement("diagonal", "On the Diagonal", { type: "heroes-in-line", line: "diagonal" }, { health: 1, power: 1 }),
  movement("coast-3", "Coast Watch", { type: "heroes-on-coast", count: 3 }, { health: 2 }),
  movement("inland-3", "Heartland Patrol", { type: "heroes-inland", count: 3 }, { power: 2 }),
  movement("through-3", "Long Journey", { type: "travel-through", count: 3 }, { magic: 1 }),
  movement(
    "gryphon-grotto",
    "Gryphon Flight",
    { type: "travel-by", method: "gryphon", endKind: "grotto" },
    { power: 1 },
  ),
  movement("raft-temple", "River Pilgrimage", { type: "travel-by", method: "raft", endKind: "temple" }, { health: 1 }),
  movement("apart", "Far and Wide", { type: "heroes-apart" }, { magic: 1 }),
  movement("together-3", "Fellowship", { type: "heroes-together", count: 3 }, { health: 2 }),
  movement(
    "temple-obelisk-portal",
    "Three Fronts",
    { type: "heroes-on-region-kinds", kinds: ["temple", "obelisk", "portal"] },
    { power: 2 },
  ),
];
