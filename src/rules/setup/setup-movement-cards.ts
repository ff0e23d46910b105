/**
 * Rulebook, Game Setup step 7: the 5 movement cards face up in a row.
 *
 * @module
 */
import type { RuleStep } from "../game-types";
import { packedMap } from "../../core/packed";

/**
 * Lays out the movement cards, all unused, in content order.
 */
export const setupMovementCards: RuleStep<{ kind: "setup-movement-cards" }> = (draft, _step, ctx) => {
  draft.movementCards = packedMap(ctx.env.content.movementCards, (card) => ({ id: card.id, used: false }));
};
