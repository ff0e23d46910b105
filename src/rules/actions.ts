/**
 * The base game's actions: the answers to pending decisions, as a discriminated union on `type`.
 * Every action names the `player` (seat) taking it.
 *
 * @module
 */
import type { DieSymbol } from "../content/types";
import type {
  AdvanceHeroAction,
  ChooseGainAction,
  ChooseMovementCardAction,
  ChooseQuestAction,
  EquipItemAction,
  FinishAction,
  IdleAction,
  MoveAction,
  SkipGrottoAction,
  TransferItemAction,
  UseGrottoAction,
} from "./day-actions";
import type {
  AdventureAction,
  AttackAction,
  DefendAction,
  RestAction,
  SkipStaffAction,
  SwordAction,
  TakeDamageAction,
  UseStaffAction,
} from "./night-actions";
export type {
  AdvanceHeroAction,
  ChooseGainAction,
  ChooseMovementCardAction,
  ChooseQuestAction,
  EquipItemAction,
  FinishAction,
  IdleAction,
  MoveAction,
  SkipGrottoAction,
  TransferItemAction,
  UseGrottoAction,
} from "./day-actions";
export type {
  AdventureAction,
  AttackAction,
  DefendAction,
  RestAction,
  SkipStaffAction,
  SwordAction,
  TakeDamageAction,
  UseStaffAction,
} from "./night-actions";

/**
 * External chance mode: the outcome of a roll, one symbol per die (any order).
 *
 * @example
 * ```ts
 * const a: RollOutcomeAction = { type: "roll-outcome", player: "chance", symbols: ["torch", "torch", "scroll", "attack-goblin", "gain-power"] };
 * ```
 */
export interface RollOutcomeAction {
  /** The action's type. */
  readonly type: "roll-outcome";
  /** Always `"chance"`: the outcome of a roll or deal, not a player's choice. */
  readonly player: "chance";
  /** The symbols rolled. */
  readonly symbols: readonly DieSymbol[];
}

/**
 * External chance mode: the quest card a draw reveals (one of the cards in the deck).
 *
 * @example
 * ```ts
 * const a: DrawQuestAction = { type: "draw-quest", player: "chance", quest: "quest-move-row" };
 * ```
 */
export interface DrawQuestAction {
  /** The action's type. */
  readonly type: "draw-quest";
  /** Chance draws the card. */
  readonly player: "chance";
  /** The quest id drawn. */
  readonly quest: string;
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
  | FinishAction
  | AdventureAction
  | RestAction
  | DefendAction
  | TakeDamageAction
  | AttackAction
  | SwordAction
  | UseStaffAction
  | SkipStaffAction
  | RollOutcomeAction
  | DrawQuestAction;
