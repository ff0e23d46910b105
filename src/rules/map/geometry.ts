/**
 * Rulebook, Hero Movement: the five travel methods on the layout grid. Horse = along a row, Raft =
 * along a column, Gryphon = along a diagonal (any distance), Foot = to one of the 8 neighbours,
 * Ship = along the coast ring in either direction (only from and to coast cards). The cards
 * strictly between start and destination are moved through.
 *
 * @module
 */
import type { TravelMethod } from "../../content/types";
import type { MapCell, RegionRef } from "../state";
import { perLayout } from "./per-map";
import { regionRef } from "./regions";

/**
 * One way to reach a map card: the destination cell, the cells moved through (in travel order),
 * and for Ship the direction around the coast ring.
 */
export interface Route {
  readonly cell: number;
  readonly through: readonly number[];
  /** `through` as a bit set (bit `c` for cell `c`) when every cell is below 31, for counting goblins without a loop. */
  readonly throughBits?: number | undefined;
  /** The destination's two regions, left then right (shared frozen references, as `regionRef`). */
  readonly regions: readonly [RegionRef, RegionRef];
  readonly direction?: "clockwise" | "counterclockwise" | undefined;
}

/** The steps of each straight travel method: Horse along rows, Raft along columns, Gryphon along diagonals. */
export const LINES: Readonly<Record<"horse" | "raft" | "gryphon", readonly (readonly [number, number])[]>> = {
  horse: [
    [0, 1],
    [0, -1],
  ],
  raft: [
    [1, 0],
    [-1, 0],
  ],
  gryphon: [
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
  ],
};
const NEIGHBOURS: readonly (readonly [number, number])[] = [
  [-1, -1],
  [-1, 0],
  [-1, 1],
  [0, -1],
  [0, 1],
  [1, -1],
  [1, 0],
  [1, 1],
];

interface Grid {
  /** Cell index by `gridKey(row, col)`. */
  readonly at: readonly (number | undefined)[];
  /** Cells beyond the flat array's span (a custom layout may place them anywhere), by `row,col`. */
  readonly far: ReadonlyMap<string, number>;
  readonly ring: readonly number[];
}

/** Layout grids are a few cards wide: rows and columns within ±GRID_SPAN index one flat array. */
const GRID_SPAN = 32;
const gridKey = (row: number, col: number): number =>
  Number.isInteger(row) && Number.isInteger(col) && Math.abs(row) < GRID_SPAN && Math.abs(col) < GRID_SPAN
    ? (row + GRID_SPAN) * 2 * GRID_SPAN + (col + GRID_SPAN)
    : -1;

const gridOf = perLayout((cells): Grid => {
  const at: (number | undefined)[] = [];
  const far = new Map<string, number>();
  const ring: number[] = [];
  cells.forEach((cell, i) => {
    // A state that never went through parseState may carry any numbers here; a position or coast
    // index out of range would make a line or the coast ring endless.
    if (!Number.isSafeInteger(cell.row) || !Number.isSafeInteger(cell.col))
      throw new RangeError(`Map cell ${i} is not at an integer grid position.`);
    const coast = cell.coastIndex;
    if (coast !== null && !(Number.isInteger(coast) && coast >= 0 && coast < cells.length)) {
      throw new RangeError(`Map cell ${i} has coast index ${String(coast)}, not one from 0 to ${cells.length - 1}.`);
    }
    const key = gridKey(cell.row, cell.col);
    if (key < 0) far.set(`${cell.row},${cell.col}`, i);
    else at[key] = i;
    if (cell.coastIndex !== null) ring[cell.coastIndex] = i;
  });
  return { at, far, ring };
});

/**
 * The map cell at a grid position, if any.
 *
 * @param cells - the placed map cards
 * @param row - grid row
 * @param col - grid column
 * @returns the cell index, or undefined
 */
export function cellAt(cells: readonly MapCell[], row: number, col: number): number | undefined {
  const key = gridKey(row, col);
  const grid = gridOf(cells);
  return key < 0 ? grid.far.get(`${row},${col}`) : grid.at[key];
}

/**
 * Whether two cells are neighbours (one of the 8 around).
 *
 * @param cells - the placed map cards
 * @param a - a cell
 * @param b - another cell
 * @returns true when adjacent
 */
