/**
 * The fields of every decision and step kind of the base game, each with its type, joined with
 * those each module declares (`decisions` and `steps` of its definition) once per engine: the
 * schema the deep checks hold a pending decision and the queued steps to. Stage 2
 * (`checkPayloadShape`, `STATE_MALFORMED`) checks the keys, the types and the ranges; stage 4
 * (`checkPayloadIds`, `STATE_INCONSISTENT`) checks that the ids name the content's cards.
 *
 * @module
 * @internal
 */
import { GOBLIN_TOKENS, HEROES_PER_PLAYER, QUEST_ROW_SIZE, STAT_CAP } from "../../rules/constants";
import type { RulesEnv } from "../../rules/game-types";
import type { IdFieldType } from "../../modules/define";
import type { ModuleSet } from "../module-set";
import { at, describe, type Problems } from "./problems";
import { isObj, type Obj } from "./read";

/** What one field holds. */
type FieldType =
  | "seat" // a player's seat
  | "hero" // a hero's index, 0 to 2
  | "symbols" // a count of rolled symbols, 0 to 10
  | "dice" // a number of dice, 1 to 10
  | "damage" // the Health one damaging symbol takes, 1 to 10
  | "power" // a Power amount, 1 to 10
  | "goblins" // a number of goblins, 1 to 16
  | "text" // a non-empty string (a reason or purpose)
  | "boolean"
  | "attempts" // null or a count from 0
  | "region" // a region reference (optional: `region?`)
  | "source" // "take-damage" or "conjure-magic"
  | "item"
  | "items"
  | "quests"
  | "effect" // a grotto effect id
  | "spell"
  | "spells"
  | "temple"
  | "temples"
  | "card" // a movement card id
  | (string & {}); // a type a module declares (the id of one of its content records)

/** The fields of one kind, besides `kind` (and, for decisions, `player`). A `?` suffix marks an optional field. */
type Fields = Readonly<Record<string, FieldType>>;

/** The base game's decisions: their fields besides `kind` and `player` (checked by the field checks). */
export const DECISION_FIELDS: Readonly<Record<string, Fields>> = {
  "choose-movement-card": {},
  "move-or-idle": { card: "card", transferred: "items" },
  "choose-gain": { reason: "text" },
  "equip-item": { item: "item" },
  "choose-quest": { options: "quests" },
  "use-grotto": { hero: "hero", effect: "effect" },
  "advance-temples": { torch: "symbols", scroll: "symbols", reason: "text" },
  "adventure-or-rest": {},
  defend: { amount: "damage", cost: "power" },
  "night-spend": { torch: "symbols", scroll: "symbols", attack: "symbols" },
  "use-staff": { power: "power", spells: "spells", staffSpell: "spell" },
  chance: { dice: "dice", purpose: "text" },
  "draw-quest": {},
};

/** The base game's decisions asked of chance (external-chance mode), not of a seat. */
const CHANCE_DECISIONS: readonly string[] = ["chance", "draw-quest"];

const PLAYER: Fields = { player: "seat" };

/** The base game's steps: every field besides `kind`. */
export const STEP_FIELDS: Readonly<Record<string, Fields>> = {
  "setup-map": {},
  "setup-players": {},
  "setup-goblins": {},
  "setup-movement-cards": {},
  "setup-quests": {},
  "setup-first-player": {},
  "begin-round": {},
  "begin-day": {},
  "begin-day-turn": {},
  "day-player-turn": PLAYER,
  "end-day-turn": {},
  "begin-night": {},
  "offer-gain": { player: "seat", reason: "text" },
  "gain-item": { player: "seat", item: "item" },
  arrive: { player: "seat", hero: "hero", "at?": "region" },
  "fill-quest-row": { attempts: "attempts" },
  "check-movement-quests": PLAYER,
  "complete-temple": { player: "seat", temple: "temple", byDay: "boolean" },
  "advance-legendary": { player: "seat", temples: "temples" },
  "night-turn": {},
  "roll-dice": { player: "seat", purpose: "text" },
  "resolve-adventure-roll": PLAYER,
  "deal-damage": { roller: "seat", source: "source", index: "symbols", next: "seat", remaining: "dice" },
  "roll-gain-power": PLAYER,
  "roll-conjure-magic": PLAYER,
  "open-spend-windows": PLAYER,
  "spend-window": PLAYER,
  "pass-dice": { from: "seat" },
  "rest-heroes": PLAYER,
  "grotto-roll-temples": PLAYER,
  "reset-magic": {},
  "flip-goblins": {},
  "refill-portals": {},
  "reset-movement-cards": {},
  "refresh-quest-row": {},
  "pass-first-player": {},
  "advance-round": {},
};

