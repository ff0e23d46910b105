/**
 * Golden Mushrooms rulebook, Game End: each mushroom in a player's castle is worth 2 victory
 * points; escorted, abandoned, captured and used mushrooms score nothing.
 *
 * @module
 */
import type { GameRuleset } from "../../rules/game-types";
import type { ScoreSource } from "../../rules/scoring/score-sources";
import { emitMushroomEvent, inCastle } from "./state";

/**
 * Victory points per mushroom in a castle (Golden Mushrooms rulebook, Game End).
 */
export const MUSHROOM_POINTS = 2;

/**
 * The `mushrooms` score source: the mushrooms in the player's castle, 2 points each.
 */
export const mushroomScore: ScoreSource = {
  id: "mushrooms",
  count: (state, seat) => inCastle(state, seat).length,
  points: (n) => n * MUSHROOM_POINTS,
};

/**
 * Wraps the step that ends the game (`pass-dice` after the last Night): once the game has ended,
 * emits `golden-mushrooms/scored` for each player (the mushrooms in its castle and their points).
 *
 * @param base - the step to wrap
 * @returns the wrapped step
 */
export function announceMushroomScores(base: GameRuleset["steps"]["pass-dice"]): GameRuleset["steps"]["pass-dice"] {
  return (draft, step, ctx) => {
    const before = draft.phase;
    base(draft, step, ctx);
    if (before === "ended" || draft.phase !== "ended") return;
    for (const player of draft.players) {
      const mushrooms = inCastle(draft, player.seat).length;
      emitMushroomEvent(ctx, {
        type: "golden-mushrooms/scored",
        player: player.seat,
        mushrooms,
        points: MUSHROOM_POINTS * mushrooms,
      });
    }
  };
}
