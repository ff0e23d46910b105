/**
 * The schemas of an engine's states, views, actions, decisions, steps and events: the base game's,
 * with what each of the engine's modules declares (its kinds with their fields, its rulings and
 * difficulty levels, the fields it adds to a base action, its state slice). A state composing only
 * some of the modules is held to them too; `check-fields` then checks that its kinds and slices are
 * those of its own modules. Built once per module set.
 *
 * @module
 * @internal
 */
import {
  array,
  extend,
  literal,
  nullable,
  object,
  oneOf,
  optional,
  tagged,
  trusted,
  type Fields,
  type ObjectSchema,
  type Schema,
  type TaggedSchema,
} from "../core/schema/index";
import type { GameModule } from "./game-module";
import { BASE_ACTIONS } from "../rules/schema/actions";
import { mapSchema } from "../rules/schema/board";
import { seat } from "../rules/schema/common";
import { BASE_DECISIONS } from "../rules/schema/decisions";
import { BASE_EVENTS } from "../rules/schema/events";
import { stateSchema, viewSchema, type StateParts } from "../rules/schema/state";
import { BASE_STEPS } from "../rules/schema/steps";
import { referenceModuleSet, type ModuleSet } from "./module-set";
import { isVerifiedMap } from "./state-check/verified-maps";

/** The schemas of one engine. */
export interface EngineSchemas {
  /** A pending decision, by `kind`. */
  readonly decision: TaggedSchema<unknown>;
  /** A queued step, by `kind`. */
  readonly step: TaggedSchema<unknown>;
  /** An action, by `type`. */
  readonly action: TaggedSchema<unknown>;
  /** An event, by `type`. */
  readonly event: TaggedSchema<unknown>;
  /** A full state (a Land Map `parseState` verified before is not walked again). */
  readonly state: ObjectSchema;
  /** A player view. */
  readonly view: ObjectSchema;
}

const chance = literal("chance");

/** One variant of a union: its tag, its actor field when it has one, its fields. */
function variant(tag: "kind" | "type", name: string, fields: Fields, actor?: Schema<unknown>): ObjectSchema {
  return object({ [tag]: literal(name), ...(actor === undefined ? {} : { player: actor }), ...fields });
}

/** The value an object schema fixes for its `type` (its first field, a `literal`). */
function typeOf(schema: ObjectSchema): string {
  const tag = schema.fields[0]?.schema;
  const values: unknown = tag !== undefined && "values" in tag ? tag.values : undefined;
  const value: unknown = Array.isArray(values) ? values[0] : undefined;
  if (typeof value !== "string") throw new Error("an action schema's first field is its `type` literal");
  return value;
}

/** Every module's entries of one table, as [name, spec] pairs. */
function entries<T>(
  modules: readonly GameModule[],
  table: (m: GameModule) => Readonly<Record<string, T>> | undefined,
): [string, T][] {
  return modules.flatMap((m) => Object.entries(table(m) ?? {}));
}

function build(set: ModuleSet): EngineSchemas {
  const { modules } = set;
  const added = new Map<string, Fields>();
  for (const [type, fields] of entries(modules, (m) => m.actionFields))
    added.set(type, { ...added.get(type), ...fields });
  const decision = tagged(
    "kind",
    [
      ...BASE_DECISIONS,
      ...entries(modules, (m) => m.decisions).map(([kind, spec]) =>
        variant("kind", kind, spec.fields, spec.chance === true ? chance : seat),
      ),
    ],
    "decision kind",
  );
  const step = tagged(
    "kind",
    [...BASE_STEPS, ...entries(modules, (m) => m.steps).map(([kind, spec]) => variant("kind", kind, spec.fields))],
    "step kind",
  );
  const withAdded = (action: ObjectSchema): ObjectSchema => {
    const more = added.get(typeOf(action));
    return more === undefined ? action : extend(action, more);
  };
  const action = tagged(
    "type",
    [
      ...(BASE_ACTIONS as readonly ObjectSchema[]),
      ...entries(modules, (m) => m.actions).map(([type, spec]) =>
        variant("type", type, spec.fields, spec.chance === true ? chance : seat),
      ),
    ].map(withAdded),
    "action type",
  );
  const event = tagged(
    "type",
    [...BASE_EVENTS, ...entries(modules, (m) => m.events).map(([type, fields]) => variant("type", type, fields))],
    "event type",
  );
  const levels = modules.flatMap((m) => m.difficulties?.levels ?? []);
  const slices: Record<string, ReturnType<typeof optional>> = {};
  for (const m of modules) if (m.slice !== undefined) slices[m.id] = optional(m.slice.schema);
  const parts: StateParts = {
    modules: array(oneOf(set.ids), { max: set.ids.length, unique: true }),
    difficulty: levels.length === 0 ? literal(null) : nullable(oneOf(levels)),
    rulings: object(
      Object.fromEntries(Object.entries(set.rulings).map(([key, ruling]) => [key, oneOf(ruling.values)])),
    ),
    decision,
    step,
    moduleState: object(slices),
  };
  return {
    decision,
    step,
    action,
    event,
    state: extend(stateSchema(parts), { map: trusted(mapSchema, isVerifiedMap) }),
    view: viewSchema(parts),
  };
}

const built = new WeakMap<ModuleSet, EngineSchemas>();

/**
 * The schemas of an engine's module set (built on first use).
 *
 * @param set - the engine's modules (the reference modules by default: the built-in ones, given by the package entry)
 * @returns its schemas
 * @internal
 */
export function schemasOf(set: ModuleSet = referenceModuleSet()): EngineSchemas {
  let schemas = built.get(set);
  if (schemas === undefined) {
    schemas = build(set);
    built.set(set, schemas);
  }
  return schemas;
}
