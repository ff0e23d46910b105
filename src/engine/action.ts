/**
 * The public action type: the base game's actions and every module's.
 *
 * @module
 */
import type { ModuleAction } from "./module-registry";
import type { Action as BaseAction } from "../rules/actions";

/**
 * Every action the engine accepts, discriminated on `type`: the base game's actions, and the
 * modules' (whose types are namespaced, e.g. `"solo/choose-aggressive-goblins"`).
 *
 * @example
 * ```ts
 * const a: Action = { type: "choose-movement-card", player: 0, card: "horse" };
 * ```
 */
export type Action = BaseAction | ModuleAction;
