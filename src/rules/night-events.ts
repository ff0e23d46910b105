/**
 * The base events of the Night phase and of the end of a round (members of `BaseGameEvent`, src/rules/events.ts).
 *
 * @module
 */

/**
 * The base events of the Night phase and the round's end: adventuring, resting, damage, spells learned, resets, goblins appearing, the quest discard and the game's end.
 *
 * @example
 * ```ts
 * const e: NightEvent = { type: "game-ended" };
 * ```
 */
export type NightEvent =
  | {
      /** The event's type. */
      readonly type: "night-began";
      /** The round. */
      readonly round: number;
    }
  | {
      /** The event's type. */
      readonly type: "night-ended";
      /** The round. */
      readonly round: number;
    }
  | {
      /** The dice passed (clockwise) to the next player still adventuring. */
      readonly type: "dice-passed";
      /** The seat now holding the dice. */
      readonly player: number;
    }
  | {
      /** The event's type. */
      readonly type: "adventured";
      /** The seat rolling. */
      readonly player: number;
    }
  | {
      /** The event's type. */
      readonly type: "rested";
      /** The seat resting by choice. */
      readonly player: number;
    }
  | {
      /** The event's type. */
      readonly type: "exhausted";
      /** The seat that reached 0 Health. */
      readonly player: number;
    }
  | {
      /** The event's type. */
      readonly type: "spell-level-lost";
      /** The exhausted seat. */
      readonly player: number;
      /** The spell level after the loss. */
      readonly spellLevel: number;
    }
  | {
      /** The event's type. */
      readonly type: "damage-taken";
      /** The seat hit. */
      readonly player: number;
      /** Health lost. */
      readonly amount: number;
      /** Health left. */
      readonly health: number;
    }
  | {
      /** The event's type. */
      readonly type: "damage-defended";
      /** The seat defending. */
      readonly player: number;
      /** The damage cancelled. */
      readonly amount: number;
    }
  | {
      /** The event's type. */
      readonly type: "goblin-healed";
      /** The cell of the portal whose goblin lost its damage. */
      readonly cell: number;
    }
  | {
      /** The event's type. */
      readonly type: "spell-learned";
      /** The seat learning. */
      readonly player: number;
      /** The spell learned. */
      readonly spell: string;
      /** The new spell level. */
      readonly spellLevel: number;
    }
  | {
      /** The event's type. */
      readonly type: "magic-reset";
    }
  | {
      /** At Resolution, every movement card was turned face up again for the next round. */
      readonly type: "movement-cards-reset";
    }
  | {
      /** The event's type. */
      readonly type: "goblin-appeared";
      /** The portal's cell. */
      readonly cell: number;
      /** The new goblin's stance. */
      readonly stance: "passive" | "aggressive";
    }
  | {
      /** The event's type. */
      readonly type: "quest-discarded";
      /** The quest discarded from the right of the row (at resolution, or to restore the row's mix). */
      readonly quest: string;
    }
  | {
      /** The event's type. */
      readonly type: "game-ended";
    };
