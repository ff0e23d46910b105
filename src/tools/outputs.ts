/**
 * Writes a run's results: the rows as JSONL and CSV, the summary tables as text, and the HTML report.
 *
 * @module
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { reportHtml } from "./report/html";
import { summaryLines } from "./report/tables";
import { toCsv, toJsonl, type SeatRow } from "./sim/rows";
import { summarize, type SourceLabels, type Summary } from "./stats/summary";

/** The files written, by kind. */
export interface OutputFiles {
  readonly jsonl: string;
  readonly csv: string;
  readonly txt: string;
  readonly html: string | null;
}

/**
 * Summarizes rows (already in canonical order) and writes `<dir>/<name>.jsonl`, `.csv`, `.txt`
 * and, unless `html` is false, `.html`; `labels` name the score sources of modules of one's own.
 */
export function writeOutputs(
  rows: readonly SeatRow[],
  dir: string,
  name: string,
  html = true,
  labels: SourceLabels = {},
): { summary: Summary; lines: string[]; files: OutputFiles } {
  mkdirSync(dir, { recursive: true });
  const summary = summarize(rows, labels);
  const lines = summaryLines(summary);
  const files: OutputFiles = {
    jsonl: join(dir, `${name}.jsonl`),
    csv: join(dir, `${name}.csv`),
    txt: join(dir, `${name}.txt`),
    html: html ? join(dir, `${name}.html`) : null,
  };
  writeFileSync(files.jsonl, toJsonl(rows));
  writeFileSync(files.csv, toCsv(rows));
  writeFileSync(files.txt, lines.join("\n") + "\n");
  if (files.html !== null) writeFileSync(files.html, reportHtml(summary));
  return { summary, lines, files };
}
