/**
 * The rules environment a bot evaluates with (content, index, hooks).
 *
 * @module
 */
import { referenceContext } from "../engine/engine-context";
import type { RulesEnv } from "../rules/game-types";
import type { GameState } from "../engine/state";

/**
 * The rules environment of the state's module list, bound to the reference pack (the bots play the
 * top-level engine). No cache of its own: the engine context composes each module list's ruleset
 * once and builds its environment once, so nothing here is shared between two engines.
 */
export function envFor(state: GameState): RulesEnv {
  const ruleset = referenceContext().rules(state.config.modules);
  return ruleset.env(state, ruleset);
}
