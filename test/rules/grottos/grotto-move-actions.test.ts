/**
 * Unit tests of `src/rules/grottos/grotto-move-actions.ts`: the orthogonal grotto move's actions
 * (Mushroom Grottos, CLARIFICATIONS 3.5; ruling "Grotto effects") are made once per route list and
 * hero slot, frozen, and name exactly the route's destination (and, for a bent path, its cards).
 */
import { describe, expect, it } from "vitest";
import { bentOrthogonalRoutes, orthogonalRoutes } from "../../../src/rules/map/orthogonal-routes";
import { grottoMovesAlong } from "../../../src/rules/grottos/grotto-move-actions";
import { newGame } from "../../support/scenario";

describe("Mushroom Grottos (CLARIFICATIONS 3.5): the orthogonal grotto move's shared actions", () => {
  const cells = newGame(4, "grotto-moves").map.cells;
  const straight = orthogonalRoutes(cells, 5, 3);
  const bent = bentOrthogonalRoutes(cells, 5, 3);

  it("two per route, left then right, naming the route's destination (and a bent path's cards as `via`)", () => {
    expect(straight.length).toBeGreaterThan(0);
    expect(bent.length).toBeGreaterThan(0);
    expect(grottoMovesAlong(straight, 1, 2, false)).toEqual(
      straight.flatMap((r) => r.regions.map((to) => ({ type: "use-grotto", player: 1, target: 2, to }))),
    );
    expect(grottoMovesAlong(bent, 3, 0, true)).toEqual(
      bent.flatMap((r) => r.regions.map((to) => ({ type: "use-grotto", player: 3, target: 0, to, via: r.through }))),
    );
  });

  it("made once per route list and hero slot, frozen down to `via`", () => {
    const first = grottoMovesAlong(bent, 2, 1, true);
    expect(grottoMovesAlong(bent, 2, 1, true)).toBe(first);
    expect(grottoMovesAlong(bent, 2, 2, true)).not.toBe(first);
    expect(grottoMovesAlong(bent, 1, 1, true)).not.toBe(first);
    for (const action of first) {
      expect(Object.isFrozen(action)).toBe(true);
      expect(Object.isFrozen(action.via)).toBe(true);
    }
  });

  it("a seat or hero outside the shared slots gets a fresh list (nothing shared by a malformed index)", () => {
    const odd = grottoMovesAlong(straight, 9, 1, false);
    expect(grottoMovesAlong(straight, 9, 1, false)).not.toBe(odd);
    expect(odd[0]).toMatchObject({ player: 9, target: 1 });
  });
});
