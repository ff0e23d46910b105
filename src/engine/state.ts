/**
 * The public game state type: the rules' state, with its pending decision typed by the public
 * {@link Decision} union (every module's decisions by name).
 *
 * @module
 */
import type { GameState as RulesGameState } from "../rules/state";
import type { Decision } from "./decision";

/**
 * A complete game state: plain, frozen JSON with a schema version. `decision` says who must decide
 * what (`null` once the game is over); narrow it on `kind`.
 *
 * @example
 * ```ts
 * const state: GameState = createGame({ seed: 1, players: 1 });
 * if (state.decision?.kind === "choose-movement-card") console.log(`player ${state.decision.player} picks a card`);
 * ```
 */
export interface GameState extends Omit<RulesGameState, "decision"> {
  /** Who must decide what, or null once the game is over. */
  readonly decision: Decision | null;
}

/**
 * The rules' state seen through the public types: sound because the composed ruleset only ever
 * opens decisions of the base game or of a registered module, all of which the public union lists
 * (a test-d file checks the union against the modules' own types).
 *
 * @param state - a state produced by the rules
 * @returns the same object, typed publicly
 * @internal
 */
export function asPublicState(state: RulesGameState): GameState {
  return state as GameState;
}
