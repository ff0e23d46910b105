/**
 * Stage 2 of the deep checks (`STATE_MALFORMED`): every field of the state has the right JS type,
 * integers where integers are meant, enums take only their values, numbers stay in their ranges,
 * no field is missing and none is unknown. Needs nothing but the state itself; the checks that
 * need the content pack come later.
 *
 * This file checks the root, the config, the kernel fields (RNG, decision, queue) and the module
 * slices; `check-fields-board.ts`, `check-fields-players.ts` and `check-fields-progress.ts` check
 * the rest.
 *
 * @module
 * @internal
 */
import { MAX_QUEUE_LENGTH } from "../state-guard";
import { STATE_KEYS } from "../../rules/state/state-shape";
import { ROUNDS } from "../../rules/constants";
import { SCHEMA_VERSION, type ChanceMode, type GameConfig, type GameState, type PackRef, type Phase } from "../../rules/state";
import type { RngState } from "../../core/rng";
import type { GameRuleset } from "../../rules/game-types";
import type { ModuleSet } from "../module-set";
import { checkBoardFields } from "./check-fields-board";
import { checkPlayerFields } from "./check-fields-players";
import { checkPayloadShape, payloadSpecs, type PayloadSpecs } from "./payloads";
import { checkDay, checkLastRoll, checkNight, type SeatReader } from "./check-fields-progress";
import { at, describe, type Problems } from "./problems";
import { eachOf, field, isObj, readArray, readInt, readOneOf, readRecord, readString, type Obj } from "./read";

/**
 * What the later field checks need to know about the state, once read: the player count and the
 * number of map cells (undefined when those fields are themselves wrong).
 *
 * @internal
 */
export interface Shape {
  readonly players: number | undefined;
  readonly cells: number | undefined;
}

// Each list is typed against its interface (the state's own keys are `STATE_KEYS`): adding a field
// without teaching parseState about it is a compile error here.
const CONFIG_KEYS = Object.keys({
  seed: 1, players: 1, modules: 1, difficulty: 1, chance: 1, colors: 1, firstPlayer: 1, rulings: 1,
} satisfies Record<keyof GameConfig, 1>);
const PACK_KEYS = Object.keys({ id: 1, fingerprint: 1 } satisfies Record<keyof PackRef, 1>);
const RNG_KEYS = Object.keys({ c: 1, s0: 1, s1: 1, s2: 1 } satisfies Record<keyof RngState, 1>);
const PHASES = Object.keys({ setup: 1, day: 1, night: 1, resolution: 1, ended: 1 } satisfies Record<Phase, 1>);
const CHANCE = Object.keys({ seeded: 1, external: 1 } satisfies Record<ChanceMode, 1>);
const TOKEN_SIDES = Object.keys({ quest: 1, "no-quest": 1 } satisfies Record<GameState["firstPlayerToken"], 1>);

/**
 * Checks the type and range of every field of a state.
 *
 * @param p - the collector (`STATE_MALFORMED`)
 * @param value - the candidate state, already known to be plain JSON
 * @param set - the modules of the engine
 * @internal
 */
