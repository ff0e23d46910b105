/**
 * The game state: plain JSON, versioned, with no classes and no functions. Everything a rule
 * needs is here, including the RNG state; the content pack is named by id and fingerprint, never
 * embedded (an engine bound to that pack plays the state: see `createEngine`).
 *
 * Values that can be derived (maximum Health and Power, scores) are not stored: see
 * `maxHealth`, `maxPower` and `scores`.
 *
 * @module
 */
export { SCHEMA_VERSION } from "./state/config";
export type { Phase, Difficulty, ChanceMode, GameConfig, RulingValues, BaseRulings } from "./state/config";
export type { RegionRef, MapCell, MapState, GoblinToken, PortalState, GoblinState } from "./state/board";
export type { HeroState, PlayerState } from "./state/players";
export type { QuestState, MovementCardState, DayState, MovedThisTurn, NightState, LastRoll } from "./state/progress";
export type { GameState, GameStateOf, PackRef } from "./state/game-state";
