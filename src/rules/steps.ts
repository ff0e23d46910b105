/**
 * The base game's automatic steps. Each is a named, serializable unit of work the kernel runs in
 * queue order; a step may queue more steps or open a decision. Modules add their own kinds and
 * override handlers by kind.
 *
 * @module
 */

/**
 * Every automatic step of the base game.
 *
 * - setup steps, in the order `hooks.setupSteps` lists them;
 * - `begin-round`, `begin-day`, `begin-day-turn`, `day-player-turn`, `end-day-turn`: the round and
 *   Day flow;
 * - `begin-night`: the Night phase;
 * - `offer-gain`, `gain-item`: gains that may need a choice;
 * - `arrive`, `check-movement-quests`: what follows a move;
 * - `complete-temple`, `advance-legendary`: the rewards of a completed temple.
 *
 * @example
 * ```ts
 * const s: Step = { kind: "begin-day-turn" };
 * ```
 */
export type Step =
  | {
      /** Lay out the Land Map. */
      readonly kind: "setup-map";
    }
  | {
      /** Create the player boards and place every hero on its castle. */
      readonly kind: "setup-players";
    }
  | {
      /** Place the goblin tokens on the portals. */
      readonly kind: "setup-goblins";
    }
  | {
      /** Lay out the movement cards, all unused. */
      readonly kind: "setup-movement-cards";
    }
  | {
      /** Shuffle the quest deck and deal the quest row. */
      readonly kind: "setup-quests";
    }
  | {
      /** Give out the first player token. */
      readonly kind: "setup-first-player";
    }
  | {
      /** Start a round. */
      readonly kind: "begin-round";
    }
  | {
      /** Start the Day phase. */
      readonly kind: "begin-day";
    }
  | {
      /** Start a Day turn: its leader picks a movement card. */
      readonly kind: "begin-day-turn";
    }
  | {
      /** Ask one player to move or idle with the turn's card. */
      readonly kind: "day-player-turn";
      /** The seat whose part of the turn it is. */
      readonly player: number;
    }
  | {
      /** Flip the turn's movement card; start the next turn or end the Day. */
      readonly kind: "end-day-turn";
    }
  | {
      /** Start the Night phase. */
      readonly kind: "begin-night";
    }
  | {
      /** Offer a player 1 Health or 1 Power. */
      readonly kind: "offer-gain";
      /** The seat that gains. */
      readonly player: number;
      /** What grants the gain (castle, idle, temple, ...). */
      readonly reason: string;
    }
  | {
      /** Give a player an item, asking which hero equips it when there is a choice. */
      readonly kind: "gain-item";
      /** The seat that gains the item. */
      readonly player: number;
      /** The item's id. */
      readonly item: string;
    }
  | {
      /** Resolve the region a hero was just placed on. */
      readonly kind: "arrive";
      /** The seat of the hero's owner. */
      readonly player: number;
      /** The hero's index, 0 to 2. */
      readonly hero: number;
    }
  | {
      /** Find the movement quests in the row that a player's move completed. */
      readonly kind: "check-movement-quests";
      /** The seat that moved. */
      readonly player: number;
    }
  | {
      /** Hand out the rewards of a completed temple. */
      readonly kind: "complete-temple";
      /** The seat that completed it. */
      readonly player: number;
      /** The temple's id. */
      readonly temple: string;
      /** Whether it was completed during the Day (the one-quest-per-turn limit applies). */
      readonly byDay: boolean;
    }
  | {
      /** Advance the player's legendary items whose next temple is the one completed. */
      readonly kind: "advance-legendary";
      /** The seat that completed the temple. */
      readonly player: number;
      /** The completed temple's id. */
      readonly temple: string;
    };
