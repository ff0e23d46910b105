/**
 * Memos of what a map's layout determines. The map never changes after setup and every state of a
 * game shares its `cells` array, so a table derived from it is computed once per map. The last map
 * asked about is answered without a WeakMap lookup: a search or a game reads one map at a time.
 * Tables that depend only on the geometry (grid positions and the coast ring: the routes) are shared
 * by every map of the same layout, so a new game does not compute them again.
 *
 * @module
 */
import type { MapCell } from "../state";
import { packedFill } from "../../core/packed";

/**
 * Every per-map memo's table of one map, by the memo's slot: one WeakMap entry per map for all the
 * memos (each entry is work for the garbage collector, and every game brings a new map).
 */
const tablesByMap = new WeakMap<readonly MapCell[], unknown[]>();
/** Slots handed out so far, one per {@link perMap} memo (all made when the modules load). */
let slotCount = 0;
/** The map asked about last: a game or a search reads one map at a time. */
let lastCells: readonly MapCell[] | null = null;
/** The tables of `lastCells`. */
let lastTables: unknown[] = [];

/** The memo tables of a map, made empty on its first question. */
function tablesOf(cells: readonly MapCell[]): unknown[] {
  if (cells === lastCells) return lastTables;
  let tables = tablesByMap.get(cells);
  if (tables === undefined) {
    // Packed (core/packed.ts): every map's tables read alike.
    tables = packedFill<unknown>(slotCount, undefined);
    tablesByMap.set(cells, tables);
  }
  lastCells = cells;
  lastTables = tables;
  return tables;
}

/**
 * Wraps `make` into a per-map memo. Make memos when a module loads: each takes a slot in every map's
 * table for as long as the process runs (a memo made later still works, on tables grown for it).
 *
 * @param make - computes the table of one map (never `undefined`: that reads as not made yet)
 * @returns the memoized function
 */
export function perMap<T>(make: (cells: readonly MapCell[]) => T): (cells: readonly MapCell[]) => T {
  const slot = slotCount++;
  return (cells) => {
    const tables = tablesOf(cells);
    // A slot past the end (a memo made after this map's table) is read as empty, never through the
    // array's prototype, and the table grows by `push` so that it stays packed.
    let value = (slot < tables.length ? tables[slot] : undefined) as T | undefined;
    if (value === undefined) {
      value = make(cells);
      while (tables.length <= slot) tables.push(undefined);
      tables[slot] = value;
    }
    return value;
  };
}

/** Distinct layouts remembered by a {@link perLayout} memo before it starts afresh. */
const MAX_LAYOUTS = 64;

/** A map's geometry as one string: each cell's grid position and coast index, in cell order (once per map). */
const layoutKey = perMap((cells): string => {
  let key = "";
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i] as MapCell;
    key += `${cell.row},${cell.col},${cell.coastIndex ?? "-"};`;
  }
  return key;
});

/**
 * Wraps `make` into a memo shared by every map of the same geometry (the grid positions and coast
 * ring of its cells, whatever cards lie there): a new game on a known layout reuses the tables
 * already made, such as its routes. `make` must read only the geometry.
 *
 * @param make - computes the table of one geometry
 * @returns the memoized function
 */
export function perLayout<T>(make: (cells: readonly MapCell[]) => T): (cells: readonly MapCell[]) => T {
  const byLayout = new Map<string, T>();
  return perMap((cells) => {
    const key = layoutKey(cells);
    let value = byLayout.get(key);
    if (value === undefined) {
      if (byLayout.size >= MAX_LAYOUTS) byLayout.clear();
      value = make(cells);
      byLayout.set(key, value);
    }
    return value;
  });
}
