/**
 * Unit tests of `src/rules/quests/movement-conditions.ts`: the checker of each movement quest
 * condition of the content model (Rulebook, Quest Cards: Movement Quests), asked directly on
 * positions set by hand, with the official ruling that only a hero moved this turn can meet a
 * quest (CLARIFICATIONS 1, Movement quests) and the ruling "Heroes in a line" (docs/rulings.md: one
 * hero per card). The reference layout is a cross of 5 inland cards (rows and columns 1 to 3, the
 * castles on its corners) inside a ring of 12 coast cards.
 */
import { describe, expect, it } from "vitest";
import { envFor } from "../../../src/bots/bot-env";
import { isConditionMet } from "../../../src/rules/quests/movement-conditions";
import type { MovementCondition, TravelMethod } from "../../../src/content/types";
import type { MovedThisTurn } from "../../../src/rules/state";
import { cellAt, home, newGame, putHero, regionsWhere, type S } from "../../support/scenario";

type Cell = readonly [row: number, col: number];

/** A two-player game with player 0's three heroes on the given grid cells (any region of each). */
function heroesOn(cells: readonly Cell[]): S {
  const s = newGame(2, "movement-conditions");
  cells.forEach(([row, col], hero) => putHero(s, 0, hero, { cell: cellAt(s, row, col), side: "left" }));
  return s;
}

/** Whether player 0 meets `condition` after moving `heroes` (by `method`, through `through` cards). */
function met(
  s: S,
  condition: MovementCondition,
  heroes: readonly number[] = [0],
  method: TravelMethod = "horse",
  through = 0,
): boolean {
  const moved: MovedThisTurn = { heroes, method, through };
  return isConditionMet(s, envFor(s), 0, moved, condition);
}

const ROW = [
  [2, 1],
  [2, 2],
  [2, 3],
] as const;
const COLUMN = [
  [1, 2],
  [2, 2],
  [3, 2],
] as const;
const DIAGONAL = [
  [1, 1],
  [2, 2],
  [3, 3],
] as const;
const ANTI_DIAGONAL = [
  [1, 3],
  [2, 2],
  [3, 1],
] as const;
const BENT = [
  [1, 2],
  [2, 2],
  [2, 3],
] as const;

describe("Movement Quests: every condition needs a hero moved this turn (CLARIFICATIONS 1, Movement quests)", () => {
  it("with no hero moved, no condition is met, not even one the position already satisfies", () => {
    const s = heroesOn(ROW);
    expect(met(s, { type: "heroes-in-line", line: "row" }, [0])).toBe(true);
    for (const condition of [
      { type: "heroes-in-line", line: "row" },
      { type: "travel-through", count: 0 },
      { type: "heroes-inland", count: 1 },
      { type: "heroes-together", count: 1 },
    ] as const satisfies readonly MovementCondition[]) {
      expect(met(s, condition, []), condition.type).toBe(false);
    }
  });
});

describe("Movement Quests: heroes in a line", () => {
  it.each([
    ["a row", ROW, { row: true, column: false, diagonal: false, any: true }],
    ["a column", COLUMN, { row: false, column: true, diagonal: false, any: true }],
    ["a diagonal", DIAGONAL, { row: false, column: false, diagonal: true, any: true }],
    ["an anti-diagonal", ANTI_DIAGONAL, { row: false, column: false, diagonal: true, any: true }],
    ["a bent path", BENT, { row: false, column: false, diagonal: false, any: false }],
  ] as const)("three heroes on %s", (_name, cells, expected) => {
    const s = heroesOn(cells);
    for (const line of ["row", "column", "diagonal", "any"] as const)
      expect(met(s, { type: "heroes-in-line", line }), line).toBe(expected[line]);
  });

  it('ruling "Heroes in a line": two heroes on one card are not a line, though the cards are in a row', () => {
    const s = heroesOn([
      [2, 1],
      [2, 1],
      [2, 3],
    ]);
    for (const line of ["row", "any"] as const) expect(met(s, { type: "heroes-in-line", line })).toBe(false);
  });
});

describe("Movement Quests: a hero in an opponent's castle", () => {
  it("the moved hero on another player's castle meets it; on its own castle or a castle nobody plays it does not", () => {
    const s = newGame(2, "movement-conditions");
    const condition = { type: "hero-in-opponent-castle" } as const;
    putHero(s, 0, 0, home(s, 1));
    expect(met(s, condition, [0])).toBe(true);
    expect(met(s, condition, [1])).toBe(false); // hero 1 (at home) moved, hero 0 did not
    putHero(s, 0, 0, home(s, 0));
    expect(met(s, condition, [0])).toBe(false);
    const played = new Set(s.players.map((p) => p.color));
    const unused = regionsWhere(s, (r) => r.kind === "castle" && !played.has(r["color"] as never))[0]!;
    putHero(s, 0, 0, unused);
    expect(met(s, condition, [0])).toBe(false);
  });
});

