/**
 * Unit tests of `src/rules/map/geometry.ts`, held to the rulebook's Hero Movement section: Horse
 * along a row, Raft along a column, Gryphon along a diagonal (any distance), Foot to one of the 8
 * neighbours, Ship around the coast ring either way between coast cards; the cards strictly between
 * start and destination are moved through. Each route list is compared with an oracle written from
 * the grid positions alone (a destination is reachable along a line when every position strictly
 * between is a card), on the reference layout and on hand-made layouts with gaps and far cells.
 * (`orthogonalRoutes`, the bright grotto's move, is left to its own tests.)
 */
import { describe, expect, it } from "vitest";
import { createGame } from "../../../src/index";
import { areAdjacent, BIT_CELLS, cellAt, directRoute, routesFrom, type Route } from "../../../src/rules/map/geometry";
import { regionRef } from "../../../src/rules/map/regions";
import type { MapCell } from "../../../src/rules/state";
import { LAYOUT, RING } from "../../support/scenario";

type Method = "horse" | "raft" | "gryphon" | "foot" | "ship";
const METHODS: readonly Method[] = ["horse", "raft", "gryphon", "foot", "ship"];

/** The reference map of a seeded game (its cells in layout order). */
const gameCells = (seed: number | string): readonly MapCell[] => createGame({ seed, players: 4 }).map.cells;

/** A hand-made map: cells at grid positions, the ring (if any) in order. */
function cellsAt(
  positions: readonly (readonly [number, number])[],
  ring: readonly (readonly [number, number])[] = [],
): MapCell[] {
  return positions.map(([row, col], i) => {
    const coast = ring.findIndex(([r, c]) => r === row && c === col);
    return { cardId: `card-${i}`, row, col, coastIndex: coast < 0 ? null : coast };
  });
}

/** The cell at a position, by a plain search (the oracle's own lookup). */
function find(cells: readonly MapCell[], row: number, col: number): number | undefined {
  const i = cells.findIndex((c) => c.row === row && c.col === col);
  return i < 0 ? undefined : i;
}

/** Whether the move from `a` to `b` (grid offsets) follows the method's line. */
function onLine(method: "horse" | "raft" | "gryphon", dr: number, dc: number): boolean {
  if (method === "horse") return dr === 0 && dc !== 0;
  if (method === "raft") return dc === 0 && dr !== 0;
  return dr !== 0 && Math.abs(dr) === Math.abs(dc);
}

/** What a route says, as plain data (`direction` only for Ship). */
interface Leg {
  cell: number;
  through: number[];
  direction?: "clockwise" | "counterclockwise";
}
const legOf = (r: Route): Leg =>
  r.direction === undefined
    ? { cell: r.cell, through: [...r.through] }
    : { cell: r.cell, through: [...r.through], direction: r.direction };
const byKey = (a: Leg, b: Leg): number => a.cell - b.cell || (a.direction ?? "").localeCompare(b.direction ?? "");

/**
 * The oracle: every route of a method from a cell, from the rulebook's definitions on grid
 * positions (not the engine's walk): along a line, a card is reachable when each position strictly
 * between holds a card, and those cards are moved through, nearest first.
 */
