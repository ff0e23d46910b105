/**
 * Cross-table checks of the map cards: deck counts, castles, region references, portals, temples.
 *
 * @module
 */

import type { CardFace, MapCardDef, RegionDef } from "../types";
import { at, Checker } from "./checker";
import type { ParsedPack } from "./parsed";
import { complete, idSet, valid } from "./records";

const FACES: readonly CardFace[] = ["bright", "gloom"];

/**
 * One region of one face of a map card, with its property path.
 */
export interface PlacedRegion {
  /** The region's property path. */
  readonly path: string;
  /** The face it is printed on. */
  readonly face: CardFace;
  /** The card it is printed on. */
  readonly card: MapCardDef;
  /** The region. */
  readonly region: RegionDef;
}

/**
 * Every region of the given (valid) cards, card by card, bright face first, left before right.
 */
export function regionsOf(cards: readonly { readonly path: string; readonly value: MapCardDef }[]): PlacedRegion[] {
  const out: PlacedRegion[] = [];
  for (const { path, value: card } of cards) {
    for (const face of FACES) {
      for (const side of ["left", "right"] as const) {
        out.push({ path: at(at(path, face), side), face, card, region: card[face][side] });
      }
    }
  }
  return out;
}

/**
 * Runs every map card check.
 */
export function checkMapCards(c: Checker, p: ParsedPack): void {
  const base = valid(p.mapCards);
  const golden = valid(p.golden.cards);
  checkDecks(c, p, base);
  checkGoldenCards(c, golden);
  checkReferences(c, p, regionsOf([...base, ...golden]));
  if (p.temples !== undefined && p.temples.length !== 6) {
    c.report("temples", "WRONG_COUNT", `expected 6 temples, found ${p.temples.length}`);
  }
  const all = complete(p.mapCards);
  if (all === undefined) return;
  const regular = regionsOf(all.filter((card) => card.value.kind === "regular"));
  for (const face of FACES) {
    const portals = regular.filter((r) => r.face === face && r.region.kind === "portal").length;
    if (portals !== 7) {
      c.report(
        "mapCards",
        "WRONG_COUNT",
        `the ${face} faces of the regular cards hold ${portals} goblin portals, expected 7`,
      );
    }
  }
  if (p.temples === undefined) return;
  const regions = regionsOf(all);
  for (const temple of p.temples) {
    if (temple.id === undefined) continue;
    for (const face of FACES) {
      const n = regions.filter(
        (r) => r.face === face && r.region.kind === "temple" && r.region.temple === temple.id,
      ).length;
      if (n !== 1)
        c.report(
          temple.path,
          "WRONG_COUNT",
          `temple "${temple.id}" is on ${n} regions of the ${face} faces, expected exactly 1`,
        );
    }
  }
}

function checkDecks(c: Checker, p: ParsedPack, base: readonly { path: string; value: MapCardDef }[]): void {
  if (p.mapCards === undefined) return;
  if (p.mapCards.length !== 17)
    c.report("mapCards", "WRONG_COUNT", `expected 17 map cards, found ${p.mapCards.length}`);
  const all = complete(p.mapCards);
  if (all !== undefined) {
    const castles = all.filter((card) => card.value.kind === "castle").length;
    if (castles !== 4) c.report("mapCards", "WRONG_COUNT", `expected 4 castle cards, found ${castles}`);
    if (all.length - castles !== 13)
      c.report("mapCards", "WRONG_COUNT", `expected 13 regular cards, found ${all.length - castles}`);
  }
  const colorAt = new Map<string, string>();
  for (const { path, value: card } of base) {
    const perFace = FACES.map((face) =>
      regionsOf([{ path, value: card }]).filter((r) => r.face === face && r.region.kind === "castle"),
    );
    if (card.kind === "regular") {
      for (const r of perFace.flat()) c.report(r.path, "INVALID_VALUE", "a regular map card cannot hold a castle");
      continue;
    }
    FACES.forEach((face, index) => {
      const n = perFace[index]?.length ?? 0;
      if (n !== 1)
        c.report(at(path, face), "WRONG_COUNT", `a castle card needs exactly 1 castle region per face, found ${n}`);
    });
    const [bright, gloom] = perFace.map((regions) => regions[0]?.region);
    if (bright?.kind !== "castle" || gloom?.kind !== "castle") continue;
    if (bright.color !== gloom.color) {
      c.report(
        at(path, "gloom"),
        "INVALID_VALUE",
        `the gloom castle is "${gloom.color}" but the bright castle is "${bright.color}"`,
      );
    }
    const earlier = colorAt.get(bright.color);
    if (earlier === undefined) colorAt.set(bright.color, path);
    else
      c.report(at(path, "bright"), "INVALID_VALUE", `colour "${bright.color}" already has a castle card at ${earlier}`);
  }
}

function checkGoldenCards(c: Checker, golden: readonly { path: string; value: MapCardDef }[]): void {
  for (const { path, value: card } of golden) {
    if (card.kind !== "regular")
      c.report(at(path, "kind"), "INVALID_VALUE", 'a Golden Grotto card is a "regular" card');
    for (const face of FACES) {
      const n = [card[face].left, card[face].right].filter((r) => r.kind === "golden-grotto").length;
      if (n !== 1)
        c.report(
          at(path, face),
          "WRONG_COUNT",
          `a Golden Grotto card needs 1 golden-grotto region per face, found ${n}`,
        );
    }
  }
}

function checkReferences(c: Checker, p: ParsedPack, regions: readonly PlacedRegion[]): void {
  const temples = idSet(p.temples);
  const spells = idSet(p.spells);
  const actions = idSet(p.golden.actions);
  const effects = new Map<string, CardFace | undefined>();
  for (const e of p.grottoEffects ?? []) if (e.id !== undefined) effects.set(e.id, e.value?.face);
  const dangling = (path: string, what: string, id: string, ids: ReadonlySet<string> | undefined): void => {
    if (ids !== undefined && !ids.has(id)) c.report(path, "DANGLING_REFERENCE", `no ${what} has the id "${id}"`);
  };
  for (const { path, face, region } of regions) {
    if (region.kind === "temple") dangling(at(path, "temple"), "temple", region.temple, temples);
    if (region.kind === "obelisk") dangling(at(path, "spell"), "spell", region.spell, spells);
    if (region.kind === "golden-grotto") dangling(at(path, "action"), "Golden Grotto action", region.action, actions);
    if (region.kind === "grotto" && p.grottoEffects !== undefined) {
      const effectFace = effects.get(region.effect);
      if (!effects.has(region.effect)) {
        c.report(at(path, "effect"), "DANGLING_REFERENCE", `no grotto effect has the id "${region.effect}"`);
      } else if (effectFace !== undefined && effectFace !== face) {
        c.report(
          at(path, "effect"),
          "INVALID_VALUE",
          `"${region.effect}" is a ${effectFace} effect, printed on a ${face} face`,
        );
      }
    }
  }
}
