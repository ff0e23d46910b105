/**
 * The base game's Day actions: movement cards, moves and idling, gains, items, quests, grottos and
 * the spending of rolled symbols (members of `Action`, src/rules/actions.ts).
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
  /** Action kind: pick the turn's movement card. */
  readonly type: "choose-movement-card";
  /** The seat of the player taking the action. */
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
  /** Action kind: move a hero. */
  readonly type: "move";
  /** The seat of the player taking the action. */
  readonly player: number;
  /** The hero's index, 0 to 2. */
  readonly hero: number;
  /** The region to move the hero to. */
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
  /** Action kind: idle instead of moving. */
  readonly type: "idle";
  /** The seat of the player taking the action. */
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
  /** Action kind: pick Health or Power. */
  readonly type: "choose-gain";
  /** The seat of the player taking the action. */
  readonly player: number;
  /** The stat to gain 1 of. */
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
  /** Action kind: equip the gained item. */
  readonly type: "equip-item";
  /** The seat of the player taking the action. */
  readonly player: number;
  /** The index of the hero that takes the item. */
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
  /** Action kind: move an item to another hero or to the player card. */
  readonly type: "transfer-item";
  /** The seat of the player taking the action. */
  readonly player: number;
  /** The id of the item to move. */
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
  /** Action kind: pick one of the completed quests. */
  readonly type: "choose-quest";
  /** The seat of the player taking the action. */
  readonly player: number;
  /** The id of the quest to take. */
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
 * const bent: UseGrottoAction = { type: "use-grotto", player: 0, target: 2, to: { cell: 3, side: "left" }, via: [7] };
 * ```
 */
export interface UseGrottoAction {
  /** Action kind: take the grotto's action. */
  readonly type: "use-grotto";
  /** The seat of the player taking the action. */
  readonly player: number;
  /** The index of the hero the effect acts on, for effects that need one. */
  readonly target?: number;
  /** Where that hero goes, for effects that move a hero. */
  readonly to?: RegionRef;
  /**
   * The cards the hero passes through, in order, for a move that turns (the bright grotto moving a
   * hero up to 3 cards orthogonally); a straight move names none.
   */
  readonly via?: readonly number[];
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
  /** Action kind: decline the grotto's action. */
  readonly type: "skip-grotto";
  /** The seat of the player taking the action. */
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
  /** Action kind: advance a hero on its temple track. */
  readonly type: "advance-hero";
  /** The seat of the player taking the action. */
  readonly player: number;
  /** The index of the hero to advance. */
  readonly hero: number;
  /** Night only: how many of the space's symbols are Forged (2 Power each) instead of rolled. */
  readonly forge?: number;
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
  /** Action kind: stop spending the rolled symbols. */
  readonly type: "finish";
  /** The seat of the player taking the action. */
  readonly player: number;
}
