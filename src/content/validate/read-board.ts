/**
 * Structure readers for the board tables: dice, layout, map cards, temples, spells, grotto effects.
 *
 * @module
 */

import type {
  DiceDef,
  DieSymbol,
  GridPos,
  GrottoEffectDef,
  LayoutTemplate,
  MapCardDef,
  RegionKind,
  SpellDef,
  TempleDef,
} from "../types";
import {
  arrayOf,
  Checker,
  get,
  integerFrom,
  kindOf,
  oneOf,
  readArray,
  readNumber,
  readObject,
  readString,
  type Reader,
} from "./checker";
import { readRecord, type Entry } from "./records";

/** Every die symbol. @example `DIE_SYMBOLS.length; // 6` */
export const DIE_SYMBOLS: readonly DieSymbol[] = ["take-damage", "gain-power", "conjure-magic", "torch", "scroll", "attack-goblin"];

/** Every region kind. @example `REGION_KINDS.includes("portal"); // true` */
export const REGION_KINDS: readonly RegionKind[] = ["castle", "obelisk", "temple", "grotto", "golden-grotto", "portal"];

/** The field naming what each region kind refers to. */
const REGION_REFERENCE: Readonly<Record<RegionKind, string | null>> = {
  castle: "color",
  obelisk: "spell",
  temple: "temple",
  grotto: "effect",
  "golden-grotto": "action",
  portal: null,
};

const readCount = integerFrom(0);

/**
 * Reads the dice record.
 */
export function readDice(c: Checker, value: unknown, path: string): Entry<DiceDef> {
  return readRecord<DiceDef>(c, value, path, null, (o, p) => {
    get(c, o, "count", p, readCount);
    get(c, o, "faces", p, arrayOf(oneOf(DIE_SYMBOLS)));
  });
}

const readCell: Reader<GridPos> = (c, value, path) => {
  const pair = readArray(c, value, path);
  if (pair === undefined) return undefined;
  if (pair.length !== 2) {
    c.report(path, "WRONG_TYPE", `expected a [row, column] pair, found ${pair.length} elements`);
    return undefined;
  }
  const cell = arrayOf<number>((c2, v, p) => {
    const n = readNumber(c2, v, p);
    if (n !== undefined && !Number.isInteger(n)) c2.report(p, "INVALID_VALUE", `expected an integer, found ${n}`);
    return n !== undefined && Number.isInteger(n) ? n : undefined;
  })(c, pair, path);
  return cell as GridPos | undefined;
};

/**
 * Reads the layout record (cell values are checked later, under the `LAYOUT` code).
 */
export function readLayout(c: Checker, value: unknown, path: string): Entry<LayoutTemplate> {
  return readRecord<LayoutTemplate>(c, value, path, null, (o, p) => {
    for (const key of ["cross", "castles", "coast", "coastRing"]) get(c, o, key, p, arrayOf(readCell));
  });
}

const readRegion: Reader<true> = (c, value, path) => {
  const o = readObject(c, value, path);
  if (o === undefined) return undefined;
  const kind = get(c, o, "kind", path, oneOf(REGION_KINDS));
  if (kind === undefined) return undefined;
  const reference = REGION_REFERENCE[kind];
  if (reference !== null) get(c, o, reference, path, readString);
  return true;
};

const readFace: Reader<true> = (c, value, path) => {
  const o = readObject(c, value, path);
  if (o === undefined) return undefined;
  get(c, o, "left", path, readRegion);
  get(c, o, "right", path, readRegion);
  return true;
};

/**
 * Reads one map card.
 */
export function readMapCard(c: Checker, value: unknown, path: string): Entry<MapCardDef> {
  return readRecord<MapCardDef>(c, value, path, "id", (o, p) => {
    get(c, o, "name", p, readString);
    get(c, o, "kind", p, oneOf(["castle", "regular"]));
    get(c, o, "bright", p, readFace);
    get(c, o, "gloom", p, readFace);
  });
}

const readTrackSpace: Reader<true> = (c, value, path) => {
  const o = readObject(c, value, path);
  if (o === undefined) return undefined;
  get(c, o, "symbol", path, oneOf(["torch", "scroll"]));
  get(c, o, "count", path, (c2, v, p) => {
    if (v === 1 || v === 2) return v;
    c2.report(p, typeof v === "number" ? "INVALID_VALUE" : "WRONG_TYPE", `expected 1 or 2, found ${kindOf(v)} ${String(v)}`);
    return undefined;
  });
  return true;
};

const readTrack: Reader<true> = (c, value, path) => {
  const spaces = arrayOf(readTrackSpace)(c, value, path);
  if (spaces === undefined) return undefined;
  if (spaces.length !== 4) c.report(path, "WRONG_COUNT", `a temple track has 4 spaces, found ${spaces.length}`);
  return true;
};

/**
 * Reads one temple.
 */
export function readTemple(c: Checker, value: unknown, path: string): Entry<TempleDef> {
  return readRecord<TempleDef>(c, value, path, "id", (o, p) => {
    get(c, o, "name", p, readString);
    get(c, o, "tracks", p, (c2, v, tp) => {
      const tracks = readObject(c2, v, tp);
      if (tracks === undefined) return undefined;
      get(c2, tracks, "bright", tp, readTrack);
      get(c2, tracks, "gloom", tp, readTrack);
      return true;
    });
  });
}

/**
 * Reads one spell (its level must be a positive integer).
 */
export function readSpell(c: Checker, value: unknown, path: string): Entry<SpellDef> {
  return readRecord<SpellDef>(c, value, path, "id", (o, p) => {
    get(c, o, "name", p, readString);
    get(c, o, "level", p, integerFrom(1));
  });
}

/**
 * Reads one grotto effect.
 */
export function readGrottoEffect(c: Checker, value: unknown, path: string): Entry<GrottoEffectDef> {
  return readRecord<GrottoEffectDef>(c, value, path, "id", (o, p) => {
    get(c, o, "name", p, readString);
    get(c, o, "face", p, oneOf(["bright", "gloom"]));
    get(c, o, "description", p, readString);
  });
}
