/**
 * Rulebook, Hero Movement: the destinations each travel method offers, on the inferred layout.
 * Expected destinations are computed here from grid positions written out independently of the
 * engine's geometry code.
 */
import { describe, expect, it } from "vitest";
import { legalActions, type Action } from "../../../src/index";
import {
  act,
  canon,
  cellAt,
  expectRejected,
  LAYOUT,
  move,
  newGame,
  putHero,
  RING,
  setMoveOrIdle,
  type S,
} from "../../support/scenario";

type Method = "horse" | "raft" | "gryphon" | "foot" | "ship";

function expectedCells(from: readonly [number, number], method: Exclude<Method, "ship">): [number, number][] {
  const [r0, c0] = from;
  return LAYOUT.filter(([r, c]) => {
    if (r === r0 && c === c0) return false;
    const dr = r - r0;
    const dc = c - c0;
    switch (method) {
      case "horse":
        return dr === 0;
      case "raft":
        return dc === 0;
      case "gryphon":
        return Math.abs(dr) === Math.abs(dc);
      case "foot":
        return Math.abs(dr) <= 1 && Math.abs(dc) <= 1;
    }
  }).map(([r, c]) => [r, c]);
}

/** A game where player 0's hero 0 stands on the obelisk/other non-castle region of (row, col) — or its castle. */
function startAt(row: number, col: number, card: Method): S {
  const s = newGame(2, "movement");
  const cell = cellAt(s, row, col);
  putHero(s, 0, 0, { cell, side: "left" });
  setMoveOrIdle(s, 0, card);
  return s;
}

function movesOfHero0(s: S): Action[] {
  return legalActions(s).filter((a) => a.type === "move" && a.hero === 0);
}

describe("Hero Movement: legal destinations", () => {
  it("the engine's map matches the inferred pinwheel and coast ring", () => {
    const s = newGame();
    expect(s.map.cells.map((c) => [c.row, c.col])).toEqual(LAYOUT.map(([r, c]) => [r, c]));
    for (const [i, [r, c]] of RING.entries()) expect(s.map.cells[cellAt(s, r, c)]!.coastIndex).toBe(i);
    expect(s.map.cells.filter((c) => c.coastIndex === null).map((c) => [c.row, c.col])).toEqual(
      LAYOUT.slice(0, 5).map(([r, c]) => [r, c]),
    );
  });

  const lineMethods = [
    ["horse", "By Horse: exactly the other cards in the same row"],
    ["raft", "By Raft: only cards in the same column"],
    ["gryphon", "By Gryphon: the cards on the same diagonals"],
    ["foot", "By Foot: the neighbours that exist (8 around the centre)"],
  ] as const;

  for (const [method, title] of lineMethods) {
    for (const [row, col] of LAYOUT) {
      it(`Hero Movement, ${title} — from (${row},${col})`, () => {
        const s = startAt(row, col, method);
        const want = expectedCells([row, col], method)
          .flatMap(([r, c]) =>
            (["left", "right"] as const).map((side) => canon(move(0, 0, { cell: cellAt(s, r, c), side }))),
          )
          .sort();
        const got = movesOfHero0(s).map(canon).sort();
        expect(got).toEqual(want);
      });
    }
  }

  it("Hero Movement, By Foot: the centre (2,2) has all 8 neighbours", () => {
    const s = startAt(2, 2, "foot");
    expect(new Set(movesOfHero0(s).map((a) => (a as { to: { cell: number } }).to.cell)).size).toBe(8);
  });

  for (const [row, col] of RING) {
    it(`Hero Movement, By Ship: every other coast card, both directions, both sides — from (${row},${col})`, () => {
      const s = startAt(row, col, "ship");
      const start = RING.findIndex(([r, c]) => r === row && c === col);
      const want: string[] = [];
      for (let k = 1; k < RING.length; k++) {
        const [r, c] = RING[(start + k) % RING.length]!;
        for (const side of ["left", "right"] as const) {
          want.push(canon(move(0, 0, { cell: cellAt(s, r, c), side }, "clockwise")));
          want.push(canon(move(0, 0, { cell: cellAt(s, r, c), side }, "counterclockwise")));
        }
      }
      expect(movesOfHero0(s).map(canon).sort()).toEqual(want.sort());
    });
  }

  for (const [row, col] of LAYOUT.slice(0, 5)) {
    it(`Hero Movement, By Ship: nothing from an inland start (${row},${col}) — NOT_ON_COAST`, () => {
      const s = startAt(row, col, "ship");
      expect(movesOfHero0(s)).toEqual([]);
      const coast = cellAt(s, 0, 1);
      expectRejected(s, move(0, 0, { cell: coast, side: "left" }, "clockwise"), "NOT_ON_COAST");
      expectRejected(s, move(0, 0, { cell: coast, side: "right" }, "counterclockwise"), "NOT_ON_COAST");
    });
  }

  for (const method of ["horse", "raft", "gryphon", "foot", "ship"] as const) {
    it(`Hero Movement: a hero must move to a different Map Card (${method}) — SAME_CARD`, () => {
      const s = startAt(0, 2, method);
      const here = cellAt(s, 0, 2);
      const dir = method === "ship" ? "clockwise" : undefined;
      expectRejected(s, move(0, 0, { cell: here, side: "right" }, dir), "SAME_CARD");
      expectRejected(s, move(0, 0, { cell: here, side: "left" }, dir), "SAME_CARD");
    });
  }

  it.each([
    ["horse", [2, 2], [1, 2]],
    ["horse", [2, 2], [3, 3]],
    ["raft", [2, 2], [2, 1]],
    ["raft", [0, 1], [0, 2]],
    ["gryphon", [2, 2], [2, 3]],
    ["gryphon", [2, 2], [0, 1]],
    ["foot", [2, 2], [0, 2]],
    ["foot", [2, 2], [2, 4]],
    ["foot", [0, 1], [2, 1]],
  ] as const)("Hero Movement, %s: a card off the line is UNREACHABLE (%j -> %j)", (method, [r0, c0], [r1, c1]) => {
    const s = startAt(r0, c0, method);
    expectRejected(s, move(0, 0, { cell: cellAt(s, r1, c1), side: "left" }), "UNREACHABLE");
  });

  it("Hero Movement, By Ship: a direction is required, and only Ship takes one — MALFORMED_ACTION", () => {
    const ship = startAt(0, 1, "ship");
    expectRejected(ship, move(0, 0, { cell: cellAt(ship, 0, 2), side: "left" }), "MALFORMED_ACTION");
    const horse = startAt(0, 1, "horse");
    expectRejected(horse, move(0, 0, { cell: cellAt(horse, 0, 2), side: "left" }, "clockwise"), "MALFORMED_ACTION");
  });

  it("Hero Movement: the move places the hero on the chosen region of the destination card", () => {
    const s = startAt(2, 2, "gryphon");
    const to = { cell: cellAt(s, 1, 1), side: "right" as const };
    const next = act(s, move(0, 0, to));
    expect(next.players[0]!.heroes[0]!.at).toEqual(to);
    expect(next.players[0]!.heroes[1]!.at).toEqual(s.players[0]!.heroes[1]!.at);
  });
});
