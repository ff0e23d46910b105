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

/** Every module id known to this engine, in canonical composition order (`"solo"` follows from `players: 1`). */
export const MODULE_ORDER = ["solo", "gloomfall", "golden-mushrooms"] as const;

/**
 * The modules a game of 2 to 4 players may list in its `modules` option, in canonical order: every
 * module id of {@link MODULE_IDS} but `"solo"`, which `players: 1` selects.
 *
 * @example
 * ```ts
 * import { OPTIONAL_MODULE_IDS } from "teq-engine";
 * OPTIONAL_MODULE_IDS; // ["gloomfall", "golden-mushrooms"]
 * ```
 */
export const OPTIONAL_MODULE_IDS = ["gloomfall", "golden-mushrooms"] as const;

/**
 * The modules implemented so far, keyed by id. Add one line per module.
 */
export const availableModules: Readonly<Partial<Record<string, RulesetModule<GameRuleset>>>> = {
  solo,
  gloomfall,
  "golden-mushrooms": goldenMushrooms,
};
