/**
 * The Land Map: regions, map cards and the layout template.
 *
 * @module
 */

import type { Provenance } from "./provenance";
import type { PlayerColor } from "./symbols";

/**
 * What stands in one region of a map card face.
 *
 * @example
 * ```ts
 * const castle: RegionDef = { kind: "castle", color: "red" };
 * const grotto: RegionDef = { kind: "grotto", effect: "bright-power-per-hero-away" };
 * ```
 */
export type RegionDef =
  | {
      /** A player's castle. */
      readonly kind: "castle";
      /** The colour of the player whose castle it is. */
      readonly color: PlayerColor;
    }
  | {
      /** A spell obelisk. */
      readonly kind: "obelisk";
      /** The id of the spell learned here. */
      readonly spell: string;
    }
  | {
      /** A temple entrance. */
      readonly kind: "temple";
      /** The id of the temple explored here. */
      readonly temple: string;
    }
  | {
      /** A Mushroom Grotto. */
      readonly kind: "grotto";
      /** The id of the grotto effect a hero may use on arriving. */
      readonly effect: string;
    }
  | {
      /** A Golden Grotto (Golden Mushrooms expansion). */
      readonly kind: "golden-grotto";
      /** The id of the Golden Grotto action taken here. */
      readonly action: string;
    }
  | {
      /** A goblin portal. */
      readonly kind: "portal";
    };

/** The kinds of region, `RegionDef["kind"]`. @example `const k: RegionKind = "portal";` */
export type RegionKind = RegionDef["kind"];

/**
 * One face of a map card: its left and right regions.
 *
 * @example
 * ```ts
 * const face: MapCardFace = { left: { kind: "portal" }, right: { kind: "grotto", effect: "bright-magic-2" } };
 * ```
 */
export interface MapCardFace {
  /** The left region. */
  readonly left: RegionDef;
  /** The right region. */
  readonly right: RegionDef;
}

/**
 * A map card with both printed faces.
 *
 * `kind` says which deck it is dealt from at setup: the 4 castle cards go on the corners of the
 * cross, the regular cards everywhere else.
 *
 * @example
 * ```ts
 * const card: MapCardDef = {
 *   id: "castle-red",
 *   name: "Red Castle",
 *   kind: "castle",
 *   bright: { left: { kind: "castle", color: "red" }, right: { kind: "obelisk", spell: "snake" } },
 *   gloom: { left: { kind: "castle", color: "red" }, right: { kind: "obelisk", spell: "snake" } },
 *   provenance: { kind: { status: "confirmed", ref: "Rulebook, Creating the Land Map" } },
 * };
 * ```
 */
export interface MapCardDef {
  /** Unique id of the card. */
  readonly id: string;
  /** Display name, in English (a locale may translate it). */
  readonly name: string;
  /** The deck the card is dealt from at setup: castle cards or regular cards. */
  readonly kind: "castle" | "regular";
  /** The bright face, used in the base game. */
  readonly bright: MapCardFace;
  /** The gloom face, used in the GloomFall variant. */
  readonly gloom: MapCardFace;
  /** The source of each data field's value, keyed by field name. */
  readonly provenance: Provenance;
}

/**
 * A cell of the layout grid, `[row, column]` from the top left.
 *
 * @example
 * ```ts
 * const centre: GridPos = [2, 2];
 * ```
 */
export type GridPos = readonly [row: number, col: number];

/**
 * The shape of the Land Map: where the 5 cross cards, the 4 castle cards and the 8 further coast
 * cards go, and the coast ring in order (the Ship's route).
 *
 * @example
 * ```ts
 * const layout: LayoutTemplate = {
 *   cross: [[1, 2], [2, 1], [2, 2], [2, 3], [3, 2]],
 *   castles: [[1, 1], [1, 3], [3, 1], [3, 3]],
 *   coast: [[0, 1], [0, 2], [1, 4], [2, 4], [4, 2], [4, 3], [2, 0], [3, 0]],
 *   coastRing: [[0, 1], [0, 2], [1, 3], [1, 4], [2, 4], [3, 3], [4, 3], [4, 2], [3, 1], [3, 0], [2, 0], [1, 1]],
 *   provenance: {},
 * };
 * ```
 */
export interface LayoutTemplate {
  /** Cells of the 5 inland cards that form the cross. */
  readonly cross: readonly GridPos[];
  /** Cells of the 4 castle cards, on the corners of the cross. */
  readonly castles: readonly GridPos[];
  /** Cells of the 8 further regular cards on the coast. */
  readonly coast: readonly GridPos[];
  /** Every coast cell in order around the map: the Ship's route. */
  readonly coastRing: readonly GridPos[];
  /** The source of each data field's value, keyed by field name. */
  readonly provenance: Provenance;
}
