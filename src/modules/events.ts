/**
 * The events and decisions that modules add, as unions that the public `GameEvent` and `Decision`
 * types include (one line per module). Their `type` / `kind` strings are namespaced by the module
 * id (`"golden-mushrooms/rescued"`, `"solo/choose-aggressive-goblins"`).
 *
 * @module
 */
import type { GloomfallFootMoveDecision } from "./gloomfall/types";
import type { PlaceMushroomDecision, UseGoldenGrottoDecision } from "./golden-mushrooms/actions";
import type { GoldenMushroomsEvent } from "./golden-mushrooms/events";
import type { SoloChooseGoblinsDecision, SoloDealDecision, SoloEvent } from "./solo/types";

/**
 * Every event added by a module.
 *
 * @example
 * ```ts
 * function isModuleEvent(e: { type: string }): boolean { return e.type.includes("/"); }
 * ```
 */
export type ModuleEvents = SoloEvent | GoldenMushroomsEvent;

/**
 * Every decision added by a module.
 *
 * @example
 * ```ts
 * const d: ModuleDecisions = { kind: "solo/choose-aggressive-goblins", player: 0, count: 3 };
 * ```
 */
export type ModuleDecisions = SoloDealDecision | SoloChooseGoblinsDecision | GloomfallFootMoveDecision | UseGoldenGrottoDecision | PlaceMushroomDecision;
