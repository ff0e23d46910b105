/**
 * Items and their abilities, and the player cards that name the legendary items' temples.
 *
 * @module
 */

import type { Provenance } from "./provenance";
import type { PlayerColor } from "./symbols";

/**
 * The ability of an item, as a named id with plain parameters; the rules resolve it.
 *
 * Legendary items: `sword` (1 Power per extra attack at a portal, at night), `shield` (defend a
 * Take Damage symbol for 1 Power instead of 2), `staff` (1 Power per extra magic space when
 * learning a spell on resting). Treasure items: `bow` (attack a goblin from an adjacent map card),
 * `extra-symbol` (once per roll, the holder counts one extra `symbol`), `forge-discount` (Forge
 * Ahead costs `cost` Power), `free-passage` (moving past aggressive goblins costs no Power),
 * `max-bonus` (+`amount` to max Health or max Power, still capped at 10), `rest-bonus` (+`amount`
 * Health or Power when the holder returns to its castle on resting).
 *
 * @example
 * ```ts
 * const bow: ItemAbility = { type: "bow" };
 * const lantern: ItemAbility = { type: "extra-symbol", symbol: "torch" };
 * ```
 */
export type ItemAbility =
  | {
      /** Sword: spend Power at night for extra attacks on the goblin at the hero's portal. */
      readonly type: "sword";
    }
  | {
      /** Shield: defending a Take Damage symbol costs 1 Power instead of 2. */
      readonly type: "shield";
    }
  | {
      /** Staff: spend Power when resting to learn a spell as if magic were further along. */
      readonly type: "staff";
    }
  | {
      /** Bow: attack a goblin from an adjacent map card. */
      readonly type: "bow";
    }
  | {
      /** Once per roll, the holder counts one extra symbol. */
      readonly type: "extra-symbol";
      /** The symbol counted once more. */
      readonly symbol: "torch" | "scroll" | "attack-goblin";
    }
  | {
      /** Forge Ahead costs less Power. */
      readonly type: "forge-discount";
      /** The Power one Forge Ahead step costs with this item. */
      readonly cost: number;
    }
  | {
      /** Moving past aggressive goblins costs no Power. */
      readonly type: "free-passage";
    }
  | {
      /** Raises the player's maximum Health or Power (still at most 10). */
      readonly type: "max-bonus";
      /** Which maximum is raised. */
      readonly stat: "health" | "power";
      /** How much the maximum rises. */
      readonly amount: number;
    }
  | {
      /** Extra Health or Power when the holder returns to its castle on resting. */
      readonly type: "rest-bonus";
      /** Which stat is gained. */
      readonly stat: "health" | "power";
      /** How much extra is gained. */
      readonly amount: number;
    };

/**
 * An item: one of the 12 treasure items on the item rack, or one of the 3 legendary items every
 * player can earn.
 *
 * @example
 * ```ts
 * const bow: ItemDef = { id: "bow", name: "Bow", kind: "treasure", ability: { type: "bow" }, provenance: {} };
 * ```
 */
export interface ItemDef {
  /** Unique id of the item. */
  readonly id: string;
  /** Display name. */
  readonly name: string;
  /** A treasure item from the item rack, or a legendary item. */
  readonly kind: "treasure" | "legendary";
  /** What the item does for the hero or player holding it. */
  readonly ability: ItemAbility;
  /** The source of each data field's value, keyed by field name. */
  readonly provenance: Provenance;
}

/**
 * A player card: its colour and, for each legendary item, the two temples to complete in order.
 *
 * @example
 * ```ts
 * const red: PlayerCardDef = {
 *   color: "red",
 *   legendary: { sword: ["ice", "shadow"], shield: ["fire", "forest"], staff: ["sun", "storm"] }, // the reference pack's temples
 *   provenance: {},
 * };
 * ```
 */
export interface PlayerCardDef {
  /** The player colour of the card. */
  readonly color: PlayerColor;
  /** Legendary item id to its two temple ids, first to complete first. */
  readonly legendary: Readonly<Record<string, readonly [string, string]>>;
  /** The source of each data field's value, keyed by field name. */
  readonly provenance: Provenance;
}
