/**
 * The players in the state: their boards and heroes.
 *
 * @module
 */
import type { RegionRef } from "./board";

/**
 * A hero (ITEMeeple): where it stands, its progress on a temple track, and the items in its two
 * hands.
 *
 * @example
 * ```ts
 * const hero = state.players[0]?.heroes[1]; // { at: { cell: 5, side: "left" }, templeSpace: 0, items: [] }
 * ```
 */
export interface HeroState {
  /** The region the hero stands on. */
  readonly at: RegionRef;
  /** 0 = at the temple's entrance (or not in a temple); 1 to 4 = the space reached on its track. */
  readonly templeSpace: number;
  /** Item ids held, at most 2. */
  readonly items: readonly string[];
}

/**
 * One player's board: stats, heroes, items, quests and progress.
 *
 * @example
 * ```ts
 * const me = state.players[0]; // me.health, me.power, me.heroes ...
 * ```
 */
export interface PlayerState {
  /** The player's seat, 0 = the first seat. */
  readonly seat: number;
  /** The player's colour. */
  readonly color: string;
  /** Current Health. */
  readonly health: number;
  /** Current Power. */
  readonly power: number;
  /** Spell level reached, 0 at the start. */
  readonly spellLevel: number;
  /** How many goblin tokens the player has collected. */
  readonly goblinsDefeated: number;
  /** Quest ids taken, in the order taken. */
  readonly completedQuests: readonly string[];
  /** The player's three heroes, by index. */
  readonly heroes: readonly HeroState[];
  /** Items gained while no hero had a free hand, kept at the player card. */
  readonly reserve: readonly string[];
  /**
   * Legendary item id to the number of its two temples completed (0, 1 or 2; 2 = gained).
   * Keys in the player card's order.
   */
  readonly legendary: Readonly<Record<string, number>>;
}
