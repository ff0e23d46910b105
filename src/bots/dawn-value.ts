/**
 * The MCTS bot's value of a playout's last position: at a dawn, a seat's expected final score
 * fitted by regression on the dawn features of heuristic self-play (`bench/dawn-value-data.ts`,
 * `bench/dawn_value_fit.py`), one weight vector per round; at the game's end the score itself;
 * elsewhere the heuristic evaluation.
 *
 * @module
 */
import { scoreSheet, type ScoreSheet } from "../rules/scoring/scores";
import type { GameState } from "../rules/state";
import type { RulesEnv } from "../rules/game-types";
import { DAWN_FEATURES, dawnFeatures } from "./dawn-features";
import { evaluateFor } from "./evaluate";

/** Per round of the dawn: the intercept, then one weight per feature of `DAWN_FEATURES`. */
const WEIGHTS: Readonly<Record<number, readonly number[]>> = {
  2: [12.2954, -2.2556, 0.2288, 6.9368, -0.5733, 4.7315, -4.7315, 5.2052, -1.5772, 3.9628, -3.4778, 0.5976, 1.067, 2.8435, 1.7491, 0.0, 0.0],
  3: [2.5969, -0.9609, 0.0717, 5.1157, -0.4546, 3.6539, -2.7544, 3.4156, -0.9593, 3.4338, 0.8215, 0.3184, 0.3587, 2.138, 0.5192, 0.0, 0.0],
  4: [-3.2214, -0.5844, 0.1781, 4.2865, 0.2807, 3.7507, -1.5741, 2.8632, -0.9391, 2.6017, 0.0055, 0.222, 0.135, 1.4178, -0.493, 0.0, 0.0],
  5: [-9.0413, -0.045, 0.1033, 3.2368, 0.4805, 2.9036, -0.4361, 1.6927, -0.3401, 1.939, 0.0019, 0.3171, 0.1635, 0.6584, 0.3057, 0.0, 0.0],
};

const features = new Float64Array(DAWN_FEATURES.length);

/** A seat's value of `state`: its fitted expected final score at a dawn, its score at the end, else the heuristic evaluation. */
export function dawnValue(state: GameState, seat: number, env: RulesEnv, sheet: ScoreSheet): number {
  if (state.phase === "ended") return sheet.players[seat]?.total ?? 0;
  const weights = state.phase === "day" ? WEIGHTS[state.round] : undefined;
  if (weights === undefined) return evaluateFor(state, seat, env, sheet);
  dawnFeatures(state, seat, env, sheet, features);
  let value = weights[0]!;
  for (let i = 0; i < features.length; i++) value += weights[i + 1]! * features[i]!;
  return value;
}

/** `seat`'s dawn value less `weight` times the best rival's. */
export function relativeDawnValue(state: GameState, seat: number, env: RulesEnv, weight: number): number {
  const sheet = scoreSheet(state, env.hooks.scoreSources, env.content);
  const own = dawnValue(state, seat, env, sheet);
  if (state.players.length < 2) return own;
  let best = Number.NEGATIVE_INFINITY;
  for (let s = 0; s < state.players.length; s++) if (s !== seat) best = Math.max(best, dawnValue(state, s, env, sheet));
  return own - weight * best;
}
