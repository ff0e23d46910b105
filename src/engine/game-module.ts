/**
 * What a rules module is: one object that carries everything the module adds to the game (its
 * ruleset patch and hooks, the payload fields of its decisions and steps, its state slice's checks,
 * its error codes, its rulings and its docs page; its words in every locale are added to this
 * contract by the text layer, src/text/module-locales.ts), so that the core, the base rules, the
 * engine and the text layer find it through the engine it is given to and name none.
 * docs/writing-a-module.md builds one, part by part.
 *
 * @module
 */
import type { ErrorCodeInfo } from "../core/errors";
import type { Schema } from "../core/schema/index";
import type { GameRuleset, RulesEnv, StateIssue } from "../rules/game-types";
import type { GameState } from "../rules/state";
export type { ActionSpec, DecisionSpec, IdFieldType, PayloadFields, RulingSpec, StepSpec } from "./module-specs";
import type { ActionSpec, DecisionSpec, IdFieldType, PayloadFields, RulingSpec, StepSpec } from "./module-specs";

/**
 * The types a module adds, as one map: its actions, decisions, steps and events (each `never`
 * when it adds none), the type of its state slice (`never` when it keeps none), its rulings, its
 * error codes and the fields it adds to the score sheet. The public unions (`Action`, `Decision`,
 * `GameEvent`, `ErrorCode`, `Rulings`, `ModuleStates`, `ScoreSheet`) are composed from the maps
 * registered in `ModuleTypeMap` (src/engine/module-registry.ts), which each built-in module augments.
 *
 * @example
 * ```ts
 * import type { ModuleTypes } from "teq-engine";
 * interface QuietTypes extends ModuleTypes {
 *   action: never; decision: never; step: never; event: never; state: never;
 *   rulings: {}; errorCode: never; sheet: {};
 * }
 * ```
 */
export interface ModuleTypes {
  /** Every action the module adds (or changes: a base action type with more fields). */
  readonly action: {
    /** The action's type. */
    readonly type: string;
  };
  /** Every decision the module adds, kinds namespaced `"<id>/..."`. */
  readonly decision: {
    /** The decision's kind. */
    readonly kind: string;
    /** Who decides. */
    readonly player: number | "chance";
  };
  /** Every step the module adds, kinds namespaced `"<id>/..."`. */
  readonly step: {
    /** The step's kind. */
    readonly kind: string;
  };
  /** Every event the module adds, types namespaced `"<id>/..."`. */
  readonly event: {
    /** The event's type. */
    readonly type: string;
  };
  /** The module's state slice, `state.moduleState[id]`; `never` when it keeps none. */
  readonly state: unknown;
  /** The module's rulings: key to the union of its values (`{}` when none). */
  readonly rulings: object;
  /** The module's error codes (`never` when none). */
  readonly errorCode: string;
  /** The fields the module adds to the score sheet (`{}` when none). */
  readonly sheet: object;
}

/** The members of a union of kinds namespaced by a module's id (`"<id>/..."`; any id when `Id` is `string`). */
export type Own<K extends string, Id extends string = string> = Extract<K, `${Id}/${string}`>;

/**
 * A rules module: a patch over the base ruleset (`extend`) and everything else the module adds.
 * Pass it to `createEngine({ modules: [module] })` (an engine of its own), or add it to the
 * built-in list in src/built-in-modules.ts. See docs/writing-a-module.md. The
 * parts that reach into the rules (`extend`, the state and decision checks) are typed by the rules'
 * types, all exported: `GameRuleset`, `BaseHooks`, `RuleStep`, `RuleDecision`, `RulesGameState`,
 * `StateIssue`, `RulesEnv`.
 *
 * @example
 * ```ts
 * import { createEngine, type GameModule } from "teq-engine";
 * const quiet: GameModule = {
 *   id: "quiet", docs: "docs/modules/quiet.md", extend: (base) => base,
 *   words: { en: { actions: {}, decisions: {}, events: {} } },
 * };
 * createEngine({ modules: [quiet] }).createGame({ seed: 1, players: 2, modules: ["quiet"] }).config.modules; // ["quiet"]
 * ```
 */
