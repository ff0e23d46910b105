/**
 * The quest row (left to right), the deck and the discard pile.
 *
 * @module
 */
import type { GameState, MovementCondition, QuestDef, QuestReward } from "../index";

/**
 * A movement condition in words: its type and parameters, e.g. `heroes-in-line (line: row)`.
 *
 * @param condition - the condition
 * @returns the description
 * @example
 * ```ts
 * describeCondition({ type: "travel-by", method: "raft", endKind: "temple" }); // "travel-by (method: raft, endKind: temple)"
 * ```
 */
export function describeCondition(condition: MovementCondition): string {
  const params = Object.entries(condition)
    .filter(([key]) => key !== "type")
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join("+") : String(value)}`);
  return params.length === 0 ? condition.type : `${condition.type} (${params.join(", ")})`;
}

function describeReward(reward: QuestReward): string {
  const parts = (["health", "power", "magic"] as const).flatMap((key) => {
    const n = reward[key];
    return n === undefined || n === 0 ? [] : [`+${n} ${key}`];
  });
  return parts.length === 0 ? "no reward" : parts.join(" ");
}

/**
 * A quest card in words.
 *
 * @param quest - the quest
 * @returns e.g. `movement: heroes-in-line (line: row); reward +2 power` or `treasure: temple ice, item bow`
 * @example
 * ```ts
 * describeQuest(state.content.quests[0]!); // "treasure: temple ice, item bow"
 * ```
 */
export function describeQuest(quest: QuestDef): string {
  return quest.kind === "movement"
    ? `movement: ${describeCondition(quest.condition)}; reward ${describeReward(quest.reward)}`
    : `treasure: temple ${quest.temple}, item ${quest.item}`;
}

/**
 * Renders the quest row, left to right, with the deck and discard sizes.
 *
 * @param state - the state
 * @returns the lines
 * @example
 * ```ts
 * renderQuests(state); // ["Quest row (left to right):", "  1. quest-move-row  movement: ...", ...]
 * ```
 */
export function renderQuests(state: GameState): string[] {
  const lines = ["Quest row (left to right):"];
  if (state.quests.row.length === 0) lines.push("  (empty)");
  state.quests.row.forEach((id, i) => {
    const quest = state.content.quests.find((q) => q.id === id);
    lines.push(`  ${i + 1}. ${id}`);
    lines.push(`     ${quest === undefined ? "unknown quest" : describeQuest(quest)}`);
  });
  lines.push(`Quest deck: ${state.quests.deck.length} cards; discard pile: ${state.quests.discard.length} cards.`);
  return lines;
}
