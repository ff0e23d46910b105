/**
 * The Land Map as a grid of boxes, one per map card at its row and column: the card id, coast or
 * inland, then each region (left, right) with its kind, its detail and the heroes standing there.
 *
 * @module
 */
import type { GameState, RegionSide } from "../index";
import { describeRegion, heroToken } from "./names";
import { hang, wrap } from "./text";

/** Characters inside a box: 5 boxes and 6 borders make 96 columns. */
const INNER = 18;

/**
 * The hero tokens standing in a region, e.g. `R1 R2 B3`; a hero on a temple track shows its space
 * (`R1@2`).
 *
 * @param state - the state
 * @param cell - the cell index
 * @param side - the region's side
 * @returns the tokens, space-separated (empty when nobody stands there)
 * @example
 * ```ts
 * heroesIn(state, 5, "left"); // "R1 R2 R3"
 * ```
 */
export function heroesIn(state: GameState, cell: number, side: RegionSide): string {
  const tokens: string[] = [];
  for (const player of state.players) {
    player.heroes.forEach((hero, i) => {
      if (hero.at.cell === cell && hero.at.side === side) {
        tokens.push(heroToken(player.color, i) + (hero.templeSpace > 0 ? `@${hero.templeSpace}` : ""));
      }
    });
  }
  return tokens.join(" ");
}

function boxLines(state: GameState, cell: number): string[] {
  const c = state.map.cells[cell];
  if (c === undefined) return [];
  const lines = [...wrap(c.cardId, INNER), c.coastIndex === null ? "inland" : `coast ${c.coastIndex}`];
  for (const side of ["left", "right"] as const) {
    lines.push(...hang(`${side === "left" ? "L" : "R"}: ${describeRegion(state, { cell, side })}`, INNER, 3));
    const heroes = heroesIn(state, cell, side);
    if (heroes !== "") lines.push(...hang(heroes, INNER, 3).map((l, i) => (i === 0 ? `   ${l}` : l)));
  }
  return lines;
}

/**
 * Renders the Land Map: each map card as a box at its grid position (empty positions left
 * blank), then a legend.
 *
 * @param state - the state
 * @returns the lines, at most 96 columns wide
 * @example
 * ```ts
 * renderMap(createGame({ seed: "teq", players: 4 })).forEach((line) => console.log(line));
 * ```
 */
export function renderMap(state: GameState): string[] {
  const cells = state.map.cells;
  if (cells.length === 0) return ["(no map)"];
  const rows = Math.max(...cells.map((c) => c.row)) + 1;
  const cols = Math.max(...cells.map((c) => c.col)) + 1;
  const boxes = cells.map((_, i) => boxLines(state, i));
  const heights = Array.from({ length: rows }, (_, r) =>
    Math.max(0, ...cells.flatMap((c, i) => (c.row === r ? [boxes[i]?.length ?? 0] : []))),
  );
  const tops: number[] = [];
  let y = 0;
  for (const h of heights) {
    tops.push(y);
    y += h + 1;
  }
  const width = cols * (INNER + 1) + 1;
  const canvas: string[][] = Array.from({ length: y + 1 }, () => Array.from({ length: width }, () => " "));
  const put = (yy: number, xx: number, ch: string): void => {
    const line = canvas[yy];
    if (line !== undefined && xx < width) line[xx] = ch;
  };
  cells.forEach((c, i) => {
    const top = tops[c.row] ?? 0;
    const bottom = top + (heights[c.row] ?? 0) + 1;
    const left = c.col * (INNER + 1);
    const right = left + INNER + 1;
    for (let x = left; x <= right; x++) {
      put(top, x, x === left || x === right ? "+" : "-");
      put(bottom, x, x === left || x === right ? "+" : "-");
    }
    for (let yy = top + 1; yy < bottom; yy++) {
      put(yy, left, "|");
      put(yy, right, "|");
    }
    (boxes[i] ?? []).forEach((text, k) => {
      for (let j = 0; j < text.length && j < INNER; j++) put(top + 1 + k, left + 1 + j, text.charAt(j));
    });
  });
  const lines = canvas.map((chars) => chars.join("").trimEnd());
  return [
    ...lines,
    "L/R: the card's left and right regions. Heroes: colour initial and number (R2 = red's hero 2);",
    "@n: the hero is on space n of the temple's track.",
  ];
}
