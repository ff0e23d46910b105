/**
 * Replaying a game from its options and its action log.
 *
 * @module
 */
import { IllegalActionError } from "../core/errors";
import type { Action } from "./action";
import type { GameState } from "./state";
import { reduce } from "./api";
import { createGame } from "./create-game";
import type { GameOptions } from "./options";

/**
 * Re-creates a game and applies a log of actions. The same options and actions give the same
 * state on any machine.
 *
 * @param options - the options the game was created with
 * @param actions - the actions, in order
 * @returns the final state
 * @throws IllegalActionError naming the index of the first action the game refuses
 * @example
 * ```ts
 * const options: GameOptions = { seed: "log", players: 2 };
 * const log: Action[] = [];
 * let live = createGame(options);
 * for (let i = 0; i < 20; i++) { const a = legalActions(live)[0]!; live = reduce(live, a); log.push(a); }
 * replay(options, log); // deep-equals live
 * ```
 */
export function replay(options: GameOptions, actions: readonly Action[]): GameState {
  let state = createGame(options);
  actions.forEach((action, index) => {
    try {
      state = reduce(state, action);
    } catch (error) {
      if (error instanceof IllegalActionError) {
        throw new IllegalActionError(error.code, `Action #${index} refused: ${error.message}`, action);
      }
      throw error;
    }
  });
  return state;
}
