/**
 * The routes of the orthogonal grotto move (a bright grotto effect; docs/rulings.md, "Grotto
 * effects"): along rows and columns, straight or bent, memoized per map layout.
 *
 * @module
 */
import type { MapCell } from "../state";
import { cellAt, LINES, lineRoutes, route, type Route } from "./geometry";
import { perLayout } from "./per-map";

/**
 * Routes along a row or a column, at most `maxDistance` cards away (used by the orthogonal grotto
 * move).
 *
 * @param cells - the placed map cards
 * @param from - the starting cell
 * @param maxDistance - the farthest distance
 * @returns the routes
 */
export function orthogonalRoutes(cells: readonly MapCell[], from: number, maxDistance: number): readonly Route[] {
  const start = cells[from];
  if (start === undefined) return [];
  if (!Number.isInteger(maxDistance) || maxDistance < 0 || maxDistance >= ORTHOGONAL_KEYS)
    return lineRoutes(cells, start, ORTHOGONAL, maxDistance);
  const memo = orthogonalMemo(cells);
  const key = from * ORTHOGONAL_KEYS + maxDistance;
  return (memo[key] ??= lineRoutes(cells, start, ORTHOGONAL, maxDistance));
}

const ORTHOGONAL = [...LINES.horse, ...LINES.raft];

/**
 * The routes of 1 to `maxSteps` steps between orthogonally adjacent cards that turn at least once
 * (the straight ones are {@link orthogonalRoutes}), each card met at most once and never the start
 * again: the bent paths of the orthogonal grotto move. `through` is the cards passed, in order.
 *
 * @param cells - the placed map cards
 * @param from - the starting cell
 * @param maxSteps - the most steps (the grotto's 3)
 * @returns the routes, in a stable order
 */
export function bentOrthogonalRoutes(cells: readonly MapCell[], from: number, maxSteps: number): readonly Route[] {
  const start = cells[from];
  if (start === undefined || !Number.isInteger(maxSteps) || maxSteps < 2 || maxSteps >= ORTHOGONAL_KEYS) return [];
  const memo = bentMemo(cells);
  const key = from * ORTHOGONAL_KEYS + maxSteps;
  return (memo[key] ??= bentRoutes(cells, from, maxSteps));
}

const bentMemo = perLayout((): (readonly Route[] | undefined)[] => []);

function bentRoutes(cells: readonly MapCell[], from: number, maxSteps: number): Route[] {
  const out: Route[] = [];
  const path: number[] = [from];
  const walk = (cell: number, firstStep: number, bent: boolean): void => {
    if (path.length > maxSteps) return;
    const at = cells[cell] as MapCell;
    ORTHOGONAL.forEach(([dr, dc], step) => {
      const next = cellAt(cells, at.row + dr, at.col + dc);
      if (next === undefined || path.includes(next)) return;
      const turned = bent || (firstStep >= 0 && step !== firstStep);
      if (turned) out.push(route(next, path.slice(1)));
      path.push(next);
      walk(next, firstStep < 0 ? step : firstStep, turned);
      path.pop();
    });
  };
  walk(from, -1, false);
  return out;
}
/** Distances memoized per start cell (the grotto's 3 and anything below 8). */
const ORTHOGONAL_KEYS = 8;
const orthogonalMemo = perLayout((): (readonly Route[] | undefined)[] => []);
