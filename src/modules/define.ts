/**
 * What a rules module is: one object that carries everything the module adds to the game (its
 * ruleset patch and hooks, the payload fields of its decisions and steps, its state slice's checks,
 * its error codes, its rulings, its words in every locale and its docs page), so that the core, the
 * base rules, the engine and the text layer find it through the registry and name none.
 * "Writing a module" in docs/architecture.md walks through each part.
 *
 * @module
 */
import type { ErrorCodeInfo } from "../core/errors";
import type { Fields, Schema } from "../core/schema/index";
import type { GameRuleset, RulesEnv, StateIssue } from "../rules/game-types";
import type { GameState, Phase } from "../rules/state";
import type { ScoreSheet as BaseScoreSheet } from "../rules/scoring/scores";
import type { TextContext } from "../text/locale";

/**
 * The types a module adds, as one map: its actions, decisions, steps and events (each `never`
 * when it adds none), the type of its state slice (`never` when it keeps none), its rulings, its
 * error codes and the fields it adds to the score sheet. The public unions (`Action`, `Decision`,
 * `GameEvent`, `ErrorCode`, `Rulings`, `ModuleStates`, `ScoreSheet`) are composed from the built-in
 * modules' maps (src/modules/registry.ts).
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

/**
 * The fields of a payload (a decision's, a step's, an action's or an event's, besides its `kind` or
 * `type` and `player`), each declared with the schema kit ({@link schema}): from that one
 * declaration come `parseState`'s shape checks and the JSON Schema files. A field that names a
 * content record of the module's own is `schema.id("<field type>")` with the type in
 * {@link GameModule.fieldTypes}.
 *
 * @example
 * ```ts
 * import { schema, type PayloadFields } from "teq-engine";
 * const fields: PayloadFields = { hero: schema.hero, at: schema.optional(schema.region) };
 * ```
 */
export type PayloadFields = Fields;

/**
 * What the state checks need to know about one decision kind a module adds.
 *
 * @example
 * ```ts
 * import { schema, type DecisionSpec } from "teq-engine";
 * const spec: DecisionSpec = { fields: { hero: schema.hero }, phases: ["day"] };
 * ```
 */
export interface DecisionSpec {
  /** Its fields besides `kind` and `player`. */
  readonly fields: PayloadFields;
  /** Asked of chance (`player: "chance"`, external-chance mode) rather than of a seat. */
  readonly chance?: boolean;
  /** The phases it may be pending in (any phase when omitted). */
  readonly phases?: readonly Phase[];
  /** The Resolution step that asks it: the steps after that one are still queued while it is pending. */
  readonly askedBy?: string;
  /**
   * The step queued last while it is pending, in place of the phase's own driver (the solo deal
   * waits before the Day turn begins: `"begin-day-turn"`).
   */
  readonly carriedBy?: string;
  /**
   * The rules' own conditions on it (`STATE_INCONSISTENT`): where and what is wrong, empty when it
   * is one the rules would ask now.
   */
  readonly check?: (
    state: GameState,
    decision: Readonly<Record<string, unknown>>,
    env: RulesEnv,
  ) => readonly StateIssue[];
  /** Searched by the MCTS bot's playouts (a decision that shapes the round), not taken by its one-step look-ahead. */
  readonly searched?: boolean;
}

/**
 * What the state checks need to know about one step kind a module adds.
 *
 * @example
 * ```ts
 * import { schema, type StepSpec } from "teq-engine";
 * const spec: StepSpec = { fields: { player: schema.seat }, waitsIn: ["day"] };
 * ```
 */
export interface StepSpec {
  /** Its fields besides `kind`. */
  readonly fields: PayloadFields;
  /** The phases in whose queue it may wait in a saved state (none: it runs at once when queued). */
  readonly waitsIn?: readonly Phase[];
}

/**
 * One action type a module adds: its fields besides `type` and `player`.
 *
 * @example
 * ```ts
 * import { schema, type ActionSpec } from "teq-engine";
 * const spec: ActionSpec = { fields: { hero: schema.hero, to: schema.region } };
 * ```
 */
export interface ActionSpec {
  /** Its fields besides `type` and `player`. */
  readonly fields: PayloadFields;
  /** Taken by chance (`player: "chance"`, external-chance mode) rather than by a seat. */
  readonly chance?: boolean;
}

/**
 * A payload field type a module adds: the id of one of its content records.
 *
 * @example
 * ```ts
 * const golden: IdFieldType = { what: "Golden Grotto action", has: (env, id) => env.content.goldenMushrooms.actions.some((a) => a.id === id) };
 * ```
 */
