/**
 * Rulebook, Hero Movement: routes depend on the layout's geometry only (grid positions and the coast
 * ring), so every game on the same layout shares one table of routes, and a map of another geometry
 * gets its own.
 */
import { describe, expect, it } from "vitest";
import { createGame } from "../../../src/index";
import { routesFrom } from "../../../src/rules/map/geometry";
import type { MapCell } from "../../../src/rules/state";

const cellsOf = (seed: number): readonly MapCell[] => createGame({ seed, players: 4 }).map.cells;

describe("Hero Movement: routes memoized per layout geometry", () => {
  it("two games on the same layout (different cards) share the routes of each start and method", () => {
    const a = cellsOf(1);
    const b = cellsOf(2);
    expect(a.map((c) => c.cardId)).not.toEqual(b.map((c) => c.cardId));
    for (const method of ["horse", "raft", "gryphon", "foot", "ship"] as const) {
      for (let cell = 0; cell < a.length; cell++) expect(routesFrom(b, cell, method)).toBe(routesFrom(a, cell, method));
    }
  });

  it("a map of another geometry (its columns mirrored) gets routes of its own geometry", () => {
    const a = cellsOf(3);
    const maxCol = Math.max(...a.map((c) => c.col));
    const mirrored = a.map((c) => ({ ...c, col: maxCol - c.col }));
    // Asymmetric rows make the mirror a different geometry; its Horse routes still stay in the row.
    for (let cell = 0; cell < a.length; cell++) {
      const routes = routesFrom(mirrored, cell, "horse");
      const row = mirrored[cell]!.row;
      for (const route of routes) expect(mirrored[route.cell]!.row).toBe(row);
      // The first step of each direction is the nearest card of the row on that side.
      const cols = routes.filter((r) => r.through.length === 0).map((r) => mirrored[r.cell]!.col - mirrored[cell]!.col);
      for (const dc of cols) expect(Math.abs(dc)).toBe(1);
      expect(routes.length).toBe(mirrored.filter((c, i) => i !== cell && c.row === row).length);
    }
    expect(routesFrom(mirrored, 0, "horse")).not.toBe(routesFrom(a, 0, "horse"));
  });
});