function expectedRoutes(cells: readonly MapCell[], from: number, method: Method): Leg[] {
  const start = cells[from]!;
  const out: Leg[] = [];
  if (method === "ship") {
    const at = start.coastIndex;
    if (at === null) return [];
    const ring: number[] = [];
    cells.forEach((c, i) => {
      if (c.coastIndex !== null) ring[c.coastIndex] = i;
    });
    const n = ring.length;
    for (let j = 0; j < n; j++) {
      if (j === at) continue;
      const cw = (j - at + n) % n; // steps clockwise
      const ccw = n - cw;
      out.push({
        cell: ring[j]!,
        through: Array.from({ length: cw - 1 }, (_, k) => ring[(at + k + 1) % n]!),
        direction: "clockwise",
      });
      out.push({
        cell: ring[j]!,
        through: Array.from({ length: ccw - 1 }, (_, k) => ring[(at - k - 1 + n) % n]!),
        direction: "counterclockwise",
      });
    }
    return out;
  }
  cells.forEach((c, i) => {
    if (i === from) return;
    const dr = c.row - start.row;
    const dc = c.col - start.col;
    if (method === "foot") {
      if (Math.abs(dr) <= 1 && Math.abs(dc) <= 1) out.push({ cell: i, through: [] });
      return;
    }
    if (!onLine(method, dr, dc)) return;
    const steps = Math.max(Math.abs(dr), Math.abs(dc));
    const through: number[] = [];
    for (let k = 1; k < steps; k++) {
      const between = find(cells, start.row + (dr / steps) * k, start.col + (dc / steps) * k);
      if (between === undefined) return; // a gap: not reachable along this line
      through.push(between);
    }
    out.push({ cell: i, through });
  });
  return out;
}

/** The routes of a method as plain legs, sorted for a set comparison. */
const legs = (cells: readonly MapCell[], from: number, method: Method): Leg[] =>
  routesFrom(cells, from, method).map(legOf).sort(byKey);

