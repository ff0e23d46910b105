/**
 * The schemas of this engine's states, views, actions, decisions, steps and events: the base
 * game's, with what every registered module adds (its kinds and types, the rulings, its field on a
 * base action). A state composing only some modules is held to them too; `check-fields` then
 * checks that its kinds and slices are those of its own modules.
 *
 * @module
 * @internal
 */
import { anyJson, array, extend, object, oneOf, record, tagged, trusted, type Fields, type ObjectSchema } from "../core/schema/index";
import { mapSchema } from "../rules/schema/board";
import { isVerifiedMap } from "./state-check/verified-maps";
import { BASE_ACTIONS } from "../rules/schema/actions";
import { BASE_DECISIONS } from "../rules/schema/decisions";
import { BASE_EVENTS } from "../rules/schema/events";
import { stateSchema, viewSchema, type StateParts } from "../rules/schema/state";
import { BASE_STEPS } from "../rules/schema/steps";
import { GLOOMFALL_ACTIONS, GLOOMFALL_DECISIONS, GLOOMFALL_STEPS } from "../modules/gloomfall/schema";
import {
  GOLDEN_MUSHROOMS_ACTIONS,
  GOLDEN_MUSHROOMS_DECISIONS,
  GOLDEN_MUSHROOMS_EVENTS,
  GOLDEN_MUSHROOMS_STEPS,
  MOVE_MUSHROOM,
} from "../modules/golden-mushrooms/schema";
import { SOLO_ACTIONS, SOLO_DECISIONS, SOLO_EVENTS, SOLO_STEPS } from "../modules/solo/schema";
import { MODULE_ORDER } from "../modules/registry";
import { RULING_CHOICES } from "./options";

/** Every decision kind's schema, the base game's and the modules'. */
export const DECISION_SCHEMA = tagged("kind", [...BASE_DECISIONS, ...SOLO_DECISIONS, ...GLOOMFALL_DECISIONS, ...GOLDEN_MUSHROOMS_DECISIONS], "decision kind");

/** Every step kind's schema, the base game's and the modules'. */
export const STEP_SCHEMA = tagged("kind", [...BASE_STEPS, ...SOLO_STEPS, ...GLOOMFALL_STEPS, ...GOLDEN_MUSHROOMS_STEPS], "step kind");

/** The fields modules add to base actions, by action type. */
const ACTION_FIELDS: ReadonlyMap<string, Fields> = new Map([["move", MOVE_MUSHROOM]]);

/** The value an object schema fixes for its `type`. */
const typeOf = (schema: ObjectSchema): string => (schema.fields.find((f) => f.key === "type")?.schema as unknown as { values: readonly string[] }).values[0]!;

/** Every action type's schema, the base game's (with the fields modules add) and the modules'. */
export const ACTION_SCHEMA = tagged(
  "type",
  [
    ...(BASE_ACTIONS as readonly ObjectSchema[]).map((action) => {
      const more = ACTION_FIELDS.get(typeOf(action));
      return more === undefined ? action : extend(action, more);
    }),
    ...SOLO_ACTIONS,
    ...GLOOMFALL_ACTIONS,
    ...GOLDEN_MUSHROOMS_ACTIONS,
  ],
  "action type",
);

/** Every event type's schema, the base game's and the modules'. */
export const EVENT_SCHEMA = tagged("type", [...BASE_EVENTS, ...SOLO_EVENTS, ...GOLDEN_MUSHROOMS_EVENTS], "event type");

const PARTS: StateParts = {
  modules: array(oneOf(MODULE_ORDER), { max: MODULE_ORDER.length, unique: true }),
  rulings: object(Object.fromEntries(Object.entries(RULING_CHOICES).map(([key, choice]) => [key, oneOf(choice.values)]))),
  decision: DECISION_SCHEMA,
  step: STEP_SCHEMA,
  moduleState: record(anyJson()),
};

/** The schema of a state of this engine (a Land Map `parseState` verified before is not walked again). */
export const STATE_SCHEMA = extend(stateSchema(PARTS), { map: trusted(mapSchema, isVerifiedMap) });

/** The schema of a player view of a state of this engine. */
export const VIEW_SCHEMA = viewSchema(PARTS);
