/**
 * The progress of play in the state: quests, movement cards, the Day, the Night, the last roll.
 *
 * @module
 */
import type { DieSymbol, TravelMethod } from "../../content/types";

/**
 * The quest cards outside the players' hands. `row` runs left to right (index 0 = leftmost);
 * taking a card slides the cards to its left one place right and deals the new card on the left.
 *
 * @example
 * ```ts
 * const rightmost = state.quests.row[state.quests.row.length - 1];
 * ```
 */
export interface QuestState {
  /** Face-down deck, top card first. Hidden from players. */
  readonly deck: readonly string[];
  /** The face-up quest row, left to right. */
  readonly row: readonly string[];
  /** The discard pile. */
  readonly discard: readonly string[];
}

/**
 * A movement card in the row and whether it has been used (flipped) this round.
 *
 * @example
 * ```ts
 * const unused = state.movementCards.filter((c) => !c.used).map((c) => c.id);
 * ```
 */
export interface MovementCardState {
  /** The movement card's id. */
  readonly id: string;
  /** Whether the card has been flipped as used this round. */
  readonly used: boolean;
}

/**
 * The progress of the Day phase.
 *
 * @example
 * ```ts
 * state.day; // { turn: 0, leader: 2, card: null, moved: null, questTaken: false, treasureQuests: [] }
 * ```
 */
export interface DayState {
  /** The turn, 0 to 3. */
  readonly turn: number;
  /** The seat who picks this turn's movement card. */
  readonly leader: number;
  /** This turn's movement card, once picked. */
  readonly card: string | null;
  /** What the current player moved during their part of this turn (for movement quests). */
  readonly moved: MovedThisTurn | null;
  /** Whether the current player already took a quest during their part of this turn. */
  readonly questTaken: boolean;
  /**
   * Treasure quests the current player earned this turn by completing a temple by day, offered
   * together with the movement quests their move met (one quest per Day turn, the player chooses).
   */
  readonly treasureQuests: readonly string[];
}

/**
 * What one player moved during their part of a Day turn: the heroes moved (by the movement card
 * or by a grotto), and the movement card's method and the number of cards it moved through.
 *
 * @example
 * ```ts
 * const m: MovedThisTurn = { heroes: [1], method: "ship", through: 3 };
 * ```
 */
export interface MovedThisTurn {
  /** The indexes of the heroes moved. */
  readonly heroes: readonly number[];
  /** The travel method of the turn's movement card. */
  readonly method: TravelMethod;
  /** How many map cards the movement card's move passed through. */
  readonly through: number;
}

/**
 * The progress of the Night phase.
 *
 * @example
 * ```ts
 * state.night; // { holder: 1, adventuring: [true, false, true] }
 * ```
 */
export interface NightState {
  /** The seat holding the dice. */
  readonly holder: number;
  /** Per seat: still adventuring (false once rested or exhausted). */
  readonly adventuring: readonly boolean[];
}

/**
 * The last roll of the adventure dice and what it was for.
 *
 * @example
 * ```ts
 * state.lastRoll; // { player: 0, purpose: "adventure", symbols: ["torch", "take-damage", ...] }
 * ```
 */
export interface LastRoll {
  /** The seat that rolled. */
  readonly player: number;
  /** Why the dice were rolled: `"adventure"` or a grotto effect id. */
  readonly purpose: string;
  /** The symbols rolled, one per die. */
  readonly symbols: readonly DieSymbol[];
}
