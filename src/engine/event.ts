/**
 * The public event type: the base game's events and every module's, each by name, so a `switch`
 * on `type` narrows to the event's own fields.
 *
 * @module
 */
import type { ModuleEvents } from "./module-registry";
import type { BaseGameEvent, GameEvent as RulesGameEvent } from "../rules/events";

/**
 * Every event a transition can emit, discriminated on `type`: the base game's and the modules'
 * (namespaced, e.g. `"golden-mushrooms/rescued"`). Each visible change of the state comes with at
 * least one event naming what changed (see docs/events.md).
 *
 * @example
 * ```ts
 * for (const e of reduceWithEvents(state, action).events) {
 *   if (e.type === "golden-mushrooms/stolen") console.log(`player ${e.player} stole from player ${e.from}`);
 * }
 * ```
 */
export type GameEvent = BaseGameEvent | ModuleEvents;

/**
 * The rules' events seen through the public types (every module event the rules emit is one of the
 * registered modules' own types, all listed in the public union).
 *
 * @param events - events recorded by the rules
 * @returns the same array, typed publicly
 * @internal
 */
export function asPublicEvents(events: readonly RulesGameEvent[]): readonly GameEvent[] {
  return events as readonly GameEvent[];
}
