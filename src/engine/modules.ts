/**
 * The built-in module ids, read from the registry (src/modules/registry.ts).
 *
 * @module
 */
import { BUILTIN_MODULES, type ModuleId } from "../modules/registry";

export type { ModuleId } from "../modules/registry";

/**
 * Every built-in module id, in canonical composition order: the ids a state's `config.modules` may
 * hold. A module composed by the player count (the 1-player variant) is accepted in `modules` when
 * the count selects it (it changes nothing) and refused (`OPTION_MODULES`) otherwise. See
 * {@link OPTIONAL_MODULE_IDS} for the ones a game may choose.
 *
 * @example
 * ```ts
 * import { MODULE_IDS, createGame } from "teq-engine";
 * MODULE_IDS; // ["solo", "gloomfall", "golden-mushrooms"]
 * createGame({ seed: 1, players: 1, modules: ["gloomfall"] }).config.modules; // ["solo", "gloomfall"]
 * ```
 */
export const MODULE_IDS: readonly ModuleId[] = BUILTIN_MODULES.map((m) => m.id);

/**
 * The built-in modules a game may list in its `modules` option, in canonical order: every module
 * id of {@link MODULE_IDS} but those the player count selects.
 *
 * @example
 * ```ts
 * import { OPTIONAL_MODULE_IDS } from "teq-engine";
 * OPTIONAL_MODULE_IDS; // ["gloomfall", "golden-mushrooms"]
 * ```
 */
export const OPTIONAL_MODULE_IDS: readonly ModuleId[] = BUILTIN_MODULES.filter((m) => m.implied !== true).map(
  (m) => m.id,
);

/**
 * Whether a module id is built into this version (an engine made with `createEngine({ modules })`
 * knows its own modules too).
 *
 * @param id - a module id
 * @returns true if `createGame` accepts it
 * @example
 * ```ts
 * isModuleAvailable("gloomfall");
 * ```
 */
export function isModuleAvailable(id: string): boolean {
  return (MODULE_IDS as readonly string[]).includes(id);
}
