/**
 * Stage 4 of the deep checks (`STATE_INCONSISTENT`), a rule invariant of the quest row (Rulebook,
 * The Quest Card Row): a card is drawn only to fill an empty spot, so a pending quest draw (the
 * `draw-quest` chance point of external-chance mode) needs a row with fewer than 3 quests. A draw
 * into a full row would make a row of 4.
 *
 * @module
 * @internal
 */
import { QUEST_ROW_SIZE } from "../../rules/constants";
import type { CheckContext } from "./context";
import type { Problems } from "./problems";

/**
 * Checks that a pending quest draw has a spot to fill.
 *
 * @param p - the collector (`STATE_INCONSISTENT`)
 * @param ctx - the state and its rules environment
 * @internal
 */
export function checkQuestDraw(p: Problems, { state }: CheckContext): void {
  if (state.decision?.kind !== "draw-quest") return;
  const row = state.quests.row.length;
  if (row >= QUEST_ROW_SIZE) {
    p.add(
      "quests.row",
      `a quest draw is pending, but the row already holds ${row} quests (a card is drawn only into a row of fewer than ${QUEST_ROW_SIZE})`,
    );
  }
}
