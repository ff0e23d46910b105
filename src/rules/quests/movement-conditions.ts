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

type Heroes = GameState["players"][number]["heroes"];

/** No heroes: what a missing seat reads as. */
const NO_HEROES: Heroes = [];

/** A player's heroes (none for an unknown seat). */
function heroesOf(state: GameState, seat: number): Heroes {
  return state.players[seat]?.heroes ?? NO_HEROES;
}

/** The map cell a hero stands on, or -1 for a hero index the player does not have. */
function cellOf(heroes: Heroes, hero: number): number {
  return heroes[hero]?.at.cell ?? -1;
}

function kindOf(state: GameState, env: RulesEnv, seat: number, hero: number): RegionKind | undefined {
  const at = state.players[seat]?.heroes[hero]?.at;
  return at === undefined ? undefined : regionAt(state.map.cells, at, env).kind;
}

function isCoast(state: GameState, cell: number): boolean {
  return state.map.cells[cell]?.coastIndex != null;
}

/** Whether two heroes of the list stand on the same card. */
function shareACard(heroes: Heroes): boolean {
  for (let i = 1; i < heroes.length; i++)
    for (let j = 0; j < i; j++) if (cellOf(heroes, i) === cellOf(heroes, j)) return true;
  return false;
}

/**
 * Whether the heroes stand on one line of the map (`any`: a row, a column or a diagonal). Loops
 * over the heroes instead of building cell lists and sets: this runs after every Day move.
 */
function inLine(state: GameState, heroes: Heroes, line: "row" | "column" | "diagonal" | "any"): boolean {
  // Ruling (docs/rulings.md, "Heroes in a line"): a line of heroes means one hero per card.
  if (heroes.length === 0 || shareACard(heroes)) return false;
  const cells = state.map.cells;
  const first = cells[cellOf(heroes, 0)];
  if (first === undefined) return false;
  let row = true;
  let column = true;
  let diagonal = true;
  let antiDiagonal = true;
  for (let i = 1; i < heroes.length; i++) {
    const c = cells[cellOf(heroes, i)];
    if (c === undefined) return false;
    row &&= c.row === first.row;
    column &&= c.col === first.col;
    diagonal &&= c.row - c.col === first.row - first.col;
    antiDiagonal &&= c.row + c.col === first.row + first.col;
  }
  if (line === "any") return row || column || diagonal || antiDiagonal;
  if (line === "row") return row;
  if (line === "column") return column;
  return diagonal || antiDiagonal;
}

/**
 * The base `opponentCastle` hook: a castle is an opponent's when another player of this game has
 * its colour (the castle of a colour nobody plays is not; docs/rulings.md, "What counts as
 * 'moving' for a movement quest").
 *
 * @param state - the state
 * @param seat - the player whose quest it is
 * @param color - the castle's colour
 * @returns true for another player's castle
 */
export function castleOfAnotherPlayer(state: GameState, seat: number, color: string): boolean {
  for (const p of state.players) if (p.seat !== seat && p.color === color) return true;
  return false;
}

/** Whether a moved hero ends on an opponent's castle (the `opponentCastle` hook decides whose castles count). */
function inOpponentCastle(state: GameState, env: RulesEnv, seat: number, moved: MovedThisTurn): boolean {
  for (const h of moved.heroes) {
    const at = state.players[seat]?.heroes[h]?.at;
    if (at === undefined) continue;
    const region = regionAt(state.map.cells, at, env);
    if (region.kind === "castle" && env.hooks.opponentCastle(state, seat, region.color)) return true;
  }
  return false;
}

/** Whether a moved hero stands on one of `kinds` and every kind of `kinds` holds one of the player's heroes. */
function onRegionKinds(
  state: GameState,
  env: RulesEnv,
  seat: number,
  moved: MovedThisTurn,
  kinds: readonly RegionKind[],
): boolean {
  let involved = false;
  for (const h of moved.heroes) {
    const kind = kindOf(state, env, seat, h);
    if (kind !== undefined && kinds.includes(kind)) {
      involved = true;
      break;
    }
  }
  if (!involved) return false;
  const count = heroesOf(state, seat).length;
  for (const kind of kinds) {
    let found = false;
    for (let h = 0; h < count && !found; h++) found = kindOf(state, env, seat, h) === kind;
    if (!found) return false;
  }
  return true;
}

/** Whether a moved hero is on the coast (`coast` true) or inland, and at least `count` heroes are. */
function onCoastOrInland(state: GameState, seat: number, moved: MovedThisTurn, coast: boolean, count: number): boolean {
  const heroes = heroesOf(state, seat);
  let involved = false;
  for (const h of moved.heroes) if (isCoast(state, cellOf(heroes, h)) === coast) involved = true;
  if (!involved) return false;
  let there = 0;
  for (let h = 0; h < heroes.length; h++) if (isCoast(state, cellOf(heroes, h)) === coast) there++;
  return there >= count;
}

/** Whether the player's heroes stand on different cards, no two of them adjacent. */
function apart(state: GameState, seat: number): boolean {
  const heroes = heroesOf(state, seat);
  if (shareACard(heroes)) return false;
  for (let i = 0; i < heroes.length; i++)
    for (let j = 0; j < heroes.length; j++)
      if (i !== j && areAdjacent(state.map.cells, cellOf(heroes, i), cellOf(heroes, j))) return false;
  return true;
}

/** Whether a moved hero shares its card with enough of the player's heroes (itself included) to make `count`. */
function together(state: GameState, seat: number, moved: MovedThisTurn, count: number): boolean {
  const heroes = heroesOf(state, seat);
  for (const h of moved.heroes) {
    const cell = heroes[h]?.at.cell;
    let here = 0;
    for (let i = 0; i < heroes.length; i++) if (cellOf(heroes, i) === cell) here++;
    if (here >= count) return true;
  }
  return false;
}

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
  // A switch on the type, not a table lookup by it: one compare per case instead of a keyed load
  // whose key changes with every quest (megamorphic).
  switch (condition.type) {
    case "heroes-in-line":
      return inLine(state, heroesOf(state, seat), condition.line);
    case "hero-in-opponent-castle":
      return inOpponentCastle(state, env, seat, moved);
    case "heroes-on-region-kinds":
      return onRegionKinds(state, env, seat, moved, condition.kinds);
    case "heroes-on-coast":
      return onCoastOrInland(state, seat, moved, true, condition.count);
    case "heroes-inland":
      return onCoastOrInland(state, seat, moved, false, condition.count);
    case "travel-through":
      return moved.through >= condition.count;
    case "travel-by":
      return (
        moved.method === condition.method &&
        moved.heroes[0] !== undefined &&
        kindOf(state, env, seat, moved.heroes[0]) === condition.endKind
      );
    case "heroes-apart":
      return apart(state, seat);
    case "heroes-together":
      return together(state, seat, moved, condition.count);
    default:
      return false;
  }
}