export function checkFields(p: Problems, value: unknown, set: ModuleSet): void {
  const s = readRecord(p, value, "", STATE_KEYS);
  if (s === undefined) return;
  if (s["schemaVersion"] !== SCHEMA_VERSION) p.add("schemaVersion", `expected ${SCHEMA_VERSION}, found ${describe(s["schemaVersion"])}`);
  const specs = payloadSpecs(set);
  const config = field(s, "config", "", (v, q) => checkConfig(p, v, q, set));
  field(s, "pack", "", (v, q) => {
    const pack = readRecord(p, v, q, PACK_KEYS);
    if (pack !== undefined) for (const key of PACK_KEYS) field(pack, key, q, (w, r) => readString(p, w, r));
  });
  field(s, "rng", "", (v, q) => checkRng(p, v, q));
  const cellsValue = isObj(s["map"]) ? s["map"]["cells"] : undefined;
  const shape: Shape = { players: config?.players, cells: Array.isArray(cellsValue) ? cellsValue.length : undefined };
  const seat = (v: unknown, q: string): number | undefined =>
    shape.players === undefined ? readInt(p, v, q, 0, 3) : readInt(p, v, q, 0, shape.players - 1);
  field(s, "decision", "", (v, q) => checkDecision(p, v, q, seat, shape.players ?? 4, specs));
  field(s, "queue", "", (v, q) => checkQueue(p, v, q, shape.players ?? 4, specs));
  if (config?.modules !== undefined) checkKinds(p, s, set.ruleset(config.modules));
  field(s, "phase", "", (v, q) => readOneOf(p, v, q, PHASES));
  field(s, "round", "", (v, q) => readInt(p, v, q, 1, ROUNDS));
  checkBoardFields(p, s, shape);
  checkPlayerFields(p, s, shape);
  field(s, "firstPlayer", "", seat);
  field(s, "firstPlayerToken", "", (v, q) => readOneOf(p, v, q, TOKEN_SIDES));
  field(s, "magicSpace", "", (v, q) => readInt(p, v, q, 0, Number.MAX_SAFE_INTEGER));
  field(s, "day", "", (v, q) => (v === null ? null : checkDay(p, v, q, seat)));
  field(s, "night", "", (v, q) => (v === null ? null : checkNight(p, v, q, seat, shape)));
  field(s, "lastRoll", "", (v, q) => (v === null ? null : checkLastRoll(p, v, q, seat)));
  field(s, "moduleState", "", (v, q) => checkModuleState(p, v, q, config?.modules, set));
}

interface ConfigRead {
  readonly players: number | undefined;
  readonly modules: readonly string[] | undefined;
}

function checkConfig(p: Problems, value: unknown, path: string, set: ModuleSet): ConfigRead | undefined {
  const c = readRecord(p, value, path, CONFIG_KEYS);
  if (c === undefined) return undefined;
  field(c, "seed", path, (v, q) => {
    if (!((typeof v === "string" && v !== "") || (typeof v === "number" && Number.isFinite(v)))) {
      p.add(q, `expected a non-empty string or a finite number, found ${describe(v)}`);
    }
  });
  const players = field(c, "players", path, (v, q) => readInt(p, v, q, 1, 4));
  const modules = field(c, "modules", path, (v, q) => checkModules(p, v, q, players, set));
  field(c, "difficulty", path, (v, q) => {
    // A difficulty is recorded exactly when a composed module has difficulty levels.
    const levels = modules?.map((id) => set.get(id)?.difficulties).find((d) => d !== undefined);
    if (levels !== undefined) readOneOf(p, v, q, levels.levels);
    else if (modules !== undefined && v !== null) p.add(q, `expected null (no module of this game has difficulty levels), found ${describe(v)}`);
  });
  field(c, "chance", path, (v, q) => readOneOf(p, v, q, CHANCE));
  field(c, "colors", path, (v, q) => {
    const colors = readArray(p, v, q, 1, 4);
    if (colors === undefined) return;
    if (players !== undefined && colors.length !== players) {
      p.add(q, `expected one colour per player (${players}), found ${colors.length}`);
    }
    const seen = new Set<string>();
    eachOf(p, colors, q, (color, qi) => {
      const name = readString(p, color, qi);
      if (name !== undefined && seen.has(name)) p.add(qi, `the colour ${describe(name)} is listed twice`);
      if (name !== undefined) seen.add(name);
    });
  });
  field(c, "firstPlayer", path, (v, q) => {
    if (v !== null) readInt(p, v, q, 0, (players ?? 4) - 1);
  });
  field(c, "rulings", path, (v, q) => {
    const rulings = readRecord(p, v, q, Object.keys(set.rulings));
    if (rulings === undefined) return;
    for (const [key, choice] of Object.entries(set.rulings)) {
      field(rulings, key, q, (x, qx) => readOneOf(p, x, qx, choice.values));
    }
  });
  return { players, modules };
}