export interface IdFieldType {
  /** What the id names, for messages (`"Golden Grotto action"`). */
  readonly what: string;
  /**
   * Whether the engine's content has a record of this id (read from the rules' environment).
   */
  readonly has: (env: RulesEnv, id: string) => boolean;
}

/**
 * One ruling of a module: a rule the rulebooks allow two readings of (docs/rulings.md).
 *
 * @example
 * ```ts
 * const spec: RulingSpec<"aggressive" | "passive"> = { values: ["aggressive", "passive"], default: "aggressive", doc: "..." };
 * ```
 */
export interface RulingSpec<V extends string = string> {
  /** The values it accepts. */
  readonly values: readonly V[];
  /** The reading played when the game's options do not choose. */
  readonly default: V;
  /** What it decides, in a sentence. */
  readonly doc: string;
}

/**
 * The words of a module in one locale: its own actions, decisions and events (the tables are
 * mapped over its kinds, so a kind without words does not compile), the words of the reasons and
 * score sources it adds, and what it adds to the sentences of base actions it extends.
 *
 * @example
 * ```ts
 * const words: ModuleWords<any> = { actions: {}, decisions: {}, events: {} };
 * ```
 */
export interface ModuleWords<T extends ModuleTypes, Id extends string = string> {
  /** Its own actions (types namespaced by its id). */
  readonly actions: {
    readonly [K in Own<T["action"]["type"], Id>]: (
      action: Extract<T["action"], { readonly type: K }>,
      t: TextContext,
    ) => string;
  };
  /** Its decisions. */
  readonly decisions: {
    readonly [K in Own<T["decision"]["kind"], Id>]: (
      decision: Extract<T["decision"], { readonly kind: K }>,
      t: TextContext,
    ) => string;
  };
  /** Its events. */
  readonly events: {
    readonly [K in Own<T["event"]["type"], Id>]: (
      event: Extract<T["event"], { readonly type: K }>,
      t: TextContext,
    ) => string;
  };
  /** Words for the reason, cause and purpose strings it adds. */
  readonly reasons?: Readonly<Record<string, string>>;
  /** Words for the score sources it adds, by source id. */
  readonly scoreSources?: Readonly<Record<string, string>>;
  /** Appended to the sentence of an action it extends with fields of its own (a base action or another module's), by action type. */
  readonly actionSuffixes?: {
    readonly [K in Exclude<T["action"]["type"], Own<T["action"]["type"], Id>>]?: (
      action: Extract<T["action"], { readonly type: K }>,
      t: TextContext,
    ) => string;
  };
  /** The verdict line of a score sheet it decides (in place of the winners' line), or null when the sheet is not its. */
  readonly verdict?: (
    sheet: BaseScoreSheet & T["sheet"],
    t: TextContext,
    difficulty: (level: string) => string,
  ) => string | null;
}

/** The members of a union of kinds namespaced by a module's id (`"<id>/..."`; any id when `Id` is `string`). */
type Own<K extends string, Id extends string = string> = Extract<K, `${Id}/${string}`>;

/**
 * A module's words in every locale it speaks: English at least (the fallback of any other locale).
 *
 * @example
 * ```ts
 * const words: ModuleLocales<any> = { en: { actions: {}, decisions: {}, events: {} } };
 * ```
 */
export interface ModuleLocales<T extends ModuleTypes, Id extends string = string> {
  /** English (the fallback). */
  readonly en: ModuleWords<T, Id>;
  /** Other locales, by locale code (`ja`, ...). */
  readonly [code: string]: ModuleWords<T, Id> | undefined;
}

/**
 * A rules module: a patch over the base ruleset (`extend`) and everything else the module adds.
 * Pass it to `createEngine({ modules: [module] })` (an engine of its own), or add it to the
 * built-in list in src/modules/registry.ts. See "Writing a module" in docs/architecture.md. The
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
  };
  /** Its error codes, with the class that carries each and its meaning (docs/errors.md lists them). */
  readonly errors?: { readonly [C in T["errorCode"]]: ErrorCodeInfo };
  /** Its rulings, by key (recorded in `state.config.rulings`). */
  readonly rulings?: { readonly [K in keyof T["rulings"]]: RulingSpec<T["rulings"][K] & string> };
  /** Its words, by locale code. */
  readonly words: ModuleLocales<T, Id>;
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
