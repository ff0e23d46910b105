/**
 * The shape of the Golden Mushrooms state slice (`state.moduleState["golden-mushrooms"]`): the
 * module id that keys it, and where each of the 7 mushroom tokens is.
 *
 * @module
 */
import type { RegionRef } from "../../rules/state";
/**
 * The module id, also the key of its state slice.
 */
export const GOLDEN_MUSHROOMS = "golden-mushrooms";

/**
 * Where a mushroom token is.
 *
 * - `portal`: captured (lying down) next to the goblin portal in `region`;
 * - `castle`: rescued, standing in the castle of the player at `seat`;
 * - `hero`: escorted by hero `hero` of the player at `seat` (it stands wherever that hero stands);
 * - `region`: abandoned, standing in `region` until a hero picks it up;
 * - `supply`: used at a Golden Grotto, lying in the general supply.
 *
 * @example
 * ```ts
 * const p: MushroomPlace = { where: "hero", seat: 1, hero: 0 };
 * ```
 */
export type MushroomPlace =
  | {
      /** Captured next to a portal. */
      readonly where: "portal";
      /** The portal's region. */
      readonly region: RegionRef;
    }
  | {
      /** Rescued, in a castle. */
      readonly where: "castle";
      /** The castle owner's seat. */
      readonly seat: number;
    }
  | {
      /** Escorted by a hero. */
      readonly where: "hero";
      /** The hero's player. */
      readonly seat: number;
      /** The hero's index. */
      readonly hero: number;
    }
  | {
      /** Abandoned in a region. */
      readonly where: "region";
      /** The region it stands in. */
      readonly region: RegionRef;
    }
  | {
      /** Used, in the general supply. */
      readonly where: "supply";
    };

/**
 * One mushroom token.
 *
 * @example
 * ```ts
 * const m: Mushroom = { place: { where: "castle", seat: 0 }, upright: true };
 * ```
 */
export interface Mushroom {
  /** Where the token is. */
  readonly place: MushroomPlace;
  /** Standing (rescued, escorted, abandoned) or lying down (captured at a portal, in the supply). */
  readonly upright: boolean;
}

/**
 * The module's state slice.
 *
 * @example
 * ```ts
 * const slice = state.moduleState["golden-mushrooms"] as GoldenMushroomsState;
 * slice.mushrooms.length; // 7
 * ```
 */
export interface GoldenMushroomsState {
  /** Every mushroom token, by index (the tokens are identical; the index only names them). */
  readonly mushrooms: readonly Mushroom[];
}
