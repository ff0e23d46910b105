/**
 * Content pack validation: every problem of a pack, with a property path, a stable code and a
 * readable message.
 *
 * @module
 */

import { NotPlainData, plainData } from "../core/plain-data";
import type { ContentProblem } from "../core/errors";
import { describeValue, isObject } from "../core/schema/index";
import { Checker } from "./validate/checker";
import { checkItems, checkPlayerCards, checkQuests } from "./validate/check-cards";
import { checkLayout } from "./validate/check-layout";
import { checkMapCards } from "./validate/check-map";
import { checkDice, checkGolden, checkMagicTracks, checkMovementCards, checkSpells } from "./validate/check-tables";
import type { ParsedPack } from "./validate/parsed";
import { readPack } from "./validate/read-pack";
import { checkUniqueIds, type Entry } from "./validate/records";

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
 * `ContentPack` order against the pack's schema (types, required and unknown fields, the sources
 * of the provenance), then each record's provenance against its fields, then unique ids, counts,
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
      c.report("", "NOT_AN_OBJECT", `a content pack must be an object, found ${describeValue(pack)}`);
      return c.problems;
    }
    try {
      plainData(pack, { depth: 64, nodes: 1_000_000 });
    } catch (error) {
      c.report(
        "",
        "INVALID_VALUE",
        `a content pack must be plain JSON data; ${error instanceof NotPlainData ? error.message : "reading it threw"}`,
      );
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
