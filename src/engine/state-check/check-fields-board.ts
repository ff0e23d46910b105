/**
 * Stage 2 of the deep checks, continued (`STATE_MALFORMED`): the types and ranges of the Land Map,
 * the goblins, the quests, the item rack and the movement cards.
 *
 * @module
 * @internal
 */
import type { CardFace, RegionSide } from "../../content/types";
import { GOBLIN_HEALTH, GOBLIN_TOKENS, QUEST_ROW_SIZE } from "../../rules/constants";
import type { GoblinState, GoblinToken, MapCell, MapState, MovementCardState, PortalState, QuestState, RegionRef } from "../../rules/state";
import type { Shape } from "./check-fields";
import { at, type Problems } from "./problems";
import { eachOf, field, hasExactKeys, isInt, isText, readArray, readBoolean, readInt, readOneOf, readRecord, readString, type Obj } from "./read";
import { isVerifiedMap } from "./verified-maps";

const MAP_KEYS = Object.keys({ face: 1, cells: 1 } satisfies Record<keyof MapState, 1>);
const CELL_KEYS = Object.keys({ cardId: 1, row: 1, col: 1, coastIndex: 1 } satisfies Record<keyof MapCell, 1>);
const REF_KEYS = Object.keys({ cell: 1, side: 1 } satisfies Record<keyof RegionRef, 1>);
const GOBLINS_KEYS = Object.keys({ portals: 1, supply: 1 } satisfies Record<keyof GoblinState, 1>);
const PORTAL_KEYS = Object.keys({ at: 1, goblin: 1 } satisfies Record<keyof PortalState, 1>);
const TOKEN_KEYS = Object.keys({ stance: 1, damage: 1, dealtBy: 1 } satisfies Record<keyof GoblinToken, 1>);
const QUESTS_KEYS = Object.keys({ deck: 1, row: 1, discard: 1 } satisfies Record<keyof QuestState, 1>);
const MOVEMENT_KEYS = Object.keys({ id: 1, used: 1 } satisfies Record<keyof MovementCardState, 1>);

const SIDES = Object.keys({ left: 1, right: 1 } satisfies Record<RegionSide, 1>);
const FACES = Object.keys({ bright: 1, gloom: 1 } satisfies Record<CardFace, 1>);
const STANCES = Object.keys({ passive: 1, aggressive: 1 } satisfies Record<GoblinToken["stance"], 1>);

/** No layout grid is anywhere near this large. */
const MAX_GRID = 99;

/**
 * Checks a region reference: a valid cell index and a side.
 *
 * @param p - the collector
 * @param value - the candidate reference
 * @param path - its path
 * @param cells - the number of map cells, when known
 * @internal
 */
export function checkRegionRef(p: Problems, value: unknown, path: string, cells: number | undefined): void {
  if (isRegionRef(value, cells)) return;
  const ref = readRecord(p, value, path, REF_KEYS);
  if (ref === undefined) return;
  field(ref, "cell", path, (v, q) => readInt(p, v, q, 0, cells === undefined ? MAX_GRID * MAX_GRID : cells - 1));
  field(ref, "side", path, (v, q) => readOneOf(p, v, q, SIDES));
}

/** The fast path of {@link checkRegionRef}. */
function isRegionRef(value: unknown, cells: number | undefined): boolean {
  return hasExactKeys(value, REF_KEYS) && isInt(value["cell"], 0, cells === undefined ? MAX_GRID * MAX_GRID : cells - 1) && (value["side"] === "left" || value["side"] === "right");
}

/**
 * Checks the board fields of a state: `map`, `goblins`, `quests`, `itemRack`, `movementCards`.
 *
 * @param p - the collector (`STATE_MALFORMED`)
 * @param s - the state object
 * @param shape - the player and cell counts, when known
 * @internal
 */
export function checkBoardFields(p: Problems, s: Obj, shape: Shape): void {
  field(s, "map", "", (v, q) => {
    if (!isVerifiedMap(v)) checkMap(p, v, q); // a map shared from an earlier parse passed already
  });
  field(s, "goblins", "", (v, q) => checkGoblins(p, v, q, shape));
  field(s, "quests", "", (v, q) => checkQuests(p, v, q));
  field(s, "itemRack", "", (v, q) => checkIds(p, v, q));
  field(s, "movementCards", "", (v, q) => {
    const cards = readArray(p, v, q);
    if (cards === undefined) return;
    eachOf(p, cards, q, (card, qi) => {
      const c = readRecord(p, card, qi, MOVEMENT_KEYS);
      if (c === undefined) return;
      field(c, "id", qi, (w, r) => readString(p, w, r));
      field(c, "used", qi, (w, r) => readBoolean(p, w, r));
    });
  });
}

/**
 * Checks a list of ids: an array of non-empty strings.
 *
 * @internal
 */
