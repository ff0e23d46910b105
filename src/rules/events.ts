/**
 * Transition events: what happened, in order, so a front-end can animate it. Returned by
 * `reduceWithEvents`; never stored in the state.
 *
 * @module
 */
import type { DayEvent } from "./day-events";
import type { FlowEvent } from "./flow-events";
import type { NightEvent } from "./night-events";

/**
 * Every event of the base game.
 *
 * @example
 * ```ts
 * const { events } = reduceWithEvents(state, action);
 * for (const e of events) if (e.type === "movement-card-chosen") console.log(e.card);
 * ```
 */
export type BaseGameEvent = FlowEvent | DayEvent | NightEvent;

/**
 * The shape of an event added by a module. Its type is namespaced by the module id
 * (`"golden-mushrooms/rescued"`), so it never collides with a base event; the public `GameEvent`
 * union (src/engine/event.ts) lists every module's events by name.
 *
 * @example
 * ```ts
 * const e: ModuleEvent = { type: "golden-mushrooms/rescued", mushroom: 3, player: 0, cell: 5 };
 * ```
 */
export interface ModuleEvent {
  /** `"<module id>/<event>"`. */
  readonly type: `${string}/${string}`;
  /** The module's own fields. */
  readonly [field: string]: unknown;
}

/**
 * What the base rules may emit: the base events, and module events in their open shape (the rules
 * name no module). Exported as `RulesGameEvent`.
 *
 * @example
 * ```ts
 * import type { RulesGameEvent } from "teq-engine";
 * const e: RulesGameEvent = { type: "my-module/paid", player: 0, tithes: 1 };
 * ```
 */
export type GameEvent = BaseGameEvent | ModuleEvent;
