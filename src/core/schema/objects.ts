/**
 * Object schemas: a fixed set of fields (required or optional, no others), and records (any keys,
 * one value schema).
 *
 * @module
 */
import { at, describeValue, isObject } from "./describe";
import { fastPaths, passes, type Issues, type JsonContext, type Limits, type Schema } from "./schema";

/**
 * An object field that may be absent (`undefined` counts as absent), made by `optional(schema)`.
 *
 * @example
 * ```ts
 * import { schema, type Optional } from "teq-engine";
 * const at: Optional<{ readonly cell: number; readonly side: "left" | "right" }> = schema.optional(schema.region);
 * ```
 */
export interface Optional<T> {
  /** The field's schema when present. */
  readonly optional: Schema<T>;
}

/**
 * Marks an object field optional.
 *
 * @param schema - the field's schema when present
 */
export function optional<T>(schema: Schema<T>): Optional<T> {
  return { optional: schema };
}

/** The fields of an object schema. */
export type Fields = Readonly<Record<string, Schema<unknown> | Optional<unknown>>>;

type OptionalKeys<F extends Fields> = { [K in keyof F]: F[K] extends Optional<unknown> ? K : never }[keyof F];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type FieldType<X> = X extends Optional<infer T> ? T : X extends Schema<infer T> ? T : never;

/** The type of an object schema's values. */
export type ObjectOf<F extends Fields> = Simplify<
  { readonly [K in Exclude<keyof F, OptionalKeys<F>>]: FieldType<F[K]> } & {
    readonly [K in OptionalKeys<F>]?: FieldType<F[K]>;
  }
>;

/** One field, resolved. */
export interface FieldSpec {
  readonly key: string;
  readonly schema: Schema<unknown>;
  readonly required: boolean;
}

/** An object schema, with its fields for code that derives from it. */
export interface ObjectSchema<T = unknown> extends Schema<T> {
  /** Its fields in declared order. */
  readonly fields: readonly FieldSpec[];
}

/**
 * An object with exactly the given fields (an `optional` one may be absent) and no others.
 *
 * @param shape - each field's schema, in the order they are checked and written
 */
export function object<const F extends Fields>(shape: F): ObjectSchema<ObjectOf<F>> {
  const fields: FieldSpec[] = Object.entries(shape).map(([key, f]) =>
    "optional" in f ? { key, schema: f.optional, required: false } : { key, schema: f, required: true },
  );
  const known = new Set(fields.map((f) => f.key));
  // Parallel arrays: the fast path reads no spec object per field.
  const keys = fields.map((f) => f.key);
  const schemas = fields.map((f) => f.schema);
  const required = fields.map((f) => f.required);
  // Reads every field, then counts the keys: no `Object.hasOwn` per key (see `fastPaths`).
  const is = (value: unknown, limits: Limits): boolean => {
    if (!isObject(value) || fastPaths.off) return false;
    let present = 0;
    for (let i = 0; i < keys.length; i++) {
      const v = value[keys[i] as string];
      if (v === undefined) {
        if (required[i] === true) return false;
        continue;
      }
      if (!passes(schemas[i] as Schema<unknown>, v, limits)) return false;
      present++;
    }
    let count = 0;
    for (const _key in value) count++;
    return count === present;
  };
  return {
    fields,
    is,
    expects: () => "an object",
    report(value: unknown, path: string, out: Issues, limits: Limits): void {
      if (!isObject(value)) return out.add(path, "not-object", `expected an object, found ${describeValue(value)}`);
      for (const { key, schema, required } of fields) {
        const v = Object.hasOwn(value, key) ? value[key] : undefined;
        if (v === undefined) {
          if (required) out.add(at(path, key), "missing", "missing required field");
        } else if (!schema.is(v, limits)) schema.report(v, at(path, key), out, limits);
      }
      for (const key of Object.keys(value)) if (!known.has(key)) out.add(at(path, key), "unknown", "unknown field");
    },
    json(ctx: JsonContext) {
      const properties: Record<string, unknown> = {};
      for (const { key, schema } of fields) properties[key] = schema.json(ctx);
      const required = fields.filter((f) => f.required).map((f) => f.key);
      return { type: "object", properties, ...(required.length > 0 ? { required } : {}), additionalProperties: false };
    },
  };
}

/**
 * An object whose keys are free (non-empty) and whose every value has one schema.
 *
 * @param values - the schema of each value
 */
export function record<T>(values: Schema<T>): Schema<Readonly<Record<string, T>>> {
  return {
    expects: () => "an object",
    is(value: unknown, limits: Limits): boolean {
      if (!isObject(value) || fastPaths.off) return false;
      for (const key in value) if (key === "" || !passes(values, value[key], limits)) return false;
      return true;
    },
    report(value: unknown, path: string, out: Issues, limits: Limits): void {
      if (!isObject(value)) return out.add(path, "not-object", `expected an object, found ${describeValue(value)}`);
      for (const key of Object.keys(value)) {
        if (key === "") out.add(path, "value", "a key must not be empty");
        else if (!values.is(value[key], limits)) values.report(value[key], at(path, key), out, limits);
      }
    },
    json: (ctx) => ({ type: "object", propertyNames: { minLength: 1 }, additionalProperties: values.json(ctx) }),
  };
}

/**
 * An object schema with more fields (a module's field on a base action).
 *
 * @param base - the object schema
 * @param more - the fields it gains
 */
export function extend<T, const F extends Fields>(
  base: ObjectSchema<T>,
  more: F,
): ObjectSchema<Simplify<T & ObjectOf<F>>> {
  const fields: Record<string, Schema<unknown> | Optional<unknown>> = {};
  for (const { key, schema, required } of base.fields) fields[key] = required ? schema : optional(schema);
  return object({ ...fields, ...more }) as unknown as ObjectSchema<Simplify<T & ObjectOf<F>>>;
}
