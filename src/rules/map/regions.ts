/**
 * Reading the Land Map: what stands in a region, and where things are.
 *
 * @module
 */
import type { CardFace, RegionDef, RegionSide } from "../../content/types";
import type { RulesEnv } from "../game-types";
import type { MapCell, RegionRef } from "../state";
import { describeValue } from "../../core/describe-value";
import { perMap } from "./per-map";

/** Both sides of a map card, left first. @example `for (const side of SIDES) ...` */
export const SIDES: readonly RegionSide[] = ["left", "right"];

/** Reads one region's value (called once per region of a map, content index and face). */
type RegionReader<T> = (cells: readonly MapCell[], ref: RegionRef, env: RulesEnv) => T;

/**
 * A region lookup memoized per map: the values of one map by `cell * 2 + side`, filled on first
 * use, for the content index and face they were read with (the map never changes after setup).
 *
 * @param read - computes a region's value
 * @returns the memoized lookup
 */
export function perRegion<T>(read: RegionReader<T>): RegionReader<T> {
  const tables = perMap((): { index: RulesEnv["index"] | null; face: CardFace | null; values: T[] } => ({
    index: null,
    face: null,
    values: [],
  }));
  return (cells, ref, env) => {
    const table = tables(cells);
    const face = env.hooks.mapFace;
    if (table.index !== env.index || table.face !== face) {
      table.index = env.index;
      table.face = face;
      table.values = [];
    }
    const key = ref.side === "left" ? ref.cell * 2 : ref.side === "right" ? ref.cell * 2 + 1 : -1;
    const found = cells[ref.cell] === undefined ? undefined : table.values[key];
    if (found !== undefined) return found;
    const value = read(cells, ref, env);
    if (key >= 0) table.values[key] = value;
    return value;
  };
}

/**
 * What stands in a region of the map.
 *
 * @param cells - the placed map cards
 * @param ref - the region
 * @param env - the rules environment
 * @returns the region's definition on the face in play
 */
export const regionAt: RegionReader<RegionDef> = perRegion((cells, ref, env) => {
  const cell = cells[ref.cell];
  if (cell === undefined) throw new RangeError(`No map cell ${ref.cell}.`);
  const card = env.index.mapCards.get(cell.cardId);
  if (card === undefined) throw new RangeError(`Unknown map card "${cell.cardId}".`);
  return card[env.hooks.mapFace][ref.side];
});

/**
 * Every region of the map, in map order (cell by cell, left before right).
 *
 * @param cells - the placed map cards
 * @returns the region references
 */
export function allRegions(cells: readonly MapCell[]): RegionRef[] {
  const out: RegionRef[] = [];
  for (let cell = 0; cell < cells.length; cell++) for (const side of SIDES) out.push({ cell, side });
  return out;
}

/**
 * The castle region of a colour.
 *
 * @param cells - the placed map cards
 * @param color - the player colour
 * @param env - the rules environment
 * @returns the region holding that colour's castle
 * @throws RangeError when the map has no castle of that colour
 */
export function castleOf(cells: readonly MapCell[], color: string, env: RulesEnv): RegionRef {
  // The map never changes after setup: find each castle once per map.
  const memo = castleMemo(cells);
  if (memo.index !== env.index || memo.face !== env.hooks.mapFace) {
    memo.index = env.index;
    memo.face = env.hooks.mapFace;
    memo.castles = new Map();
    for (const ref of allRegions(cells)) {
      const region = regionAt(cells, ref, env);
      if (region.kind === "castle") memo.castles.set(region.color, regionRef(ref.cell, ref.side));
    }
  }
  const found = memo.castles.get(color);
  if (found === undefined) throw new RangeError(`The map has no castle of colour "${color}".`);
  return found;
}

const castleMemo = perMap(
  (): { index: RulesEnv["index"] | null; face: CardFace | null; castles: Map<string, RegionRef> } => ({
    index: null,
    face: null,
    castles: new Map(),
  }),
);

/**
 * A shared, frozen `{ cell, side }`: the legal-move generators name destinations with these rather
 * than allocating one per listed action (actions are read-only data).
 *
 * @param cell - a map cell index
 * @param side - its left or right region
 * @returns the region reference
 */
export function regionRef(cell: number, side: RegionSide): RegionRef {
  const key = cell * 2 + (side === "left" ? 0 : 1);
  if (!Number.isInteger(cell) || cell < 0 || cell >= SHARED_REFS) return { cell, side };
  return (sharedRefs[key] ??= Object.freeze({ cell, side }));
}

/** Cells with shared references (a map has 17). */
const SHARED_REFS = 64;
const sharedRefs: (RegionRef | undefined)[] = [];

/**
 * Whether two region references name the same region.
 *
 * @param a - a region
 * @param b - another region
 * @returns true when equal
 */
export function sameRegion(a: RegionRef, b: RegionRef): boolean {
  return a.cell === b.cell && a.side === b.side;
}

/**
 * Whether untrusted input is exactly a region reference: `{ cell: <integer>, side: "left" | "right" }`
 * with no other field. (The cell may still be off the map.)
 *
 * @param value - untrusted input
 * @returns true for a well-formed region reference
 */
export function isRegionRef(value: unknown): value is RegionRef {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  // A shared reference (what listed actions carry) is well formed: no key scan for it.
  const cell = v["cell"];
  if (typeof cell === "number" && cell >= 0 && sharedRefs[cell * 2 + (v["side"] === "left" ? 0 : 1)] === value)
    return true;
  return (
    Number.isInteger(v["cell"]) &&
    (v["side"] === "left" || v["side"] === "right") &&
    Object.keys(v).every((key) => key === "cell" || key === "side" || v[key] === undefined)
  );
}

/**
 * What is wrong with untrusted input given as a region reference, naming the field; `null` when it
 * is a well-formed reference (see {@link isRegionRef}).
 *
 * @param value - untrusted input
 * @param field - the action field it came from, e.g. `"to"`
 * @returns the problem in words, or null
 */
export function regionRefProblem(value: unknown, field: string): string | null {
  const shape = `\`${field}\` must be a region { cell: <index>, side: "left" | "right" }`;
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return `${shape}; got ${Array.isArray(value) ? "an array" : describeValue(value)}.`;
  const v = value as Record<string, unknown>;
  const extra = Object.keys(v).filter((key) => key !== "cell" && key !== "side" && v[key] !== undefined);
  if (extra.length > 0)
    return `${shape}; it has the unexpected field ${extra.slice(0, 5).map(describeValue).join(", ")}.`;
  if (!Number.isInteger(v["cell"]))
    return `\`${field}.cell\` must be a map cell index; got ${v["cell"] === undefined ? "nothing" : describeValue(v["cell"])}.`;
  if (v["side"] !== "left" && v["side"] !== "right")
    return `\`${field}.side\` must be "left" or "right"; got ${v["side"] === undefined ? "nothing" : describeValue(v["side"])}.`;
  return null;
}
