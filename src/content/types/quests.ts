/**
 * Quest cards: movement quests with their conditions and rewards, and treasure quests.
 *
 * @module
 */

import type { RegionKind } from "./map";
import type { Provenance } from "./provenance";
import type { TravelMethod } from "./symbols";

/**
 * An immediate reward of a movement quest. Every field is optional and additive.
 *
 * @example
 * ```ts
 * const reward: QuestReward = { health: 2, power: 1 };
 * ```
 */
export interface QuestReward {
  /** Health gained. */
  readonly health?: number;
  /** Power gained. */
  readonly power?: number;
  /** Spaces the magic token moves forward. */
  readonly magic?: number;
}

/**
 * The condition of a movement quest, as a named id with plain parameters. The rules hold one
 * checker per `type`. A movement quest is met only by a hero moved this turn (official ruling).
 *
 * - `heroes-in-line`: all three of the player's heroes on one row / column / diagonal, or any of
 *   them (`line: "any"`).
 * - `hero-in-opponent-castle`: the moved hero ends on another player's castle.
 * - `heroes-on-region-kinds`: the player has heroes on regions of each listed kind at once.
 * - `heroes-on-coast` / `heroes-inland`: at least `count` of the player's heroes on coast / inland
 *   cards.
 * - `travel-through`: the move passed through at least `count` map cards.
 * - `travel-by`: the move used the given method and ended on a region of the given kind.
 * - `heroes-apart`: the player's three heroes on three cards with no two adjacent (8-neighbourhood).
 * - `heroes-together`: at least `count` of the player's heroes on one map card.
 *
 * @example
 * ```ts
 * const row: MovementCondition = { type: "heroes-in-line", line: "row" };
 * ```
 */
export type MovementCondition =
  | {
      /** All three of the player's heroes lie on one line of the map. */
      readonly type: "heroes-in-line";
      /** Which kind of line counts; `any` accepts all three. */
      readonly line: "row" | "column" | "diagonal" | "any";
    }
  | {
      /** The moved hero ends in another player's castle. */
      readonly type: "hero-in-opponent-castle";
    }
  | {
      /** The player has heroes on regions of several kinds at once. */
      readonly type: "heroes-on-region-kinds";
      /** The region kinds that must each hold one of the player's heroes. */
      readonly kinds: readonly RegionKind[];
    }
  | {
      /** Enough of the player's heroes are on coast cards. */
      readonly type: "heroes-on-coast";
      /** How many heroes must be on the coast. */
      readonly count: number;
    }
  | {
      /** Enough of the player's heroes are on inland cards. */
      readonly type: "heroes-inland";
      /** How many heroes must be inland. */
      readonly count: number;
    }
  | {
      /** The move passes through enough map cards. */
      readonly type: "travel-through";
      /** The least number of map cards the move must pass through. */
      readonly count: number;
    }
  | {
      /** The move uses a given travel method and ends on a given kind of region. */
      readonly type: "travel-by";
      /** The travel method the move must use. */
      readonly method: TravelMethod;
      /** The kind of region the move must end on. */
      readonly endKind: RegionKind;
    }
  | {
      /** The player's three heroes are on three cards, no two of them adjacent. */
      readonly type: "heroes-apart";
    }
  | {
      /** Enough of the player's heroes share one map card. */
      readonly type: "heroes-together";
      /** How many heroes must be on the same card. */
      readonly count: number;
    };

/**
 * A quest card: a movement quest (condition and reward) or a treasure quest (complete a temple
 * first to gain its treasure item).
 *
 * @example
 * ```ts
 * const q: QuestDef = { id: "q-row", name: "In a Row", kind: "movement", condition: { type: "heroes-in-line", line: "row" }, reward: { power: 2 }, provenance: {} };
 * ```
 */
export type QuestDef =
  | {
      /** Unique id of the quest card. */
      readonly id: string;
      /** Display name, in English (a locale may translate it). */
      readonly name: string;
      /** A movement quest, completed by moving heroes into position. */
      readonly kind: "movement";
      /** What the player's heroes must achieve. */
      readonly condition: MovementCondition;
      /** What the player gains at once on completing it. */
      readonly reward: QuestReward;
      /** The source of each data field's value, keyed by field name. */
      readonly provenance: Provenance;
    }
  | {
      /** Unique id of the quest card. */
      readonly id: string;
      /** Display name, in English (a locale may translate it). */
      readonly name: string;
      /** A treasure quest, completed by completing a temple. */
      readonly kind: "treasure";
      /** The id of the temple to complete. */
      readonly temple: string;
      /** The id of the treasure item gained. */
      readonly item: string;
      /** The source of each data field's value, keyed by field name. */
      readonly provenance: Provenance;
    };
