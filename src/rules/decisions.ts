/**
 * The base game's pending decisions. The state always holds at most one; `legalActions` lists
 * exactly its options. Modules add decision kinds of their own.
 *
 * @module
 */

/**
 * The leader of a Day turn picks one of the unused movement cards.
 *
 * @example
 * ```ts
 * const d: ChooseMovementCardDecision = { kind: "choose-movement-card", player: 0 };
 * ```
 */
export interface ChooseMovementCardDecision {
  readonly kind: "choose-movement-card";
  readonly player: number;
}

/**
 * A player moves one hero with the turn's movement card, or idles.
 *
 * @example
 * ```ts
 * const d: MoveOrIdleDecision = { kind: "move-or-idle", player: 1, card: "horse" };
 * ```
 */
export interface MoveOrIdleDecision {
  readonly kind: "move-or-idle";
  readonly player: number;
  /** The movement card of this turn. */
  readonly card: string;
}

/**
 * Every pending decision of the base game.
 *
 * @example
 * ```ts
 * function describe(d: Decision) { return `${d.kind} for player ${d.player}`; }
 * ```
 */
export type Decision = ChooseMovementCardDecision | MoveOrIdleDecision;
