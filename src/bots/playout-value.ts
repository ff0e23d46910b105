/**
 * How the MCTS bot values the last position of a playout (the Day's playouts to dawn and the
 * Night's adventure-or-rest playouts alike): the heuristic or the fitted dawn value against the best
 * rival, or who won once the game is over.
 *
 * @module
 */
import type { GameState } from "../engine/state";
import type { RulesEnv } from "../rules/game-types";
import { relativeValue } from "./lookahead";
import { relativeDawnValue } from "./dawn-value";
import { endgameValue } from "./win-value";

/** A position's value for a seat, higher is better (in victory points). */
export type PositionValue = (state: GameState, seat: number, env: RulesEnv) => number;

/**
 * The value of a playout's last position: by the fitted dawn value (`learned`) or the heuristic
 * evaluation, less `rivalWeight` times the best rival's; a finished game by who won (`endgame`).
 */
export function playoutValue(learned: boolean, endgame: boolean, rivalWeight: number): PositionValue {
  const before = learned ? relativeDawnValue : relativeValue;
  if (!endgame) return (state, seat, env) => before(state, seat, env, rivalWeight);
  return (state, seat, env) =>
    state.phase === "ended" ? endgameValue(state, seat, env) : before(state, seat, env, rivalWeight);
}
