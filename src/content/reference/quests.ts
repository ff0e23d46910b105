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

const treasure = (temple: string, n: 1 | 2, item: string): QuestDef => ({
  id: `quest-treasure-${temple}-${n}`,
  kind: "treasure",
  temple,
  item,
  provenance: {
    kind: KIND_SOURCE,
    temple: provisional(`${WHY.invented}; two quests per temple`),
    item: provisional(`${WHY.invented}; one quest per treasure item`),
  },
});

const movement = (
  id: string,
  condition: MovementCondition,
  reward: QuestReward,
  conditionSource: Source = INVENTED_CONDITION,
): QuestDef => ({
  id: `quest-move-${id}`,
  kind: "movement",
  condition,
  reward,
  provenance: { kind: KIND_SOURCE, condition: conditionSource, reward: REWARD_SOURCE },
});

const knownExample = (what: string): Source =>
  provisional(`a known example quest (${what}, CLARIFICATIONS.md section 4); the exact printed condition is unconfirmed`);

/**
 * Twelve treasure quests (two per temple, one per treasure item) and twelve movement quests.
 *
 * @example
 * ```ts
 * referenceQuests.filter((q) => q.kind === "treasure").length; // 12
 * ```
 */
export const referenceQuests: readonly QuestDef[] = [
  treasure("ice", 1, "bow"),
  treasure("ice", 2, "lantern"),
  treasure("shadow", 1, "tome"),
  treasure("shadow", 2, "dagger"),
  treasure("fire", 1, "pickaxe"),
  treasure("fire", 2, "cloak"),
  treasure("forest", 1, "amulet"),
  treasure("forest", 2, "crystal"),
  treasure("sun", 1, "herbs"),
  treasure("sun", 2, "ring"),
  treasure("storm", 1, "firefly-jar"),
  treasure("storm", 2, "old-map"),
  movement("row", { type: "heroes-in-line", line: "row" }, { power: 2 }, knownExample("heroes in one horizontal line")),
  movement("opponent-castle", { type: "hero-in-opponent-castle" }, { health: 2 }, knownExample("a hero in an opponent's castle")),
  movement("column", { type: "heroes-in-line", line: "column" }, { power: 2 }),
  movement("diagonal", { type: "heroes-in-line", line: "diagonal" }, { health: 1, power: 1 }),
  movement("coast-3", { type: "heroes-on-coast", count: 3 }, { health: 2 }),
  movement("inland-3", { type: "heroes-inland", count: 3 }, { power: 2 }),
  movement("through-3", { type: "travel-through", count: 3 }, { magic: 1 }),
  movement("gryphon-grotto", { type: "travel-by", method: "gryphon", endKind: "grotto" }, { power: 1 }),
  movement("raft-temple", { type: "travel-by", method: "raft", endKind: "temple" }, { health: 1 }),
  movement("apart", { type: "heroes-apart" }, { magic: 1 }),
  movement("together-3", { type: "heroes-together", count: 3 }, { health: 2 }),
  movement("temple-obelisk-portal", { type: "heroes-on-region-kinds", kinds: ["temple", "obelisk", "portal"] }, { power: 2 }),
];
