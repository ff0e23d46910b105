/**
 * Replaying a game from its options and its action log.
 *
 * @module
 */
import { IllegalActionError, InvalidOptionsError } from "../core/errors";
import type { Action } from "./action";
import type { GameState } from "./state";
import { reduceWithEventsIn } from "./api";
import { createGameIn } from "./create-game";
import { referenceContext, type EngineContext } from "./engine-context";
import type { GameOptions } from "./options";

/**
 * Re-creates a game and applies a log of actions. The same options and actions give the same
 * state on any machine.
 *
 * @param options - the options the game was created with
 * @param actions - the actions, in order
 * @returns the final state
 * @throws {@link IllegalActionError} naming the index of the first action the game refuses
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
  return replayIn(referenceContext(), options, actions);
}

/** `replay` against one engine context. Holes in a sparse log are refused like any bad action. */
export function replayIn(ctx: EngineContext, options: GameOptions, actions: readonly Action[]): GameState {
  if (!Array.isArray(actions)) throw new InvalidOptionsError("REPLAY_LOG", "replay takes an array of actions.");
  let state = createGameIn(ctx, options);
  for (let index = 0; index < actions.length; index++) {
    const action = actions[index] as Action;
    try {
      state = reduceWithEventsIn(ctx, state, action).state;
    } catch (error) {
      if (error instanceof IllegalActionError) {
        throw new IllegalActionError(error.code, `Action #${index} refused: ${error.message}`, action);
      }
      throw error;
    }
  }
  return state;
}
