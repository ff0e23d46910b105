/**
 * JSON Schema (draft 2020-12) from the kit's schemas: named subschemas go to `$defs` once and are
 * referred to by `$ref`.
 *
 * @module
 */
import type { JsonContext, JsonSchema, Schema } from "./schema";

/** The JSON Schema dialect the kit writes. */
export const JSON_SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema";

/**
 * A schema with a name: written once under `$defs` and referred to by `$ref` (a region reference,
 * a seat), with a description for readers of the JSON Schema.
 *
 * @param name - the name under `$defs`
 * @param schema - the schema
 * @param description - what the value means
 */
export function named<S extends Schema<unknown>>(name: string, schema: S, description: string): S {
  const json = (ctx: JsonContext): JsonSchema => {
    if (!Object.hasOwn(ctx.defs, name)) {
      ctx.defs[name] = {}; // reserved first: a schema that refers to itself ends here
      ctx.defs[name] = { description, ...schema.json(ctx) };
    }
    return { $ref: `#/$defs/${name}` };
  };
  return { ...schema, json, meta: { ...schema.meta, name } };
}

/**
 * A JSON Schema document for `schema`.
 *
 * @param schema - the root schema
 * @param header - the document's `$id`, `title` and `description`
 * @returns the document
 */
export function toJsonSchema(
  schema: Schema<unknown>,
  header: { readonly $id: string; readonly title: string; readonly description: string },
): JsonSchema {
  const ctx: JsonContext = { defs: {} };
  const root = schema.json(ctx);
  const defs = Object.keys(ctx.defs).sort();
  return {
    $schema: JSON_SCHEMA_DIALECT,
    ...header,
    ...root,
    ...(defs.length > 0 ? { $defs: Object.fromEntries(defs.map((name) => [name, ctx.defs[name]])) } : {}),
  };
}
