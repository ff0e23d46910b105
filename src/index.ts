/**
 * teq-engine: an unofficial, deterministic rules engine for the board game Tiny Epic Quest.
 *
 * Create a game with {@link createGame}, list the legal actions with {@link legalActions}, and
 * advance it with the pure {@link reduce}. States are plain, frozen JSON; the same seed and the
 * same actions give the same game on any machine.
 *
 * @module API reference
 */

// The built-in modules, given to the engine here (first, so that they are given before any game)
export { BUILTIN_MODULES, MODULE_IDS, OPTIONAL_MODULE_IDS, isModuleAvailable } from "./built-in-modules";
export { DIFFICULTIES, DEFAULT_RULINGS, ERROR_CODES } from "./built-in-modules";
// Contract entry points
export { createEngine } from "./engine/engine";
export type { Engine, EngineOptions } from "./engine/engine";
export type {
  ActionOf,
  AnyEngineState,
  DecisionOf,
  EngineState,
  EngineView,
  GameEventOf,
  ModuleSlicesOf,
  ScoreSheetOf,
} from "./engine/engine-types";
export { createGame } from "./engine/create-game";
export { reduce, reduceWithEvents, validate, legalActions, isGameOver } from "./engine/api";
export type { ValidationResult, StepResult } from "./engine/api";
export { scores } from "./engine/scores";
export { playerView } from "./engine/player-view";
export type { PlayerView, ViewConfig } from "./engine/player-view";
export { replay } from "./engine/replay";
export { chanceOutcomes } from "./engine/chance";
export type { ChanceOutcome } from "./engine/chance";
export { parseState } from "./engine/parse-state";
export { editState } from "./engine/edit-state";
export type { StateRecipe } from "./engine/edit-state";
export { Simulator, cloneState } from "./engine/simulator";
export type { SimulatorOptions } from "./engine/simulator";
export { actionKey } from "./engine/position-hash";
export type { GameOptions, ModuleRulingsOf } from "./engine/options";
export type {
  ModuleTypeMap,
  BuiltinModuleTypes,
  BuiltinModuleTypesOf,
  Intersection,
  ModuleErrorCode,
  ModuleSheetFields,
  Rulings,
} from "./engine/module-registry";
export type { BaseRulings } from "./rules/state";
export type { GameModule, ModuleTypes, ModuleTypesOf } from "./engine/game-module";
export type { DecisionSpec, StepSpec, ActionSpec, RulingSpec, IdFieldType, PayloadFields } from "./engine/module-specs";
export type { ModuleWords, ModuleLocales } from "./text/module-locales";
export { schema, type SchemaKit } from "./engine/schema-kit";
export type { Schema, Infer, Optional, JsonSchema } from "./core/schema/index";
export type { ModuleId } from "./engine/module-registry";
export { moduleStateOf } from "./engine/module-state";
export type { ModuleStateHolder } from "./engine/module-state";
export type { ModuleStates } from "./engine/module-registry";

// Writing a module: the rules' types a module's `extend` and handlers are written against
export type {
  BaseGame,
  BaseHooks,
  EffectMove,
  GameDraft,
  GameRuleset,
  ModuleActionShape,
  RuleChanceOutcome,
  RuleContext,
  RuleDecision,
  RuleReadContext,
  RuleStep,
  RulesEnv,
  StateIssue,
} from "./rules/game-types";
export type { GameState as RulesGameState } from "./rules/state";
export type { Decision as RulesDecision } from "./rules/decisions";
export type { GameEvent as RulesGameEvent } from "./rules/events";
export type { ScoreSource } from "./rules/scoring/score-sources";
export type { GrottoEffect } from "./rules/grottos/grotto-effect";
export type { ContentIndex } from "./rules/content-index";
export type {
  ActionBase,
  DecisionBase,
  DecisionHandler,
  EventBase,
  GameTypes,
  KernelState,
  ReadContext,
  Rejection,
  Ruleset,
  StateDraft,
  StepBase,
  StepHandler,
  TransitionContext,
} from "./core/protocol";

// Bots
export { randomBot, heuristicBot } from "./bots/heuristic-bot";
export type { Bot, BotFactory, ActionProbability, RandomBotOptions, HeuristicBotOptions } from "./bots/heuristic-bot";
export { determinize } from "./bots/determinize";
export { returns } from "./bots/returns";
export { mctsBot } from "./bots/mcts-bot";
export type { MctsOptions, PolicyBot, SearchStats } from "./bots/mcts-options";
export type { BotEngineOptions } from "./bots/bot-env";

