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
import { tablesOf } from "./tables";
import { isVerifiedMapFor } from "./verified-maps";

/**
 * Checks the placement of the map cards against the layout and the ruleset's hooks.
 *
 * @param p - the collector (`STATE_INCONSISTENT`)
 * @param ctx - the state and its rules environment
 * @internal
 */
export function checkMap(p: Problems, ctx: CheckContext): void {
  const { state, env } = ctx;
  if (isVerifiedMapFor(state.map, env)) return; // shared from an earlier parse, same ruleset
  const { positions, coastIndex, castleSlot, regular, castles } = tablesOf(env);
  const cells = state.map.cells;
  if (cells.length !== positions.length) {
    p.add("map.cells", `expected ${positions.length} cells (the layout's positions), found ${cells.length}`);
    return;
  }
  const face = env.hooks.mapFace;
  if (state.map.face !== face)
    p.add("map.face", `expected "${face}" (the face this game's ruleset uses), found ${describe(state.map.face)}`);
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    const [row, col] = positions[i] as GridPos;
    if (cell.row !== row || cell.col !== col) {
      p.add(
        at("map.cells", i),
        `expected layout position row ${row}, col ${col} (cells follow the layout: cross, castles, coast), found row ${cell.row}, col ${cell.col}`,
      );
    }
    const coast = coastIndex[i] ?? null;
    if (cell.coastIndex !== coast) {
      p.add(
        at(at("map.cells", i), "coastIndex"),
        `expected ${describe(coast)} (the position's place on the layout's coast ring), found ${describe(cell.coastIndex)}`,
      );
    }
    const castleCell = castleSlot[i] === true;
    if (!(castleCell ? castles : regular).has(cell.cardId)) {
      const known = env.index.mapCards.has(cell.cardId);
      p.add(
        at(at("map.cells", i), "cardId"),
        known
          ? `the map card ${describe(cell.cardId)} does not belong on a ${castleCell ? "castle" : "regular"} position of this game's map`
          : `unknown map card ${describe(cell.cardId)}`,
      );
    }
    for (let j = 0; j < i; j++) {
      if (cells[j]!.cardId === cell.cardId) {
        p.add(
          at(at("map.cells", i), "cardId"),
          `the map card ${describe(cell.cardId)} is already placed at map.cells[${j}]`,
        );
        break;
      }
    }
  }
}
