/**
 * Structure readers for the card tables: movement cards, quests, items, player cards.
 *
 * @module
 */

import type { ItemDef, MovementCardDef, PlayerCardDef, QuestDef, TravelMethod } from "../types";
import { arrayOf, at, Checker, get, integerFrom, oneOf, readArray, readObject, readString, type Obj, type Reader } from "./checker";
import { REGION_KINDS } from "./read-board";
import { readRecord, type Entry } from "./records";

/** Every travel method. @example `TRAVEL_METHODS.length; // 5` */
export const TRAVEL_METHODS: readonly TravelMethod[] = ["horse", "raft", "gryphon", "ship", "foot"];

const readPositive = integerFrom(1);

/**
 * Reads one movement card.
 */
export function readMovementCard(c: Checker, value: unknown, path: string): Entry<MovementCardDef> {
  return readRecord<MovementCardDef>(c, value, path, "id", (o, p) => {
    get(c, o, "name", p, readString);
    get(c, o, "method", p, oneOf(TRAVEL_METHODS));
  });
}

/** The parameters each movement condition type needs, as readers. */
const CONDITION_PARAMS: Readonly<Record<string, Readonly<Record<string, Reader<unknown>>>>> = {
  "heroes-in-line": { line: oneOf(["row", "column", "diagonal", "any"]) },
  "hero-in-opponent-castle": {},
  "heroes-on-region-kinds": {
    kinds: (c, v, p) => {
      const kinds = arrayOf(oneOf(REGION_KINDS))(c, v, p);
      if (kinds !== undefined && kinds.length === 0) c.report(p, "INVALID_VALUE", "must list at least one region kind");
      return kinds;
    },
  },
  "heroes-on-coast": { count: readPositive },
  "heroes-inland": { count: readPositive },
  "travel-through": { count: readPositive },
  "travel-by": { method: oneOf(TRAVEL_METHODS), endKind: oneOf(REGION_KINDS) },
  "heroes-apart": {},
  "heroes-together": { count: readPositive },
};

/** Reads an object tagged by `type` whose parameters `params` lists per type. */
function readTagged(params: Readonly<Record<string, Readonly<Record<string, Reader<unknown>>>>>): Reader<true> {
  return (c, value, path) => {
    const o = readObject(c, value, path);
    if (o === undefined) return undefined;
    const type = get(c, o, "type", path, oneOf(Object.keys(params)));
    if (type === undefined) return undefined;
    for (const [key, read] of Object.entries(params[type] ?? {})) get(c, o, key, path, read);
    return true;
  };
}

const readReward: Reader<true> = (c, value, path) => {
  const o = readObject(c, value, path);
  if (o === undefined) return undefined;
  for (const key of ["health", "power", "magic"]) {
    if (Object.hasOwn(o, key) && o[key] !== undefined) integerFrom(0)(c, o[key], at(path, key));
  }
  return true;
};

/**
 * Reads one quest, movement or treasure.
 */
export function readQuest(c: Checker, value: unknown, path: string): Entry<QuestDef> {
  return readRecord<QuestDef>(c, value, path, "id", (o, p) => {
    get(c, o, "name", p, readString);
    const kind = get(c, o, "kind", p, oneOf(["movement", "treasure"]));
    if (kind === "movement") {
      get(c, o, "condition", p, readTagged(CONDITION_PARAMS));
      get(c, o, "reward", p, readReward);
    } else if (kind === "treasure") {
      get(c, o, "temple", p, readString);
      get(c, o, "item", p, readString);
    }
  });
}

const readStat = oneOf(["health", "power"]);

/** The parameters each item ability type needs, as readers. */
const ABILITY_PARAMS: Readonly<Record<string, Readonly<Record<string, Reader<unknown>>>>> = {
  sword: {},
  shield: {},
  staff: {},
  bow: {},
  "extra-symbol": { symbol: oneOf(["torch", "scroll", "attack-goblin"]) },
  "forge-discount": { cost: integerFrom(0) },
  "free-passage": {},
  "max-bonus": { stat: readStat, amount: readPositive },
  "rest-bonus": { stat: readStat, amount: readPositive },
};

/**
 * Reads one item.
 */
export function readItem(c: Checker, value: unknown, path: string): Entry<ItemDef> {
  return readRecord<ItemDef>(c, value, path, "id", (o, p) => {
    get(c, o, "name", p, readString);
    get(c, o, "kind", p, oneOf(["treasure", "legendary"]));
    get(c, o, "ability", p, readTagged(ABILITY_PARAMS));
  });
}

const readTemplePair: Reader<true> = (c, value, path) => {
  const pair = readArray(c, value, path);
  if (pair === undefined) return undefined;
  if (pair.length !== 2) {
    c.report(path, "WRONG_COUNT", `expected two temples (first, second), found ${pair.length}`);
    return undefined;
  }
  return arrayOf(readString)(c, pair, path) === undefined ? undefined : true;
};

/**
 * Reads one player card (identified by its colour).
 */
export function readPlayerCard(c: Checker, value: unknown, path: string): Entry<PlayerCardDef> {
  return readRecord<PlayerCardDef>(c, value, path, "color", (o, p) => {
    get(c, o, "legendary", p, (c2, v, lp) => {
      const legendary: Obj | undefined = readObject(c2, v, lp);
      if (legendary === undefined) return undefined;
      for (const [item, pair] of Object.entries(legendary)) readTemplePair(c2, pair, at(lp, item));
      return true;
    });
  });
}
