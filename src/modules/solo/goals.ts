/**
 * Solo Variant Rules, Choose a Difficulty Level: the victory point goal of each difficulty, and the
 * verdict (`scores(state).solo`) that compares the player's total with it.
 *
 * @module
 */
import type { BaseHooks } from "../../rules/game-types";
import type { Difficulty } from "../../rules/state";

/**
 * The victory points each difficulty asks for by the end of round 5.
 */
export const SOLO_GOALS: Readonly<Record<Difficulty, number>> = {
  peasant: 40,
  page: 45,
  squire: 50,
  knight: 55,
  "hero-of-legend": 60,
};

/**
 * The solo verdict (the `goalVerdict` hook): the goal of the game's difficulty (Peasant when none is
 * recorded), the total, and whether the total reaches the goal.
 */
export const goalVerdict: BaseHooks["goalVerdict"] = (state, total) => {
  const difficulty = state.config.difficulty ?? "peasant";
  const goal = SOLO_GOALS[difficulty];
  return { difficulty, goal, total, reached: total >= goal };
};
