/**
 * The solo variant's own state slice, decisions, steps, actions, events and score sheet verdict.
 * Their kinds are namespaced by the module id (`"solo/..."`).
 *
 * @module
 */
import type { ModuleTypes } from "../../engine/game-module";
import type { Difficulty } from "../../rules/state";
import type { SoloErrorCode } from "./error-codes";

/**
 * The solo module's state slice, `state.moduleState.solo`: the movement cards dealt face up this
 * Day (used or not) and those on offer now. The face-down rest has no order in the state: each deal
 * draws uniformly from the cards not dealt yet (the same chances as a shuffled deck), so nothing in
 * the state is hidden from the player.
 *
 * @example
 * ```ts
 * const slice = state.moduleState["solo"] as SoloState; // { dealt: ["horse", "ship", "foot"], offered: ["ship", "foot"] }
 * ```
 */
export interface SoloState {
  /** The movement cards dealt this Day, in deal order (the used ones included). */
  readonly dealt: readonly string[];
  /** The movement cards face up and available now (two during a Day turn's choice). */
  readonly offered: readonly string[];
}

/**
 * The chance point of a movement card deal (external-chance mode only): which undealt card comes
 * up next. `chanceOutcomes` lists each undealt card with an equal probability.
 *
 * @example
 * ```ts
 * const d: SoloDealDecision = { kind: "solo/deal-movement-card", player: "chance" };
 * ```
 */
export type SoloDealDecision = {
  /** The decision's kind. */
  readonly kind: "solo/deal-movement-card";
  /** Always chance. */
  readonly player: "chance";
};

/**
 * The player's choice, at Resolution, of exactly `count` passive goblins to turn aggressive.
 *
 * @example
 * ```ts
 * const d: SoloChooseGoblinsDecision = { kind: "solo/choose-aggressive-goblins", player: 0, count: 3 };
 * ```
 */
export type SoloChooseGoblinsDecision = {
  /** The decision's kind. */
  readonly kind: "solo/choose-aggressive-goblins";
  /** The solo player's seat (0). */
  readonly player: number;
  /** How many goblins must be chosen (3). */
  readonly count: number;
};

/**
 * The outcome of a movement card deal at a chance point: the card that comes up.
 *
 * @example
 * ```ts
 * const a: SoloDealAction = { type: "solo/deal-movement-card", player: "chance", card: "raft" };
 * ```
 */
export interface SoloDealAction {
  /** The action's type. */
  readonly type: "solo/deal-movement-card";
  /** Always chance. */
  readonly player: "chance";
  /** The movement card dealt face up. */
  readonly card: string;
}

/**
 * The goblins that turn aggressive at Resolution: the map cells of their portals, each holding a
 * passive goblin, distinct and in ascending order (as `legalActions` lists them).
 *
 * @example
 * ```ts
 * const a: SoloChooseGoblinsAction = { type: "solo/choose-aggressive-goblins", player: 0, cells: [2, 5, 11] };
 * ```
 */
export interface SoloChooseGoblinsAction {
  /** The action's type. */
  readonly type: "solo/choose-aggressive-goblins";
  /** The solo player's seat (0). */
  readonly player: number;
  /** The portal cells of the goblins that turn aggressive, ascending. */
  readonly cells: readonly number[];
}

/**
 * Every action of the solo module.
 *
 * @example
 * ```ts
 * const a: SoloAction = { type: "solo/deal-movement-card", player: "chance", card: "foot" };
 * ```
 */
export type SoloAction = SoloDealAction | SoloChooseGoblinsAction;

/**
 * Every event the solo module adds (the pick itself is the base `movement-card-chosen`, and each
 * goblin turned is a base `goblin-flipped`).
 *
 * @example
 * ```ts
 * for (const e of events) if (e.type === "solo/movement-card-dealt") console.log(`dealt ${e.card}`);
 * ```
 */
export type SoloEvent =
  | {
      /** A new Day's drafting began: every movement card is gathered, none face up. */
      readonly type: "solo/drafting-began";
      /** The round. */
      readonly round: number;
    }
  | {
      /** A movement card was dealt face up (two are on offer at each Day turn's choice). */
      readonly type: "solo/movement-card-dealt";
      /** The card dealt. */
      readonly card: string;
      /** The cards face up after the deal. */
      readonly offered: readonly string[];
    }
  | {
      /** The turn's movement card left the offer once used; the other one stays face up. */
      readonly type: "solo/movement-card-played";
      /** The card used this turn. */
      readonly card: string;
    }
  | {
      /** At Resolution, the player chose the goblins that turn aggressive (each also emits `goblin-flipped`). */
      readonly type: "solo/aggressive-goblins-chosen";
      /** The solo player's seat. */
      readonly player: number;
      /** The portal cells of the chosen goblins, ascending. */
      readonly cells: readonly number[];
    };

/**
 * The verdict of a game played against a victory point goal (the solo variant): the goal for the
 * difficulty, the player's total, and whether the total reaches the goal. Before the game ends it
 * says whether the current total already reaches it; once `final`, reached means won.
 *
 * @example
 * ```ts
 * const v: SoloVerdict = { difficulty: "knight", goal: 55, total: 57, reached: true };
 * ```
 */
export interface SoloVerdict {
  /** The difficulty chosen at setup. */
  readonly difficulty: Difficulty;
  /** The victory points the difficulty asks for by the end of round 5. */
  readonly goal: number;
  /** The player's total. */
  readonly total: number;
  /** Whether the total reaches the goal (at the end of the game: won). */
  readonly reached: boolean;
}

/**
 * What the solo module adds to the score sheet: its verdict.
 *
 * @example
 * ```ts
 * import { createGame, scores } from "teq-engine";
 * const sheet: SoloSheet = scores(createGame({ seed: 1, players: 1 }));
 * sheet.solo?.goal; // 40
 * ```
 */
export interface SoloSheet {
  /** Present only in a solo game: the goal, the total and whether it is reached. */
  readonly solo?: SoloVerdict;
}

/**
 * The solo module's steps.
 *
 * @example
 * ```ts
 * const s: SoloStep = { kind: "solo/deal-movement-card" };
 * ```
 */
export type SoloStep =
  | {
      /** Create the solo state slice (before the first round). */
      readonly kind: "solo/setup";
    }
  | {
      /** Deal the next movement card face up. */
      readonly kind: "solo/deal-movement-card";
    };

/**
 * The types the solo module adds (its entry of the registry's type map).
 *
 * @example
 * ```ts
 * type Verdict = SoloTypes["sheet"]["solo"];
 * ```
 */
export interface SoloTypes extends ModuleTypes {
  readonly action: SoloAction;
  readonly decision: SoloDealDecision | SoloChooseGoblinsDecision;
  readonly step: SoloStep;
  readonly event: SoloEvent;
  readonly state: SoloState;
  readonly rulings: Record<never, never>;
  readonly errorCode: SoloErrorCode;
  readonly sheet: SoloSheet;
}

// The module registers its type map, so the public unions include its members (the engine names no module).
declare module "../../engine/module-registry" {
  interface ModuleTypeMap {
    /** The solo module's types. */
    readonly solo: SoloTypes;
  }
}
