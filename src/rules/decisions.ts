/**
 * The base game's pending decisions. The state always holds at most one; `legalActions` lists
 * exactly its options. Modules add decision kinds of their own.
 *
 * @module
 */

/**
 * The leader of a Day turn picks one of the unused movement cards.
 *
 * @example
 * ```ts
 * const d: ChooseMovementCardDecision = { kind: "choose-movement-card", player: 0 };
 * ```
 */
export interface ChooseMovementCardDecision {
  readonly kind: "choose-movement-card";
  readonly player: number;
}

/**
 * A player moves one hero with the turn's movement card, or idles.
 *
 * @example
 * ```ts
 * const d: MoveOrIdleDecision = { kind: "move-or-idle", player: 1, card: "horse", transferred: [] };
 * ```
 */
export interface MoveOrIdleDecision {
  readonly kind: "move-or-idle";
  readonly player: number;
  /** The movement card of this turn. */
  readonly card: string;
  /** Items already rearranged in this window (each item may be moved once per window). */
  readonly transferred: readonly string[];
}

/**
 * Take 1 Health or 1 Power.
 *
 * @example
 * ```ts
 * const d: ChooseGainDecision = { kind: "choose-gain", player: 0, reason: "castle" };
 * ```
 */
export interface ChooseGainDecision {
  readonly kind: "choose-gain";
  readonly player: number;
  /** What grants the gain (castle, idle, temple, ...). */
  readonly reason: string;
}

/**
 * Choose which hero with a free hand equips a gained item.
 *
 * @example
 * ```ts
 * const d: EquipItemDecision = { kind: "equip-item", player: 0, item: "bow" };
 * ```
 */
export interface EquipItemDecision {
  readonly kind: "equip-item";
  readonly player: number;
  readonly item: string;
}

/**
 * Several quests are completed at once and only one may be taken (Day): choose it.
 *
 * @example
 * ```ts
 * const d: ChooseQuestDecision = { kind: "choose-quest", player: 0, options: ["quest-move-row", "quest-move-column"] };
 * ```
 */
export interface ChooseQuestDecision {
  readonly kind: "choose-quest";
  readonly player: number;
  readonly options: readonly string[];
}

/**
 * A hero arrived on a grotto: take its action or not.
 *
 * @example
 * ```ts
 * const d: UseGrottoDecision = { kind: "use-grotto", player: 0, hero: 1, effect: "bright-magic-2" };
 * ```
 */
export interface UseGrottoDecision {
  readonly kind: "use-grotto";
  readonly player: number;
  /** The hero on the grotto. */
  readonly hero: number;
  readonly effect: string;
}

/**
 * Spend a pool of rolled Torch and Scroll symbols on your heroes' temple tracks, one space at a
 * time, until you finish or nothing more can be spent.
 *
 * @example
 * ```ts
 * const d: AdvanceTemplesDecision = { kind: "advance-temples", player: 0, torch: 2, scroll: 1, reason: "bright-roll-for-temples" };
 * ```
 */
export interface AdvanceTemplesDecision {
  readonly kind: "advance-temples";
  readonly player: number;
  readonly torch: number;
  readonly scroll: number;
  readonly reason: string;
}

/**
 * Every pending decision of the base game.
 *
 * @example
 * ```ts
 * function describe(d: Decision) { return `${d.kind} for player ${d.player}`; }
 * ```
 */
export type Decision =
  | ChooseMovementCardDecision
  | MoveOrIdleDecision
  | ChooseGainDecision
  | EquipItemDecision
  | ChooseQuestDecision
  | UseGrottoDecision
  | AdvanceTemplesDecision;