/** The keys of each table entry, required and optional, computed once. */
interface KeySpec {
  readonly required: readonly (readonly [string, FieldType])[];
  readonly optional: readonly (readonly [string, FieldType])[];
  readonly known: ReadonlySet<string>;
}

function keySpecs(table: Iterable<readonly [string, Fields]>, implicit: readonly string[]): ReadonlyMap<string, KeySpec> {
  const out = new Map<string, KeySpec>();
  for (const [kind, fields] of table) {
    const required: [string, FieldType][] = [];
    const optional: [string, FieldType][] = [];
    for (const [key, type] of Object.entries(fields)) {
      if (key.endsWith("?")) optional.push([key.slice(0, -1), type]);
      else required.push([key, type]);
    }
    out.set(kind, { required, optional, known: new Set([...implicit, ...required.map(([k]) => k), ...optional.map(([k]) => k)]) });
  }
  return out;
}

/**
 * The payload specs of one engine's modules joined with the base game's, built once per module set.
 *
 * @internal
 */
export interface PayloadSpecs {
  readonly decisions: ReadonlyMap<string, KeySpec>;
  readonly steps: ReadonlyMap<string, KeySpec>;
  /** The decision kinds asked of chance. */
  readonly chance: ReadonlySet<string>;
  /** The field types the modules add. */
  readonly idTypes: ReadonlyMap<string, IdFieldType>;
}

const specsOf = new WeakMap<ModuleSet, PayloadSpecs>();

/**
 * The payload specs of an engine's modules with the base game's (memoized per module set).
 *
 * @param set - the engine's modules
 * @returns the specs
 * @internal
 */
export function payloadSpecs(set: ModuleSet): PayloadSpecs {
  let specs = specsOf.get(set);
  if (specs !== undefined) return specs;
  const moduleDecisions = [...set.decisions].map(([kind, spec]) => [kind, spec.fields] as const);
  const moduleSteps = [...set.steps].map(([kind, spec]) => [kind, spec.fields] as const);
  specs = {
    decisions: keySpecs([...Object.entries(DECISION_FIELDS), ...moduleDecisions], ["kind", "player"]),
    steps: keySpecs([...Object.entries(STEP_FIELDS), ...moduleSteps], ["kind"]),
    chance: new Set([...CHANCE_DECISIONS, ...[...set.decisions].filter(([, spec]) => spec.chance === true).map(([kind]) => kind)]),
    idTypes: set.fieldTypes,
  };
  specsOf.set(set, specs);
  return specs;
}

/** The largest count of rolled symbols, dice, Power or damage any field holds. */
const MAX_COUNT = STAT_CAP;
const SIDES = ["left", "right"];

/** Reports a wrong type or range (stage 2); ids are only checked to be strings here. */
function checkType(p: Problems, value: unknown, path: string, type: FieldType, players: number): void {
  const int = (min: number, max: number): void => {
    if (!(typeof value === "number" && Number.isInteger(value) && value >= min && value <= max)) p.add(path, `expected an integer from ${min} to ${max}, found ${describe(value)}`);
  };
  const ids = (min: number, max: number): void => {
    if (!Array.isArray(value) || value.length < min || value.length > max) {
      p.add(path, `expected a list of ${min} to ${max} ids, found ${describe(value)}`);
      return;
    }
    for (let i = 0; i < value.length; i++) {
      const id: unknown = value[i];
      if (typeof id !== "string" || id === "") p.add(at(path, i), `expected a non-empty string, found ${describe(id)}`);
    }
  };
  switch (type) {
    case "seat":
      return int(0, players - 1);
    case "hero":
      return int(0, HEROES_PER_PLAYER - 1);
    case "symbols":
      return int(0, MAX_COUNT);
    case "dice":
    case "damage":
    case "power":
      return int(1, MAX_COUNT);
    case "goblins":
      return int(1, GOBLIN_TOKENS);
    case "attempts":
      if (value !== null) int(0, Number.MAX_SAFE_INTEGER);
      return;
    case "boolean":
      if (typeof value !== "boolean") p.add(path, `expected true or false, found ${describe(value)}`);
      return;
    case "source":
      if (value !== "take-damage" && value !== "conjure-magic") p.add(path, `expected "take-damage" or "conjure-magic", found ${describe(value)}`);
      return;
    case "region": {
      const ref = value as { cell?: unknown; side?: unknown } | null;
      if (!isObj(ref) || Object.keys(ref).length !== 2 || !Number.isInteger(ref["cell"]) || (ref["cell"] as number) < 0 || !SIDES.includes(ref["side"] as string)) {
        p.add(path, `expected a region { cell, side }, found ${describe(value)}`);
      }
      return;
    }
    case "items":
      return ids(0, HEROES_PER_PLAYER * 2 * 2);
    case "quests":
      return ids(2, QUEST_ROW_SIZE);
    case "spells":
      return ids(1, HEROES_PER_PLAYER);
    case "temples":
      return ids(1, HEROES_PER_PLAYER);
    default:
      if (typeof value !== "string" || value === "") p.add(path, `expected a non-empty string, found ${describe(value)}`);
  }
}

