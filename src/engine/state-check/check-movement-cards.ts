/**
 * Stage 4 of the deep checks (`STATE_INCONSISTENT`), a rule invariant of the movement cards outside
 * the Day (Rulebook, Day Phase and Resolution; the Day itself is `check-flow`'s): each of the 4 Day
 * turns flips one card, and Resolution turns them all face up again. So during the Night, and during
 * Resolution until its `reset-movement-cards` step has run, exactly 4 cards are used; after that
 * step, none (the next Day's first turn starts with every card available).
 *
 * @module
 * @internal
 */
import { DAY_TURNS } from "../../rules/constants";
import type { CheckContext } from "./context";
import type { Problems } from "./problems";

/**
 * Checks how many movement cards are flipped as used during the Night and Resolution.
 *
 * @param p - the collector (`STATE_INCONSISTENT`)
 * @param ctx - the state and its rules environment
 * @internal
 */
export function checkMovementCards(p: Problems, { state }: CheckContext): void {
  if (state.phase !== "night" && state.phase !== "resolution") return;
  const resetDone = state.phase === "resolution" && !state.queue.some((step) => step.kind === "reset-movement-cards");
  const expected = resetDone ? 0 : DAY_TURNS;
  const used = state.movementCards.filter((card) => card.used).length;
  if (used !== expected) {
    const when = resetDone ? "after Resolution turned them face up" : `after the Day's ${DAY_TURNS} turns`;
    p.add("movementCards", `expected ${expected} movement cards used ${when}, found ${used}`);
  }
}
