/**
 * The grotto moves a route list can name, made once and shared: the orthogonal grotto move names a
 * seat, a target hero, a destination region and (for a bent path) the cards passed, all fixed by
 * the route it is taken from. As with the movement card's moves (`map/move-actions.ts`), the legal
 * list holds these frozen objects instead of building one per listed move.
 *
 * @module
 */
import type { UseGrottoAction } from "../actions";
import type { Route } from "../map/geometry";
import { shareFrozen } from "../../core/shared-data";
import { perHeroSlot } from "../map/move-actions";

/** The straight routes' moves and the bent routes' (with `via`), each shared per route list and hero slot. */
const straightMoves = perHeroSlot((routes, seat, target) => makeGrottoMoves(routes, seat, target, false));
const bentMoves = perHeroSlot((routes, seat, target) => makeGrottoMoves(routes, seat, target, true));

/**
 * The grotto moves along a route list for one target hero: two per route (its left, then its right
 * region), in route order, each frozen and shared by every later call with the same list (which
 * callers must not change). With `withVia`, each names the cards it passes as a frozen `via`.
 *
 * @param routes - a memoized route list (never changed after it is made)
 * @param seat - the player using the grotto
 * @param target - the hero it moves
 * @param withVia - whether the moves name their path (the bent routes)
 * @returns the actions, `2 * r + side` for route `r` (side 0 left, 1 right)
 */
export function grottoMovesAlong(
  routes: readonly Route[],
  seat: number,
  target: number,
  withVia: boolean,
): readonly UseGrottoAction[] {
  return withVia ? bentMoves(routes, seat, target) : straightMoves(routes, seat, target);
}

/** Builds the frozen grotto moves of one target along a route list (see `grottoMovesAlong`). */
function makeGrottoMoves(
  routes: readonly Route[],
  seat: number,
  target: number,
  withVia: boolean,
): readonly UseGrottoAction[] {
  const out: UseGrottoAction[] = [];
  for (const route of routes) {
    const via = withVia ? Object.freeze(route.through.slice()) : undefined;
    for (const to of route.regions) {
      out.push(
        shareFrozen(
          via === undefined
            ? { type: "use-grotto", player: seat, target, to }
            : { type: "use-grotto", player: seat, target, to, via },
        ),
      );
    }
  }
  return out;
}
