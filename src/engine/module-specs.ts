/**
 * The parts of a module's definition that declare its payloads: the fields of its decisions,
 * steps and actions, the content records its fields name, and its rulings. From these come
 * `parseState`'s shape checks, the JSON Schema files and the options' validation.
 *
 * @module
 */
import type { Fields } from "../core/schema/index";
import type { RulesEnv, StateIssue } from "../rules/game-types";
import type { GameState, Phase } from "../rules/state";

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
