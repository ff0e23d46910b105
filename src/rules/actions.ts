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
 * Take 1 Health or 1 Power (castle arrival, idling, completing a temple, returning home).
 *
 * @example
 * ```ts
 * const a: ChooseGainAction = { type: "choose-gain", player: 0, stat: "power" };
 * ```
 */
export interface ChooseGainAction {
  readonly type: "choose-gain";
  readonly player: number;
  readonly stat: "health" | "power";
}

/**
 * Give a gained item to one of your heroes with a free hand.
 *
 * @example
 * ```ts
 * const a: EquipItemAction = { type: "equip-item", player: 0, hero: 1 };
 * ```
 */
export interface EquipItemAction {
  readonly type: "equip-item";
  readonly player: number;
  readonly hero: number;
}

/**
 * Move an item among your heroes on your own castle and your player card.
 *
 * @example
 * ```ts
 * const a: TransferItemAction = { type: "transfer-item", player: 0, item: "bow", to: 2 };
 * ```
 */
export interface TransferItemAction {
  readonly type: "transfer-item";
  readonly player: number;
  readonly item: string;
  /** A hero index, or `"reserve"` for the player card. */
  readonly to: number | "reserve";
}

/**
 * Pick which of several completed quests to take.
 *
 * @example
 * ```ts
 * const a: ChooseQuestAction = { type: "choose-quest", player: 1, quest: "quest-move-row" };
 * ```
 */
export interface ChooseQuestAction {
  readonly type: "choose-quest";
  readonly player: number;
  readonly quest: string;
}

/**
 * Take the action of the grotto your hero just arrived on. Effects that need a choice name a hero
 * of yours (`target`) and, for moves, a destination (`to`).
 *
 * @example
 * ```ts
 * const a: UseGrottoAction = { type: "use-grotto", player: 0 };
 * const move: UseGrottoAction = { type: "use-grotto", player: 0, target: 2, to: { cell: 3, side: "left" } };
 * ```
 */
export interface UseGrottoAction {
  readonly type: "use-grotto";
  readonly player: number;
  readonly target?: number;
  readonly to?: RegionRef;
}

/**
 * Decline the grotto's action.
 *
 * @example
 * ```ts
 * const a: SkipGrottoAction = { type: "skip-grotto", player: 0 };
 * ```
 */
export interface SkipGrottoAction {
  readonly type: "skip-grotto";
  readonly player: number;
}

/**
 * Spend rolled Torch/Scroll symbols to advance one of your heroes one space on its temple track.
 *
 * @example
 * ```ts
 * const a: AdvanceHeroAction = { type: "advance-hero", player: 0, hero: 1 };
 * ```
 */
export interface AdvanceHeroAction {
  readonly type: "advance-hero";
  readonly player: number;
  readonly hero: number;
}

/**
 * Stop using the rolled symbols.
 *
 * @example
 * ```ts
 * const a: FinishAction = { type: "finish", player: 0 };
 * ```
 */
export interface FinishAction {
  readonly type: "finish";
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
export type Action =
  | ChooseMovementCardAction
  | MoveAction
  | IdleAction
  | ChooseGainAction
  | EquipItemAction
  | TransferItemAction
  | ChooseQuestAction
  | UseGrottoAction
  | SkipGrottoAction
  | AdvanceHeroAction
  | FinishAction;
