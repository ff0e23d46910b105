/**
 * The types the Golden Mushrooms module adds, as one map (its entry of the registry's type map),
 * and its rulings.
 *
 * @module
 */
import type { ModuleTypes } from "../../engine/game-module";
import type { GoldenMushroomsAction, PlaceMushroomDecision, UseGoldenGrottoDecision } from "./actions";
import type { GoldenMushroomsErrorCode } from "./error-codes";
import type { GoldenMushroomsEvent } from "./events";
import type { GoldenMushroomsState } from "./state";

/**
 * The Golden Mushrooms module's rulings (docs/rulings.md).
 *
 * @example
 * ```ts
 * const r: GoldenMushroomsRulings = {
 *   goldenGrottoArrival: "card", restingMushroom: "follows", grottoMoveMushroom: "choices",
 *   mushroomLeftInCastle: "abandoned", newMushroomPortal: "no-mushroom",
 * };
 * ```
 */
export interface GoldenMushroomsRulings {
  /** A Golden Grotto is offered on either region of its map card (`"card"`, default) or only on its grotto region (`"region"`). */
  readonly goldenGrottoArrival: "card" | "region";
  /** The mushroom of a hero sent home by resting goes home with it (`"follows"`, default) or stays where it stood (`"abandoned"`). */
  readonly restingMushroom: "follows" | "abandoned";
  /** A hero moved by a grotto effect has a move's mushroom choices (`"choices"`, default) or none (`"none"`). */
  readonly grottoMoveMushroom: "choices" | "none";
  /** A mushroom left in another player's castle stays abandoned there (`"abandoned"`, default) or joins that castle (`"joins"`). */
  readonly mushroomLeftInCastle: "abandoned" | "joins";
  /** New mushrooms go to portals with no mushroom at all (`"no-mushroom"`, default) or with no captured one (`"no-captured"`). */
  readonly newMushroomPortal: "no-mushroom" | "no-captured";
}

/**
 * The module's steps.
 *
 * @example
 * ```ts
 * const s: GoldenMushroomsStep = { kind: "golden-mushrooms/place-mushrooms" };
 * ```
 */
export type GoldenMushroomsStep =
  | {
      /** Put the 7 mushrooms at the portals and create the slice. */
      readonly kind: "golden-mushrooms/setup";
    }
  | {
      /** Resolution: place the new mushrooms by the portals that received a goblin. */
      readonly kind: "golden-mushrooms/place-mushrooms";
    }
  | {
      /** Day: a hero that arrived on a Golden Grotto card picks up the mushroom abandoned there, after its arrival. */
      readonly kind: "golden-mushrooms/pick-up";
      /** The hero's player. */
      readonly player: number;
      /** The hero's index. */
      readonly hero: number;
      /** Where it arrived. */
      readonly at: {
        /** The map cell. */
        readonly cell: number;
        /** The side of the cell. */
        readonly side: "left" | "right";
      };
    };

/**
 * The types the Golden Mushrooms module adds.
 *
 * @example
 * ```ts
 * type Slice = GoldenMushroomsTypes["state"]; // GoldenMushroomsState
 * ```
 */
export interface GoldenMushroomsTypes extends ModuleTypes {
  readonly action: GoldenMushroomsAction;
  readonly decision: UseGoldenGrottoDecision | PlaceMushroomDecision;
  readonly step: GoldenMushroomsStep;
  readonly event: GoldenMushroomsEvent;
  readonly state: GoldenMushroomsState;
  readonly rulings: GoldenMushroomsRulings;
  readonly errorCode: GoldenMushroomsErrorCode;
  readonly sheet: Record<never, never>;
}

// The module registers its type map, so the public unions include its members (the engine names no module).
declare module "../../engine/module-registry" {
  interface ModuleTypeMap {
    /** The golden-mushrooms module's types. */
    readonly "golden-mushrooms": GoldenMushroomsTypes;
  }
}
