/**
 * The move actions a movement card can name, made once and shared. A move names a seat, a hero,
 * a destination region and (Ship) a direction, all fixed by the route list it is taken from; the
 * legal-move generator lists these frozen objects instead of building one per legal move (a Day
 * turn lists about 30, most of what a playout would otherwise allocate).
 *
 * @module
 */
import type { MoveAction } from "../actions";
import { shareFrozen } from "../../core/shared-data";
import type { Route } from "./geometry";

/** Heroes per player are at most 3: `seat * 4 + hero` names a hero's slot. */
const HERO_SLOTS = 4;
/** Seats with shared actions (a game has at most 4). */
const MAX_SEATS = 8;

/**
 * Memoizes `make` per route list and hero slot: the actions of one hero along one route list are
 * made on the first call and shared by every later call with the same list (which callers must not
 * change). A seat or hero outside the slots gets a fresh, unshared list.
 *
 * @param make - builds the actions of one hero along a route list
 * @returns the memoized builder
 */
export function perHeroSlot<A>(
  make: (routes: readonly Route[], seat: number, hero: number) => readonly A[],
): (routes: readonly Route[], seat: number, hero: number) => readonly A[] {
  const shared = new WeakMap<readonly Route[], (readonly A[] | undefined)[]>();
  return (routes, seat, hero) => {
    if (!(
      Number.isInteger(seat) &&
      Number.isInteger(hero) &&
      seat >= 0 &&
      seat < MAX_SEATS &&
      hero >= 0 &&
      hero < HERO_SLOTS
    )) {
      return make(routes, seat, hero);
    }
    let bySlot = shared.get(routes);
    if (bySlot === undefined) {
      bySlot = [];
      shared.set(routes, bySlot);
    }
    return (bySlot[seat * HERO_SLOTS + hero] ??= make(routes, seat, hero));
  };
}

/**
 * The move actions along a route list for one hero: two per route (its left, then its right
 * region), in route order, each frozen and shared by every later call with the same list (which
 * callers must not change).
 *
 * @param routes - a route list from `routesFrom` (never changed after it is made)
 * @param seat - the mover's seat
 * @param hero - the hero's index
 * @returns the actions, `2 * r + side` for route `r` (side 0 left, 1 right)
 */
export const moveActionsAlong: (routes: readonly Route[], seat: number, hero: number) => readonly MoveAction[] =
  perHeroSlot((routes, seat, hero) => makeMoveActions(routes, seat, hero));

/** Builds the frozen move actions of one hero along a route list (see `moveActionsAlong`). */
function makeMoveActions(routes: readonly Route[], seat: number, hero: number): readonly MoveAction[] {
  const out: MoveAction[] = [];
  for (const route of routes) {
    for (const to of route.regions) {
      // The same fields in the same order as every other move action the rules list.
      out.push(
        shareFrozen(
          route.direction === undefined
            ? { type: "move", player: seat, hero, to }
            : { type: "move", player: seat, hero, to, direction: route.direction },
        ),
      );
    }
  }
  // The list itself stays unfrozen: it never leaves the rules, and a frozen array's elements are
  // read by a generic keyed load (the legal-move generator reads one per listed move).
  return out;
}