describe("Hero Movement: routesFrom on the reference layout", () => {
  const cells = gameCells("geometry");

  it("the reference layout is the cross the rulebook describes (positions and coast ring as the project reads them)", () => {
    expect(cells.map((c) => [c.row, c.col])).toEqual(LAYOUT.map(([r, c]) => [r, c]));
    const ring: [number, number][] = [];
    for (const c of cells) if (c.coastIndex !== null) ring[c.coastIndex] = [c.row, c.col];
    expect(ring).toEqual(RING.map(([r, c]) => [r, c]));
  });

  for (const method of METHODS) {
    it(`${method}: from every card, exactly the routes the rulebook allows, each through exactly the cards strictly between`, () => {
      for (let from = 0; from < cells.length; from++) {
        expect(legs(cells, from, method), `${method} from cell ${from}`).toEqual(
          expectedRoutes(cells, from, method).sort(byKey),
        );
      }
    });
  }

  it("Horse: along the middle row, nearest card first in each direction, through the cards in travel order", () => {
    const from = find(cells, 2, 0)!;
    const row = [1, 2, 3, 4].map((col) => find(cells, 2, col)!);
    expect(routesFrom(cells, from, "horse").map(legOf)).toEqual([
      { cell: row[0], through: [] },
      { cell: row[1], through: [row[0]] },
      { cell: row[2], through: [row[0], row[1]] },
      { cell: row[3], through: [row[0], row[1], row[2]] },
    ]);
    // From the middle of the row, both ways.
    const centre = find(cells, 2, 2)!;
    const west = [1, 0].map((col) => find(cells, 2, col)!);
    const east = [3, 4].map((col) => find(cells, 2, col)!);
    expect(routesFrom(cells, centre, "horse").map(legOf)).toEqual([
      { cell: east[0], through: [] },
      { cell: east[1], through: [east[0]] },
      { cell: west[0], through: [] },
      { cell: west[1], through: [west[0]] },
    ]);
  });

  it("Raft: along a column only; Gryphon: along the diagonals only", () => {
    const centre = find(cells, 2, 2)!;
    for (const r of routesFrom(cells, centre, "raft")) expect(cells[r.cell]!.col).toBe(2);
    expect(
      routesFrom(cells, centre, "raft")
        .map((r) => cells[r.cell]!.row)
        .sort(),
    ).toEqual([0, 1, 3, 4]);
    const diagonal = routesFrom(cells, centre, "gryphon").map((r) => [cells[r.cell]!.row - 2, cells[r.cell]!.col - 2]);
    for (const [dr, dc] of diagonal) expect(Math.abs(dr!)).toBe(Math.abs(dc!));
    // The four castles around the centre; the corners beyond them are empty.
    expect(diagonal.sort()).toEqual([
      [-1, -1],
      [-1, 1],
      [1, -1],
      [1, 1],
    ]);
    // From a west coast card, up-right over a castle to the top coast card.
    const west = find(cells, 2, 0)!;
    const far = routesFrom(cells, west, "gryphon").find((r) => cells[r.cell]!.row === 0)!;
    expect(legOf(far)).toEqual({ cell: find(cells, 0, 2), through: [find(cells, 1, 1)] });
  });

  it("Foot: the 8 neighbours of the centre, through nothing", () => {
    const centre = find(cells, 2, 2)!;
    const routes = routesFrom(cells, centre, "foot");
    expect(routes.map((r) => [cells[r.cell]!.row, cells[r.cell]!.col])).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
      [2, 1],
      [2, 3],
      [3, 1],
      [3, 2],
      [3, 3],
    ]);
    for (const r of routes) expect(r.through).toEqual([]);
  });

  it("Ship: from a coast card, every other coast card both ways round the ring; from an inland card, nothing", () => {
    const coast = cells.map((c, i) => (c.coastIndex === null ? -1 : i)).filter((i) => i >= 0);
    expect(coast.length).toBe(12);
    for (const from of coast) {
      const routes = routesFrom(cells, from, "ship");
      expect(routes.length).toBe(2 * (coast.length - 1));
      for (const direction of ["clockwise", "counterclockwise"] as const) {
        const way = routes.filter((r) => r.direction === direction);
        expect(way.map((r) => r.cell).sort((a, b) => a - b)).toEqual(coast.filter((c) => c !== from));
        // Each next destination is the one after the last, and the route passes all before it.
        way.forEach((r, k) => expect(r.through).toEqual(way.slice(0, k).map((w) => w.cell)));
        for (const r of way) expect(r.through.every((c) => cells[c]!.coastIndex !== null)).toBe(true);
      }
      // Clockwise goes up the ring index.
      const first = routes.find((r) => r.direction === "clockwise")!;
      expect(cells[first.cell]!.coastIndex).toBe((cells[from]!.coastIndex! + 1) % 12);
    }
    for (let from = 0; from < cells.length; from++)
      if (cells[from]!.coastIndex === null) expect(routesFrom(cells, from, "ship")).toEqual([]);
  });

  it("a hero always moves to a different map card: no route ends where it starts or passes its start", () => {
    for (const method of METHODS) {
      for (let from = 0; from < cells.length; from++) {
        for (const r of routesFrom(cells, from, method)) {
          expect(r.cell).not.toBe(from);
          expect(r.through).not.toContain(from);
          expect(r.through).not.toContain(r.cell);
        }
      }
    }
  });

  it("a route names its destination's two regions, left then right, as the shared region references", () => {
    for (const method of METHODS) {
      for (const r of routesFrom(cells, 0, method)) {
        expect(r.regions[0]).toBe(regionRef(r.cell, "left"));
        expect(r.regions[1]).toBe(regionRef(r.cell, "right"));
        expect(r.regions).toEqual([
          { cell: r.cell, side: "left" },
          { cell: r.cell, side: "right" },
        ]);
      }
    }
  });

  it("a start off the map has no routes", () => {
    for (const method of METHODS) {
      expect(routesFrom(cells, cells.length, method)).toEqual([]);
      expect(routesFrom(cells, -1, method)).toEqual([]);
    }
  });
});

