/**
 * The game state: plain JSON, versioned, with no classes and no functions. Everything a rule
 * needs is here, including the RNG state and the content pack the game was created with, so a
 * stored state is self-contained and `reduce(state, action)` needs nothing else.
 *
 * Values that can be derived (maximum Health and Power, scores) are not stored: see
 * `maxHealth`, `maxPower` and `scores`.
 *
 * @module
 */
export { SCHEMA_VERSION } from "./state/config";
export type { Phase, Difficulty, ChanceMode, GameConfig } from "./state/config";
export type { RegionRef, MapCell, MapState, GoblinToken, PortalState, GoblinState } from "./state/board";
export type { HeroState, PlayerState } from "./state/players";
export type { QuestState, MovementCardState, DayState, MovedThisTurn, NightState, LastRoll } from "./state/progress";
export type { GameState } from "./state/game-state";
