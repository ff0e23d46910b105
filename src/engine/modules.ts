/**
 * The registry of rules modules: which module ids exist, their canonical composition order, and
 * the composed ruleset for each combination (cached).
 *
 * @module
 */
import { composeRuleset } from "../core/compose";
import { availableModules, MODULE_ORDER } from "../modules/registry";
import { InvalidStateError } from "../core/errors";
import type { GameRuleset } from "../rules/game-types";
import { baseRuleset } from "../rules/ruleset";

/**
 * The id of a rules module: `"solo"` (the 1-player variant, selected by `players: 1`),
 * `"gloomfall"` or `"golden-mushrooms"`. A state's `config.modules` lists the ids of its game.
 *
 * @example
 * ```ts
 * import type { ModuleId } from "teq-engine";
 * const modules: ModuleId[] = ["gloomfall", "golden-mushrooms"];
 * ```
 */
export type ModuleId = "solo" | "gloomfall" | "golden-mushrooms";

/**
 * Every module id, in canonical composition order: the ids a state's `config.modules` may hold.
 * `"solo"` is selected by `players: 1`; listing it in `modules` is accepted with one player (it
 * changes nothing) and refused (`OPTION_MODULES`) with more. See {@link OPTIONAL_MODULE_IDS} for
 * the ones a 2-4 player game may choose.
 *
 * @example
 * ```ts
 * import { MODULE_IDS, createGame } from "teq-engine";
 * MODULE_IDS; // ["solo", "gloomfall", "golden-mushrooms"]
 * createGame({ seed: 1, players: 1, modules: ["gloomfall"] }).config.modules; // ["solo", "gloomfall"]
 * ```
 */
export const MODULE_IDS: readonly ModuleId[] = MODULE_ORDER;

const implemented = availableModules;

const cache = new Map<string, GameRuleset>();

/**
 * Whether a module id is implemented in this version.
 *
 * @param id - a module id
 * @returns true if `createGame` accepts it
 * @example
 * ```ts
 * isModuleAvailable("gloomfall");
 * ```
 */
export function isModuleAvailable(id: string): boolean {
  return implemented[id] !== undefined;
}

/**
 * The composed ruleset for a list of module ids already in canonical order (as recorded in a
 * state's config; see `MODULE_ORDER` in src/modules/registry.ts). Cached per combination.
 *
 * @param modules - module ids, canonical order
 * @returns the composed ruleset
 * @throws {@link InvalidStateError} `STATE_MODULE` for an id that is not implemented
 * @internal
 */
export function rulesetFor(modules: readonly string[]): GameRuleset {
  const key = modules.join(",");
  let ruleset = cache.get(key);
  if (ruleset === undefined) {
    const parts = modules.map((id) => {
      const module = implemented[id];
      if (module === undefined) throw new InvalidStateError("STATE_MODULE", `Module "${id}" is not available in this engine.`);
      return module;
    });
    ruleset = composeRuleset(baseRuleset, parts);
    cache.set(key, ruleset);
  }
  return ruleset;
}