export function areAdjacent(cells: readonly MapCell[], a: number, b: number): boolean {
  const ca = cells[a];
  const cb = cells[b];
  if (ca === undefined || cb === undefined || a === b) return false;
  return Math.abs(ca.row - cb.row) <= 1 && Math.abs(ca.col - cb.col) <= 1;
}

/** Cells below this index fit in a route's `throughBits`. */
export const BIT_CELLS = 31;

/** A route to `cell` through a copy of `through`, with its bit set when the cells fit (one object shape for all). */
export function route(cell: number, through: readonly number[], direction?: "clockwise" | "counterclockwise"): Route {
  let bits = 0;
  for (let i = 0; i < through.length; i++) {
    const c = through[i] as number;
    bits = c < BIT_CELLS && bits >= 0 ? bits | (1 << c) : -1;
  }
  return {
    cell,
    through: through.slice(),
    throughBits: bits >= 0 ? bits : undefined,
    regions: [regionRef(cell, "left"), regionRef(cell, "right")],
    direction,
  };
}

/**
 * A route straight to a cell, through nothing (a move by an effect that skips the cards between).
 *
 * @param cell - the destination cell
 * @returns the route
 */
export function directRoute(cell: number): Route {
  return route(cell, []);
}

/** The routes along each of these steps' lines, at most `maxDistance` cards away; a gap ends a line. */
export function lineRoutes(
  cells: readonly MapCell[],
  from: MapCell,
  steps: readonly (readonly [number, number])[],
  maxDistance: number,
): Route[] {
  const out: Route[] = [];
  for (const [dr, dc] of steps) {
    const through: number[] = [];
    // A line meets each other card at most once.
    for (let k = 1; k <= maxDistance && k < cells.length; k++) {
      const cell = cellAt(cells, from.row + dr * k, from.col + dc * k);
      if (cell === undefined) break; // a gap ends the line
      out.push(route(cell, through));
      through.push(cell);
    }
  }
  return out;
}

function shipRoutes(cells: readonly MapCell[], from: MapCell): Route[] {
  if (from.coastIndex === null) return [];
  const ring = gridOf(cells).ring;
  const n = ring.length;
  const out: Route[] = [];
  for (const [direction, sign] of [
    ["clockwise", 1],
    ["counterclockwise", -1],
  ] as const) {
    const through: number[] = [];
    for (let k = 1; k < n; k++) {
      const cell = ring[(((from.coastIndex + sign * k) % n) + n) % n] as number;
      out.push(route(cell, through, direction));
      through.push(cell);
    }
  }
  return out;
}

/**
 * Every route a hero on `from` can take with a travel method, in a stable order. For Ship each
 * coast destination appears twice, once per direction.
 *
 * @param cells - the placed map cards
 * @param from - the starting cell
 * @param method - the travel method
 * @returns the routes (empty for a Ship move from an inland card)
 */
export function routesFrom(cells: readonly MapCell[], from: number, method: TravelMethod): readonly Route[] {
  const start = cells[from];
  if (start === undefined) return [];
  // The map never changes after setup, so routes are computed once per layout (shared by every game
  // on the same grid), start and method.
  const memo = routeMemo(cells);
  const key = from * METHOD_COUNT + methodIndex(method);
  let routes = memo[key];
  if (routes === undefined) {
    routes = computeRoutes(cells, start, method);
    memo[key] = routes;
  }
  return routes;
}

/**
 * How many travel methods there are: the route memo keeps `METHOD_COUNT` slots per start cell, so
 * it must stay above every index `methodIndex` returns (a method added there needs it raised).
 */
const METHOD_COUNT = 5;

/** A travel method's slot in the route memo (a switch: `indexOf` on a list of names ran on every listing). */
function methodIndex(method: TravelMethod): number {
  switch (method) {
    case "horse":
      return 0;
    case "raft":
      return 1;
    case "gryphon":
      return 2;
    case "foot":
      return 3;
    case "ship":
      return 4;
  }
}
const routeMemo = perLayout((): (readonly Route[] | undefined)[] => []);

function computeRoutes(cells: readonly MapCell[], start: MapCell, method: TravelMethod): readonly Route[] {
  switch (method) {
    case "horse":
    case "raft":
    case "gryphon":
      return lineRoutes(cells, start, LINES[method], Number.POSITIVE_INFINITY);
    case "foot":
      return lineRoutes(cells, start, NEIGHBOURS, 1);
    case "ship":
      return shipRoutes(cells, start);
  }
}
