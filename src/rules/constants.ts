/**
 * Numbers fixed by the rulebook (components and thresholds), as opposed to card data, which lives
 * in the content pack.
 *
 * @module
 */

/** Rounds in a game (Rulebook, Game End). @example `if (state.round === ROUNDS) ...` */
export const ROUNDS = 5;
/** Goblin tokens in the box (Rulebook, Components). @example `GOBLIN_TOKENS - onPortals` */
export const GOBLIN_TOKENS = 16;
/** Heroes per player (Rulebook, Components). @example `HEROES_PER_PLAYER === 3` */
export const HEROES_PER_PLAYER = 3;
/** Starting (and post-exhaustion) Health (Rulebook, Game Setup). @example `player.health === STARTING_HEALTH` */
export const STARTING_HEALTH = 6;
/** Starting (and post-exhaustion) Power (Rulebook, Game Setup). @example `player.power === STARTING_POWER` */
export const STARTING_POWER = 3;
/** Neither maximum threshold may exceed this (Rulebook, Health and Power Maximum Thresholds). @example `Math.min(STAT_CAP, max)` */
export const STAT_CAP = 10;
/** Items a hero can hold (Rulebook, Equipping Heroes). @example `hero.items.length < HANDS_PER_HERO` */
export const HANDS_PER_HERO = 2;
/** Quest cards face up in the row (Rulebook, Game Setup). @example `row.length === QUEST_ROW_SIZE` */
export const QUEST_ROW_SIZE = 3;
/** Day turns per round (Rulebook, Day Phase). @example `day.turn < DAY_TURNS` */
export const DAY_TURNS = 4;
/** Damage that defeats a goblin (Rulebook, Attacking). @example `goblin.damage >= GOBLIN_HEALTH` */
export const GOBLIN_HEALTH = 5;
/** The default seat colours, seat 0 first. @example `DEFAULT_COLORS.slice(0, players)` */
export const DEFAULT_COLORS: readonly string[] = ["red", "blue", "green", "yellow"];
