/**
 * The events of the Golden Mushrooms module: every change of a mushroom token's place emits one,
 * naming the token by its index in `moduleState["golden-mushrooms"].mushrooms`, so a front-end can
 * animate each mushroom.
 *
 * @module
 */
import type { RegionRef } from "../../rules/state";

/**
 * Every event the Golden Mushrooms module adds.
 *
 * @example
 * ```ts
 * for (const e of reduceWithEvents(state, action).events) {
 *   if (e.type === "golden-mushrooms/rescued") console.log(`mushroom ${e.mushroom} to player ${e.player}'s castle`);
 * }
 * ```
 */
export type GoldenMushroomsEvent =
  | {
      /** A captured mushroom was placed next to a portal (at setup, or from the supply after new goblins appeared). */
      readonly type: "golden-mushrooms/placed";
      /** The mushroom's index. */
      readonly mushroom: number;
      /** The portal's region. */
      readonly at: RegionRef;
      /** The seat that chose the portal, or null when nobody chose (setup, or no choice left). */
      readonly player: number | null;
    }
  | {
      /** A goblin was defeated and the mushroom captured at its portal was rescued into the defeating player's castle. */
      readonly type: "golden-mushrooms/rescued";
      /** The mushroom's index. */
      readonly mushroom: number;
      /** The rescuing seat (the mushroom now stands in its castle). */
      readonly player: number;
      /** The portal it was captured at. */
      readonly from: RegionRef;
    }
  | {
      /** A hero leaving its own castle took a mushroom from it to escort. */
      readonly type: "golden-mushrooms/carried";
      /** The mushroom's index. */
      readonly mushroom: number;
      /** The hero's player. */
      readonly player: number;
      /** The hero now escorting it. */
      readonly hero: number;
    }
  | {
      /** A hero leaving another player's castle stole one of that player's mushrooms. */
      readonly type: "golden-mushrooms/stolen";
      /** The mushroom's index. */
      readonly mushroom: number;
      /** The thief's player. */
      readonly player: number;
      /** The hero now escorting it. */
      readonly hero: number;
      /** The seat whose castle it was taken from. */
      readonly from: number;
    }
  | {
      /** A hero picked up a mushroom abandoned in the region it moved into. */
      readonly type: "golden-mushrooms/picked-up";
      /** The mushroom's index. */
      readonly mushroom: number;
      /** The hero's player. */
      readonly player: number;
      /** The hero now escorting it. */
      readonly hero: number;
      /** Where it was picked up. */
      readonly at: RegionRef;
    }
  | {
      /** A hero escorting a mushroom moved, and the mushroom went along. */
      readonly type: "golden-mushrooms/escorted";
      /** The mushroom's index. */
      readonly mushroom: number;
      /** The hero's player. */
      readonly player: number;
      /** The escorting hero. */
      readonly hero: number;
      /** Where the hero (and the mushroom) now stands. */
      readonly to: RegionRef;
    }
  | {
      /** An escorted mushroom reached its hero's own castle and joined it. */
      readonly type: "golden-mushrooms/delivered";
      /** The mushroom's index. */
      readonly mushroom: number;
      /** The hero's player (the castle's owner). */
      readonly player: number;
      /** The hero that escorted it. */
      readonly hero: number;
    }
  | {
      /**
       * A hero stopped escorting a mushroom and left it where it stood: by choice, on the way into a
       * temple, or when sent home (resting, exhaustion, a completed temple).
       */
      readonly type: "golden-mushrooms/abandoned";
      /** The mushroom's index. */
      readonly mushroom: number;
      /** The hero's player. */
      readonly player: number;
      /** The hero that escorted it. */
      readonly hero: number;
      /** The region it was left in. */
      readonly at: RegionRef;
      /** The seat whose castle it joined when that region is a player's castle, else null (it stands abandoned). */
      readonly castle: number | null;
      /** Why: `"abandon"` (the player's choice), `"into-temple"` (its hero entered a temple), or the cause of the return home. */
      readonly cause: string;
    }
  | {
      /** A player used an escorted mushroom at a Golden Grotto; the mushroom went to the supply. */
      readonly type: "golden-mushrooms/golden-grotto-used";
      /** The mushroom's index. */
      readonly mushroom: number;
      /** The seat using it. */
      readonly player: number;
      /** The hero on the Golden Grotto. */
      readonly hero: number;
      /** The Golden Grotto action's id. */
      readonly action: string;
      /** The hero the action acts on, when it needs one. */
      readonly target: number | null;
    }
  | {
      /** A player kept the mushroom and declined the Golden Grotto's action. */
      readonly type: "golden-mushrooms/golden-grotto-skipped";
      /** The seat declining. */
      readonly player: number;
      /** The hero on the Golden Grotto. */
      readonly hero: number;
      /** The Golden Grotto action's id. */
      readonly action: string;
    }
  | {
      /** At the game's end: the mushrooms in a player's castle and the victory points they score. */
      readonly type: "golden-mushrooms/scored";
      /** The seat. */
      readonly player: number;
      /** The mushrooms in its castle. */
      readonly mushrooms: number;
      /** The victory points they are worth (2 each). */
      readonly points: number;
    };
