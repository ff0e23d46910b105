/**
 * The base game's automatic steps. Each is a named, serializable unit of work the kernel runs in
 * queue order; a step may queue more steps or open a decision. Modules add their own kinds and
 * override handlers by kind.
 *
 * @module
 */
import type { RegionRef } from "./state/board";

/**
 * The shape of a step added by a module, its kind namespaced by the module id
 * (`"golden-mushrooms/place-mushrooms"`).
 *
 * @example
 * ```ts
 * const s: ModuleStep = { kind: "golden-mushrooms/place-mushrooms" };
 * ```
 */
export interface ModuleStep {
  /** `"<module id>/<step>"`. */
  readonly kind: `${string}/${string}`;
  /** The module's own fields. */
  readonly [field: string]: unknown;
}

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
      /** Where an effect placed the hero: nothing happens if it has moved on since (a chained effect). */
      readonly at?: RegionRef;
    }
  | {
      /** Go on refilling the quest row (and restoring its mix) after a quest draw's chance point. */
      readonly kind: "fill-quest-row";
      /** Mix-fixing discards still allowed, or null before the first refill is complete. */
      readonly attempts: number | null;
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
      /** The temples completed together (an item advances at most once for them). */
      readonly temples: readonly string[];
    }
  | {
      /** Give the dice holder the choice to adventure or rest. */
      readonly kind: "night-turn";
    }
  | {
      /** Roll the adventure dice (a chance point in external-chance mode). */
      readonly kind: "roll-dice";
      /** The seat rolling. */
      readonly player: number;
      /** Why: `"adventure"` or a grotto effect id. */
      readonly purpose: string;
    }
  | {
      /** Queue the resolution of an adventure roll in the rulebook's order. */
      readonly kind: "resolve-adventure-roll";
      /** The seat that rolled. */
      readonly player: number;
    }
  | {
      /** Deal one damaging symbol to the next adventuring player, and queue the rest. */
      readonly kind: "deal-damage";
      /** The seat that rolled (damage starts with them). */
      readonly roller: number;
      /** Which symbol deals it: a Take Damage symbol, or Conjure Magic on the last magic space. */
      readonly source: "take-damage" | "conjure-magic";
      /** Index of this symbol among the damaging symbols of its kind in this roll (0 = first). */
      readonly index: number;
      /** The seat to start looking for the next adventuring recipient from. */
      readonly next: number;
      /** Symbols of this kind left to deal, this one included. */
      readonly remaining: number;
    }
  | {
      /** Distribute the roll's Gain Power symbols. */
      readonly kind: "roll-gain-power";
      /** The seat that rolled. */
      readonly player: number;
    }
  | {
      /** Resolve the roll's Conjure Magic symbols. */
      readonly kind: "roll-conjure-magic";
      /** The seat that rolled. */
      readonly player: number;
    }
  | {
      /** Queue a spending window for each adventuring player, clockwise from the roller. */
      readonly kind: "open-spend-windows";
      /** The seat that rolled. */
      readonly player: number;
    }
  | {
      /** Let one player spend the roll's Torch, Scroll and Attack symbols. */
      readonly kind: "spend-window";
      /** The seat whose turn it is to spend the roll. */
      readonly player: number;
    }
  | {
      /** Pass the dice clockwise to the next adventuring player, or end the Night. */
      readonly kind: "pass-dice";
      /** The seat passing the dice. */
      readonly from: number;
    }
  | {
      /** Resolve a player's heroes when they rest by choice. */
      readonly kind: "rest-heroes";
      /** The seat resting. */
      readonly player: number;
    }
  | {
      /** Offer the rolled Torch and Scroll symbols of a grotto's roll to the player's temple heroes. */
      readonly kind: "grotto-roll-temples";
      /** The seat that rolled for the grotto. */
      readonly player: number;
    }
  | {
      /** Resolution: the magic token back to the first space. */
      readonly kind: "reset-magic";
    }
  | {
      /** Resolution: passive goblins turn aggressive; goblins heal. */
      readonly kind: "flip-goblins";
    }
  | {
      /** Resolution: empty portals get a new goblin from the supply. */
      readonly kind: "refill-portals";
    }
  | {
      /** Resolution: every movement card face up again. */
      readonly kind: "reset-movement-cards";
    }
  | {
      /** Resolution: discard the rightmost quest if due, refill the row and keep its mix. */
      readonly kind: "refresh-quest-row";
    }
  | {
      /** Resolution: the first player token passes clockwise, quest side up. */
      readonly kind: "pass-first-player";
    }
  | {
      /** Resolution: advance the round and begin the next one. */
      readonly kind: "advance-round";
    }
  | ModuleStep;
