/**
 * The public maximum Health and Power of a player (the rules' own functions, typed by the public
 * {@link GameState}).
 *
 * @module
 */
import { maxHealth as rulesMaxHealth, maxPower as rulesMaxPower } from "../rules/stats";
import type { GameState } from "./state";

/**
 * A player's maximum Health.
 *
 * @param state - the state
 * @param seat - the player
 * @returns 6 + goblins collected (+ item bonuses), at most 10
 * @example
 * ```ts
 * maxHealth(createGame({ seed: 1, players: 2 }), 0); // 6
 * ```
 */
export function maxHealth(state: GameState, seat: number): number {
  return rulesMaxHealth(state, seat);
}

/**
 * A player's maximum Power.
 *
 * @param state - the state
 * @param seat - the player
 * @returns 3 + spell level (+ item bonuses), at most 10
 * @example
 * ```ts
 * maxPower(createGame({ seed: 1, players: 2 }), 0); // 3
 * ```
 */
export function maxPower(state: GameState, seat: number): number {
  return rulesMaxPower(state, seat);
}
