/**
 * Stage 2 of the deep checks, continued (`STATE_MALFORMED`): the types and ranges of the round's
 * progress: the Day (`day`), the Night (`night`) and the last roll of the dice (`lastRoll`).
 *
 * @module
 * @internal
 */
import { QUEST_ROW_SIZE } from "../../rules/constants";
import { checkIds } from "./check-fields-board";
import type { DieSymbol, TravelMethod } from "../../content/types";
import { DAY_TURNS, HEROES_PER_PLAYER } from "../../rules/constants";
import type { DayState, LastRoll, MovedThisTurn, NightState } from "../../rules/state";
import type { Shape } from "./check-fields";
import type { Problems } from "./problems";
import { eachOf, field, readArray, readBoolean, readInt, readOneOf, readRecord, readString } from "./read";

/**
 * Reads a seat (an integer from 0 to the number of players - 1).
 *
 * @internal
 */
export type SeatReader = (value: unknown, path: string) => number | undefined;

// Typed against their interfaces and unions: a new field or value is a compile error here.
const DAY_KEYS = Object.keys({ turn: 1, leader: 1, card: 1, moved: 1, questTaken: 1, treasureQuests: 1 } satisfies Record<keyof DayState, 1>);
const MOVED_KEYS = Object.keys({ heroes: 1, method: 1, through: 1 } satisfies Record<keyof MovedThisTurn, 1>);
const NIGHT_KEYS = Object.keys({ holder: 1, adventuring: 1 } satisfies Record<keyof NightState, 1>);
const ROLL_KEYS = Object.keys({ player: 1, purpose: 1, symbols: 1 } satisfies Record<keyof LastRoll, 1>);
const SYMBOLS = Object.keys({
  "take-damage": 1, "gain-power": 1, "conjure-magic": 1, torch: 1, scroll: 1, "attack-goblin": 1,
} satisfies Record<DieSymbol, 1>);
const METHODS = Object.keys({ horse: 1, raft: 1, gryphon: 1, ship: 1, foot: 1 } satisfies Record<TravelMethod, 1>);
/** More map cards than any move can pass through. */
const MAX_THROUGH = 99;
/** More hero moves than one Day turn makes (a move and the grotto effects it chains). */
const MAX_MOVED = 99;
/** More dice than any roll uses. */
const MAX_DICE = 99;

/**
 * Checks the Day's progress (a non-null `day`).
 *
 * @internal
 */
export function checkDay(p: Problems, value: unknown, path: string, seat: SeatReader): void {
  const day = readRecord(p, value, path, DAY_KEYS);
  if (day === undefined) return;
  field(day, "turn", path, (v, q) => readInt(p, v, q, 0, DAY_TURNS - 1));
  field(day, "leader", path, seat);
  field(day, "card", path, (v, q) => (v === null ? null : readString(p, v, q)));
  field(day, "moved", path, (v, q) => {
    if (v === null) return;
    const moved = readRecord(p, v, q, MOVED_KEYS);
    if (moved === undefined) return;
    field(moved, "heroes", q, (w, r) => {
      // A grotto effect's moves add to the list, and a chain of effects may move a hero twice.
      const heroes = readArray(p, w, r, 0, MAX_MOVED);
      if (heroes !== undefined) eachOf(p, heroes, r, (hero, rh) => readInt(p, hero, rh, 0, HEROES_PER_PLAYER - 1));
    });
    field(moved, "method", q, (w, r) => readOneOf(p, w, r, METHODS));
    field(moved, "through", q, (w, r) => readInt(p, w, r, 0, MAX_THROUGH));
  });
  field(day, "questTaken", path, (v, q) => readBoolean(p, v, q));
  field(day, "treasureQuests", path, (v, q) => checkIds(p, v, q, QUEST_ROW_SIZE));
}

/**
 * Checks the Night's progress (a non-null `night`): the dice holder and one flag per player.
 *
 * @internal
 */
export function checkNight(p: Problems, value: unknown, path: string, seat: SeatReader, shape: Shape): void {
  const night = readRecord(p, value, path, NIGHT_KEYS);
  if (night === undefined) return;
  field(night, "holder", path, seat);
  field(night, "adventuring", path, (v, q) => {
    const flags = shape.players === undefined ? readArray(p, v, q, 1, 4) : readArray(p, v, q, shape.players, shape.players);
    if (flags !== undefined) eachOf(p, flags, q, (flag, qi) => readBoolean(p, flag, qi));
  });
}

/**
 * Checks the last roll (a non-null `lastRoll`): who rolled, why, and die symbols.
 *
 * @internal
 */
export function checkLastRoll(p: Problems, value: unknown, path: string, seat: SeatReader): void {
  const roll = readRecord(p, value, path, ROLL_KEYS);
  if (roll === undefined) return;
  field(roll, "player", path, seat);
  field(roll, "purpose", path, (v, q) => readString(p, v, q));
  field(roll, "symbols", path, (v, q) => {
    const symbols = readArray(p, v, q, 0, MAX_DICE);
    if (symbols !== undefined) eachOf(p, symbols, q, (symbol, qi) => readOneOf(p, symbol, qi, SYMBOLS));
  });
}
