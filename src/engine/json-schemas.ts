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
import { schemasOf } from "./state-schema";

/** One document: its schema, title and description. */
interface Document {
  readonly schema: Schema<unknown>;
  readonly title: string;
  readonly description: string;
}

/** The documents of the built-in modules' engine (the one the top-level functions are bound to). */
function documents(): Readonly<Record<string, Document>> {
  const { state, view, action, decision, event } = schemasOf();
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
    },
    decision: {
      schema: decision,
      title: "teq-engine decision",
      description:
        'The pending decision (state.decision), told apart by `kind`: who must decide (a seat, or "chance") and what.',
    },
    event: {
      schema: event,
      title: "teq-engine event",
      description: "An event of a transition (reduceWithEvents, replay), told apart by `type`.",
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
 * @returns the documents
 * @internal
 */
export function jsonSchemaDocuments(): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const [name, { schema, title, description }] of Object.entries(documents())) {
    out[`${name}.json`] = toJsonSchema(schema, { $id: `urn:teq-engine:schema:${name}`, title, description });
  }
  return out;
}
