/**
 * Content pack validation: every problem of a pack, with a property path, a stable code and a
 * readable message.
 *
 * @module
 */

import { NotPlainData, plainData } from "../core/plain-data";
import type { ContentProblem } from "../core/errors";
import { Checker, get, isObject, kindOf, readObject, readString, type Obj } from "./validate/checker";
import { checkItems, checkPlayerCards, checkQuests } from "./validate/check-cards";
import { checkLayout } from "./validate/check-layout";
import { checkMapCards } from "./validate/check-map";
import { checkDice, checkGolden, checkMagicTracks, checkMovementCards, checkSpells } from "./validate/check-tables";
import type { ParsedPack } from "./validate/parsed";
import { readDice, readGrottoEffect, readLayout, readMapCard, readSpell, readTemple } from "./validate/read-board";
import { readItem, readMovementCard, readPlayerCard, readQuest } from "./validate/read-cards";
import { readGolden, readMagicTrack, readScoring } from "./validate/read-rules";
import { checkUniqueIds, readTable, type Entry } from "./validate/records";

/** The content model version this engine reads. */
const FORMAT_VERSION = 1;

/** Reads a single-record table at `key`, reporting `MISSING_FIELD` when absent. */
function single<T>(c: Checker, o: Obj, key: string, path: string, read: (c: Checker, v: unknown, p: string) => T): T | undefined {
  return get(c, o, key, path, (c2, v, p) => read(c2, v, p));
}

/** The structure pass: reads every table in ContentPack order. */
function readPack(c: Checker, pack: Obj): ParsedPack {
  get(c, pack, "id", "", readString);
  if (Object.hasOwn(pack, "formatVersion") && pack["formatVersion"] !== undefined) {
    const version = pack["formatVersion"];
    if (version !== FORMAT_VERSION) {
      const found = typeof version === "number" || typeof version === "string" ? JSON.stringify(version) : kindOf(version);
      c.report("formatVersion", "FORMAT_VERSION", `this engine reads content format ${FORMAT_VERSION}, found ${found}`);
    }
  } else {
    c.report("formatVersion", "MISSING_FIELD", 'missing required field "formatVersion"');
  }
  const dice = single(c, pack, "dice", "", readDice);
  const layout = single(c, pack, "layout", "", readLayout);
  const mapCards = readTable(c, pack, "mapCards", "", readMapCard);
  const temples = readTable(c, pack, "temples", "", readTemple);
  const spells = readTable(c, pack, "spells", "", readSpell);
  const grottoEffects = readTable(c, pack, "grottoEffects", "", readGrottoEffect);
  const magic: ReturnType<typeof readMagicTrack>[] = [];
  get(c, pack, "magicTracks", "", (c2, v, p) => {
    const tracks = readObject(c2, v, p);
    if (tracks === undefined) return undefined;
    for (const side of ["multiplayer", "solo"]) {
      const track = single(c2, tracks, side, p, readMagicTrack);
      if (track !== undefined) magic.push(track);
    }
    return true;
  });
  const movementCards = readTable(c, pack, "movementCards", "", readMovementCard);
  const quests = readTable(c, pack, "quests", "", readQuest);
  const items = readTable(c, pack, "items", "", readItem);
  const playerCards = readTable(c, pack, "playerCards", "", readPlayerCard);
  single(c, pack, "scoring", "", readScoring);
  const none = { cards: undefined, replaces: undefined, actions: undefined, mushroomCount: undefined };
  const golden = single(c, pack, "goldenMushrooms", "", readGolden) ?? none;
  return { dice, layout, mapCards, temples, spells, grottoEffects, magic, movementCards, quests, items, playerCards, golden };
}

/** The path of the first own `__proto__` key in plain data (as `JSON.parse` makes them), or null. */
function protoKeyPath(value: unknown, path: string): string | null {
  if (typeof value !== "object" || value === null) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = protoKeyPath(value[i], `${path}[${i}]`);
      if (found !== null) return found;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    const at = path === "" ? key : `${path}.${key}`;
    if (key === "__proto__") return at;
    const found = protoKeyPath((value as Record<string, unknown>)[key], at);
    if (found !== null) return found;
  }
  return null;
}

/** The cross-table pass: ids, counts, references and layout, in a fixed order. */
function checkPack(c: Checker, p: ParsedPack): void {
  const tables: [readonly Entry<unknown>[] | undefined, string, string][] = [
    [[...(p.mapCards ?? []), ...(p.golden.cards ?? [])], "id", "map card"],
    [p.temples, "id", "temple"],
    [p.spells, "id", "spell"],
    [p.grottoEffects, "id", "grotto effect"],
    [p.movementCards, "id", "movement card"],
    [p.quests, "id", "quest"],
    [p.items, "id", "item"],
    [p.playerCards, "color", "player colour"],
    [p.golden.actions, "id", "Golden Grotto action"],
  ];
  for (const [entries, field, what] of tables) checkUniqueIds(c, entries ?? [], field, what);
  checkDice(c, p);
  checkLayout(c, p.layout);
  checkMapCards(c, p);
  checkSpells(c, p);
  checkMagicTracks(c, p);
  checkMovementCards(c, p);
  checkQuests(c, p);
  checkItems(c, p);
  checkPlayerCards(c, p);
  checkGolden(c, p);
}

/**
 * Validates a content pack. Never throws, whatever the input: returns every problem found (an
 * empty array for a valid pack), in a stable order: first the structure of each table in
 * `ContentPack` order (types, required fields, provenance), then unique ids, counts,
 * references and the layout.
 *
 * Codes: `NOT_AN_OBJECT`, `WRONG_TYPE`, `MISSING_FIELD`, `FORMAT_VERSION`, `DUPLICATE_ID`,
 * `DANGLING_REFERENCE`, `WRONG_COUNT`, `INVALID_VALUE`, `MISSING_PROVENANCE`, `BAD_PROVENANCE`,
 * `LAYOUT`.
 *
 * @param pack - anything, typically a parsed JSON content pack
 * @returns every problem found, each with a property path such as `"quests[4].temple"`
 * @example
 * ```ts
 * validateContent(referencePack); // []
 * validateContent({ ...referencePack, formatVersion: 2 });
 * // [{ path: "formatVersion", code: "FORMAT_VERSION", message: "..." }]
 * ```
 */
export function validateContent(pack: unknown): ContentProblem[] {
  const c = new Checker();
  try {
    if (!isObject(pack)) {
      c.report("", "NOT_AN_OBJECT", `a content pack must be an object, found ${kindOf(pack)}`);
      return c.problems;
    }
    try {
      plainData(pack, { depth: 64, nodes: 1_000_000 });
    } catch (error) {
      c.report("", "INVALID_VALUE", `a content pack must be plain JSON data; ${error instanceof NotPlainData ? error.message : "reading it threw"}`);
      return c.problems;
    }
    const proto = protoKeyPath(pack, "");
    if (proto !== null) {
      // A copy would set its prototype instead of keeping the key: one pack, two meanings.
      c.report(proto, "INVALID_VALUE", 'the key "__proto__" is not allowed in a content pack');
      return c.problems;
    }
    checkPack(c, readPack(c, pack));
  } catch (error) {
    // Only reachable with exotic inputs (throwing getters, proxies): report instead of throwing.
    c.report("", "INVALID_VALUE", `the pack could not be read${error instanceof Error ? `: ${error.message}` : ""}`);
  }
  return c.problems;
}
