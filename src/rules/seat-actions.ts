/**
 * The actions that name nothing but their type and the player (idle, adventure, rest, finish,
 * skip a grotto, defend, take damage), made once per seat, frozen and shared: the legal lists hold
 * these instead of building one per listing, and readers of untrusted input take them uncopied
 * (`core/shared-data.ts`).
 *
 * @module
 */
import { shareFrozen } from "../core/shared-data";
import type { Action } from "./actions";

/** The action types that carry only `type` and `player`. */
export type SeatActionType = "idle" | "adventure" | "rest" | "finish" | "skip-grotto" | "defend" | "take-damage";

/** Seats with shared actions (a game has at most 4). */
const MAX_SEATS = 8;

/** Whether a seat has shared actions (others get fresh ones). */
function hasSharedSeat(player: number): boolean {
  return Number.isInteger(player) && player >= 0 && player < MAX_SEATS;
}

/** The shared actions of each type, by seat, made on first use. */
const idle: (Action | undefined)[] = [];
const adventure: (Action | undefined)[] = [];
const rest: (Action | undefined)[] = [];
const finish: (Action | undefined)[] = [];
const skipGrotto: (Action | undefined)[] = [];
const defend: (Action | undefined)[] = [];
const takeDamage: (Action | undefined)[] = [];

/** The table of a type (a switch, not a lookup by name: one function serves every type without a megamorphic load). */
function tableOf(type: SeatActionType): (Action | undefined)[] {
  switch (type) {
    case "idle":
      return idle;
    case "adventure":
      return adventure;
    case "rest":
      return rest;
    case "finish":
      return finish;
    case "skip-grotto":
      return skipGrotto;
    case "defend":
      return defend;
    case "take-damage":
      return takeDamage;
  }
}

/**
 * The shared, frozen `{ type, player }` action of a seat (a fresh one for a seat beyond the table).
 *
 * @param type - the action type
 * @param player - the seat
 * @returns the action
 */
export function seatAction<T extends SeatActionType>(type: T, player: number): Extract<Action, { type: T }> {
  if (!hasSharedSeat(player)) {
    return { type, player } as Extract<Action, { type: T }>;
  }
  const bySeat = tableOf(type);
  let action = bySeat[player];
  if (action === undefined) {
    // The same literal for every type: one object shape for all of them.
    const made = { type, player } as Extract<Action, { type: T }>;
    action = bySeat[player] = shareFrozen(made);
  }
  return action as Extract<Action, { type: T }>;
}

/** The shared `choose-gain` actions, by seat, then Health (0) and Power (1). */
const gains: (Action | undefined)[] = [];

/**
 * The shared, frozen `choose-gain` action of a seat and stat.
 *
 * @param player - the seat
 * @param stat - the stat gained
 * @returns the action
 */
export function chooseGainAction(player: number, stat: "health" | "power"): Extract<Action, { type: "choose-gain" }> {
  if (!hasSharedSeat(player)) return { type: "choose-gain", player, stat };
  const key = player * 2 + (stat === "health" ? 0 : 1);
  // Built only on a miss: a listing of a known seat allocates nothing.
  return (gains[key] ??= shareFrozen({ type: "choose-gain", player, stat } as const)) as Extract<
    Action,
    { type: "choose-gain" }
  >;
}

/** The shared `choose-movement-card` actions, by seat, then by the card's place in the state's row. */
const cardChoices: (Extract<Action, { type: "choose-movement-card" }> | undefined)[][] = [];

/** Places in the row of movement cards with shared actions (the game has 5 cards), and the longest id shared. */
const CARD_PLACES = 8;
const LONGEST_CARD_ID = 64;

/**
 * The shared, frozen `choose-movement-card` action of a seat and card: one per seat and place in
 * the state's row of movement cards, made again when another card stands at that place (the
 * table stays as small as the row).
 *
 * @param player - the seat
 * @param place - the card's index in `state.movementCards`
 * @param card - the movement card id
 * @returns the action
 */
export function movementCardAction(
  player: number,
  place: number,
  card: string,
): Extract<Action, { type: "choose-movement-card" }> {
  if (!hasSharedSeat(player) || !(place >= 0 && place < CARD_PLACES) || card.length > LONGEST_CARD_ID) {
    return { type: "choose-movement-card", player, card };
  }
  const row = (cardChoices[player] ??= []);
  const known = row[place];
  // Built only on a miss: a listing of the same row allocates nothing.
  if (known !== undefined && known.card === card) return known;
  return (row[place] = shareFrozen({ type: "choose-movement-card", player, card } as const));
}
