/**
 * Rulebook, Day Phase ("select a Movement Card"): the turn's leader picks one of the movement
 * cards not yet used this round; then every player, leader first and clockwise, moves with it or
 * idles.
 *
 * @module
 */
import type { ChooseMovementCardAction } from "../actions";
import type { ChooseMovementCardDecision } from "../decisions";
import type { RuleDecision } from "../game-types";
import { movementCardAction } from "../seat-actions";

/**
 * The handler of the leader's movement card choice.
 */
export const chooseMovementCard: RuleDecision<ChooseMovementCardDecision> = {
  actionKeys: { "choose-movement-card": ["card"] },
  candidates: (state, decision) =>
    state.movementCards.map((card, place) => movementCardAction(decision.player, place, card.id)),
  check: (state, _decision, action) => {
    const card = (action as Partial<ChooseMovementCardAction>).card;
    if (typeof card !== "string") {
      return { code: "MALFORMED_ACTION", message: "choose-movement-card needs `card`, a movement card id." };
    }
    const entry = state.movementCards.find((c) => c.id === card);
    if (entry === undefined) return { code: "UNKNOWN_CARD", message: `There is no movement card "${card}".` };
    if (entry.used) return { code: "CARD_USED", message: `The ${card} card was already used this round.` };
    return null;
  },
  apply: (draft, decision, action, ctx) => {
    const { card } = action as ChooseMovementCardAction;
    const day = draft.day;
    if (day === null) throw new RangeError("Movement card chosen outside the Day.");
    day.card = card;
    ctx.emit({ type: "movement-card-chosen", player: decision.player, card });
    const seats = draft.config.players;
    // The player turns, leader first, then the turn's end: queued by one `unshift` (one shift of
    // the queue instead of one per step).
    const steps: ({ kind: "day-player-turn"; player: number } | { kind: "end-day-turn" })[] = [];
    for (let i = 0; i < seats; i++) steps.push({ kind: "day-player-turn", player: (day.leader + i) % seats });
    steps.push({ kind: "end-day-turn" });
    draft.queue.unshift(...steps);
  },
};
