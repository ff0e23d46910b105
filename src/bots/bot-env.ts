/**
 * The rules environment a bot evaluates with (content, index, hooks), cached per module list.
 *
 * @module
 */
import { referenceContext } from "../engine/engine-context";
import type { RulesEnv } from "../rules/game-types";
import type { GameState } from "../engine/state";

const cache = new Map<string, RulesEnv>();

/** The reference pack's rules environment for the state's module list (cached per list). */
export function envFor(state: GameState): RulesEnv {
  const key = state.config.modules.join(",");
  let env = cache.get(key);
  if (env === undefined) {
    const ruleset = referenceContext().rules(state.config.modules);
    env = ruleset.env(state, ruleset);
    cache.set(key, env);
  }
  return env;
}
