/**
 * The rules modules this engine provides, keyed by module id, and their canonical composition
 * order. Each module lives in its own folder (`src/modules/<id>/`) and patches the base ruleset
 * through its hooks and handler tables.
 *
 * @module
 */
import type { RulesetModule } from "../core/compose";
import type { GameRuleset } from "../rules/game-types";
import { gloomfall } from "./gloomfall/index";
import { goldenMushrooms } from "./golden-mushrooms/index";
import { solo } from "./solo/index";

/**
 * Every module id known to this engine, in canonical composition order. `"solo"` is selected by
 * `players: 1`, not listed in `modules`.
 *
 * @example
 * ```ts
 * MODULE_ORDER.indexOf("gloomfall");
 * ```
 */
export const MODULE_ORDER: readonly string[] = ["solo", "gloomfall", "golden-mushrooms"];

/**
 * The modules a game lists in its `modules` option (solo is chosen by `players: 1` instead), in
 * canonical order. The public `ModuleId` type and `MODULE_IDS` are derived from this list.
 *
 * @example
 * ```ts
 * OPTIONAL_MODULE_IDS; // ["gloomfall", "golden-mushrooms"]
 * ```
 */
export const OPTIONAL_MODULE_IDS = ["gloomfall", "golden-mushrooms"] as const;

/**
 * The modules implemented so far, keyed by id. Add one line per module.
 *
 * @example
 * ```ts
 * availableModules["gloomfall"]?.extend(baseRuleset);
 * ```
 */
export const availableModules: Readonly<Partial<Record<string, RulesetModule<GameRuleset>>>> = {
  solo,
  gloomfall,
  "golden-mushrooms": goldenMushrooms,
};
