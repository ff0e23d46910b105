/**
 * The base events of what heroes do by day (members of `BaseGameEvent`, src/rules/events.ts).
 *
 * @module
 */
import type { RegionRef } from "./state";

/**
 * The base events of what heroes do by day: moves, goblins flipped, Power spent, gains, quests, items, temples, goblin fights, grottos and dice.
 *
 * @example
 * ```ts
 * const e: DayEvent = { type: "first-player-token-flipped" };
 * ```
 */
export type DayEvent =
  | {
      /** A hero moved to another region. */
      readonly type: "hero-moved";
      /** The seat of the hero's owner. */
      readonly player: number;
      /** The hero's index, 0 to 2. */
      readonly hero: number;
      /** Where it started. */
      readonly from: RegionRef;
      /** Where it ended. */
      readonly to: RegionRef;
      /** The map cells it passed through between start and end. */
      readonly through: readonly number[];
      /** The travel method, or what else moved the hero (e.g. a grotto effect id, "returned-home"). */
      readonly cause: string;
    }
  | {
      /** A goblin token was turned to its other side. */
      readonly type: "goblin-flipped";
      /** The map cell of the goblin's portal. */
      readonly cell: number;
      /** The side now face up. */
      readonly stance: "passive" | "aggressive";
      /** Why it was turned (e.g. a hero passed through or arrived). */
      readonly cause: string;
    }
  | {
      /** A player spent Power. */
      readonly type: "power-spent";
      /** The seat that spent it. */
      readonly player: number;
      /** How much Power was spent. */
      readonly amount: number;
      /** What the Power was spent on. */
      readonly reason: string;
    }
  | {
      /** A hero left a temple track and lost its progress. */
      readonly type: "temple-progress-lost";
      /** The seat of the hero's owner. */
      readonly player: number;
      /** The hero's index, 0 to 2. */
      readonly hero: number;
      /** The track space it had reached. */
      readonly space: number;
    }
  | {
      /** A player gained Health or Power. */
      readonly type: "gained";
      /** The seat that gained. */
      readonly player: number;
      /** Which stat rose. */
      readonly stat: "health" | "power";
      /** How much it actually rose, after the maximum. */
      readonly amount: number;
      /** What granted the gain. */
      readonly reason: string;
    }
  | {
      /** The magic token moved forward. */
      readonly type: "magic-advanced";
      /** How many spaces it moved. */
      readonly spaces: number;
      /** Its space now (0 = the first space). */
      readonly space: number;
      /** What moved it. */
      readonly reason: string;
    }
  | {
      /** A player completed and took a quest. */
      readonly type: "quest-completed";
      /** The seat that took it. */
      readonly player: number;
      /** The quest's id. */
      readonly quest: string;
    }
  | {
      /** The first player token turned to its crossed-out side: a quest was taken this Day. */
      readonly type: "first-player-token-flipped";
    }
  | {
      /** A player took an item from the item rack as a quest's reward (it is placed next: `item-gained`). */
      readonly type: "item-taken";
      /** The seat that took it. */
      readonly player: number;
      /** The item's id. */
      readonly item: string;
    }
  | {
      /** A player gained an item. */
      readonly type: "item-gained";
      /** The seat that gained it. */
      readonly player: number;
      /** The item's id. */
      readonly item: string;
      /** The hero that equipped it, or `"reserve"` when it went to the player card. */
      readonly hero: number | "reserve";
    }
  | {
      /** A player moved an item between their heroes and player card. */
      readonly type: "item-transferred";
      /** The seat that moved it. */
      readonly player: number;
      /** The item's id. */
      readonly item: string;
      /** The hero that received it, or `"reserve"` for the player card. */
      readonly to: number | "reserve";
    }
  | {
      /** A hero advanced one space on its temple track. */
      readonly type: "temple-advanced";
      /** The seat of the hero's owner. */
      readonly player: number;
      /** The hero's index, 0 to 2. */
      readonly hero: number;
      /** The space reached, 1 to 4. */
      readonly space: number;
    }
  | {
      /** A player completed a temple. */
      readonly type: "temple-completed";
      /** The seat that completed it. */
      readonly player: number;
      /** The temple's id. */
      readonly temple: string;
    }
  | {
      /** A legendary item moved along its track on a player card. */
      readonly type: "legendary-advanced";
      /** The seat whose card it is. */
      readonly player: number;
      /** The legendary item's id. */
      readonly item: string;
      /** How many of its two temples are now completed (2 = gained). */
      readonly progress: number;
    }
  | {
      /** A goblin took damage. */
      readonly type: "goblin-damaged";
      /** The map cell of its portal. */
      readonly cell: number;
      /** Its total damage this round, after the hit. */
      readonly damage: number;
      /** The seat that dealt the damage. */
      readonly player: number;
    }
  | {
      /** A goblin was defeated and collected. */
      readonly type: "goblin-defeated";
      /** The map cell of its portal. */
      readonly cell: number;
      /** The seat that collected it. */
      readonly player: number;
    }
  | {
      /** A player used a grotto's effect. */
      readonly type: "grotto-used";
      /** The seat that used it. */
      readonly player: number;
      /** The grotto effect's id. */
      readonly effect: string;
    }
  | {
      /** A player declined a grotto's effect. */
      readonly type: "grotto-skipped";
      /** The seat that declined it. */
      readonly player: number;
      /** The grotto effect's id. */
      readonly effect: string;
    }
  | {
      /** The adventure dice were rolled. */
      readonly type: "dice-rolled";
      /** The seat that rolled. */
      readonly player: number;
      /** The symbol rolled on each die. */
      readonly symbols: readonly string[];
      /** What the roll was for (e.g. a grotto effect id). */
      readonly purpose: string;
    }
  | {
      /** External chance mode: the dice are thrown and the outcome is awaited (the `chance` decision); `dice-rolled` follows. */
      readonly type: "roll-pending";
      /** The seat rolling. */
      readonly player: number;
      /** How many dice. */
      readonly dice: number;
      /** What the roll is for. */
      readonly purpose: string;
    };
