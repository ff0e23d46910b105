/**
 * The score table from `scores(state)`: one column per score source, the totals and the winners.
 *
 * @module
 */
import { scores, type GameState, type SoloVerdict } from "../index";
import { pad, list } from "./text";

/**
 * Renders the score sheet: final scores once the game is over, the standings before.
 *
 * @param state - the state
 * @returns the lines
 * @example
 * ```ts
 * renderScores(state); // ["Current standings (the game is not over):", "  player   quests ...", ...]
 * ```
 */
export function renderScores(state: GameState): string[] {
  const sheet = scores(state);
  const sources = sheet.players[0]?.breakdown.map((line) => line.source) ?? [];
  const widths = sources.map((s) => Math.max(s.length, 9) + 2);
  const lines = [sheet.final ? "Final scores:" : "Current standings (the game is not over):"];
  lines.push(`  ${pad("player", 10)}${sources.map((s, i) => pad(s, widths[i] ?? 11)).join("")}total`);
  for (const player of sheet.players) {
    const cells = player.breakdown.map((line, i) => pad(`${line.count} -> ${line.points}`, widths[i] ?? 11));
    lines.push(`  ${pad(player.color, 10)}${cells.join("")}${player.total}`);
  }
  lines.push("  (each column: count -> victory points)");
  const names = sheet.winners.map((seat) => sheet.players.find((p) => p.seat === seat)?.color ?? `seat ${seat}`);
  const tie = names.length > 1 ? " (tied after every tie-break)" : "";
  if (sheet.solo !== undefined) {
    lines.push(...goalVerdictLines(sheet.solo, sheet.final));
    return lines;
  }
  lines.push(sheet.final ? `Winner${names.length > 1 ? "s" : ""}: ${list(names)}${tie}.` : `Leading: ${list(names)}${tie}.`);
  return lines;
}

/**
 * The solo verdict in words: the goal of the difficulty, the total, and won or lost (or, before the
 * end, whether the goal is reached so far).
 *
 * @param verdict - `scores(state).solo`
 * @param final - whether the game is over
 * @returns the lines
 * @example
 * ```ts
 * goalVerdictLines({ difficulty: "knight", goal: 55, total: 57, reached: true }, true);
 * // ["Solo goal (knight): 55 VP; total 57.", "Victory: the goal is reached, the realm is saved."]
 * ```
 */
export function goalVerdictLines(verdict: SoloVerdict, final: boolean): string[] {
  const head = `Solo goal (${verdict.difficulty}): ${verdict.goal} VP; total ${verdict.total}.`;
  if (!final) return [head, verdict.reached ? "The goal is reached so far." : `${verdict.goal - verdict.total} VP still to go.`];
  return [
    head,
    verdict.reached
      ? "Victory: the goal is reached, the realm is saved."
      : `Defeat: ${verdict.goal - verdict.total} VP short of the goal, the Mushroom Realm crumbles to ruin.`,
  ];
}
