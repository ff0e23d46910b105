/**
 * The JSON Schema (draft 2020-12) documents shipped in the package (`dist/schema/*.json`, written
 * by `npm run build`), for clients in other languages: a state, a player view, an action, a
 * decision, an event and a content pack, each from the schema the engine checks with.
 *
 * @module
 * @internal
 */
import { toJsonSchema, type JsonSchema, type Schema } from "../core/schema/index";
import { contentPackSchema } from "../content/schema/pack";
import { SCHEMA_VERSION } from "../rules/state";
import type { ModuleSet } from "./module-set";
import { schemasOf } from "./state-schema";

/** One document: its schema, title and description, and the field its variants are told apart by. */
interface Document {
  readonly schema: Schema<unknown>;
  readonly title: string;
  readonly description: string;
  readonly discriminator?: "type" | "kind";
}

/**
 * A top-level `oneOf` of objects told apart by a constant `key`, rewritten as `if`/`then` on that
 * key: a validator then checks a value against its own variant only, and names the field that is
 * wrong (a missing `card`, an unexpected `hero`) instead of "not valid under any of the given
 * schemas"; an unknown key is refused by the key's `enum`. Any other schema is returned as it is.
 */
function discriminated(doc: JsonSchema, key: string): JsonSchema {
  const variants = (doc as { oneOf?: unknown }).oneOf;
  if (!Array.isArray(variants)) return doc;
  const tags = variants.map(
    (v) => (v as { properties?: Record<string, { const?: unknown }> }).properties?.[key]?.const,
  );
  if (!tags.every((t): t is string => typeof t === "string") || new Set(tags).size !== tags.length) return doc;
  const { oneOf: _oneOf, ...rest } = doc as Record<string, unknown>;
  return {
    ...rest,
    type: "object",
    required: [key],
    properties: { [key]: { enum: tags } },
    allOf: variants.map((variant, i) => ({
      if: { properties: { [key]: { const: tags[i] } }, required: [key] },
      then: variant as JsonSchema,
    })),
  };
}

/** The documents of an engine's modules (by default the built-in ones, which the top-level functions are bound to). */
function documents(set?: ModuleSet): Readonly<Record<string, Document>> {
  const { state, view, action, decision, event } = set === undefined ? schemasOf() : schemasOf(set);
  return {
    state: {
      schema: state,
      title: `teq-engine game state (schema version ${SCHEMA_VERSION})`,
      description:
        "A full game state as createGame, reduce and parseState return it and JSON.stringify writes it. Seats and map cells are bounded here by their largest values; parseState also bounds them by config.players and map.cells, and checks the state against its content and the rules.",
    },
    view: {
      schema: view,
      title: `teq-engine player view (schema version ${SCHEMA_VERSION})`,
      description:
        "What playerView(state, viewer) returns: the state without its RNG and seed, the quest deck in content order, and the viewer.",
    },
    action: {
      schema: action,
      title: "teq-engine action",
      description:
        "An action for reduce, validate and legalActions, told apart by `type`: the base game's and every module's.",
      discriminator: "type",
    },
    decision: {
      schema: decision,
      title: "teq-engine decision",
      description:
        'The pending decision (state.decision), told apart by `kind`: who must decide (a seat, or "chance") and what.',
      discriminator: "kind",
    },
    event: {
      schema: event,
      title: "teq-engine event",
      description: "An event of a transition (reduceWithEvents, replay), told apart by `type`.",
      discriminator: "type",
    },
    "content-pack": {
      schema: contentPackSchema,
      title: "teq-engine content pack",
      description:
        "A content pack for createEngine({ content }). validateContent also checks ids, counts, references, the layout and that each record's provenance names its data fields.",
    },
  };
}

/**
 * Every JSON Schema document, by file name (`state.json`, ...).
 *
 * @param set - the modules whose slices, actions, decisions and events the documents include (default: the built-in ones)
 * @returns the documents
 * @internal
 */
export function jsonSchemaDocuments(set?: ModuleSet): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const [name, { schema, title, description, discriminator }] of Object.entries(documents(set))) {
    const doc = toJsonSchema(schema, { $id: `urn:teq-engine:schema:${name}`, title, description });
    out[`${name}.json`] = discriminator === undefined ? doc : discriminated(doc, discriminator);
  }
  return out;
}
