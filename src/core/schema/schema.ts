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

/** A JSON Schema document or subschema. */
export type JsonSchema = { readonly [keyword: string]: unknown };

/** What JSON Schema emission collects: the named subschemas (`$defs`). */
export interface JsonContext {
  readonly defs: Record<string, JsonSchema>;
}

/** A schema of values of type `T`. */
export interface Schema<T = unknown> {
  /** The type of the values it accepts (never set; read by {@link Infer}). */
  readonly "~type"?: T;
  /** What it expects, for messages: `"an integer from 0 to 3"`. */
  expects(limits: Limits): string;
  /** Whether `value` passes (no allocation; the fast path of every check). */
  is(value: unknown, limits: Limits): boolean;
  /** Records every problem of a `value` that fails {@link Schema.is}, at `path`. */
  report(value: unknown, path: string, out: Issues, limits: Limits): void;
  /** Its JSON Schema. */
  json(ctx: JsonContext): JsonSchema;
  /** Annotations for code that walks the schema (e.g. which content table an id names). */
  readonly meta?: Readonly<Record<string, unknown>>;
}

/** The TypeScript type of a schema's values. */
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