/**
 * Stage 2: the keys and field types of a decision or a step of a known kind.
 *
 * @param p - the collector (`STATE_MALFORMED`)
 * @param value - the decision or step (an object with a string `kind`)
 * @param path - its path
 * @param isDecision - a decision (else a step)
 * @param players - the player count (seats run from 0 to players - 1)
 * @param specs - the engine's payload specs
 * @internal
 */
export function checkPayloadShape(p: Problems, value: Obj, path: string, isDecision: boolean, players: number, specs: PayloadSpecs): void {
  const spec = (isDecision ? specs.decisions : specs.steps).get(value["kind"] as string);
  if (spec === undefined) return;
  for (const key in value) if (Object.hasOwn(value, key) && !spec.known.has(key)) p.add(at(path, key), "unknown field");
  for (const [key, type] of spec.required) {
    if (!Object.hasOwn(value, key)) p.add(at(path, key), "missing required field");
    else checkType(p, value[key], at(path, key), type, players);
  }
  for (const [key, type] of spec.optional) if (Object.hasOwn(value, key)) checkType(p, value[key], at(path, key), type, players);
  if (isDecision && Object.hasOwn(value, "player")) {
    const chance = specs.chance.has(value["kind"] as string);
    if (chance !== (value["player"] === "chance")) {
      p.add(at(path, "player"), chance ? `expected "chance" (this decision is a chance point), found ${describe(value["player"])}` : `expected a seat, found "chance"`);
    }
  }
}

/** The content table an id field must name, with what it is called. */
function idTable(env: RulesEnv, type: FieldType, specs: PayloadSpecs): { has: (id: string) => boolean; what: string } | null {
  switch (type) {
    case "item":
    case "items":
      return { has: (id) => env.index.items.has(id), what: "item" };
    case "quests":
      return { has: (id) => env.index.quests.has(id), what: "quest" };
    case "effect":
      return { has: (id) => env.index.grottoEffects.has(id), what: "grotto effect" };
    case "spell":
    case "spells":
      return { has: (id) => env.index.spells.has(id), what: "spell" };
    case "temple":
    case "temples":
      return { has: (id) => env.index.temples.has(id), what: "temple" };
    case "card":
      return { has: (id) => env.index.movementMethods.has(id), what: "movement card" };
    default: {
      const own = specs.idTypes.get(type);
      return own === undefined ? null : { has: (id) => own.has(env, id), what: own.what };
    }
  }
}

/**
 * Stage 4: the ids of a decision or a step name the content's cards, and no list names one twice;
 * a region field names a cell of the map.
 *
 * @param p - the collector (`STATE_INCONSISTENT`)
 * @param value - a decision or step that passed stage 2
 * @param path - its path
 * @param isDecision - a decision (else a step)
 * @param env - the rules environment
 * @param cells - the number of map cells
 * @param specs - the engine's payload specs
 * @internal
 */
export function checkPayloadIds(p: Problems, value: Obj, path: string, isDecision: boolean, env: RulesEnv, cells: number, specs: PayloadSpecs): void {
  const spec = (isDecision ? specs.decisions : specs.steps).get(value["kind"] as string);
  if (spec === undefined) return;
  for (const [key, type] of [...spec.required, ...spec.optional]) {
    if (!Object.hasOwn(value, key)) continue;
    const field: unknown = value[key];
    if (type === "region") {
      if (((field as { cell: number }).cell) >= cells) p.add(at(at(path, key), "cell"), `expected a map cell from 0 to ${cells - 1}, found ${describe((field as { cell: number }).cell)}`);
      continue;
    }
    const table = idTable(env, type, specs);
    if (table === null) continue;
    if (typeof field === "string") {
      if (!table.has(field)) p.add(at(path, key), `unknown ${table.what} ${describe(field)}`);
      continue;
    }
    const list = field as readonly string[];
    for (let i = 0; i < list.length; i++) {
      const id = list[i] as string;
      if (!table.has(id)) p.add(at(at(path, key), i), `unknown ${table.what} ${describe(id)}`);
      // The items moved in a window may repeat (an item moved back); no other list repeats.
      else if (type !== "items" && list.indexOf(id) !== i) p.add(at(at(path, key), i), `the ${table.what} ${describe(id)} is listed twice`);
    }
  }
}
