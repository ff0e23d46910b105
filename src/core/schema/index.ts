/**
 * The schema kit: each shape is declared once, and from that declaration come its TypeScript type
 * (`Infer<typeof S>`), a checker that names every problem by its path in one wording, and its JSON
 * Schema (draft 2020-12). Game-agnostic: nothing here names a card, a rule or a module.
 *
 * @module
 */
import { fastPaths, inheritsEnumerable, Issues, type Issue, type Limits, type Schema } from "./schema";

export { Issues, type Infer, type Issue, type IssueKind, type JsonSchema, type Limits, type Schema } from "./schema";
export { at, describeValue, isObject } from "./describe";
export { anyJson, boolean, int, literal, number, oneOf, text, type Bound, type Meta, type Scalar } from "./scalars";
export {
  extend,
  object,
  optional,
  record,
  type Fields,
  type FieldSpec,
  type ObjectSchema,
  type ObjectOf,
  type Optional,
} from "./objects";
export { array, nullable, trusted, tuple, type ListOptions } from "./structures";
export { either, tagged, type TaggedSchema } from "./unions";
export { JSON_SCHEMA_DIALECT, named, toJsonSchema } from "./json-schema";

/**
 * Every problem of `value` against `schema` (empty when it passes), each with its path.
 *
 * @param schema - the schema
 * @param value - the value to check
 * @param limits - the bounds named at check time
 * @param max - stop after this many problems
 * @returns the problems
 */
export function check(schema: Schema<unknown>, value: unknown, limits: Limits = {}, max = 50): Issue[] {
  const polluted = inheritsEnumerable();
  if (!polluted && schema.is(value, limits)) return [];
  const out = new Issues(max);
  const before = fastPaths.off;
  fastPaths.off = polluted;
  try {
    schema.report(value, "", out, limits);
  } finally {
    fastPaths.off = before;
  }
  return out.list;
}
