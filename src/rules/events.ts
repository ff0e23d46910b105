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
  | {
      readonly type: "hero-moved";
      readonly player: number;
      readonly hero: number;
      readonly from: RegionRef;
      readonly to: RegionRef;
      readonly through: readonly number[];
      /** The travel method, or what else moved the hero (e.g. a grotto effect id, "returned-home"). */
      readonly cause: string;
    }
  | { readonly type: "goblin-flipped"; readonly cell: number; readonly stance: "passive" | "aggressive"; readonly cause: string }
  | { readonly type: "power-spent"; readonly player: number; readonly amount: number; readonly reason: string }
  | { readonly type: "temple-progress-lost"; readonly player: number; readonly hero: number; readonly space: number }
  | { readonly type: "gained"; readonly player: number; readonly stat: "health" | "power"; readonly amount: number; readonly reason: string }
  | { readonly type: "magic-advanced"; readonly spaces: number; readonly space: number; readonly reason: string }
  | { readonly type: "quest-completed"; readonly player: number; readonly quest: string }
  | { readonly type: "first-player-token-flipped" }
  | { readonly type: "item-gained"; readonly player: number; readonly item: string; readonly hero: number | "reserve" }
  | { readonly type: "item-transferred"; readonly player: number; readonly item: string; readonly to: number | "reserve" }
  | { readonly type: "temple-advanced"; readonly player: number; readonly hero: number; readonly space: number }
  | { readonly type: "temple-completed"; readonly player: number; readonly temple: string }
  | { readonly type: "legendary-advanced"; readonly player: number; readonly item: string; readonly progress: number }
  | { readonly type: "goblin-damaged"; readonly cell: number; readonly damage: number; readonly player: number }
  | { readonly type: "goblin-defeated"; readonly cell: number; readonly player: number }
  | { readonly type: "grotto-used"; readonly player: number; readonly effect: string }
  | { readonly type: "grotto-skipped"; readonly player: number; readonly effect: string }
  | { readonly type: "dice-rolled"; readonly player: number; readonly symbols: readonly string[]; readonly purpose: string };
