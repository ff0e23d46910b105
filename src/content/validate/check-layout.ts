/**
 * The layout checks (code `LAYOUT`): sizes, distinct non-negative cells, and a coast ring that is
 * exactly the castle and coast cells, each next to the following one.
 *
 * @module
 */

import type { GridPos, LayoutTemplate } from "../types";
import { at, Checker } from "./checker";
import type { Entry } from "./records";

const SIZES = { cross: 5, castles: 4, coast: 8 } as const;

const key = (cell: GridPos): string => `${cell[0]},${cell[1]}`;
const show = (cell: GridPos): string => `[${cell[0]}, ${cell[1]}]`;

/**
 * Checks the layout, if it was read without structure problems.
 */
export function checkLayout(c: Checker, entry: Entry<LayoutTemplate> | undefined): void {
  const layout = entry?.value;
  if (entry === undefined || layout === undefined) return;
  const path = entry.path;
  const placed = new Map<string, string>();
  for (const part of ["cross", "castles", "coast"] as const) {
    const cells = layout[part];
    const partPath = at(path, part);
    if (cells.length !== SIZES[part]) {
      c.report(partPath, "LAYOUT", `expected ${SIZES[part]} cells, found ${cells.length}`);
    }
    cells.forEach((cell, index) => {
      const cellPath = at(partPath, index);
      if (cell[0] < 0 || cell[1] < 0) c.report(cellPath, "LAYOUT", `cell ${show(cell)} has a negative coordinate`);
      const earlier = placed.get(key(cell));
      if (earlier === undefined) placed.set(key(cell), cellPath);
      else c.report(cellPath, "LAYOUT", `cell ${show(cell)} is also used at ${earlier}`);
    });
  }
  checkRing(c, layout, path);
}

function checkRing(c: Checker, layout: LayoutTemplate, path: string): void {
  const ringPath = at(path, "coastRing");
  const outer = new Set([...layout.castles, ...layout.coast].map(key));
  const onRing = new Map<string, string>();
  layout.coastRing.forEach((cell, index) => {
    const cellPath = at(ringPath, index);
    const earlier = onRing.get(key(cell));
    if (earlier !== undefined) c.report(cellPath, "LAYOUT", `cell ${show(cell)} is already on the ring at ${earlier}`);
    else onRing.set(key(cell), cellPath);
    if (!outer.has(key(cell)))
      c.report(cellPath, "LAYOUT", `cell ${show(cell)} is neither a castle cell nor a coast cell`);
  });
  for (const part of ["castles", "coast"] as const) {
    layout[part].forEach((cell, index) => {
      if (!onRing.has(key(cell))) {
        c.report(at(at(path, part), index), "LAYOUT", `cell ${show(cell)} is missing from the coast ring`);
      }
    });
  }
  const ring = layout.coastRing;
  if (ring.length < 2) return;
  ring.forEach((cell, index) => {
    const next = ring[(index + 1) % ring.length];
    if (next === undefined) return;
    if (Math.max(Math.abs(cell[0] - next[0]), Math.abs(cell[1] - next[1])) !== 1) {
      const nextIndex = (index + 1) % ring.length;
      c.report(
        at(ringPath, index),
        "LAYOUT",
        `cell ${show(cell)} is not next to the following ring cell ${show(next)} (coastRing[${nextIndex}])`,
      );
    }
  });
}
