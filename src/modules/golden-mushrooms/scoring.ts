/**
 * Golden Mushrooms rulebook, Game End: each mushroom in a player's castle is worth 2 victory
 * points; escorted, abandoned, captured and used mushrooms score nothing.
 *
 * @module
 */
import type { ScoreSource } from "../../rules/scoring/score-sources";
import { inCastle } from "./state";

/**
 * Victory points per mushroom in a castle (Golden Mushrooms rulebook, Game End).
 *
 * @example
 * ```ts
 * MUSHROOM_POINTS * 3; // 6 for three mushrooms at home
 * ```
 */
export const MUSHROOM_POINTS = 2;

/**
 * The `mushrooms` score source: the mushrooms in the player's castle, 2 points each.
 *
 * @example
 * ```ts
 * const scoreSources = [...base.hooks.scoreSources, mushroomScore];
 * ```
 */
export const mushroomScore: ScoreSource = {
  id: "mushrooms",
  count: (state, seat) => inCastle(state, seat).length,
  points: (n) => n * MUSHROOM_POINTS,
};
