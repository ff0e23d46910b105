/**
 * Lists, pairs and nullable values.
 *
 * @module
 */
import { at, describeValue } from "./describe";
import { passes, type Issues, type JsonContext, type Limits, type Schema } from "./schema";

/** The bounds of a list: a length range, or a length named at check time; `unique` items. */
export interface ListOptions {
  readonly min?: number;
  readonly max?: number;
  /** A limit whose value, when known, is the exact length (`config.players`). */
  readonly length?: string;
  /** No two items are equal (for lists of strings or numbers). */
  readonly unique?: boolean;
}

/** The length range of a list under `limits`. */
function lengths(options: ListOptions, limits: Limits): readonly [number, number, string] {
  const exact = options.length === undefined ? undefined : limits[options.length];
  if (exact !== undefined) return [exact, exact, ` (${options.length})`];
  return [options.min ?? 0, options.max ?? Infinity, ""];
}

function wanted(min: number, max: number): string {
  if (min === max) return `exactly ${min}`;
  return max === Infinity ? `at least ${min}` : `${min} to ${max}`;
}

/** A schema of lists, with its items' schema. */
export interface ArraySchema<T> extends Schema<readonly T[]> {
  /** The items' schema. */
  readonly item: Schema<T>;
}

/**
 * A list whose every item has one schema.
 *
 * @param item - the items' schema
 * @param options - bounds on its length, uniqueness
 */
export function array<T>(item: Schema<T>, options: ListOptions = {}): ArraySchema<T> {
  const unique = options.unique === true;
  const is = (value: unknown, limits: Limits): boolean => {
    if (!Array.isArray(value)) return false;
    const [min, max] = lengths(options, limits);
    if (value.length < min || value.length > max) return false;
    for (let i = 0; i < value.length; i++)
      if (!passes(item, value[i], limits) || (unique && value.indexOf(value[i]) !== i)) return false;
    return true;
  };
  return {
    item,
    is,
    expects: (limits) => {
      const [min, max] = lengths(options, limits);
      return min === 0 && max === Infinity ? "an array" : `an array of ${wanted(min, max)} entries`;
    },
    report(value: unknown, path: string, out: Issues, limits: Limits): void {
      if (!Array.isArray(value)) return out.add(path, "type", `expected an array, found ${describeValue(value)}`);
      const [min, max, named] = lengths(options, limits);
      if (value.length < min || value.length > max)
        return out.add(path, "count", `expected ${wanted(min, max)} entries${named}, found ${value.length}`);
      for (let i = 0; i < value.length && !out.full; i++) {
        const v: unknown = value[i];
        if (!item.is(v, limits)) item.report(v, at(path, i), out, limits);
        else if (unique && value.indexOf(v) !== i) out.add(at(path, i), "value", `${describeValue(v)} is listed twice`);
      }
    },
    json: (ctx: JsonContext) => ({
      type: "array",
      items: item.json(ctx),
      ...(options.min !== undefined && options.min > 0 ? { minItems: options.min } : {}),
      ...(options.max !== undefined ? { maxItems: options.max } : {}),
      ...(unique ? { uniqueItems: true } : {}),
    }),
  };
}

/**
 * A fixed-length list whose items have their own schemas: `[row, column]`.
 *
 * @param items - each position's schema
 */
export function tuple<const S extends readonly Schema<unknown>[]>(
  items: S,
): Schema<{ readonly [K in keyof S]: S[K] extends Schema<infer T> ? T : never }> {
  const n = items.length;
  return {
    expects: () => `an array of exactly ${n} entries`,
    is: (value, limits) => Array.isArray(value) && value.length === n && items.every((s, i) => s.is(value[i], limits)),
    report(value: unknown, path: string, out: Issues, limits: Limits): void {
      if (!Array.isArray(value)) return out.add(path, "type", `expected an array, found ${describeValue(value)}`);
      if (value.length !== n) return out.add(path, "count", `expected exactly ${n} entries, found ${value.length}`);
      items.forEach((s, i) => {
        if (!s.is(value[i], limits)) s.report(value[i], at(path, i), out, limits);
      });
    },
    json: (ctx) => ({
      type: "array",
      prefixItems: items.map((s) => s.json(ctx)),
      items: false,
      minItems: n,
      maxItems: n,
    }),
  };
}

/**
 * The value of `schema`, or null.
 *
 * @param schema - the schema of a value that is not null
 */
export function nullable<T>(schema: Schema<T>): Schema<T | null> {
  return {
    expects: (limits) => `null or ${schema.expects(limits)}`,
    is: (value, limits) => value === null || schema.is(value, limits),
    report(value: unknown, path: string, out: Issues, limits: Limits): void {
      if (value !== null) schema.report(value, path, out, limits);
    },
    json: (ctx) => ({ anyOf: [schema.json(ctx), { type: "null" }] }),
    ...(schema.meta === undefined ? {} : { meta: schema.meta }),
  };
}

/**
 * The values of `schema`, except that a value `isTrusted` vouches for (one the caller verified
 * before and froze) passes without being walked again.
 *
 * @param schema - the schema of every other value
 * @param isTrusted - whether a value was verified already
 */
export function trusted<T>(schema: Schema<T>, isTrusted: (value: unknown) => boolean): Schema<T> {
  const { leaf: _inline, ...rest } = schema; // the test runs through `is` only
  return {
    ...rest,
    is: (value, limits) => isTrusted(value) || schema.is(value, limits),
    report(value: unknown, path: string, out: Issues, limits: Limits): void {
      if (!isTrusted(value)) schema.report(value, path, out, limits);
    },
  };
}
