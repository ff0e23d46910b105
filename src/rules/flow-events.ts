/**
 * The base events of setup and of the course of a round (members of `BaseGameEvent`, src/rules/events.ts).
 *
 * @module
 */

/**
 * The base events of setup and of a round's course: the map and quest row laid out, quests drawn, rounds and Day turns begun, movement cards chosen, idling.
 *
 * @example
 * ```ts
 * const e: FlowEvent = { type: "round-began", round: 1 };
 * ```
 */
export type FlowEvent =
  | {
      /** The Land Map was laid out. */
      readonly type: "map-built";
      /** The id of the map card on each cell, in cell order. */
      readonly cards: readonly string[];
    }
  | {
      /** The quest row was dealt at setup. */
      readonly type: "quest-row-dealt";
      /** The quest ids in the row, left to right. */
      readonly row: readonly string[];
      /** Quest ids discarded while dealing, so that the row holds both a movement and a treasure quest. */
      readonly discarded: readonly string[];
    }
  | {
      /** A quest was drawn from the deck into the quest row (to refill it). */
      readonly type: "quest-drawn";
      /** The quest's id. */
      readonly quest: string;
    }
  | {
      /** The quest discard pile was shuffled into a new deck. */
      readonly type: "quest-deck-reshuffled";
      /** How many cards the new deck holds. */
      readonly cards: number;
    }
  | {
      /** The first player token was given out. */
      readonly type: "first-player-chosen";
      /** The seat that received it. */
      readonly player: number;
    }
  | {
      /** A new round began. */
      readonly type: "round-began";
      /** The round number, 1 to 5. */
      readonly round: number;
    }
  | {
      /** The Day phase began: its four turns follow. */
      readonly type: "day-began";
      /** The round. */
      readonly round: number;
    }
  | {
      /** A Day turn began. */
      readonly type: "day-turn-began";
      /** The turn, 0 to 3. */
      readonly turn: number;
      /** The seat that picks this turn's movement card. */
      readonly leader: number;
    }
  | {
      /** The turn's movement card was picked. */
      readonly type: "movement-card-chosen";
      /** The seat that picked it. */
      readonly player: number;
      /** The movement card's id. */
      readonly card: string;
    }
  | {
      /** The turn's movement card was flipped as used for the round. */
      readonly type: "movement-card-flipped";
      /** The movement card's id. */
      readonly card: string;
    }
  | {
      /** A player's part of a Day turn began: they move a hero with the turn's card or idle. */
      readonly type: "player-turn-began";
      /** The seat now moving or idling. */
      readonly player: number;
    }
  | {
      /** A player idled instead of moving. */
      readonly type: "idled";
      /** The seat that idled. */
      readonly player: number;
    };
