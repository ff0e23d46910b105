/**
 * Rulebook, Day Phase: 4 turns, the first led by the holder of the first player token, then
 * clockwise; each turn's leader picks a movement card.
 *
 * @module
 */
import type { RuleStep } from "../game-types";

/**
 * Starts the Day: the first turn is led by the first player.
 */
export const beginDay: RuleStep<{ kind: "begin-day" }> = (draft, _step, ctx) => {
  draft.phase = "day";
  draft.day = { turn: 0, leader: draft.firstPlayer, card: null, moved: null, questTaken: false, treasureQuests: [] };
  ctx.emit({ type: "day-began", round: draft.round });
  draft.queue.unshift({ kind: "begin-day-turn" });
};

/**
 * Starts a Day turn: its leader must pick an unused movement card.
 */
export const beginDayTurn: RuleStep<{ kind: "begin-day-turn" }> = (draft, _step, ctx) => {
  const day = draft.day;
  if (day === null) throw new RangeError("begin-day-turn outside the Day.");
  day.card = null;
  ctx.emit({ type: "day-turn-began", turn: day.turn, leader: day.leader });
  draft.decision = { kind: "choose-movement-card", player: day.leader };
};
