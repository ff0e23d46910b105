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
  /** Decision kind: pick the turn's movement card. */
  readonly kind: "choose-movement-card";
  /** The seat that must decide. */
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
  /** Decision kind: move a hero or idle. */
  readonly kind: "move-or-idle";
  /** The seat that must decide. */
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
  /** Decision kind: pick Health or Power. */
  readonly kind: "choose-gain";
  /** The seat that must decide. */
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
  /** Decision kind: pick the hero that equips an item. */
  readonly kind: "equip-item";
  /** The seat that must decide. */
  readonly player: number;
  /** The id of the item gained. */
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
  /** Decision kind: pick one of several completed quests. */
  readonly kind: "choose-quest";
  /** The seat that must decide. */
  readonly player: number;
  /** The ids of the completed quests to pick from. */
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
  /** Decision kind: use the grotto's effect or skip it. */
  readonly kind: "use-grotto";
  /** The seat that must decide. */
  readonly player: number;
  /** The hero on the grotto. */
  readonly hero: number;
  /** The id of the grotto effect on offer. */
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
  /** Decision kind: spend Torch and Scroll symbols on temple tracks. */
  readonly kind: "advance-temples";
  /** The seat that must decide. */
  readonly player: number;
  /** Torch symbols left to spend. */
  readonly torch: number;
  /** Scroll symbols left to spend. */
  readonly scroll: number;
  /** Where the symbols came from (e.g. a grotto effect id). */
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
