/**
 * Memos of what a map's layout determines. The map never changes after setup and every state of a
 * game shares its `cells` array, so a table derived from it is computed once per map. The last map
 * asked about is answered without a WeakMap lookup: a search or a game reads one map at a time.
 *
 * @module
 */
import type { MapCell } from "../state";

/**
 * Wraps `make` into a per-map memo.
 *
 * @param make - computes the table of one map
 * @returns the memoized function
 */
export function perMap<T>(make: (cells: readonly MapCell[]) => T): (cells: readonly MapCell[]) => T {
  const memo = new WeakMap<readonly MapCell[], T>();
  let lastCells: readonly MapCell[] | null = null;
  let last: T | undefined;
  return (cells) => {
    if (cells === lastCells) return last as T;
    let value = memo.get(cells);
    if (value === undefined) {
      value = make(cells);
      memo.set(cells, value);
    }
    lastCells = cells;
    last = value;
    return value;
  };
}
