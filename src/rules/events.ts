/**
 * Transition events: what happened, in order, so a front-end can animate it. Returned by
 * `reduceWithEvents`; never stored in the state.
 *
 * @module
 */
import type { RegionRef } from "./state";

/**
 * Every event of the base game.
 *
 * @example
 * ```ts
 * const { events } = reduceWithEvents(state, action);
 * for (const e of events) if (e.type === "movement-card-chosen") console.log(e.card);
 * ```
 */
export type GameEvent =
  | { readonly type: "map-built"; readonly cards: readonly string[] }
  | { readonly type: "quest-row-dealt"; readonly row: readonly string[]; readonly discarded: readonly string[] }
  | { readonly type: "quest-deck-reshuffled"; readonly cards: number }
  | { readonly type: "first-player-chosen"; readonly player: number }
  | { readonly type: "round-began"; readonly round: number }
  | { readonly type: "day-turn-began"; readonly turn: number; readonly leader: number }
  | { readonly type: "movement-card-chosen"; readonly player: number; readonly card: string }
  | { readonly type: "movement-card-flipped"; readonly card: string }
  | { readonly type: "idled"; readonly player: number }
  | { readonly type: "hero-moved"; readonly player: number; readonly hero: number; readonly from: RegionRef; readonly to: RegionRef };
