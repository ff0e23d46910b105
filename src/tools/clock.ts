/**
 * The one wall clock in src/: the tools' progress display and run timing read it. Nothing that
 * decides a game does (games depend on their seed alone; the sharding tests prove it), and the
 * determinism test allows this file only.
 *
 * @module
 */

/** Milliseconds from an arbitrary origin, for measuring elapsed time. */
export function wallClockMs(): number {
  return performance.now();
}
