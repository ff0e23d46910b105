/**
 * Solo Variant Rules, Choose a Difficulty Level: the victory point goal of each difficulty, and the
 * verdict (`scores(state).solo`) that compares the player's total with it, and the difficulty levels
 * the `difficulty` option of `createGame` offers.
 *
 * @module
 */
import type { BaseHooks } from "../../rules/game-types";
import type { Difficulty } from "../../rules/state";
import type { ScoreSheet } from "../../rules/scoring/scores";
import type { SoloSheet, SoloVerdict } from "./types";

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

/** The difficulty levels, easiest first (the `difficulty` option of `createGame`). */
export const DIFFICULTY_LEVELS: readonly Difficulty[] = ["peasant", "page", "squire", "knight", "hero-of-legend"];

/**
 * The solo verdict (the `finishScores` hook): the goal of the game's difficulty (Peasant when none is
 * recorded), the total, and whether the total reaches the goal; the player wins only by reaching it.
 */
export const goalVerdict: BaseHooks["finishScores"] = (sheet, state) => {
  const difficulty = state.config.difficulty ?? "peasant";
  const goal = SOLO_GOALS[difficulty];
  const total = sheet.players[0]?.total ?? 0;
  const solo: SoloVerdict = { difficulty, goal, total, reached: total >= goal };
  const judged: ScoreSheet & SoloSheet = {
    ...sheet,
    winners: solo.reached ? sheet.players.map((p) => p.seat) : [],
    solo,
  };
  return judged;
};
