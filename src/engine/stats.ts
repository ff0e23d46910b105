/**
 * The public maximum Health and Power of a player (the rules' own functions, typed by the public
 * {@link GameState}).
 *
 * @module
 */
import { InvalidOptionsError, InvalidStateError } from "../core/errors";
import { describeValue } from "../core/describe-value";
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
  assertSeat(state, seat);
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
  assertSeat(state, seat);
  return rulesMaxPower(state, seat);
}

/** Throws a coded error unless `seat` is one of the state's players. */
function assertSeat(state: GameState, seat: number): void {
  if (typeof state !== "object" || state === null || !Array.isArray(state.players)) {
    throw new InvalidStateError("STATE_NOT_OBJECT", "A game state must be an object created by createGame.");
  }
  if (typeof seat !== "number" || !Number.isInteger(seat) || seat < 0 || seat >= state.players.length) {
    throw new InvalidOptionsError(
      "SEAT",
      `The seat must be a player from 0 to ${state.players.length - 1}; got ${describeValue(seat)}.`,
    );
  }
}
