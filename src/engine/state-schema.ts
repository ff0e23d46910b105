/**
 * The schema of this engine's states: the base game's, with the module list, the rulings, the
 * decision and step kinds and the module slices of every registered module. A state composing
 * only some modules is held to it too; `check-fields` then checks that its kinds and slices are
 * those of its own modules.
 *
 * @module
 * @internal
 */
import { anyJson, array, object, oneOf, record, tagged } from "../core/schema/index";
import { BASE_DECISIONS } from "../rules/schema/decisions";
import { stateSchema } from "../rules/schema/state";
import { BASE_STEPS } from "../rules/schema/steps";
import { GLOOMFALL_DECISIONS, GLOOMFALL_STEPS } from "../modules/gloomfall/schema";
import { GOLDEN_MUSHROOMS_DECISIONS, GOLDEN_MUSHROOMS_STEPS } from "../modules/golden-mushrooms/schema";
import { SOLO_DECISIONS, SOLO_STEPS } from "../modules/solo/schema";
import { MODULE_ORDER } from "../modules/registry";
import { RULING_CHOICES } from "./options";

/** Every decision kind's schema, the base game's and the modules'. */
export const DECISION_SCHEMA = tagged("kind", [...BASE_DECISIONS, ...SOLO_DECISIONS, ...GLOOMFALL_DECISIONS, ...GOLDEN_MUSHROOMS_DECISIONS], "decision kind");

/** Every step kind's schema, the base game's and the modules'. */
export const STEP_SCHEMA = tagged("kind", [...BASE_STEPS, ...SOLO_STEPS, ...GLOOMFALL_STEPS, ...GOLDEN_MUSHROOMS_STEPS], "step kind");

/** The schema of a state of this engine. */
export const STATE_SCHEMA = stateSchema({
  modules: array(oneOf(MODULE_ORDER), { max: MODULE_ORDER.length, unique: true }),
  rulings: object(Object.fromEntries(Object.entries(RULING_CHOICES).map(([key, choice]) => [key, oneOf(choice.values)]))),
  decision: DECISION_SCHEMA,
  step: STEP_SCHEMA,
  moduleState: record(anyJson()),
});
