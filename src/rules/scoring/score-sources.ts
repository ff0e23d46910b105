/**
 * Rulebook, Final Scoring: the four sources of victory points and the Round Card table.
 *
 * Ruling (docs/rulings.md, "Totals above 10"): the Round Card lists totals 0 to 10; a larger total
 * scores as 10.
 *
 * @module
 */
import type { ContentPack } from "../../content/types";
import type { GameState } from "../state";

/**
 * One source of victory points: how many a player has of it, and the points that count gives.
 *
 * @example
 * ```ts
 * const tithes: ScoreSource = { id: "tithes", count: (state, seat) => state.players[seat]!.power, points: (count) => count };
 * ```
 */
export interface ScoreSource {
  /** A stable id shown in the breakdown, e.g. `"quests"`. */
  readonly id: string;
  /** How many the player has. */
  count(state: GameState, seat: number): number;
  /** The victory points for that count. */
  points(count: number, content: ContentPack): number;
}

/**
 * The points in a Round Card column for a total (totals above the table score as its last entry).
 *
 * @param column - a column of the scoring table
 * @param total - the total, 0 or more
 * @returns the points
 */
export function tablePoints(column: readonly number[], total: number): number {
  const i = Math.max(0, Math.min(total, column.length - 1));
  return column[i] ?? 0;
}

/**
 * The number of legendary items a player has gained (both temples completed).
 *
 * @param state - the state
 * @param seat - the player
 * @returns 0 to 3
 */
export function legendaryItemsGained(state: GameState, seat: number): number {
  const progress = state.players[seat]?.legendary ?? {};
  return Object.values(progress).filter((n) => n >= 2).length;
}

/**
 * The base game's score sources, in the order of the rulebook.
 */
export const baseScoreSources: readonly ScoreSource[] = [
  {
    id: "quests",
    count: (state, seat) => state.players[seat]?.completedQuests.length ?? 0,
    points: (n, content) => tablePoints(content.scoring.quests, n),
  },
  {
    id: "goblins",
    count: (state, seat) => state.players[seat]?.goblinsDefeated ?? 0,
    points: (n, content) => tablePoints(content.scoring.goblins, n),
  },
  {
    id: "spells",
    count: (state, seat) => state.players[seat]?.spellLevel ?? 0,
    points: (n, content) => tablePoints(content.scoring.spells, n),
  },
  {
    id: "legendary-items",
    count: legendaryItemsGained,
    points: (n, content) => n * content.scoring.legendaryItem,
  },
];
