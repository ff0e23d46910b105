/**
 * The actions, decisions and events that modules add, as unions that the public `Action` type
 * includes. Each module adds its own types here (one line each); their `type` / `kind` strings are
 * namespaced by the module id (`"solo/choose-aggressive-goblins"`).
 *
 * @module
 */
import type { GloomfallAction, GloomfallFootMoveAction } from "./gloomfall/types";
import type { GoldenMushroomsAction, MushroomChoice } from "./golden-mushrooms/actions";
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
  | GoldenMushroomsAction
  | MushroomFootMoveAction;

/**
 * GloomFall with Golden Mushrooms: the second hero's Foot move with a mushroom choice (a move by an
 * effect has a move's mushroom choices; docs/rulings.md, "Heroes moved by a grotto effect").
 *
 * @example
 * ```ts
 * const a: MushroomFootMoveAction = { type: "gloomfall/foot-move", player: 0, hero: 1, to: { cell: 4, side: "right" }, mushroom: "pick-up" };
 * ```
 */
export interface MushroomFootMoveAction extends GloomfallFootMoveAction {
  /** What the moved hero does with a mushroom during this move. */
  readonly mushroom: MushroomChoice;
}
