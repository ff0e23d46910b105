/**
 * Scalar schemas: non-empty strings, integers (with bounds known at check time), finite numbers,
 * booleans, fixed values and any JSON value.
 *
 * @module
 */
import { describeValue } from "./describe";
import { LeafTest, type Issues, type Limits, type Schema } from "./schema";

/** Annotations carried by a schema (see {@link Schema.meta}). */
export type Meta = Readonly<Record<string, unknown>>;

/**
 * An upper bound: a number, or a limit named at check time (`limits[limit] + offset`), with the
 * static value used when the limit is unknown and written to the JSON Schema.
 */
export type Bound = number | { readonly limit: string; readonly offset: number; readonly otherwise: number };

/** The value of a bound under `limits`. */
export function boundOf(bound: Bound, limits: Limits): number {
  if (typeof bound === "number") return bound;
  const known = limits[bound.limit];
  return known === undefined ? bound.otherwise : known + bound.offset;
}

/** A leaf schema from its test, what it expects and its JSON Schema; wrong JS types are `type` issues. */
function leaf<T>(
  is: (value: unknown, limits: Limits) => boolean,
  expects: (limits: Limits) => string,
  json: Readonly<Record<string, unknown>>,
  meta?: Meta,
  sameType?: (value: unknown) => boolean,
  test?: LeafTest,
): Schema<T> {
  return {
    ...(test === undefined ? {} : { leaf: test }),
    is,
    expects,
    report(value: unknown, path: string, out: Issues, limits: Limits): void {
      if (is(value, limits)) return;
      out.add(
        path,
        sameType !== undefined && sameType(value) ? "value" : "type",
        `expected ${expects(limits)}, found ${describeValue(value)}`,
      );
    },
    json: () => (meta?.["description"] === undefined ? json : { ...json, description: meta["description"] }),
    ...(meta === undefined ? {} : { meta }),
  };
}

const isNumber = (value: unknown): boolean => typeof value === "number";
const isString = (value: unknown): boolean => typeof value === "string";

/**
 * A non-empty string, optionally matching a pattern (`meta.pattern`, a regular expression source,
 * with `meta.what` naming what it expects: `"a string that is not blank"`).
 *
 * @param meta - annotations (`description` goes to the JSON Schema)
 */
export function text(meta?: Meta): Schema<string> {
  const pattern = typeof meta?.["pattern"] === "string" ? new RegExp(meta["pattern"], "u") : undefined;
  const expects = typeof meta?.["what"] === "string" ? meta["what"] : "a non-empty string";
  const json = { type: "string", minLength: 1, ...(pattern === undefined ? {} : { pattern: pattern.source }) };
  const test = pattern === undefined ? new LeafTest("text", 0, 0, []) : undefined;
  return leaf(
    (v) => typeof v === "string" && v !== "" && (pattern === undefined || pattern.test(v)),
    () => expects,
    json,
    meta,
    isString,
    test,
  );
}

/**
 * An integer from `min` to `max` (the safe integers' limits for no bound).
 *
 * @param min - the smallest value
 * @param max - the largest value, possibly named at check time
 * @param meta - annotations
 */
export function int(min = Number.MIN_SAFE_INTEGER, max: Bound = Number.MAX_SAFE_INTEGER, meta?: Meta): Schema<number> {
  const top = (limits: Limits): number => boundOf(max, limits);
  const staticMax = typeof max === "number" ? max : max.otherwise;
  const json = {
    type: "integer",
    ...(min > Number.MIN_SAFE_INTEGER ? { minimum: min } : {}),
    ...(staticMax < Number.MAX_SAFE_INTEGER ? { maximum: staticMax } : {}),
  };
  const expects = (limits: Limits): string => {
    const high = top(limits);
    if (high < Number.MAX_SAFE_INTEGER) return `an integer from ${min} to ${high}`;
    return min > Number.MIN_SAFE_INTEGER ? `an integer of at least ${min}` : "an integer";
  };
  return leaf(
    (v, limits) => typeof v === "number" && Number.isInteger(v) && v >= min && v <= top(limits),
    expects,
    json,
    meta,
    isNumber,
    new LeafTest("int", min, max, []),
  );
}

/**
 * A finite number, optionally from `min` and below `below`.
 *
 * @param range - the bounds (`below` is excluded)
 */
export function number(range: { readonly min?: number; readonly below?: number } = {}): Schema<number> {
  const { min = -Infinity, below = Infinity } = range;
  const json = {
    type: "number",
    ...(range.min === undefined ? {} : { minimum: min }),
    ...(range.below === undefined ? {} : { exclusiveMaximum: below }),
  };
  const expects = range.below === undefined ? "a finite number" : `a number from ${min} up to (not including) ${below}`;
  return leaf(
    (v) => typeof v === "number" && Number.isFinite(v) && v >= min && v < below,
    () => expects,
    json,
    undefined,
    isNumber,
  );
}

/** `true` or `false`. */
export function boolean(): Schema<boolean> {
  return leaf(
    (v) => typeof v === "boolean",
    () => "true or false",
    { type: "boolean" },
    undefined,
    undefined,
    new LeafTest("boolean", 0, 0, []),
  );
}

/** A JSON scalar a schema may fix. */
export type Scalar = string | number | boolean | null;

/** A schema of one of a fixed list of values, which it lists. */
export interface OneOfSchema<V extends readonly Scalar[]> extends Schema<V[number]> {
  /** The values allowed. */
  readonly values: V;
}

/**
 * One of a fixed list of values (strings, numbers, booleans or null).
 *
 * @param values - the values allowed
 * @param meta - annotations
 */
export function oneOf<const V extends readonly Scalar[]>(values: V, meta?: Meta): OneOfSchema<V> {
  const allowed: readonly unknown[] = values;
  const expects =
    values.length === 1 ? JSON.stringify(values[0]) : `one of ${values.map((v) => JSON.stringify(v)).join(", ")}`;
  const json = values.length === 1 ? { const: values[0] } : { enum: values };
  const sameType = (v: unknown): boolean => allowed.some((a) => typeof a === typeof v && (a === null) === (v === null));
  return {
    ...leaf<V[number]>(
      (v) => allowed.includes(v),
      () => expects,
      json,
      meta,
      sameType,
      new LeafTest("values", 0, 0, allowed),
    ),
    values,
  };
}

/**
 * Exactly `value`.
 *
 * @param value - the value
 */
export function literal<const V extends Scalar>(value: V): OneOfSchema<readonly [V]> {
  return oneOf([value] as const);
}

/** Any JSON value (checked for being JSON elsewhere). */
export function anyJson(): Schema<unknown> {
  return leaf(
    () => true,
    () => "any JSON value",
    {},
  );
}
