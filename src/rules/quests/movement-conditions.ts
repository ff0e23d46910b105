/**
 * Rulebook, Movement Quests, and the official ruling that a movement quest is met only by moving a
 * hero this turn: each condition type of the content model has a checker here, which must involve
 * a hero the player moved during their part of the current Day turn.
 *
 * @module
 */
import type { MovementCondition, RegionKind } from "../../content/types";
import type { RulesEnv } from "../game-types";
import { areAdjacent } from "../map/geometry";
import { regionAt } from "../map/regions";
import type { GameState, MovedThisTurn } from "../state";

type Checker<T extends MovementCondition["type"]> = (
  state: GameState,
  env: RulesEnv,
  seat: number,
  moved: MovedThisTurn,
  condition: Extract<MovementCondition, { type: T }>,
) => boolean;

function cellsOf(state: GameState, seat: number): number[] {
  return (state.players[seat]?.heroes ?? []).map((hero) => hero.at.cell);
}

function kindOf(state: GameState, env: RulesEnv, seat: number, hero: number): RegionKind | undefined {
  const at = state.players[seat]?.heroes[hero]?.at;
  return at === undefined ? undefined : regionAt(state.map.cells, at, env).kind;
}

function isCoast(state: GameState, cell: number): boolean {
  return state.map.cells[cell]?.coastIndex != null;
}

function inLine(state: GameState, cells: number[], line: "row" | "column" | "diagonal"): boolean {
  // Ruling (docs/rulings.md, "Heroes in a line"): a line of heroes means one hero per card.
  if (new Set(cells).size !== cells.length) return false;
  const placed = cells.map((c) => state.map.cells[c]).filter((c) => c !== undefined);
  if (placed.length !== cells.length || placed.length === 0) return false;
  const first = placed[0] as (typeof placed)[number];
  if (line === "row") return placed.every((c) => c.row === first.row);
  if (line === "column") return placed.every((c) => c.col === first.col);
  return (
    placed.every((c) => c.row - c.col === first.row - first.col) ||
    placed.every((c) => c.row + c.col === first.row + first.col)
  );
}

const checkers: { readonly [T in MovementCondition["type"]]: Checker<T> } = {
  "heroes-in-line": (state, _env, seat, _moved, c) => {
    const cells = cellsOf(state, seat);
    const lines = c.line === "any" ? (["row", "column", "diagonal"] as const) : [c.line];
    return lines.some((line) => inLine(state, cells, line));
  },
  "hero-in-opponent-castle": (state, env, seat, moved) =>
    moved.heroes.some((h) => {
      const at = state.players[seat]?.heroes[h]?.at;
      if (at === undefined) return false;
      const region = regionAt(state.map.cells, at, env);
      return region.kind === "castle" && state.players.some((p) => p.seat !== seat && p.color === region.color);
    }),
  "heroes-on-region-kinds": (state, env, seat, moved, c) => {
    const heroes = state.players[seat]?.heroes ?? [];
    const kinds = heroes.map((_, h) => kindOf(state, env, seat, h));
    const involved = moved.heroes.some((h) => c.kinds.includes(kinds[h] as RegionKind));
    return involved && c.kinds.every((kind) => kinds.includes(kind));
  },
  "heroes-on-coast": (state, _env, seat, moved, c) => {
    const cells = cellsOf(state, seat);
    const movedOnCoast = moved.heroes.some((h) => isCoast(state, cells[h] ?? -1));
    return movedOnCoast && cells.filter((cell) => isCoast(state, cell)).length >= c.count;
  },
  "heroes-inland": (state, _env, seat, moved, c) => {
    const cells = cellsOf(state, seat);
    const movedInland = moved.heroes.some((h) => !isCoast(state, cells[h] ?? -1));
    return movedInland && cells.filter((cell) => !isCoast(state, cell)).length >= c.count;
  },
  "travel-through": (_state, _env, _seat, moved, c) => moved.through >= c.count,
  "travel-by": (state, env, seat, moved, c) =>
    moved.method === c.method &&
    moved.heroes[0] !== undefined &&
    kindOf(state, env, seat, moved.heroes[0]) === c.endKind,
  "heroes-apart": (state, _env, seat) => {
    const cells = cellsOf(state, seat);
    if (new Set(cells).size !== cells.length) return false;
    return cells.every((a, i) => cells.every((b, j) => i === j || !areAdjacent(state.map.cells, a, b)));
  },
  "heroes-together": (state, _env, seat, moved, c) => {
    const cells = cellsOf(state, seat);
    return moved.heroes.some((h) => cells.filter((cell) => cell === cells[h]).length >= c.count);
  },
};

/**
 * Whether a movement condition is met by the player's move this turn.
 *
 * @param state - the state after the move
 * @param env - the rules environment
 * @param seat - the player
 * @param moved - what the player moved this turn
 * @param condition - the quest's condition
 * @returns true when the quest is completed
 */
export function isConditionMet(
  state: GameState,
  env: RulesEnv,
  seat: number,
  moved: MovedThisTurn,
  condition: MovementCondition,
): boolean {
  if (moved.heroes.length === 0) return false;
  const checker = checkers[condition.type] as Checker<MovementCondition["type"]> | undefined;
  return checker !== undefined && checker(state, env, seat, moved, condition);
}