export function checkIds(p: Problems, value: unknown, path: string, max = Infinity): void {
  const ids = readArray(p, value, path, 0, max);
  if (ids === undefined) return;
  for (let i = 0; i < ids.length && !p.full; i++) {
    const id = ids[i];
    if (typeof id !== "string" || id === "") readString(p, id, at(path, i));
  }
}

function checkMap(p: Problems, value: unknown, path: string): void {
  const map = readRecord(p, value, path, MAP_KEYS);
  if (map === undefined) return;
  field(map, "face", path, (v, q) => readOneOf(p, v, q, FACES));
  field(map, "cells", path, (v, q) => {
    const cells = readArray(p, v, q, 1, MAX_GRID);
    if (cells === undefined) return;
    eachOf(p, cells, q, (cell, qi) => {
      if (isCell(cell)) return;
      const c = readRecord(p, cell, qi, CELL_KEYS);
      if (c === undefined) return;
      field(c, "cardId", qi, (w, r) => readString(p, w, r));
      field(c, "row", qi, (w, r) => readInt(p, w, r, 0, MAX_GRID));
      field(c, "col", qi, (w, r) => readInt(p, w, r, 0, MAX_GRID));
      field(c, "coastIndex", qi, (w, r) => (w === null ? null : readInt(p, w, r, 0, MAX_GRID * MAX_GRID)));
    });
  });
}

/** The fast path of a map cell's check. */
function isCell(c: unknown): boolean {
  return (
    hasExactKeys(c, CELL_KEYS) && isText(c["cardId"]) && isInt(c["row"], 0, MAX_GRID) && isInt(c["col"], 0, MAX_GRID) &&
    (c["coastIndex"] === null || isInt(c["coastIndex"], 0, MAX_GRID * MAX_GRID))
  );
}

/** The fast path of a portal's check. */
function isPortal(portal: unknown, shape: Shape): boolean {
  if (!hasExactKeys(portal, PORTAL_KEYS) || !isRegionRef(portal["at"], shape.cells)) return false;
  const token = portal["goblin"];
  if (token === null) return true;
  if (!hasExactKeys(token, TOKEN_KEYS) || (token["stance"] !== "passive" && token["stance"] !== "aggressive")) return false;
  const damage = token["damage"];
  const shares = token["dealtBy"];
  if (!isInt(damage, 0, GOBLIN_HEALTH - 1) || !Array.isArray(shares) || shape.players === undefined || shares.length !== shape.players) return false;
  let sum = 0;
  for (const share of shares) {
    if (!isInt(share, 0, GOBLIN_HEALTH - 1)) return false;
    sum += share as number;
  }
  return sum === damage;
}

function checkGoblins(p: Problems, value: unknown, path: string, shape: Shape): void {
  const goblins = readRecord(p, value, path, GOBLINS_KEYS);
  if (goblins === undefined) return;
  field(goblins, "portals", path, (v, q) => {
    const portals = readArray(p, v, q, 0, GOBLIN_TOKENS * 2);
    if (portals === undefined) return;
    eachOf(p, portals, q, (portal, qi) => {
      if (isPortal(portal, shape)) return;
      const o = readRecord(p, portal, qi, PORTAL_KEYS);
      if (o === undefined) return;
      field(o, "at", qi, (w, r) => checkRegionRef(p, w, r, shape.cells));
      field(o, "goblin", qi, (w, r) => {
        if (w === null) return;
        const token = readRecord(p, w, r, TOKEN_KEYS);
        if (token === undefined) return;
        field(token, "stance", r, (x, t) => readOneOf(p, x, t, STANCES));
        const damage = field(token, "damage", r, (x, t) => readInt(p, x, t, 0, GOBLIN_HEALTH - 1));
        field(token, "dealtBy", r, (x, t) => {
          const shares = readArray(p, x, t, shape.players ?? 0, shape.players ?? Infinity);
          if (shares === undefined) return;
          let sum = 0;
          shares.forEach((share, i) => (sum += readInt(p, share, `${t}[${i}]`, 0, GOBLIN_HEALTH - 1) ?? 0));
          if (damage !== undefined && sum !== damage) p.add(t, `the shares add up to ${sum}, but the goblin's damage is ${damage}`);
        });
      });
    });
  });
  field(goblins, "supply", path, (v, q) => readInt(p, v, q, 0, GOBLIN_TOKENS));
}

function checkQuests(p: Problems, value: unknown, path: string): void {
  const quests = readRecord(p, value, path, QUESTS_KEYS);
  if (quests === undefined) return;
  field(quests, "deck", path, (v, q) => checkIds(p, v, q));
  field(quests, "row", path, (v, q) => checkIds(p, v, q, QUEST_ROW_SIZE));
  field(quests, "discard", path, (v, q) => checkIds(p, v, q));
}
