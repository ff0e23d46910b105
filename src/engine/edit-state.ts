/**
 * `editState`: change a state through an immer draft, the way puzzle and tutorial authors, test
 * writers and analysts asking "what if" want to, and get it back only once the rules accept it.
 *
 * @module
 */
import { Immer, type Draft } from "immer";
import type { EngineContext } from "./engine-context";
import { referenceContext } from "./engine-context";
import { parseStateIn } from "./parse-state";
import type { GameState } from "./state";

/**
 * A recipe that edits a draft of a state in place, or returns a whole new state.
 *
 * @example
 * ```ts
 * import type { StateRecipe } from "teq-engine";
 * const healFirstSeat: StateRecipe = (draft) => {
 *   draft.players[0]!.health = 3;
 * };
 * ```
 */
export type StateRecipe = (draft: Draft<GameState>) => void | GameState;

// The library's own instance (TOOLCHAIN.md pitfall 6); not freezing: parseState freezes what it returns.
const immer = new Immer({ autoFreeze: false });

/** `editState` against one engine context. */
export function editStateIn(ctx: EngineContext, state: GameState, recipe: StateRecipe): GameState {
  // Checked even when the recipe changed nothing: the input may be a view or another engine's state.
  // immer's types accept only a draft as a returned value; at run time any returned object replaces
  // the draft, and parseState checks it whatever it is.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- it picks produce's overload
  return parseStateIn(ctx, immer.produce(state, recipe as (draft: Draft<GameState>) => void));
}

/**
 * Changes a state through an immer draft and returns the edited state only after the full
 * {@link parseState} check, so an edited state is always one the rules accept (its fields, its
 * content, the conservation of tokens and cards, the pending decision and queue the rules would
 * have). The input is not changed. Use it to set up puzzles, tutorials and test positions, or to
 * ask "what if" of a position; play goes on with `reduce` as usual.
 *
 * @param state - a state of this engine (not a player view)
 * @param recipe - edits the draft in place (or returns a whole new state)
 * @returns the edited state, checked and frozen
 * @throws {@link InvalidStateError} when the edited state is one the rules do not accept (its `code`
 *   and message say which field and why); the input is unchanged either way. Errors the recipe
 *   itself throws reach the caller as they are.
 * @example
 * ```ts
 * import { createGame, editState, InvalidStateError } from "teq-engine";
 * const start = createGame({ seed: 1, players: 2 });
 * const wounded = editState(start, (draft) => {
 *   draft.players[1]!.health = 1;
 * });
 * wounded.players[1]!.health; // 1
 * start.players[1]!.health === wounded.players[1]!.health; // false: the input is unchanged
 * try {
 *   editState(start, (draft) => {
 *     draft.players[0]!.health = -4;
 *   });
 * } catch (error) {
 *   error instanceof InvalidStateError; // true: Health below 0 is refused
 * }
 * ```
 */
export function editState(state: GameState, recipe: StateRecipe): GameState {
  return editStateIn(referenceContext(), state, recipe);
}
