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
 * The player holding the dice at Night: adventure (roll) or rest. Forge Ahead and the Sword may be
 * used first.
 *
 * @example
 * ```ts
 * const d: AdventureOrRestDecision = { kind: "adventure-or-rest", player: 2 };
 * ```
 */
export interface AdventureOrRestDecision {
  /** The decision's kind. */
  readonly kind: "adventure-or-rest";
  /** Who must decide. */
  readonly player: number;
}

/**
 * A Take Damage symbol is about to hit a player: defend it with Power or take the damage.
 *
 * @example
 * ```ts
 * const d: DefendDecision = { kind: "defend", player: 1, amount: 2, cost: 2 };
 * ```
 */
export interface DefendDecision {
  /** The decision's kind. */
  readonly kind: "defend";
  /** Who must decide. */
  readonly player: number;
  /** The Health this symbol would take. */
  readonly amount: number;
  /** The Power defending costs (2, or 1 with the Shield). */
  readonly cost: number;
}

/**
 * After a roll: an adventuring player spends the rolled Torch, Scroll and Attack symbols (each once)
 * on their own heroes, with Forge Ahead and the Sword, until they finish.
 *
 * @example
 * ```ts
 * const d: NightSpendDecision = { kind: "night-spend", player: 0, torch: 1, scroll: 0, attack: 2 };
 * ```
 */
export interface NightSpendDecision {
  /** The decision's kind. */
  readonly kind: "night-spend";
  /** Who must decide. */
  readonly player: number;
  /** Torch symbols left to use. */
  readonly torch: number;
  /** Scroll symbols left to use. */
  readonly scroll: number;
  /** Attack Goblin symbols left to use. */
  readonly attack: number;
}

/**
 * On resting, the Staff may pay Power to count extra magic spaces for the spell its hero stands on.
 *
 * @example
 * ```ts
 * const d: UseStaffDecision = { kind: "use-staff", player: 0, power: 3, spells: ["spider"], staffSpell: "spider" };
 * ```
 */
export interface UseStaffDecision {
  /** The decision's kind. */
  readonly kind: "use-staff";
  /** Who must decide. */
  readonly player: number;
  /** The Power needed to learn the staff hero's spell. */
  readonly power: number;
  /** The spells of the obelisks the player's heroes stood on when resting. */
  readonly spells: readonly string[];
  /** The spell of the obelisk the Staff hero stood on (the only one the extra spaces count for). */
  readonly staffSpell: string;
}

/**
 * External chance mode: the dice are rolled and the next action supplies the outcome.
 *
 * @example
 * ```ts
 * const d: ChanceDecision = { kind: "chance", player: "chance", dice: 5, purpose: "adventure" };
 * ```
 */
export interface ChanceDecision {
  /** The decision's kind. */
  readonly kind: "chance";
  /** Who must decide. */
  readonly player: "chance";
  /** How many dice are rolled. */
  readonly dice: number;
  /** Why: `"adventure"` or a grotto effect id. */
  readonly purpose: string;
}

/**
 * External chance mode: a quest card is drawn from the deck and the next action (`draw-quest`)
 * names it; every card of the deck is equally likely.
 *
 * @example
 * ```ts
 * const d: DrawQuestDecision = { kind: "draw-quest", player: "chance" };
 * ```
 */
export interface DrawQuestDecision {
  /** The decision's kind. */
  readonly kind: "draw-quest";
  /** Who must decide. */
  readonly player: "chance";
}

/**
 * The shape of a decision added by a module. Its kind is namespaced by the module id
 * (`"solo/choose-aggressive-goblins"`), so it never collides with a base kind and base code can
 * still narrow on its own kinds.
 *
 * @example
 * ```ts
 * const d: ModuleDecision = { kind: "solo/choose-aggressive-goblins", player: 0, count: 3 };
 * ```
 */
export interface ModuleDecision {
  /** `"<module id>/<decision>"`. */
  readonly kind: `${string}/${string}`;
  /** Who must decide. */
  readonly player: number | "chance";
  /** The module's own fields. */
  readonly [field: string]: unknown;
}

/**
 * Every pending decision of the base game.
 *
 * @example
 * ```ts
 * function describe(d: BaseDecision) { return `${d.kind} for player ${d.player}`; }
 * ```
 */
export type BaseDecision =
  | ChooseMovementCardDecision
  | MoveOrIdleDecision
  | ChooseGainDecision
  | EquipItemDecision
  | ChooseQuestDecision
  | UseGrottoDecision
  | AdvanceTemplesDecision
  | AdventureOrRestDecision
  | DefendDecision
  | NightSpendDecision
  | UseStaffDecision
  | ChanceDecision
  | DrawQuestDecision;

/**
 * What the base rules' state may hold as its pending decision: a base decision, or a module's in
 * its open shape (the rules name no module). The public `Decision` union (src/engine/decision.ts)
 * lists every module's decisions by name. Exported as `RulesDecision`.
 *
 * @example
 * ```ts
 * import type { RulesDecision } from "teq-engine";
 * const d: RulesDecision = { kind: "my-module/ask", player: 0, cost: 1 };
 * ```
 */
export type Decision = BaseDecision | ModuleDecision;