// Errors
export {
  TeqError,
  IllegalActionError,
  InvalidStateError,
  InvalidOptionsError,
  InvalidContentError,
} from "./core/errors";
export type { ContentProblem } from "./core/errors";
export { CONTENT_PROBLEM_CODES } from "./engine/content-error-codes";
export { isTeqError, isIllegalActionError } from "./engine/error-guards";
export type { BaseErrorCode, ErrorCode, ErrorCodeInfo, ErrorClassName } from "./engine/error-codes";
export type { ContentProblemCode } from "./engine/content-error-codes";
export type { CodedError } from "./engine/error-guards";
export type { RngState } from "./core/rng";
export type { Actor } from "./core/protocol";

// State, actions, decisions, events
export { SCHEMA_VERSION } from "./rules/state";
export type { GameState } from "./engine/state";
export type {
  GameConfig,
  GameStateOf,
  PackRef,
  RulingValues,
  Phase,
  Difficulty,
  ChanceMode,
  RegionRef,
  MapCell,
  MapState,
  HeroState,
  PlayerState,
  GoblinToken,
  PortalState,
  GoblinState,
  QuestState,
  MovementCardState,
  DayState,
  MovedThisTurn,
  NightState,
  LastRoll,
} from "./rules/state";
export type { Action } from "./engine/action";
export type { Action as BaseAction } from "./rules/actions";
export type { ModuleAction, ModuleDecisions, ModuleEvents } from "./engine/module-registry";
export type {
  SoloAction,
  SoloDealAction,
  SoloChooseGoblinsAction,
  SoloDealDecision,
  SoloChooseGoblinsDecision,
  SoloEvent,
  SoloState,
  SoloStep,
  SoloSheet,
  SoloTypes,
  SoloVerdict,
} from "./modules/solo/types";
export type { SoloErrorCode } from "./modules/solo/error-codes";
export type { GloomfallErrorCode } from "./modules/gloomfall/error-codes";
export type { GoldenMushroomsErrorCode } from "./modules/golden-mushrooms/error-codes";
export type {
  GoldenMushroomsTypes,
  GoldenMushroomsRulings,
  GoldenMushroomsStep,
} from "./modules/golden-mushrooms/types";
export type {
  GloomfallAction,
  GloomfallFootMoveAction,
  GloomfallFootStayAction,
  GloomfallFootMoveDecision,
  GloomfallStep,
  GloomfallRulings,
  GloomfallTypes,
} from "./modules/gloomfall/types";
export type {
  GoldenMushroomsAction,
  MushroomChoice,
  MushroomMoveAction,
  MushroomGrottoMoveAction,
  MushroomFootMoveAction,
  UseGoldenGrottoAction,
  SkipGoldenGrottoAction,
  PlaceMushroomAction,
  UseGoldenGrottoDecision,
  PlaceMushroomDecision,
} from "./modules/golden-mushrooms/actions";
export type { GoldenMushroomsEvent } from "./modules/golden-mushrooms/events";
export type { GoldenMushroomsState, Mushroom, MushroomPlace } from "./modules/golden-mushrooms/state";
export type {
  ChooseMovementCardAction,
  MoveAction,
  IdleAction,
  ChooseGainAction,
  EquipItemAction,
  TransferItemAction,
  ChooseQuestAction,
  UseGrottoAction,
  SkipGrottoAction,
  AdvanceHeroAction,
  FinishAction,
  AdventureAction,
  RestAction,
  DefendAction,
  TakeDamageAction,
  AttackAction,
  SwordAction,
  UseStaffAction,
  SkipStaffAction,
  RollOutcomeAction,
  DrawQuestAction,
} from "./rules/actions";
export type { Decision } from "./engine/decision";
export type {
  BaseDecision,
  ChooseMovementCardDecision,
  MoveOrIdleDecision,
  ChooseGainDecision,
  EquipItemDecision,
  ChooseQuestDecision,
  UseGrottoDecision,
  AdvanceTemplesDecision,
  AdventureOrRestDecision,
  DefendDecision,
  NightSpendDecision,
  UseStaffDecision,
  ChanceDecision,
  DrawQuestDecision,
  ModuleDecision,
} from "./rules/decisions";
export type { GameEvent } from "./engine/event";
export type { BaseGameEvent, ModuleEvent } from "./rules/events";
export type { FlowEvent } from "./rules/flow-events";
export type { DayEvent } from "./rules/day-events";
export type { NightEvent } from "./rules/night-events";
export type { Step, ModuleStep } from "./rules/steps";
export type { PlayerScore, ScoreLine, TieBreaks, ScoreSheet as BaseScoreSheet } from "./rules/scoring/scores";
export type { ScoreSheet } from "./engine/scores";
export { maxHealth, maxPower } from "./engine/stats";

// Content
export * from "./content/index";

// Words (formatters and locales)
export * from "./text/index";
export { en, ja } from "./built-in-locales";
