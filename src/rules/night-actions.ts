/**
 * The base game's Night actions: adventure or rest, damage, attacks and the Sword and Staff
 * (members of `Action`, src/rules/actions.ts).
 *
 * @module
 */

/**
 * Roll the dice (adventure) instead of resting.
 *
 * @example
 * ```ts
 * const a: AdventureAction = { type: "adventure", player: 0 };
 * ```
 */
export interface AdventureAction {
  /** The action's type. */
  readonly type: "adventure";
  /** The seat taking the action. */
  readonly player: number;
}

/**
 * Rest for the rest of the Night.
 *
 * @example
 * ```ts
 * const a: RestAction = { type: "rest", player: 0 };
 * ```
 */
export interface RestAction {
  /** The action's type. */
  readonly type: "rest";
  /** The seat taking the action. */
  readonly player: number;
}

/**
 * Spend Power to cancel all the damage of one Take Damage symbol.
 *
 * @example
 * ```ts
 * const a: DefendAction = { type: "defend", player: 1 };
 * ```
 */
export interface DefendAction {
  /** The action's type. */
  readonly type: "defend";
  /** The seat taking the action. */
  readonly player: number;
}

/**
 * Take the damage of one Take Damage symbol.
 *
 * @example
 * ```ts
 * const a: TakeDamageAction = { type: "take-damage", player: 1 };
 * ```
 */
export interface TakeDamageAction {
  /** The action's type. */
  readonly type: "take-damage";
  /** The seat taking the action. */
  readonly player: number;
}

/**
 * Use one rolled Attack Goblin symbol: the hero deals 1 damage to the goblin on the portal of
 * `cell` (its own portal, or with the Bow a portal on an adjacent card).
 *
 * @example
 * ```ts
 * const a: AttackAction = { type: "attack", player: 0, hero: 2, cell: 6 };
 * ```
 */
export interface AttackAction {
  /** The action's type. */
  readonly type: "attack";
  /** The seat taking the action. */
  readonly player: number;
  /** The attacking hero. */
  readonly hero: number;
  /** The map cell of the goblin's portal. */
  readonly cell: number;
}

/**
 * The Sword: spend 1 Power for 1 damage to the goblin the sword hero is attacking at its portal.
 *
 * @example
 * ```ts
 * const a: SwordAction = { type: "sword", player: 0, hero: 1 };
 * ```
 */
export interface SwordAction {
  /** The action's type. */
  readonly type: "sword";
  /** The seat taking the action. */
  readonly player: number;
  /** The hero holding the Sword. */
  readonly hero: number;
}

/**
 * Pay the Staff's Power when resting, to learn the staff hero's spell.
 *
 * @example
 * ```ts
 * const a: UseStaffAction = { type: "use-staff", player: 0 };
 * ```
 */
export interface UseStaffAction {
  /** The action's type. */
  readonly type: "use-staff";
  /** The seat taking the action. */
  readonly player: number;
}

/**
 * Do not use the Staff.
 *
 * @example
 * ```ts
 * const a: SkipStaffAction = { type: "skip-staff", player: 0 };
 * ```
 */
export interface SkipStaffAction {
  /** The action's type. */
  readonly type: "skip-staff";
  /** The seat taking the action. */
  readonly player: number;
}
