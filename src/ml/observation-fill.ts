/**
 * The observation's building blocks: a slice definition and the helpers that write one-hot,
 * multi-hot and region encodings into a slice.
 *
 * @module
 */
import type { RegionRef } from "teq-engine";
import type { StateOrView } from "./config";
import { CELLS, indexIn } from "./vocab";

/** Writes one slice: `put(i, x)` sets element `i` of the slice (elements not put stay 0). */
export type Fill = (v: StateOrView, seat: number, put: (i: number, x: number) => void) => void;

/** One named slice of the observation, before offsets are assigned. */
export interface SliceDef {
  readonly name: string;
  readonly length: number;
  readonly meaning: string;
  readonly fill: Fill;
}

/** Decision fields read as small numbers, scaled by 1/10. */
export const DECISION_NUMBERS = ["torch", "scroll", "attack", "amount", "cost", "power", "dice", "hero"] as const;

/** Sets the one-hot bit `k` (ignored when out of range). */
export function hot(put: (i: number, x: number) => void, base: number, k: number, size: number): void {
  if (k >= 0 && k < size) put(base + k, 1);
}

/** Sets a multi-hot over `list` for each id in `ids`. */
export function multi(
  put: (i: number, x: number) => void,
  base: number,
  list: readonly string[],
  ids: readonly unknown[],
): void {
  for (const id of ids) hot(put, base, indexIn(list, id), list.length);
}

/** A region as cell one-hot then side (left, right). */
export function region(put: (i: number, x: number) => void, base: number, at: RegionRef): void {
  hot(put, base, at.cell, CELLS);
  put(base + CELLS + (at.side === "left" ? 0 : 1), 1);
}

/** The length of a region encoding. */
export const REGION = CELLS + 2;
