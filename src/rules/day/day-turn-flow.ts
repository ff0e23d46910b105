/**
 * Rulebook, Day Phase and Day Phase Completion: after the leader picks the card, each player in
 * clockwise order from the leader moves with it or idles; then the card is flipped and the next
 * player clockwise leads. After 4 turns the Night begins.
 *
 * @module
 */
import { DAY_TURNS } from "../constants";
import type { RuleStep } from "../game-types";

/**
 * Opens one player's move-or-idle decision for this turn's card.
 */
export const dayPlayerTurn: RuleStep<{ kind: "day-player-turn"; player: number }> = (draft, step, ctx) => {
  const day = draft.day;
  if (day === null || day.card === null) throw new RangeError("day-player-turn without a movement card.");
  day.moved = null;
  day.questTaken = false;
  // Usually already empty (the last move's quest check cleared it): no new array then.
  if (day.treasureQuests.length > 0) day.treasureQuests = [];
  ctx.emit({ type: "player-turn-began", player: step.player });
  draft.decision = { kind: "move-or-idle", player: step.player, card: day.card, transferred: [] };
};

/**
 * Flips the turn's movement card and starts the next turn, or ends the Day after the 4th.
 */
export const endDayTurn: RuleStep<{ kind: "end-day-turn" }> = (draft, _step, ctx) => {
  const day = draft.day;
  if (day === null || day.card === null) throw new RangeError("end-day-turn outside a Day turn.");
  const card = draft.movementCards.find((c) => c.id === day.card);
  if (card !== undefined) card.used = true;
  ctx.emit({ type: "movement-card-flipped", card: day.card });
  // Between turns there is no current card (a module may pause here, e.g. to deal the next card).
  day.card = null;
  if (day.turn + 1 < DAY_TURNS) {
    day.turn += 1;
    day.leader = (day.leader + 1) % draft.config.players;
    draft.queue.unshift({ kind: "begin-day-turn" });
  } else {
    draft.day = null;
    draft.queue.unshift({ kind: "begin-night" });
  }
};