describe("Hero Movement: a gap in the grid ends a line", () => {
  // The reference layout without its centre card: row 2 and column 2 now have a gap in the middle.
  const positions = LAYOUT.filter(([r, c]) => !(r === 2 && c === 2));
  const cells = cellsAt(positions, RING);

  it("Horse and Raft stop at the gap; the cards beyond it are not reached", () => {
    const west = find(cells, 2, 0)!;
    expect(routesFrom(cells, west, "horse").map(legOf)).toEqual([{ cell: find(cells, 2, 1), through: [] }]);
    const north = find(cells, 0, 2)!;
    expect(routesFrom(cells, north, "raft").map(legOf)).toEqual([{ cell: find(cells, 1, 2), through: [] }]);
    const south = find(cells, 4, 2)!;
    expect(routesFrom(cells, south, "raft").map(legOf)).toEqual([{ cell: find(cells, 3, 2), through: [] }]);
  });

  it("Gryphon stops at the gap on its diagonal; Foot simply has one neighbour fewer", () => {
    const corner = find(cells, 1, 1)!;
    const gryphon = routesFrom(cells, corner, "gryphon").map((r) => [cells[r.cell]!.row, cells[r.cell]!.col]);
    expect(gryphon).not.toContainEqual([3, 3]);
    expect(gryphon).toContainEqual([0, 2]);
    for (const c of [find(cells, 1, 2)!, find(cells, 2, 1)!]) {
      expect(routesFrom(cells, c, "foot").length).toBe(
        routesFrom(gameCells(1), find(gameCells(1), cells[c]!.row, cells[c]!.col)!, "foot").length - 1,
      );
    }
  });

  for (const method of METHODS) {
    it(`${method}: every start matches the oracle on the gapped layout`, () => {
      for (let from = 0; from < cells.length; from++)
        expect(legs(cells, from, method)).toEqual(expectedRoutes(cells, from, method).sort(byKey));
    });
  }
});

describe("Hero Movement: far cards and the through bit set", () => {
  // One long row of 40 cards (cells 0..39 at columns 0..39, beyond the grid's flat span of ±32),
  // with a coast ring around all of them: routes through cells at and beyond BIT_CELLS.
  const long = Array.from({ length: 40 }, (_, i) => [0, i] as const);
  const cells = cellsAt(long, long);

  it("cellAt finds cards at any integer position, including beyond the flat grid", () => {
    for (let i = 0; i < cells.length; i++) expect(cellAt(cells, 0, i)).toBe(i);
    expect(cellAt(cells, 0, 40)).toBeUndefined();
    expect(cellAt(cells, 1, 35)).toBeUndefined();
    const far = cellsAt([
      [100, -100],
      [100, -99],
      [-7, 5000],
    ]);
    expect(cellAt(far, 100, -100)).toBe(0);
    expect(cellAt(far, 100, -99)).toBe(1);
    expect(cellAt(far, -7, 5000)).toBe(2);
    expect(cellAt(far, 5000, -7)).toBeUndefined();
    expect(routesFrom(far, 0, "horse").map(legOf)).toEqual([{ cell: 1, through: [] }]);
  });

  it("Horse along the long row reaches every card, through all cards between", () => {
    const routes = routesFrom(cells, 0, "horse");
    expect(routes.map((r) => r.cell)).toEqual(Array.from({ length: 39 }, (_, i) => i + 1));
    expect(routes[38]!.through).toEqual(Array.from({ length: 38 }, (_, i) => i + 1));
    for (let from = 0; from < cells.length; from += 7)
      expect(legs(cells, from, "horse")).toEqual(expectedRoutes(cells, from, "horse").sort(byKey));
  });

  it("throughBits is `through` as bits when every cell is below BIT_CELLS, and absent otherwise", () => {
    expect(BIT_CELLS).toBe(31);
    const check = (r: Route): void => {
      if (r.through.every((c) => c < BIT_CELLS)) {
        let bits = 0;
        for (const c of r.through) bits |= 1 << c;
        expect(r.throughBits, JSON.stringify(r.through)).toBe(bits);
      } else {
        expect(r.throughBits, JSON.stringify(r.through)).toBeUndefined();
      }
    };
    let beyond = 0;
    for (const method of METHODS) {
      for (let from = 0; from < cells.length; from++) {
        for (const r of routesFrom(cells, from, method)) {
          check(r);
          if (r.throughBits === undefined) beyond++;
        }
      }
      const ref = gameCells("bits");
      for (let from = 0; from < ref.length; from++) for (const r of routesFrom(ref, from, method)) check(r);
    }
    expect(beyond).toBeGreaterThan(0);
    // The route to cell 31 passes cells 1..30 (all in the bits); to cell 32 it passes cell 31 (not).
    expect(routesFrom(cells, 0, "horse")[30]!.throughBits).toBe(0x7ffffffe);
    expect(routesFrom(cells, 0, "horse")[31]!.throughBits).toBeUndefined();
  });
});

