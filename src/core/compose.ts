/**
 * Module composition. A module is a patch over a ruleset: it receives the ruleset built so far and
 * returns a new one that overrides only what the module changes (like a date-fns locale). The
 * kernel composes modules in the order it is given; which modules exist, and their canonical
 * order, is decided above the kernel.
 *
 * @module
 */
import { TeqError } from "./errors";

/**
 * A ruleset patch with an id and its relations to other modules.
 */
export interface RulesetModule<R> {
  /** The module id used in game options and recorded in the state. */
  readonly id: string;
  /** Modules that must be composed before this one. */
  readonly requires?: readonly string[];
  /** Modules that cannot be composed with this one. */
  readonly conflictsWith?: readonly string[];
  /** Returns the ruleset with this module's changes applied. Must not mutate `base`. */
  extend(base: R): R;
}

/**
 * Applies modules to a base ruleset in the given order, checking their declared relations.
 *
 * @param base - the base ruleset
 * @param modules - the modules, in the order to apply them
 * @returns the composed ruleset
 * @throws {@link TeqError} `MODULE_DUPLICATE`, `MODULE_REQUIRES` or `MODULE_CONFLICT`
 */
export function composeRuleset<R>(base: R, modules: readonly RulesetModule<R>[]): R {
  const seen: string[] = [];
  let ruleset = base;
  for (const module of modules) {
    if (seen.includes(module.id)) {
      throw new TeqError("MODULE_DUPLICATE", `Module "${module.id}" is listed twice.`);
    }
    for (const required of module.requires ?? []) {
      if (!seen.includes(required)) {
        throw new TeqError("MODULE_REQUIRES", `Module "${module.id}" needs module "${required}" composed before it.`);
      }
    }
    for (const other of modules) {
      if (module.conflictsWith?.includes(other.id)) {
        throw new TeqError("MODULE_CONFLICT", `Module "${module.id}" cannot be combined with module "${other.id}".`);
      }
    }
    ruleset = module.extend(ruleset);
    seen.push(module.id);
  }
  return ruleset;
}
