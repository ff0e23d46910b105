/**
 * Rulebook, Final Scoring: totals, the breakdown by source, the tie-breaks in order, and the
 * winner(s).
 *
 * @module
 */
import type { ContentPack } from "../../content/types";
import type { GameState } from "../state";
import { legendaryItemsGained, type ScoreSource } from "./score-sources";

/**
 * One line of a score breakdown.
 *
 * @example
 * ```ts
 * const line: ScoreLine = { source: "quests", count: 4, points: 6 };
 * ```
 */
export interface ScoreLine {
  /** The score source's id (e.g. `quests`). */
  readonly source: string;
  /** The player's total for that source. */
  readonly count: number;
  /** The victory points that total is worth. */
  readonly points: number;
}

/**
 * The tie-break values of a player, compared in this order (higher wins each).
 *
 * @example
 * ```ts
 * const t: TieBreaks = { quests: 4, goblins: 2, spellLevel: 3, items: 2 };
 * ```
 */
export interface TieBreaks {
  /** Quests completed. */
  readonly quests: number;
  /** Goblins defeated. */
  readonly goblins: number;
  /** Spell level reached. */
  readonly spellLevel: number;
  /** Treasure and legendary items held. */
  readonly items: number;
}

/**
 * One player's score.
 *
 * @example
 * ```ts
 * const mine: PlayerScore = scores(state).players[0]!;
 * mine.total; mine.breakdown; mine.tieBreaks;
 * ```
 */
export interface PlayerScore {
  /** The player's seat. */
  readonly seat: number;
  /** The player's colour. */
  readonly color: string;
  /** Total victory points. */
  readonly total: number;
  /** The points from each score source. */
  readonly breakdown: readonly ScoreLine[];
  /** The values compared to break a tie. */
  readonly tieBreaks: TieBreaks;
}

/**
 * The score sheet of a game: every player's score, the winner(s), and whether the game is over.
 *
 * @example
 * ```ts
 * const sheet: ScoreSheet = scores(state);
 * sheet.winners; // e.g. [2], or [0, 3] for a shared victory
 * ```
 */
export interface ScoreSheet {
  /** True once the game has ended; before that the sheet shows the current standings. */
  readonly final: boolean;
  /** Each player's score, by seat. */
  readonly players: readonly PlayerScore[];
  /**
   * The seats with the most points after the tie-breaks; several when still tied. In a game a
   * module judges against a goal (its `finishScores` hook), the player's seat if the goal is
   * reached, else none.
   */
  readonly winners: readonly number[];
}

function itemsHeld(state: GameState, seat: number): number {
  const player = state.players[seat];
  if (player === undefined) return 0;
  const onHeroes = player.heroes.reduce((n, hero) => n + hero.items.length, 0);
  const legendaryOnHeroes = player.heroes.reduce(
    (n, hero) => n + hero.items.filter((item) => item in player.legendary).length,
    0,
  );
  // Legendary items count once whether or not they are equipped yet.
  return (
    onHeroes -
    legendaryOnHeroes +
    player.reserve.filter((i) => !(i in player.legendary)).length +
    legendaryItemsGained(state, seat)
  );
}

const TIE_BREAK_ORDER: readonly (keyof TieBreaks)[] = ["quests", "goblins", "spellLevel", "items"];

/**
 * Computes the score sheet from the given score sources.
 *
 * @param state - the state
 * @param sources - the score sources of the composed ruleset
 * @param content - the content pack (scoring table)
 * @param finish - the ruleset's last word on the sheet (the `finishScores` hook: a verdict against a goal; none by default)
 * @returns the sheet
 */
export function scoreSheet(
  state: GameState,
  sources: readonly ScoreSource[],
  content: ContentPack,
  finish: (sheet: ScoreSheet, state: GameState) => ScoreSheet = (sheet) => sheet,
): ScoreSheet {
  const players = state.players.map((player): PlayerScore => {
    const breakdown = sources.map((source): ScoreLine => {
      const count = source.count(state, player.seat);
      return { source: source.id, count, points: source.points(count, content) };
    });
    return {
      seat: player.seat,
      color: player.color,
      total: breakdown.reduce((sum, line) => sum + line.points, 0),
      breakdown,
      tieBreaks: {
        quests: player.completedQuests.length,
        goblins: player.goblinsDefeated,
        spellLevel: player.spellLevel,
        items: itemsHeld(state, player.seat),
      },
    };
  });
  let leaders = players;
  const best = Math.max(...leaders.map((p) => p.total));
  leaders = leaders.filter((p) => p.total === best);
  for (const key of TIE_BREAK_ORDER) {
    const top = Math.max(...leaders.map((p) => p.tieBreaks[key]));
    leaders = leaders.filter((p) => p.tieBreaks[key] === top);
  }
  const final = state.phase === "ended";
  return finish({ final, players, winners: leaders.map((p) => p.seat) }, state);
}
