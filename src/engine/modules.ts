/**
 * The registry of rules modules: which module ids exist, their canonical composition order, and
 * the composed ruleset for each combination (cached).
 *
 * @module
 */
import { composeRuleset } from "../core/compose";
import { availableModules, OPTIONAL_MODULE_IDS } from "../modules/registry";
import { InvalidStateError } from "../core/errors";
import type { GameRuleset } from "../rules/game-types";
import { baseRuleset } from "../rules/ruleset";

/**
 * The ids of the optional rules modules a game can compose.
 *
 * @example
 * ```ts
 * const modules: ModuleId[] = ["gloomfall", "golden-mushrooms"];
 * ```
 */
export type ModuleId = (typeof OPTIONAL_MODULE_IDS)[number];

/**
 * Every module id, in canonical composition order.
 *
 * @example
 * ```ts
 * MODULE_IDS.includes("gloomfall"); // true
 * ```
 */
export const MODULE_IDS: readonly ModuleId[] = OPTIONAL_MODULE_IDS;

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
 * @throws InvalidStateError `STATE_MODULE` for an id that is not implemented
 * @example
 * ```ts
 * const ruleset = rulesetFor([]); // the base game
 * ```
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