describe("Movement Quests: heroes on region kinds", () => {
  it("every listed kind holds a hero, and a moved hero is on one of them", () => {
    const s = newGame(2, "movement-conditions");
    const condition = { type: "heroes-on-region-kinds", kinds: ["temple", "obelisk"] } as const;
    const temple = regionsWhere(s, (r) => r.kind === "temple")[0]!;
    const obelisk = regionsWhere(s, (r) => r.kind === "obelisk")[0]!;
    putHero(s, 0, 0, temple);
    putHero(s, 0, 1, obelisk);
    expect(met(s, condition, [0])).toBe(true);
    expect(met(s, condition, [1])).toBe(true);
    expect(met(s, condition, [2])).toBe(false); // hero 2 stays in the castle: not part of it
    putHero(s, 0, 1, home(s, 0));
    expect(met(s, condition, [0])).toBe(false); // no hero on an obelisk any more
  });
});

describe("Movement Quests: heroes on the coast, heroes inland", () => {
  // (2,2) and (1,2) are inland; (0,1) and (1,1) are coast cards (the castle (1,1) too).
  const s = heroesOn([
    [2, 2],
    [0, 1],
    [1, 1],
  ]);

  it("heroes on the coast: at least `count` heroes on coast cards, a moved one among them", () => {
    expect(met(s, { type: "heroes-on-coast", count: 2 }, [1])).toBe(true);
    expect(met(s, { type: "heroes-on-coast", count: 3 }, [1])).toBe(false);
    expect(met(s, { type: "heroes-on-coast", count: 1 }, [0])).toBe(false); // the moved hero is inland
  });

  it("heroes inland: at least `count` heroes on inland cards, a moved one among them", () => {
    expect(met(s, { type: "heroes-inland", count: 1 }, [0])).toBe(true);
    expect(met(s, { type: "heroes-inland", count: 2 }, [0])).toBe(false);
    expect(met(s, { type: "heroes-inland", count: 1 }, [1])).toBe(false); // the moved hero is on the coast
  });
});

describe("Movement Quests: travel through, travel by", () => {
  it("travel through: the move passed through at least `count` cards", () => {
    const s = newGame(2, "movement-conditions");
    expect(met(s, { type: "travel-through", count: 3 }, [0], "ship", 3)).toBe(true);
    expect(met(s, { type: "travel-through", count: 3 }, [0], "ship", 2)).toBe(false);
  });

  it("travel by: the movement card's method, and the first moved hero ending on the region kind", () => {
    const s = newGame(2, "movement-conditions");
    const condition = { type: "travel-by", method: "ship", endKind: "castle" } as const;
    putHero(s, 0, 0, home(s, 1));
    expect(met(s, condition, [0], "ship")).toBe(true);
    expect(met(s, condition, [0], "raft")).toBe(false);
    const temple = regionsWhere(s, (r) => r.kind === "temple")[0]!;
    putHero(s, 0, 0, temple);
    expect(met(s, condition, [0], "ship")).toBe(false);
    // The first moved hero decides, not another one in a castle.
    expect(met(s, condition, [0, 1], "ship")).toBe(false);
    expect(met(s, condition, [1, 0], "ship")).toBe(true);
  });
});

describe("Movement Quests: heroes apart, heroes together", () => {
  it("heroes apart: three cards, no two of them adjacent (diagonals count as adjacent)", () => {
    const apart = { type: "heroes-apart" } as const;
    expect(
      met(
        heroesOn([
          [1, 1],
          [1, 3],
          [3, 2],
        ]),
        apart,
      ),
    ).toBe(true);
    expect(
      met(
        heroesOn([
          [1, 1],
          [2, 2],
          [3, 3],
        ]),
        apart,
      ),
    ).toBe(false); // diagonal neighbours
    expect(
      met(
        heroesOn([
          [1, 1],
          [1, 1],
          [3, 3],
        ]),
        apart,
      ),
    ).toBe(false); // two on one card
  });

  it("heroes together: a moved hero shares its card with enough of its player's heroes (itself included)", () => {
    const s = heroesOn([
      [2, 2],
      [2, 2],
      [1, 1],
    ]);
    const together = (count: number) => ({ type: "heroes-together", count }) as const;
    expect(met(s, together(2), [0])).toBe(true);
    expect(met(s, together(3), [0])).toBe(false);
    expect(met(s, together(2), [2])).toBe(false); // the moved hero is alone on its card
    // One card, whichever of its two regions: hero 2 joins the others on the card's other side.
    putHero(s, 0, 2, { cell: cellAt(s, 2, 2), side: "right" });
    expect(met(s, together(3), [2])).toBe(true);
  });
});
