/**
 * The quest row (left to right), the deck and the discard pile.
 *
 * @module
 */
import { describeQuest } from "../index";
import type { CliView } from "./names";
import { wrap } from "./text";

/**
 * Renders the quest row, left to right, each quest in words, with the deck and discard sizes.
 *
 * @param view - the CLI view
 * @returns the lines
 */
export function renderQuests(view: CliView): string[] {
  const { state, m, content } = view;
  const lines = [m.questRow];
  if (state.quests.row.length === 0) lines.push(m.questRowEmpty);
  state.quests.row.forEach((id, i) => {
    const text = describeQuest(id, { locale: m.locale, content });
    wrap(`${i + 1}. ${text}`, 90).forEach((line, k) => lines.push(k === 0 ? `  ${line}` : `     ${line}`));
  });
  lines.push(m.questPiles(state.quests.deck.length, state.quests.discard.length));
  return lines;
}
