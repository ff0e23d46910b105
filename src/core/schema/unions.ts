/**
 * Unions: objects told apart by a tag field (`kind`, `type`), and a value of either of two schemas.
 *
 * @module
 */
import { at, describeValue, isObject } from "./describe";
import type { ObjectSchema } from "./objects";
import type { Issues, Limits, Schema } from "./schema";

/** The tag value of a variant: its tag field's single allowed value. */
function tagOf(variant: ObjectSchema, tag: string): string {
  const field = variant.fields.find((f) => f.key === tag);
  const values = (field?.schema as { values?: readonly unknown[] } | undefined)?.values;
  if (values?.length !== 1 || typeof values[0] !== "string")
    throw new Error(`a tagged variant needs a literal string "${tag}"`);
  return values[0];
}

/** A union of objects told apart by a tag, with its variants by tag value. */
export interface TaggedSchema<T> extends Schema<T> {
  /** The tag field. */
  readonly tag: string;
  /** Each variant by its tag value, in declared order. */
  readonly variants: ReadonlyMap<string, ObjectSchema>;
}

/**
 * One of several object schemas, chosen by the value of the field `tag`, which each variant fixes
 * with a `literal`.
 *
 * @param tag - the tag field (`"kind"`)
 * @param variants - the object schemas
 * @param what - what a tag value names, for messages (`"decision kind"`)
 */
export function tagged<const V extends readonly ObjectSchema[]>(
  tag: string,
  variants: V,
  what: string,
): TaggedSchema<V[number] extends Schema<infer T> ? T : never> {
  const byTag = new Map<string, ObjectSchema>();
  for (const variant of variants) {
    const value = tagOf(variant, tag);
    if (byTag.has(value)) throw new Error(`two variants tagged "${value}"`);
    byTag.set(value, variant);
  }
  return {
    tag,
    variants: byTag,
    expects: () => `an object with a ${what} \`${tag}\``,
    is(value: unknown, limits: Limits): boolean {
      if (!isObject(value)) return false;
      const variant = byTag.get(value[tag] as string);
      return variant !== undefined && variant.is(value, limits);
    },
    report(value: unknown, path: string, out: Issues, limits: Limits): void {
      if (!isObject(value)) return out.add(path, "not-object", `expected an object, found ${describeValue(value)}`);
      const key = Object.hasOwn(value, tag) ? value[tag] : undefined;
      const variant = typeof key === "string" ? byTag.get(key) : undefined;
      if (variant !== undefined) return variant.report(value, path, out, limits);
      if (key === undefined) out.add(at(path, tag), "missing", "missing required field");
      else if (typeof key !== "string" || key === "")
        out.add(at(path, tag), "type", `expected a ${what}, found ${describeValue(key)}`);
      else out.add(at(path, tag), "value", `unknown ${what} ${describeValue(key)}`);
    },
    json: (ctx) => ({ oneOf: variants.map((v) => v.json(ctx)) }),
  };
}

/**
 * A value of either schema (`a string or a number`).
 *
 * @param a - one schema
 * @param b - the other
 */
export function either<A, B>(a: Schema<A>, b: Schema<B>): Schema<A | B> {
  const expects = (limits: Limits): string => `${a.expects(limits)} or ${b.expects(limits)}`;
  return {
    expects,
    is: (value, limits) => a.is(value, limits) || b.is(value, limits),
    report(value: unknown, path: string, out: Issues, limits: Limits): void {
      if (!a.is(value, limits) && !b.is(value, limits))
        out.add(path, "type", `expected ${expects(limits)}, found ${describeValue(value)}`);
    },
    json: (ctx) => ({ anyOf: [a.json(ctx), b.json(ctx)] }),
  };
}
