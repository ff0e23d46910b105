/**
 * The score sheet from `scores(state)`, in words (`describeScores`).
 *
 * @module
 */
import { describeScores, scores } from "../index";
import type { CliView } from "./names";
import { wrap } from "./text";

/**
 * Renders the score sheet: one line per player with each source's count and points, then the
 * winners (or leaders, or the solo verdict).
 *
 * @param view - the CLI view
 * @returns the lines
 */
export function renderScores(view: CliView): string[] {
  const lines = describeScores(scores(view.state), view.state, { locale: view.m.locale, content: view.content });
  return lines.flatMap((line) => wrap(line, 92).map((l, i) => (i === 0 ? `  ${l}` : `    ${l}`)));
}
