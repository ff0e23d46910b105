/**
 * What the consistency checks read: the state (its types already checked), the composed ruleset's
 * environment (content, lookup tables, hooks) for it.
 *
 * @module
 * @internal
 */
import type { RulesEnv } from "../../rules/game-types";
import type { GameState } from "../../rules/state";
import type { EngineContext } from "../engine-context";
import type { ModuleSet } from "../module-set";
import { payloadSpecs, type PayloadSpecs } from "./payloads";

/**
 * A state whose fields have the right types and whose content pack is valid, with the rules
 * environment of its composed ruleset.
 *
 * @internal
 */
export interface CheckContext {
  readonly state: GameState;
  readonly env: RulesEnv;
  /** The engine's modules, and their payload specs. */
  readonly modules: ModuleSet;
  readonly specs: PayloadSpecs;
}

/**
 * Builds the context of the consistency checks.
 *
 * @param state - a state that passed the field and content checks
 * @returns the state with its rules environment
 * @internal
 */
export function checkContext(engine: EngineContext, state: GameState): CheckContext {
  const ruleset = engine.rules(state.config.modules);
  return { state, env: ruleset.env(state, ruleset), modules: engine.modules, specs: payloadSpecs(engine.modules) };
}