function checkModules(p: Problems, value: unknown, path: string, players: number | undefined, set: ModuleSet): readonly string[] | undefined {
  const modules = readArray(p, value, path, 0, set.ids.length);
  if (modules === undefined) return undefined;
  const before = p.count;
  eachOf(p, modules, path, (id, q) => readOneOf(p, id, q, set.ids));
  if (p.count !== before) return undefined;
  const canonical = set.ids.filter((id) => modules.includes(id));
  if (canonical.length !== modules.length || canonical.some((id, i) => modules[i] !== id)) {
    p.add(path, `expected each module once, in canonical order (${set.ids.join(", ")})`);
    return undefined;
  }
  if (players === undefined) return canonical;
  for (const module of set.modules) {
    const fits = module.players === undefined || module.players.includes(players);
    const listed = canonical.includes(module.id);
    // A module selected by the player count is composed exactly when the count selects it.
    if ((listed && !fits) || (module.implied === true && fits && !listed)) {
      p.add(path, listed ? `expected no "${module.id}" (it plays with players: ${module.players?.join(" or ")} only)` : `expected "${module.id}" (a ${players}-player game composes it)`);
      return undefined;
    }
  }
  return canonical;
}

function checkRng(p: Problems, value: unknown, path: string): void {
  const rng = readRecord(p, value, path, RNG_KEYS);
  if (rng === undefined) return;
  // The Alea generator's carry is an integer and its three seeds are fractions in [0, 1).
  field(rng, "c", path, (v, q) => readInt(p, v, q, 0, 2 ** 32 - 1));
  for (const key of ["s0", "s1", "s2"]) {
    field(rng, key, path, (v, q) => {
      if (!(typeof v === "number" && v >= 0 && v < 1)) p.add(q, `expected a number from 0 up to (not including) 1, found ${describe(v)}`);
    });
  }
}

function checkDecision(p: Problems, value: unknown, path: string, seat: SeatReader, players: number, specs: PayloadSpecs): void {
  if (value === null) return;
  if (!isObj(value)) {
    p.add(path, `expected null or an object, found ${describe(value)}`);
    return;
  }
  if (!Object.hasOwn(value, "kind")) p.add(at(path, "kind"), "missing required field");
  else readString(p, value["kind"], at(path, "kind"));
  if (!Object.hasOwn(value, "player")) p.add(at(path, "player"), "missing required field");
  else if (value["player"] !== "chance") seat(value["player"], at(path, "player"));
  if (typeof value["kind"] === "string") checkPayloadShape(p, value, path, true, players, specs);
}

function checkQueue(p: Problems, value: unknown, path: string, players: number, specs: PayloadSpecs): void {
  const queue = readArray(p, value, path);
  if (queue === undefined) return;
  if (queue.length > MAX_QUEUE_LENGTH) {
    p.add(path, `holds ${queue.length} steps; at most ${MAX_QUEUE_LENGTH} are allowed`);
    return;
  }
  eachOf(p, queue, path, (step, q) => {
    if (!isObj(step)) p.add(q, `expected an object, found ${describe(step)}`);
    else if (!Object.hasOwn(step, "kind")) p.add(at(q, "kind"), "missing required field");
    else if (readString(p, step["kind"], at(q, "kind")) !== undefined) checkPayloadShape(p, step, q, false, players, specs);
  });
}

/** The decision and the queued steps must be kinds the composed ruleset handles. */
function checkKinds(p: Problems, s: Obj, ruleset: GameRuleset): void {
  const decision = s["decision"];
  if (isObj(decision) && typeof decision["kind"] === "string" && !Object.hasOwn(ruleset.decisions, decision["kind"])) {
    p.add("decision.kind", `unknown decision kind ${describe(decision["kind"])}`);
  }
  const queue = s["queue"];
  if (!Array.isArray(queue)) return;
  eachOf(p, queue, "queue", (step, q) => {
    if (isObj(step) && typeof step["kind"] === "string" && !Object.hasOwn(ruleset.steps, step["kind"])) {
      p.add(at(q, "kind"), `unknown step kind ${describe(step["kind"])}`);
    }
  });
}
function checkModuleState(p: Problems, value: unknown, path: string, modules: readonly string[] | undefined, set: ModuleSet): void {
  if (!isObj(value)) {
    p.add(path, `expected an object, found ${describe(value)}`);
    return;
  }
  if (modules === undefined) return;
  for (const key of Object.keys(value)) {
    if (!modules.includes(key)) p.add(at(path, key), "a state slice of a module this game does not compose");
  }
  // Setup creates these modules' slices; a game without its slice can be neither played nor ended.
  for (const id of modules) {
    if (set.get(id)?.slice !== undefined && !Object.hasOwn(value, id)) p.add(at(path, id), "missing the state slice of a module this game composes");
  }
}

