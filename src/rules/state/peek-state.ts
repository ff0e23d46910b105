/**
 * `peek` for the top-level fields the rules peek at in every Night roll and every move: the field
 * read without copying it. `peek(draft, key)` reads by a key that changes from caller to caller, so
 * V8 compiles its read as a slow megamorphic lookup (a few hundred instructions each); a function
 * per field reads a named property, which stays fast.
 *
 * @module
 */
import { draftSource } from "../../core/lazy-draft";
import type { GameState } from "./game-state";

/**
 * `peek(state, "goblins")`.
 * @param state - a draft, or a state updated in place
 * @returns the goblins, possibly frozen, typed read-only (the state's types are read-only all the way down)
 * @internal
 */
export function peekGoblins(state: GameState): GameState["goblins"] {
  const source = draftSource(state);
  return source === undefined || Object.hasOwn(state, "goblins") ? state.goblins : source.goblins;
}

/**
 * `peek(state, "night")`.
 * @param state - a draft, or a state updated in place
 * @returns the Night's state, possibly frozen, typed read-only (the state's types are read-only all the way down)
 * @internal
 */
export function peekNight(state: GameState): GameState["night"] {
  const source = draftSource(state);
  return source === undefined || Object.hasOwn(state, "night") ? state.night : source.night;
}

/**
 * `peek(state, "lastRoll")`.
 * @param state - a draft, or a state updated in place
 * @returns the last roll, possibly frozen, typed read-only (the state's types are read-only all the way down)
 * @internal
 */
export function peekLastRoll(state: GameState): GameState["lastRoll"] {
  const source = draftSource(state);
  return source === undefined || Object.hasOwn(state, "lastRoll") ? state.lastRoll : source.lastRoll;
}

/**
 * `peek(state, "moduleState")`.
 * @param state - a draft, or a state updated in place
 * @returns the modules' state, possibly frozen, typed read-only (the state's types are read-only all the way down)
 * @internal
 */
export function peekModuleState(state: GameState): GameState["moduleState"] {
  const source = draftSource(state);
  return source === undefined || Object.hasOwn(state, "moduleState") ? state.moduleState : source.moduleState;
}
