/**
 * Stage 2 of the deep checks, continued (`STATE_MALFORMED`): the types and ranges of the players'
 * boards and heroes.
 *
 * @module
 * @internal
 */
import { GOBLIN_TOKENS, HANDS_PER_HERO, HEROES_PER_PLAYER, STAT_CAP } from "../../rules/constants";
import type { HeroState, PlayerState } from "../../rules/state";
import { checkIds, checkRegionRef } from "./check-fields-board";
import type { Shape } from "./check-fields";
import { at, describe, type Problems } from "./problems";
import { eachOf, field, hasExactKeys, isInt, isObj, isText, readArray, readInt, readRecord, readString, type Obj } from "./read";

const PLAYER_KEYS = Object.keys({
  seat: 1, color: 1, health: 1, power: 1, spellLevel: 1, goblinsDefeated: 1, completedQuests: 1, heroes: 1, reserve: 1,
  legendary: 1,
} satisfies Record<keyof PlayerState, 1>);
const HERO_KEYS = Object.keys({ at: 1, templeSpace: 1, items: 1 } satisfies Record<keyof HeroState, 1>);

/** The last space of a temple track. */
const TRACK_SPACES = 4;
/** Progress on one legendary item: 0, 1 or 2 of its temples completed. */
const LEGENDARY_DONE = 2;
/** The highest spell level. */
const MAX_SPELL_LEVEL = 10;

/**
 * Checks `players`: one board per player of the config, seats equal to their index, stats in
 * range, exactly 3 heroes each with at most 2 items.
 *
 * @param p - the collector (`STATE_MALFORMED`)
 * @param s - the state object
 * @param shape - the player and cell counts, when known
 * @internal
 */
export function checkPlayerFields(p: Problems, s: Obj, shape: Shape): void {
  field(s, "players", "", (v, q) => {
    const players = readArray(p, v, q, 1, 4);
    if (players === undefined) return;
    if (shape.players !== undefined && players.length !== shape.players) {
      p.add(q, `expected ${shape.players} players (config.players), found ${players.length}`);
      return;
    }
    eachOf(p, players, q, (player, qi, seat) => checkPlayer(p, player, qi, seat, shape));
  });
}

function checkPlayer(p: Problems, value: unknown, path: string, seat: number, shape: Shape): void {
  const o = readRecord(p, value, path, PLAYER_KEYS);
  if (o === undefined) return;
  field(o, "seat", path, (v, q) => {
    if (v !== seat) p.add(q, `expected ${seat} (the player's index), found ${describe(v)}`);
  });
  field(o, "color", path, (v, q) => readString(p, v, q));
  field(o, "health", path, (v, q) => readInt(p, v, q, 0, STAT_CAP));
  field(o, "power", path, (v, q) => readInt(p, v, q, 0, STAT_CAP));
  field(o, "spellLevel", path, (v, q) => readInt(p, v, q, 0, MAX_SPELL_LEVEL));
  field(o, "goblinsDefeated", path, (v, q) => readInt(p, v, q, 0, GOBLIN_TOKENS));
  field(o, "completedQuests", path, (v, q) => checkIds(p, v, q));
  field(o, "heroes", path, (v, q) => {
    const heroes = readArray(p, v, q, HEROES_PER_PLAYER, HEROES_PER_PLAYER);
    if (heroes !== undefined) eachOf(p, heroes, q, (hero, qi) => checkHero(p, hero, qi, shape));
  });
  field(o, "reserve", path, (v, q) => checkIds(p, v, q));
  field(o, "legendary", path, (v, q) => {
    if (!isObj(v)) {
      p.add(q, `expected an object, found ${describe(v)}`);
      return;
    }
    for (const key of Object.keys(v)) readInt(p, v[key], at(q, key), 0, LEGENDARY_DONE);
  });
}

/** The fast path of {@link checkHero}. */
function isHero(value: unknown, shape: Shape): boolean {
  if (!hasExactKeys(value, HERO_KEYS) || !isInt(value["templeSpace"], 0, TRACK_SPACES)) return false;
  const at = value["at"];
  if (!hasExactKeys(at, REF_KEYS) || shape.cells === undefined || !isInt(at["cell"], 0, shape.cells - 1) || (at["side"] !== "left" && at["side"] !== "right")) return false;
  const items = value["items"];
  if (!Array.isArray(items) || items.length > HANDS_PER_HERO) return false;
  for (const item of items) if (!isText(item)) return false;
  return true;
}

const REF_KEYS = ["cell", "side"];

function checkHero(p: Problems, value: unknown, path: string, shape: Shape): void {
  if (isHero(value, shape)) return;
  const hero = readRecord(p, value, path, HERO_KEYS);
  if (hero === undefined) return;
  field(hero, "at", path, (v, q) => checkRegionRef(p, v, q, shape.cells));
  field(hero, "templeSpace", path, (v, q) => readInt(p, v, q, 0, TRACK_SPACES));
  field(hero, "items", path, (v, q) => checkIds(p, v, q, HANDS_PER_HERO));
}