describe("Hero Movement: cellAt, areAdjacent and directRoute", () => {
  const cells = gameCells("lookup");

  it("cellAt gives each card's cell at its position and nothing where there is no card", () => {
    cells.forEach((c, i) => expect(cellAt(cells, c.row, c.col)).toBe(i));
    for (const [r, c] of [
      [0, 0],
      [4, 4],
      [0, 3],
      [-1, 2],
      [2, 5],
      [5, 2],
      [1.5, 2],
      [2, Number.NaN],
    ] as const) {
      expect(cellAt(cells, r, c), `${r},${c}`).toBeUndefined();
    }
  });

  it("areAdjacent: one of the 8 cards around, never the card itself or a cell off the map", () => {
    for (let a = 0; a < cells.length; a++) {
      for (let b = 0; b < cells.length; b++) {
        const near =
          a !== b && Math.abs(cells[a]!.row - cells[b]!.row) <= 1 && Math.abs(cells[a]!.col - cells[b]!.col) <= 1;
        expect(areAdjacent(cells, a, b), `${a} ${b}`).toBe(near);
        // Adjacent exactly when Foot reaches it.
        expect(routesFrom(cells, a, "foot").some((r) => r.cell === b)).toBe(near);
      }
      expect(areAdjacent(cells, a, cells.length)).toBe(false);
      expect(areAdjacent(cells, -1, a)).toBe(false);
    }
  });

  it("directRoute goes straight to the cell, through nothing, with its two regions", () => {
    for (const cell of [0, 7, 16, 40]) {
      const r = directRoute(cell);
      expect(r.cell).toBe(cell);
      expect(r.through).toEqual([]);
      expect(r.throughBits).toBe(0);
      expect(r.direction).toBeUndefined();
      expect(r.regions).toEqual([
        { cell, side: "left" },
        { cell, side: "right" },
      ]);
    }
  });

  it("a map whose positions are not integers, or whose coast index is out of range, is refused with a RangeError", () => {
    const bad = cellsAt([
      [0, 0],
      [0, 1],
    ]);
    bad[1] = { ...bad[1]!, col: 1.5 };
    expect(() => routesFrom(bad, 0, "horse")).toThrow(RangeError);
    const ring = cellsAt([
      [0, 0],
      [0, 1],
    ]);
    ring[1] = { ...ring[1]!, coastIndex: 2 };
    expect(() => routesFrom(ring, 1, "ship")).toThrow(RangeError);
    expect(() => cellAt(ring, 0, 0)).toThrow(RangeError);
  });
});

describe("Hero Movement: routes memoized per layout", () => {
  it("two games on the same layout get the very same route arrays; asking again gives the same array", () => {
    const a = gameCells(11);
    const b = gameCells(12);
    expect(a).not.toBe(b);
    for (const method of METHODS) {
      for (let from = 0; from < a.length; from++) {
        const first = routesFrom(a, from, method);
        expect(routesFrom(a, from, method)).toBe(first);
        expect(routesFrom(b, from, method)).toBe(first);
      }
    }
  });

  it("a copy of a layout with one card moved gets routes of its own", () => {
    const a = gameCells(13);
    const moved = a.map((c, i) => (i === 0 ? { ...c, row: 9, col: 9 } : { ...c }));
    expect(routesFrom(moved, 2, "raft")).not.toBe(routesFrom(a, 2, "raft"));
    expect(routesFrom(moved, 2, "raft").map((r) => r.cell)).not.toContain(0);
    expect(routesFrom(a, 2, "raft").map((r) => r.cell)).toContain(0);
  });
});
