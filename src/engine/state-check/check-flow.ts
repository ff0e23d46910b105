/**
 * Stage 4 of the deep checks (`STATE_INCONSISTENT`), the game's progress: the pending decision,
 * the phase and the Day agree with each other.
 *
 * - the decision is null exactly when the game has ended (`phase: "ended"`), and an ended game
 *   queues no step (nothing may run after the end);
 * - `phase: "setup"` never survives setup (setup runs to the first decision inside `createGame`);
 * - the Night's progress (`night`) exists exactly during the Night phase;
 * - the Day's progress (`day`) exists exactly during the Day phase; turn `t` is led by the `t`-th
 *   player clockwise from the first player, `t` movement cards are flipped as used (one per
 *   earlier turn), and this turn's card, once picked, is not one of them.
 *
 * @module
 * @internal
 */
import type { CheckContext } from "./context";
import { describe, type Problems } from "./problems";

/**
 * Checks that the decision, the phase and the Day's progress agree.
 *
 * @param p - the collector (`STATE_INCONSISTENT`)
 * @param ctx - the state and its rules environment
 * @internal
 */
export function checkFlow(p: Problems, { state }: CheckContext): void {
  if (state.phase === "setup") {
    p.add("phase", 'a saved game is never in "setup" (setup runs to the first decision inside createGame)');
  } else if (state.phase === "ended" && state.decision !== null) {
    p.add("decision", `expected null (the game has ended), found a pending "${state.decision.kind}" decision`);
  } else if (state.phase !== "ended" && state.decision === null) {
    p.add("decision", `a pending decision is expected in the ${state.phase} phase, found null`);
  }
  if (state.phase === "ended" && state.queue.length > 0) {
    p.add("queue", `expected no queued step once the game has ended, found ${state.queue.length}`);
  }
  if (state.phase === "day" && state.day === null)
    p.add("day", "expected the Day's progress during the Day phase, found null");
  if (state.phase !== "day" && state.day !== null)
    p.add("day", `expected null outside the Day phase (the phase is "${state.phase}")`);
  if (state.phase !== "night" && state.night !== null)
    p.add("night", `expected null outside the Night phase (the phase is "${state.phase}")`);
  if (state.phase === "night" && state.night === null)
    p.add("night", "expected the Night's progress during the Night phase, found null");
  const day = state.day;
  if (day === null) return;
  const leader = (state.firstPlayer + day.turn) % state.config.players;
  if (day.leader !== leader) {
    p.add(
      "day.leader",
      `expected ${leader} (turn ${day.turn} is led by the player ${day.turn} seats clockwise from the first player, ${state.firstPlayer}), found ${day.leader}`,
    );
  }
  const used = state.movementCards.filter((c) => c.used).length;
  if (used !== day.turn)
    p.add("movementCards", `expected ${day.turn} movement cards used before turn ${day.turn}, found ${used}`);
  const card = day.card;
  if (card !== null) {
    const entry = state.movementCards.find((c) => c.id === card);
    if (entry === undefined) p.add("day.card", `unknown movement card ${describe(card)}`);
    else if (entry.used) p.add("day.card", `the ${card} card is this turn's card but is already flipped as used`);
  }
}
