/**
 * Transition events: what happened, in order, so a front-end can animate it. Returned by
 * `reduceWithEvents`; never stored in the state.
 *
 * @module
 */
import type { RegionRef } from "./state";

/**
 * Every event of the base game.
 *
 * @example
 * ```ts
 * const { events } = reduceWithEvents(state, action);
 * for (const e of events) if (e.type === "movement-card-chosen") console.log(e.card);
 * ```
 */
export type BaseGameEvent =
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
    }
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
    }
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
      /** At Night, the seat whose roll dealt it: one of its damaging symbols passed to the next adventurer. */
      readonly roller?: number;
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
      /** Why: the round's resolution, or the row lacking a movement or a treasure quest. */
      readonly reason: "resolution" | "row-mix";
    }
  | {
      /** The event's type. */
      readonly type: "game-ended";
    };

/**
 * The shape of an event added by a module. Its type is namespaced by the module id
 * (`"golden-mushrooms/rescued"`), so it never collides with a base event; the public `GameEvent`
 * union (src/engine/event.ts) lists every module's events by name.
 *
 * @example
 * ```ts
 * const e: ModuleEvent = { type: "golden-mushrooms/rescued", mushroom: 3, player: 0, cell: 5 };
 * ```
 */
export interface ModuleEvent {
  /** `"<module id>/<event>"`. */
  readonly type: `${string}/${string}`;
  /** The module's own fields. */
  readonly [field: string]: unknown;
}

/**
 * What the base rules may emit: the base events, and module events in their open shape (the rules
 * name no module). Exported as `RulesGameEvent`.
 *
 * @example
 * ```ts
 * import type { RulesGameEvent } from "teq-engine";
 * const e: RulesGameEvent = { type: "my-module/paid", player: 0, tithes: 1 };
 * ```
 */
export type GameEvent = BaseGameEvent | ModuleEvent;
