/**
 * The types of an engine given modules of its own (`createEngine({ modules: [mine] })`): its
 * states, views, actions, decisions, events and score sheets add each module's own, read from the
 * module's type map (`GameModule<Id, Types>`). With no module of its own (`M` is `never`) each is
 * the public type itself (`GameState`, `Action`, ...). Types only.
 *
 * @module
 */
import type { Action } from "./action";
import type { Decision } from "./decision";
import type { GameEvent } from "./event";
import type { GameModule, ModuleTypesOf } from "./game-module";
import type { PlayerView } from "./player-view";
import type { ScoreSheet } from "./scores";
import type { GameState } from "./state";

/** True when `M` names no module. */
type None<M> = [M] extends [never] ? true : false;

/**
 * Every action of an engine with the modules `M`: the public `Action` union and the modules' own.
 *
 * @example
 * ```ts
 * import type { ActionOf, GameModule } from "teq-engine";
 * type Mine = GameModule<"mine", {
 *   action: { type: "mine/pay"; player: number };
 *   decision: { kind: "mine/choose"; player: number };
 *   step: { kind: "mine/step" };
 *   event: { type: "mine/paid"; player: number };
 *   state: { count: number };
 *   rulings: object;
 *   errorCode: never;
 *   sheet: { tithes: number };
 * }>;
 * const pay: ActionOf<Mine> = { type: "mine/pay", player: 0 };
 * ```
 */
export type ActionOf<M extends GameModule> = Action | ModuleTypesOf<M>["action"];

/**
 * Every decision of an engine with the modules `M`: the public `Decision` union and the modules' own.
 *
 * @example
 * ```ts
 * import type { DecisionOf, GameModule } from "teq-engine";
 * type Mine = GameModule<"mine", {
 *   action: { type: "mine/pay"; player: number };
 *   decision: { kind: "mine/choose"; player: number };
 *   step: { kind: "mine/step" };
 *   event: { type: "mine/paid"; player: number };
 *   state: { count: number };
 *   rulings: object;
 *   errorCode: never;
 *   sheet: { tithes: number };
 * }>;
 * function kind(d: DecisionOf<Mine>): string { return d.kind; }
 * ```
 */
export type DecisionOf<M extends GameModule> = Decision | ModuleTypesOf<M>["decision"];

/**
 * Every event of an engine with the modules `M`: the public `GameEvent` union and the modules' own.
 *
 * @example
 * ```ts
 * import type { GameEventOf, GameModule } from "teq-engine";
 * type Mine = GameModule<"mine", {
 *   action: { type: "mine/pay"; player: number };
 *   decision: { kind: "mine/choose"; player: number };
 *   step: { kind: "mine/step" };
 *   event: { type: "mine/paid"; player: number };
 *   state: { count: number };
 *   rulings: object;
 *   errorCode: never;
 *   sheet: { tithes: number };
 * }>;
 * function type(e: GameEventOf<Mine>): string { return e.type; }
 * ```
 */
export type GameEventOf<M extends GameModule> = GameEvent | ModuleTypesOf<M>["event"];

/**
 * The state slices of the modules `M`, by module id (absent from a game that does not play the module).
 *
 * @example
 * ```ts
 * import type { ModuleSlicesOf, GameModule } from "teq-engine";
 * type Mine = GameModule<"mine", {
 *   action: { type: "mine/pay"; player: number };
 *   decision: { kind: "mine/choose"; player: number };
 *   step: { kind: "mine/step" };
 *   event: { type: "mine/paid"; player: number };
 *   state: { count: number };
 *   rulings: object;
 *   errorCode: never;
 *   sheet: { tithes: number };
 * }>;
 * type MySlice = ModuleSlicesOf<Mine>["mine"]; // its state, or undefined
 * ```
 */
export type ModuleSlicesOf<M extends GameModule> = {
  readonly [X in M as [ModuleTypesOf<X>["state"]] extends [never] ? never : X["id"]]?: ModuleTypesOf<X>["state"];
};

/** A state or view whose decision and module slices include the modules `M`'s own. */
type With<S extends GameState | PlayerView, M extends GameModule> = Omit<S, "decision" | "moduleState"> & {
  /** The pending decision, or null when the game is over. */
  readonly decision: DecisionOf<M> | null;
  /** Each composed module's own state slice, keyed by module id. */
  readonly moduleState: S["moduleState"] & ModuleSlicesOf<M>;
};

/**
 * A game state of an engine with the modules `M`: `GameState` with their decisions and state slices.
 *
 * @example
 * ```ts
 * import type { EngineState, GameModule } from "teq-engine";
 * type Mine = GameModule<"mine", {
 *   action: { type: "mine/pay"; player: number };
 *   decision: { kind: "mine/choose"; player: number };
 *   step: { kind: "mine/step" };
 *   event: { type: "mine/paid"; player: number };
 *   state: { count: number };
 *   rulings: object;
 *   errorCode: never;
 *   sheet: { tithes: number };
 * }>;
 * function count(s: EngineState<Mine>) { return s.moduleState["mine"]?.count; }
 * ```
 */
export type EngineState<M extends GameModule> = None<M> extends true ? GameState : With<GameState, M>;

/**
 * A player view of an engine with the modules `M`: `PlayerView` with their decisions and state slices.
 *
 * @example
 * ```ts
 * import type { EngineView, GameModule } from "teq-engine";
 * type Mine = GameModule<"mine", {
 *   action: { type: "mine/pay"; player: number };
 *   decision: { kind: "mine/choose"; player: number };
 *   step: { kind: "mine/step" };
 *   event: { type: "mine/paid"; player: number };
 *   state: { count: number };
 *   rulings: object;
 *   errorCode: never;
 *   sheet: { tithes: number };
 * }>;
 * function seat(v: EngineView<Mine>) { return v.viewer; }
 * ```
 */
export type EngineView<M extends GameModule> = None<M> extends true ? PlayerView : With<PlayerView, M>;

/**
 * The score sheet of an engine with the modules `M`: `ScoreSheet` with the fields they add.
 *
 * @example
 * ```ts
 * import type { ScoreSheetOf, GameModule } from "teq-engine";
 * type Mine = GameModule<"mine", {
 *   action: { type: "mine/pay"; player: number };
 *   decision: { kind: "mine/choose"; player: number };
 *   step: { kind: "mine/step" };
 *   event: { type: "mine/paid"; player: number };
 *   state: { count: number };
 *   rulings: object;
 *   errorCode: never;
 *   sheet: { tithes: number };
 * }>;
 * function winners(s: ScoreSheetOf<Mine>) { return s.winners; }
 * ```
 */
export type ScoreSheetOf<M extends GameModule> =
  None<M> extends true ? ScoreSheet : ScoreSheet & ModuleSheetOf<ModuleTypesOf<M>["sheet"]>;

/** The intersection of the sheet fields of each module. */
type ModuleSheetOf<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/**
 * A state or a player view of any engine, whatever modules of its own it has (`EngineState` and
 * `EngineView` of any modules): what a bot takes, so that a bot given `{ engine }` plays that
 * engine's states with no cast.
 *
 * @example
 * ```ts
 * import { createEngine, type AnyEngineState } from "teq-engine";
 * const state: AnyEngineState = createEngine().createGame({ seed: 1, players: 2 });
 * ```
 */
export type AnyEngineState = EngineState<GameModule> | EngineView<GameModule>;
