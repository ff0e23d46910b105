/**
 * The Land Map as a grid of boxes, one per map card at its row and column: the card's name, coast
 * or inland, then each region (left, right) with what stands there and the heroes in it.
 *
 * @module
 */
import type { RegionSide } from "../index";
import { describeRegionShort, heroToken, type CliView } from "./names";
import { hang, pad, wrap } from "./text";

/** Columns inside a box: 5 boxes and 6 borders make 96 columns. */
const INNER = 18;

/**
 * The hero tokens standing in a region, e.g. `R1 R2 B3`; a hero on a temple track shows its space
 * (`R1@2`).
 *
 * @param view - the CLI view
 * @param cell - the cell index
 * @param side - the region's side
 * @returns the tokens, space-separated (empty when nobody stands there)
 */
export function heroesIn(view: CliView, cell: number, side: RegionSide): string {
  const tokens: string[] = [];
  view.state.players.forEach((player, seat) => {
    player.heroes.forEach((hero, i) => {
      if (hero.at.cell === cell && hero.at.side === side)
        tokens.push(heroToken(view, seat, i) + (hero.templeSpace > 0 ? `@${hero.templeSpace}` : ""));
    });
  });
  return tokens.join(" ");
}

/** The text lines inside one card's box. */
function boxLines(view: CliView, cell: number): string[] {
  const c = view.state.map.cells[cell];
  if (c === undefined) return [];
  const lines = [...wrap(view.t.cell(cell), INNER), view.m.coast(c.coastIndex)];
  for (const side of ["left", "right"] as const) {
    lines.push(...hang(`${view.m.sides[side]} ${describeRegionShort(view, { cell, side })}`, INNER, 3));
    const heroes = heroesIn(view, cell, side);
    if (heroes !== "") lines.push(...wrap(heroes, INNER - 3).map((l) => `   ${l}`));
  }
  return lines;
}

/**
 * Renders the Land Map: each map card as a box at its grid position (empty positions left blank),
 * then a legend. Widths count terminal columns, so Japanese names line up too.
 *
 * @param view - the CLI view
 * @returns the lines, at most 96 columns wide
 */
export function renderMap(view: CliView): string[] {
  const cells = view.state.map.cells;
  if (cells.length === 0) return ["(no map)"];
  const rows = Math.max(...cells.map((c) => c.row)) + 1;
  const cols = Math.max(...cells.map((c) => c.col)) + 1;
  const at = new Map(cells.map((c, i) => [`${c.row},${c.col}`, i]));
  const boxes = cells.map((_, i) => boxLines(view, i));
  const out: string[] = [];
  const has = (r: number, c: number): boolean => at.has(`${r},${c}`);
  /** A border line between row r-1 and row r. */
  const border = (r: number): string => {
    let line = "";
    for (let c = 0; c <= cols; c++) {
      const corner = has(r, c) || has(r - 1, c) || has(r, c - 1) || has(r - 1, c - 1);
      const edge = has(r, c) || has(r - 1, c);
      line += (corner ? "+" : " ") + (c < cols ? (edge ? "-" : " ").repeat(INNER) : "");
    }
    return line.trimEnd();
  };
  for (let r = 0; r < rows; r++) {
    out.push(border(r));
    const height = Math.max(
      0,
      ...Array.from({ length: cols }, (_, c) => boxes[at.get(`${r},${c}`) ?? -1]?.length ?? 0),
    );
    for (let k = 0; k < height; k++) {
      let line = "";
      for (let c = 0; c <= cols; c++) {
        const wall = has(r, c) || has(r, c - 1);
        line += wall ? "|" : " ";
        if (c < cols) line += pad(boxes[at.get(`${r},${c}`) ?? -1]?.[k] ?? "", INNER);
      }
      out.push(line.trimEnd());
    }
  }
  out.push(border(rows));
  return [...out, ...view.m.legend];
}
