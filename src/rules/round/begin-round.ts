/**
 * Rulebook, Gameplay Overview: each round is a Day phase then a Night phase.
 *
 * @module
 */
import type { RuleStep } from "../game-types";

/**
 * Starts a round: announces it and queues the Day.
 */
export const beginRound: RuleStep<{ kind: "begin-round" }> = (draft, _step, ctx) => {
  ctx.emit({ type: "round-began", round: draft.round });
  draft.queue.unshift({ kind: "begin-day" });
};
