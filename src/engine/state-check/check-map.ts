/**
 * Stage 4 of the deep checks (`STATE_INCONSISTENT`), the Land Map: as many cells as the layout has
 * positions, each at its layout position in setup order (cross, castles, coast), each a map card
 * the ruleset deals (castle cards on the castle positions), no card twice, the face the ruleset
 * uses, and the coast index of its position on the coast ring.
 *
 * @module
 * @internal
 */
import type { GridPos } from "../../content/types";
import type { CheckContext } from "./context";
import { at, describe, type Problems } from "./problems";

/**
 * Checks the placement of the map cards against the layout and the ruleset's hooks.
 *
 * @param p - the collector (`STATE_INCONSISTENT`)
 * @param ctx - the state and its rules environment
 * @internal
 */
export function checkMap(p: Problems, ctx: CheckContext): void {
  const { state, env } = ctx;
  const { layout } = env.content;
  const positions: readonly GridPos[] = [...layout.cross, ...layout.castles, ...layout.coast];
  const cells = state.map.cells;
  if (cells.length !== positions.length) {
    p.add("map.cells", `expected ${positions.length} cells (the layout's positions), found ${cells.length}`);
    return;
  }
  const castleSlots = new Set(layout.castles.map((_, i) => layout.cross.length + i));
  const regular = new Set(env.hooks.regularMapCards(env.content).map((card) => card.id));
  const castles = new Set(env.content.mapCards.filter((card) => card.kind === "castle").map((card) => card.id));
  const seen = new Map<string, number>();
  cells.forEach((cell, i) => {
    const path = at("map.cells", i);
    const [row, col] = positions[i] as GridPos;
    if (cell.row !== row || cell.col !== col) {
      p.add(path, `expected layout position row ${row}, col ${col} (cells follow the layout: cross, castles, coast), found row ${cell.row}, col ${cell.col}`);
    }
    const ring = layout.coastRing.findIndex(([r, c]) => r === row && c === col);
    const coastIndex = ring < 0 ? null : ring;
    if (cell.coastIndex !== coastIndex) {
      p.add(at(path, "coastIndex"), `expected ${describe(coastIndex)} (the position's place on the layout's coast ring), found ${describe(cell.coastIndex)}`);
    }
    if (cell.face !== env.hooks.mapFace) {
      p.add(at(path, "face"), `expected "${env.hooks.mapFace}" (the face this game's ruleset uses), found ${describe(cell.face)}`);
    }
    const castleSlot = castleSlots.has(i);
    const deck = castleSlot ? castles : regular;
    if (!deck.has(cell.cardId)) {
      const known = env.index.mapCards.has(cell.cardId);
      p.add(
        at(path, "cardId"),
        known
          ? `the map card ${describe(cell.cardId)} does not belong on a ${castleSlot ? "castle" : "regular"} position of this game's map`
          : `unknown map card ${describe(cell.cardId)}`,
      );
    }
    const first = seen.get(cell.cardId);
    if (first !== undefined) p.add(at(path, "cardId"), `the map card ${describe(cell.cardId)} is already placed at map.cells[${first}]`);
    else seen.set(cell.cardId, i);
  });
}
