/**
 * Rulebook, Game Setup step 10: one player takes the first player token, quest side up. The seat
 * comes from the options or, if none is given, from the seed.
 *
 * @module
 */
import type { RuleStep } from "../game-types";

/**
 * Gives the first player token.
 */
export const chooseFirstPlayer: RuleStep<{ kind: "setup-first-player" }> = (draft, _step, ctx) => {
  const seat = draft.config.firstPlayer ?? ctx.randomInt(draft.config.players);
  draft.firstPlayer = seat;
  draft.firstPlayerToken = "quest";
  ctx.emit({ type: "first-player-chosen", player: seat });
};
