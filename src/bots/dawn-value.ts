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
import { DAWN_WEIGHTS } from "./dawn-weights";

const features = new Float64Array(DAWN_FEATURES.length);

/** A seat's value of `state`: its fitted expected final score at a dawn, its score at the end, else the heuristic evaluation. */
export function dawnValue(state: GameState, seat: number, env: RulesEnv, sheet: ScoreSheet): number {
  if (state.phase === "ended") return sheet.players[seat]?.total ?? 0;
  const table = DAWN_WEIGHTS[state.players.length] ?? DAWN_WEIGHTS[2];
  const weights = state.phase === "day" ? table?.[state.round] : undefined;
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
