/**
 * The base game's actions: the answers to pending decisions, as a discriminated union on `type`.
 * Every action names the `player` (seat) taking it.
 *
 * @module
 */
import type { RegionRef } from "./state";

/**
 * Pick this Day turn's movement card (the turn's leader only).
 *
 * @example
 * ```ts
 * const a: ChooseMovementCardAction = { type: "choose-movement-card", player: 0, card: "gryphon" };
 * ```
 */
export interface ChooseMovementCardAction {
  readonly type: "choose-movement-card";
  readonly player: number;
  /** The id of an unused movement card. */
  readonly card: string;
}

/**
 * Move one hero with the turn's movement card to a region of another map card. A Ship move names
 * its direction around the coast ring, which decides the cards moved through.
 *
 * @example
 * ```ts
 * const a: MoveAction = { type: "move", player: 1, hero: 0, to: { cell: 3, side: "right" } };
 * const ship: MoveAction = { type: "move", player: 1, hero: 2, to: { cell: 12, side: "left" }, direction: "clockwise" };
 * ```
 */
export interface MoveAction {
  readonly type: "move";
  readonly player: number;
  /** The hero's index, 0 to 2. */
  readonly hero: number;
  readonly to: RegionRef;
  /** Ship only: which way around the coast ring. */
  readonly direction?: "clockwise" | "counterclockwise";
}

/**
 * Do not move this turn (and gain 1 Health or 1 Power if a hero of yours is in any castle).
 *
 * @example
 * ```ts
 * const a: IdleAction = { type: "idle", player: 2 };
 * ```
 */
export interface IdleAction {
  readonly type: "idle";
  readonly player: number;
}

/**
 * Every action of the base game.
 *
 * @example
 * ```ts
 * const a: Action = { type: "choose-movement-card", player: 0, card: "horse" };
 * ```
 */
export type Action = ChooseMovementCardAction | MoveAction | IdleAction;
