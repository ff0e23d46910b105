/**
 * The GloomFall module's own decision, actions and steps (namespaced `"gloomfall/..."`).
 *
 * @module
 */
import type { ModuleTypes } from "../../engine/game-module";
import type { RegionRef } from "../../rules/state";
import type { GloomfallErrorCode } from "./error-codes";

/**
 * After the first Foot move of the `gloom-foot-move-other-heroes` grotto: the player may also move
 * the other hero (`hero`) by Foot, or leave it where it stands. Opened only when that hero has a
 * legal Foot move.
 *
 * @example
 * ```ts
 * const d: GloomfallFootMoveDecision = { kind: "gloomfall/foot-move", player: 0, hero: 2, effect: "gloom-foot-move-other-heroes" };
 * ```
 */
export type GloomfallFootMoveDecision = {
  /** Decision kind: the second hero's optional Foot move. */
  readonly kind: "gloomfall/foot-move";
  /** The seat that must decide. */
  readonly player: number;
  /** The hero that may still move by Foot. */
  readonly hero: number;
  /** The grotto effect that grants the move, for events. */
  readonly effect: string;
};

/**
 * Move the hero named by the pending `gloomfall/foot-move` decision one map card by Foot.
 *
 * @example
 * ```ts
 * const a: GloomfallFootMoveAction = { type: "gloomfall/foot-move", player: 0, hero: 2, to: { cell: 4, side: "left" } };
 * ```
 */
export interface GloomfallFootMoveAction {
  /** Action kind: the second hero's Foot move. */
  readonly type: "gloomfall/foot-move";
  /** The seat of the player taking the action. */
  readonly player: number;
  /** The hero moving (the one the decision names). */
  readonly hero: number;
  /** The region to move to, on a neighbouring map card. */
  readonly to: RegionRef;
}

/**
 * Leave the second hero where it stands (ends the grotto's Foot moves).
 *
 * @example
 * ```ts
 * const a: GloomfallFootStayAction = { type: "gloomfall/foot-stay", player: 0 };
 * ```
 */
export interface GloomfallFootStayAction {
  /** Action kind: do not move the second hero. */
  readonly type: "gloomfall/foot-stay";
  /** The seat of the player taking the action. */
  readonly player: number;
}

/**
 * Every action the GloomFall module adds.
 *
 * @example
 * ```ts
 * const a: GloomfallAction = { type: "gloomfall/foot-stay", player: 1 };
 * ```
 */
export type GloomfallAction = GloomfallFootMoveAction | GloomfallFootStayAction;

/**
 * The GloomFall module's automatic steps: each reads `state.lastRoll` after a grotto's roll.
 *
 * - `gloomfall/roll-gain-power`: 1 Power per Gain Power symbol;
 * - `gloomfall/roll-for-magic`: the magic token 2 spaces per Conjure Magic symbol;
 * - `gloomfall/roll-for-attack`: 1 damage per Attack Goblin symbol to the goblin `hero` attacks.
 *
 * @example
 * ```ts
 * const s: GloomfallStep = { kind: "gloomfall/roll-for-attack", player: 0, hero: 1 };
 * ```
 */
export type GloomfallStep =
  | {
      /** After `gloom-power-then-roll`'s roll. */
      readonly kind: "gloomfall/roll-gain-power";
      /** The seat that used the grotto. */
      readonly player: number;
    }
  | {
      /** After `gloom-roll-for-magic`'s roll. */
      readonly kind: "gloomfall/roll-for-magic";
      /** The seat that used the grotto. */
      readonly player: number;
    }
  | {
      /** After `gloom-roll-for-attack`'s roll. */
      readonly kind: "gloomfall/roll-for-attack";
      /** The seat that used the grotto. */
      readonly player: number;
      /** The attacking hero chosen in the use-grotto action. */
      readonly hero: number;
    };

/**
 * The GloomFall module's rulings (docs/rulings.md).
 *
 * @example
 * ```ts
 * const r: GloomfallRulings = { gloomfallSetupGoblins: "passive" };
 * ```
 */
export interface GloomfallRulings {
  /** The stance of the 7 goblins placed at setup (`"aggressive"` by default, or `"passive"`). */
  readonly gloomfallSetupGoblins: "aggressive" | "passive";
}

/**
 * The types the GloomFall module adds (its entry of the registry's type map).
 *
 * @example
 * ```ts
 * type FootMove = GloomfallTypes["decision"];
 * ```
 */
export interface GloomfallTypes extends ModuleTypes {
  readonly action: GloomfallAction;
  readonly decision: GloomfallFootMoveDecision;
  readonly step: GloomfallStep;
  readonly event: never;
  readonly state: never;
  readonly rulings: GloomfallRulings;
  readonly errorCode: GloomfallErrorCode;
  readonly sheet: Record<never, never>;
}

// The module registers its type map, so the public unions include its members (the engine names no module).
declare module "../../engine/module-registry" {
  interface ModuleTypeMap {
    /** The gloomfall module's types. */
    readonly gloomfall: GloomfallTypes;
  }
}
