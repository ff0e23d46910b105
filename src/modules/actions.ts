/**
 * The actions, decisions and events that modules add, as unions that the public `Action` type
 * includes. Each module adds its own types here (one line each); their `type` / `kind` strings are
 * namespaced by the module id (`"solo/choose-aggressive-goblins"`).
 *
 * @module
 */
import type { GloomfallAction } from "./gloomfall/types";
import type { GoldenMushroomsAction } from "./golden-mushrooms/actions";
import type { SoloAction } from "./solo/types";

/**
 * Every action added by a module (none yet).
 *
 * @example
 * ```ts
 * function isModuleAction(a: { type: string }): boolean { return a.type.includes("/"); }
 * ```
 */
export type ModuleAction =
  | SoloAction
  | GloomfallAction
  | GoldenMushroomsAction;