// `any` in the default: a module seen without its own types (in the registry's list) keeps its
// word tables callable; the typed view is `GameModule<"id", ItsTypes>`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface GameModule<Id extends string = string, T extends ModuleTypes = any> {
  /** The module id used in game options and recorded in `state.config.modules`; its kinds are namespaced `"<id>/..."`. */
  readonly id: Id;
  /** Modules that must be composed before this one. */
  readonly requires?: readonly string[];
  /** Modules that cannot be composed with this one. */
  readonly conflictsWith?: readonly string[];
  /**
   * Returns the ruleset with this module's changes applied (its hooks, step and decision handlers).
   * Must not mutate `base`.
   */
  extend(base: GameRuleset): GameRuleset;
  /** Its docs page, from the package root (`"docs/modules/<id>.md"`). */
  readonly docs: string;
  /** The player counts it plays with (any when omitted). */
  readonly players?: readonly number[];
  /** Composed by the player count alone (whenever `players` allows), never listed in the `modules` option. */
  readonly implied?: boolean;
  /** Difficulty levels, easiest first, chosen by the `difficulty` option of `createGame` and recorded in `config.difficulty`. */
  readonly difficulties?: {
    /** The levels, easiest first. */
    readonly levels: readonly string[];
    /** The level played when the options choose none. */
    readonly default: string;
  };
  /** Its decision kinds. */
  readonly decisions?: { readonly [K in Own<T["decision"]["kind"], Id>]: DecisionSpec };
  /** Its step kinds. */
  readonly steps?: { readonly [K in Own<T["step"]["kind"], Id>]: StepSpec };
  /** Its action types. */
  readonly actions?: { readonly [K in Own<T["action"]["type"], Id>]: ActionSpec };
  /** The fields it adds to base actions, by action type (a `move` that carries a mushroom). */
  readonly actionFields?: Readonly<Record<string, PayloadFields>>;
  /** Its event types: each one's fields besides `type`. */
  readonly events?: { readonly [K in Own<T["event"]["type"], Id>]: PayloadFields };
  /** Payload field types it adds (ids of its own content records), for `schema.id("<type>")`. */
  readonly fieldTypes?: Readonly<Record<string, IdFieldType>>;
  /**
   * Its state slice, `state.moduleState[id]`, created by its setup: its schema and its
   * consistency checks (`parseState`, `STATE_INCONSISTENT`).
   */
  readonly slice?: {
    /** Its shape (`parseState`, `STATE_MALFORMED`; the JSON Schema files). */
    readonly schema: Schema<unknown>;
    /** The problems of the slice, empty when it is consistent. */
    readonly check: (state: GameState, env: RulesEnv) => readonly StateIssue[];
    /**
     * A copy of the slice for a draft or a simulator, built with the module's own literals so that
     * the copy's nodes have the hidden classes of the nodes its rules build (a copy key by key does
     * not: src/rules/state/subtree-copies.ts). It may share a node the module's rules only ever
     * replace, never change; it must equal a plain deep copy otherwise (same keys, same order), and
     * fall back to one for a slice of any other shape. A plain deep copy when omitted.
     */
    readonly copy?: (slice: unknown) => unknown;
  };
  /** Its error codes, with the class that carries each and its meaning (docs/errors.md lists them). */
  readonly errors?: { readonly [C in T["errorCode"]]: ErrorCodeInfo };
  /** Its rulings, by key (recorded in `state.config.rulings`). */
  readonly rulings?: { readonly [K in keyof T["rulings"]]: RulingSpec<T["rulings"][K] & string> };
  /** The module's types (never set: read by the registry's type composition). @internal */
  readonly types?: T;
}

/**
 * The types of a module, read from its definition.
 *
 * @example
 * ```ts
 * import { BUILTIN_MODULES, type ModuleTypesOf } from "teq-engine";
 * type First = ModuleTypesOf<(typeof BUILTIN_MODULES)[0]>; // the solo module's types
 * ```
 */
export type ModuleTypesOf<M> = M extends GameModule<infer _Id, infer T> ? T : never;
