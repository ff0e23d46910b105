/**
 * Structure readers for the rule tables: magic tracks, scoring, Golden Mushrooms.
 *
 * @module
 */

import type { GoldenActionDef, MagicTrackDef, MapCardDef, ScoringTableDef } from "../types";
import { arrayOf, Checker, get, integerFrom, readBoolean, readNumber, readObject, readString, type Reader } from "./checker";
import { readMapCard } from "./read-board";
import { readRecord, readTable, type Entry } from "./records";

const readNonNegative = integerFrom(0);

const readAmounts: Reader<true> = (c, value, path) => {
  const o = readObject(c, value, path);
  if (o === undefined) return undefined;
  get(c, o, "sequence", path, arrayOf(readNonNegative));
  get(c, o, "rest", path, readNonNegative);
  return true;
};

const readLevel: Reader<true> = (c, value, path) => {
  const o = readObject(c, value, path);
  if (o === undefined) return undefined;
  get(c, o, "level", path, readNonNegative);
  get(c, o, "learnUpTo", path, readNonNegative);
  get(c, o, "takeDamage", path, readAmounts);
  get(c, o, "gainPower", path, readAmounts);
  get(c, o, "conjureMagic", path, (c2, v, cp) => {
    const conjure = readObject(c2, v, cp);
    if (conjure === undefined) return undefined;
    get(c2, conjure, "advances", cp, readBoolean);
    get(c2, conjure, "damage", cp, readAmounts);
    return true;
  });
  return true;
};

/**
 * Reads one side of the magic card (cross-field rules are checked later).
 */
export function readMagicTrack(c: Checker, value: unknown, path: string): Entry<MagicTrackDef> {
  return readRecord<MagicTrackDef>(c, value, path, null, (o, p) => {
    get(c, o, "spaces", p, arrayOf(readNonNegative));
    get(c, o, "levels", p, arrayOf(readLevel));
  });
}

const readScoreRow: Reader<true> = (c, value, path) => {
  const row = arrayOf(readNumber)(c, value, path);
  if (row === undefined) return undefined;
  if (row.length !== 11) c.report(path, "WRONG_COUNT", `expected 11 entries (totals 0 to 10), found ${row.length}`);
  return true;
};

/**
 * Reads the scoring table.
 */
export function readScoring(c: Checker, value: unknown, path: string): Entry<ScoringTableDef> {
  return readRecord<ScoringTableDef>(c, value, path, null, (o, p) => {
    for (const key of ["spells", "quests", "goblins"]) get(c, o, key, p, readScoreRow);
    get(c, o, "legendaryItem", p, readNumber);
  });
}

/**
 * Reads one Golden Grotto action.
 */
export function readGoldenAction(c: Checker, value: unknown, path: string): Entry<GoldenActionDef> {
  return readRecord<GoldenActionDef>(c, value, path, "id", (o, p) => {
    get(c, o, "name", p, readString);
    get(c, o, "description", p, readString);
  });
}

/**
 * What was read of the Golden Mushrooms content: its inner tables and fields, each `undefined` if
 * missing or malformed (already reported).
 */
export interface GoldenRead {
  /** Its map cards. */
  readonly cards: Entry<MapCardDef>[] | undefined;
  /** The ids of the grotto effects whose cards it removes. */
  readonly replaces: readonly string[] | undefined;
  /** Its actions. */
  readonly actions: Entry<GoldenActionDef>[] | undefined;
  /** Its number of mushroom tokens. */
  readonly mushroomCount: number | undefined;
}

/**
 * Reads the Golden Mushrooms content.
 */
export function readGolden(c: Checker, value: unknown, path: string): GoldenRead {
  let read: GoldenRead = { cards: undefined, replaces: undefined, actions: undefined, mushroomCount: undefined };
  readRecord<unknown>(c, value, path, null, (o, p) => {
    read = {
      cards: readTable(c, o, "mapCards", p, readMapCard),
      replaces: get(c, o, "replacesGrottoEffects", p, arrayOf(readString)),
      actions: readTable(c, o, "actions", p, readGoldenAction),
      mushroomCount: get(c, o, "mushroomCount", p, readNonNegative),
    };
  });
  return read;
}
