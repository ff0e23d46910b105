/**
 * The schema of a whole state. The parts that depend on the composed modules (the module list, the
 * rulings, the decision and step kinds, the module slices) are given by the engine, which knows the
 * registered modules; {@link BASE_STATE} is the base game's alone, from which the top-level keys
 * are read.
 *
 * @module
 */
import {
  anyJson,
  array,
  either,
  extend,
  int,
  literal,
  nullable,
  number,
  object,
  oneOf,
  record,
  tagged,
  text,
  type ObjectSchema,
  type Schema,
} from "../../core/schema/index";
import { ROUNDS } from "../constants";
import { SCHEMA_VERSION } from "../state/config";
import { goblinsSchema, mapSchema, movementCardSchema, questsSchema } from "./board";
import { ids, PLAYERS, seat } from "./common";
import { BASE_DECISIONS } from "./decisions";
import { playerSchema } from "./players";
import { daySchema, lastRollSchema, nightSchema } from "./progress";
import { BASE_STEPS } from "./steps";

/**
 * The longest queue a state may hold. Play never queues more than a handful of steps at once; a
 * longer queue is a tampered state, refused before any work is done on it.
 */
export const MAX_QUEUE_LENGTH = 256;

/** The parts of a state's schema that the composed modules decide. */
export interface StateParts {
  /** `config.modules`: the module ids, each once. */
  readonly modules: Schema<readonly string[]>;
  /** `config.difficulty`. */
  readonly difficulty: Schema<unknown>;
  /** `config.rulings`. */
  readonly rulings: Schema<unknown>;
  /** `decision` when not null. */
  readonly decision: Schema<unknown>;
  /** Each step of `queue`. */
  readonly step: Schema<unknown>;
  /** `moduleState`. */
  readonly moduleState: Schema<unknown>;
}

/**
 * The schema of a state whose modules, rulings, decisions, steps and slices are `parts`.
 *
 * @param parts - the module-dependent parts
 */
export function stateSchema(parts: StateParts) {
  const config = object({
    seed: either(text(), number()),
    players: int(1, 4),
    modules: parts.modules,
    difficulty: parts.difficulty,
    chance: oneOf(["seeded", "external"]),
    colors: array(text(), { min: 1, max: 4, length: PLAYERS, unique: true }),
    firstPlayer: nullable(seat),
    rulings: parts.rulings,
  });
  return object({
    schemaVersion: literal(SCHEMA_VERSION),
    config,
    pack: object({ id: text(), fingerprint: text() }),
    // The Alea generator's carry is an integer and its three seeds are fractions in [0, 1).
    rng: object({
      c: int(0, 2 ** 32 - 1),
      s0: number({ min: 0, below: 1 }),
      s1: number({ min: 0, below: 1 }),
      s2: number({ min: 0, below: 1 }),
    }),
    decision: nullable(parts.decision),
    queue: array(parts.step, { max: MAX_QUEUE_LENGTH }),
    phase: oneOf(["setup", "day", "night", "resolution", "ended"]),
    round: int(1, ROUNDS),
    map: mapSchema,
    players: array(playerSchema, { min: 1, max: 4, length: PLAYERS }),
    firstPlayer: seat,
    firstPlayerToken: oneOf(["quest", "no-quest"]),
    magicSpace: int(0),
    goblins: goblinsSchema,
    quests: questsSchema,
    itemRack: ids(),
    movementCards: array(movementCardSchema),
    day: nullable(daySchema),
    night: nullable(nightSchema),
    lastRoll: nullable(lastRollSchema),
    moduleState: parts.moduleState,
  });
}

/**
 * The schema of a player view of a state whose parts are `parts`: the state without its RNG and
 * seed (both null), with the viewer's seat or `"spectator"`.
 *
 * @param parts - the module-dependent parts
 */
export function viewSchema(parts: StateParts): ObjectSchema {
  const state = stateSchema(parts);
  const config = state.fields.find((f) => f.key === "config")?.schema as ObjectSchema;
  return extend(state, {
    config: extend(config, { seed: literal(null) }),
    rng: literal(null),
    viewer: either(seat, literal("spectator")),
  });
}

/** The base game's state schema (no module): its decisions, steps, open rulings and slices. */
export const BASE_STATE = stateSchema({
  modules: array(text(), { unique: true }),
  difficulty: nullable(text()),
  rulings: record(text()),
  decision: tagged("kind", BASE_DECISIONS, "decision kind"),
  step: tagged("kind", BASE_STEPS, "step kind"),
  moduleState: record(anyJson()),
});
