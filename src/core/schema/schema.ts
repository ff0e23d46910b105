/**
 * The schema kit's types: a schema checks a value (a fast yes/no, then, only for a value that
 * fails, every problem with its path), names what it expects in one wording, and writes itself as
 * JSON Schema (draft 2020-12). Its TypeScript type is `Infer<typeof S>`.
 *
 * @module
 */

/**
 * What kind of problem an {@link Issue} is; callers map kinds onto their own error codes.
 *
 * - `missing`: a required field is absent; `unknown`: a field the schema does not declare;
 * - `not-object`: an object was expected; `type`: another JSON type was expected;
 * - `value`: the right type, a value out of range or not allowed; `count`: a list of the wrong length.
 */
export type IssueKind = "missing" | "unknown" | "not-object" | "type" | "value" | "count";

/** One problem: where (a property path such as `players[1].heroes[2].at.cell`), what kind, and why. */
export interface Issue {
  readonly path: string;
  readonly kind: IssueKind;
  readonly message: string;
}

/**
 * Bounds known only when a value is checked (a state's player count, its number of map cells), by
 * name. A bound whose name is absent falls back to its static value.
 */
export type Limits = Readonly<Record<string, number | undefined>>;

/**
 * A JSON Schema document or subschema.
 *
 * @example
 * ```ts
 * import { createEngine, type JsonSchema } from "teq-engine";
 * const schemas: Record<string, JsonSchema> = createEngine().jsonSchemas();
 * ```
 */
export type JsonSchema = { readonly [keyword: string]: unknown };

/** What JSON Schema emission collects: the named subschemas (`$defs`). */
export interface JsonContext {
  readonly defs: Record<string, JsonSchema>;
}

/**
 * A schema of values of type `T`, built with the schema kit (`schema` for module authors): it
 * checks a value, names what is wrong in one wording, and writes itself as JSON Schema.
 *
 * @example
 * ```ts
 * import { schema, type Schema } from "teq-engine";
 * const count: Schema<number> = schema.int(1, 16);
 * ```
 */
export interface Schema<T = unknown> {
  /** The type of the values it accepts (never set; read by `Infer`). @internal */
  readonly "~type"?: T;
  /** What it expects, for messages: `"an integer from 0 to 3"`. @internal */
  expects(limits: Limits): string;
  /** Whether `value` passes (no allocation; the fast path of every check). @internal */
  is(value: unknown, limits: Limits): boolean;
  /** Records every problem of a `value` that fails {@link Schema.is}, at `path`. @internal */
  report(value: unknown, path: string, out: Issues, limits: Limits): void;
  /** Its JSON Schema. @internal */
  json(ctx: JsonContext): JsonSchema;
  /** Annotations for code that walks the schema (e.g. which content table an id names). @internal */
  readonly meta?: Readonly<Record<string, unknown>>;
  /** A scalar's test as data, run inline by the lists and objects holding it (`passes`). @internal */
  readonly leaf?: LeafTest;
}

/**
 * A scalar schema's test as data (one object shape for all): an integer within bounds, a non-empty
 * string, a boolean, or one of a few values.
 *
 * @internal
 */
export class LeafTest {
  constructor(
    readonly kind: "int" | "text" | "boolean" | "values",
    readonly min: number,
    readonly max: number | { readonly limit: string; readonly offset: number; readonly otherwise: number },
    readonly values: readonly unknown[],
  ) {}
}

/**
 * Whether the fast paths are off for the check under way: `Object.prototype` has an enumerable key
 * (added by other code), so `for...in` lists inherited keys and a read may find an inherited value.
 * The fast paths (`is`) read fields and count keys without asking whether each is the object's own;
 * while this is on they answer false, and the reports, which ask, decide.
 *
 * @internal
 */
export const fastPaths = { off: false };

/** Whether a plain object inherits an enumerable key (Object.prototype changed by other code). */
export function inheritsEnumerable(): boolean {
  for (const _key in EMPTY) return true;
  return false;
}

const EMPTY: object = Object.freeze({});

/**
 * Whether `value` passes `schema`: a scalar's test run inline, any other schema's `is` called
 * (containers call this for each item, so the common leaves cost no call).
 *
 * @internal
 */
export function passes(schema: Schema<unknown>, value: unknown, limits: Limits): boolean {
  const leaf = schema.leaf;
  if (leaf === undefined) return schema.is(value, limits);
  switch (leaf.kind) {
    case "int": {
      if (typeof value !== "number" || !Number.isInteger(value) || value < leaf.min) return false;
      const max = leaf.max;
      if (typeof max === "number") return value <= max;
      const known = limits[max.limit];
      return value <= (known === undefined ? max.otherwise : known + max.offset);
    }
    case "text":
      return typeof value === "string" && value !== "";
    case "boolean":
      return typeof value === "boolean";
    case "values":
      return leaf.values.includes(value);
  }
}

/**
 * The TypeScript type of a schema's values.
 *
 * @example
 * ```ts
 * import { schema, type Infer } from "teq-engine";
 * const slice = schema.object({ tithes: schema.array(schema.int(0)) });
 * type Slice = Infer<typeof slice>; // { readonly tithes: readonly number[] }
 * ```
 */
export type Infer<S> = S extends Schema<infer T> ? T : never;

/** Collects issues in the order found, up to a maximum. */
export class Issues {
  /** The issues so far. */
  readonly list: Issue[] = [];

  /** @param max - issues beyond this many are dropped */
  constructor(readonly max = 50) {}

  /** Whether no more issues are collected. */
  get full(): boolean {
    return this.list.length >= this.max;
  }

  /** Records one issue (ignored once full). */
  add(path: string, kind: IssueKind, message: string): void {
    if (!this.full) this.list.push({ path, kind, message });
  }
}
