/**
 * Rulebook, Game Setup step 8: shuffle the quest deck and deal a row of 3 that holds at least one
 * Movement and one Treasure quest. The setup deal comes from the seed in both chance modes (like the
 * map); in external-chance mode the later draws are chance points.
 *
 * @module
 */
import { shuffleInPlace } from "../../core/rng";
import type { RuleStep } from "../game-types";
import { dealSetupRow } from "../quests/quest-row";
import { packedMap } from "../../core/packed";

/**
 * Shuffles the quests into the deck and deals the row.
 */
export const setupQuests: RuleStep<{ kind: "setup-quests" }> = (draft, _step, ctx) => {
  const deck = packedMap(ctx.env.content.quests, (q) => q.id);
  shuffleInPlace(deck, (n) => ctx.randomInt(n));
  draft.quests = { deck, row: [], discard: [] };
  const discarded = dealSetupRow(draft, ctx);
  ctx.emit({ type: "quest-row-dealt", row: [...draft.quests.row], discarded });
};
