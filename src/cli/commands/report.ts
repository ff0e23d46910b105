/**
 * `teq-engine report`: merges result files (from shards, machines or runs) into one set of tables,
 * rows and HTML report. The merge puts the rows in canonical order and drops repeated games, so the
 * output does not depend on how the seeds were split.
 *
 * @module
 */
import { readFileSync } from "node:fs";
import { ToolError } from "../../tools/errors";
import { writeOutputs } from "../../tools/outputs";
import { canonicalRows, parseCsv, parseJsonl, type SeatRow } from "../../tools/sim/rows";
import type { CommandIO } from "./io";
import { parseOptions } from "./options";

/** The usage text of `report`. */
export function reportUsage(): string[] {
  return [
    "Usage: teq-engine report <file.jsonl|file.csv>... [--out <dir>] [--name <base>] [--no-html] [--quiet]",
    "",
    "Merges simulation results (e.g. shard-*.jsonl) and writes <out>/<name>.{jsonl,csv,txt,html}",
    "(default out: teq-report, name: report). The same games give the same output however they",
    "were split into files; a game and seat present in several files counts once.",
  ];
}

/** Reads one results file by its extension (.csv, otherwise JSONL). */
export function readRows(path: string): SeatRow[] {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new ToolError("FILE_UNREADABLE", `Cannot read ${path}: ${(error as Error).message}`);
  }
  return path.toLowerCase().endsWith(".csv") ? parseCsv(text, path) : parseJsonl(text, path);
}

/** Runs `report`; resolves to the exit code. */
// async with no await: like the other commands, a thrown ToolError becomes a rejection the runner reports.
// eslint-disable-next-line @typescript-eslint/require-await
export async function reportCommand(argv: readonly string[], io: CommandIO): Promise<number> {
  const options = parseOptions(argv, { values: ["out", "name"], flags: ["no-html", "quiet", "help"] });
  if (options.flags.has("help")) {
    reportUsage().forEach((line) => io.out(line));
    return 0;
  }
  if (options.positional.length === 0)
    throw new ToolError("BAD_ARGUMENT", "report needs at least one results file (.jsonl or .csv).");
  const { rows, duplicates } = canonicalRows(options.positional.flatMap(readRows));
  if (duplicates > 0)
    io.err.write(`report: ${duplicates} repeated seat rows (same setup, seed and seat) counted once\n`);
  const { lines, files } = writeOutputs(
    rows,
    options.values["out"] ?? "teq-report",
    options.values["name"] ?? "report",
    !options.flags.has("no-html"),
  );
  if (!options.flags.has("quiet")) lines.forEach((line) => io.out(line));
  io.out("");
  io.out(
    `Merged ${options.positional.length} file${options.positional.length === 1 ? "" : "s"} (${rows.length} rows).`,
  );
  io.out(`Wrote ${[files.jsonl, files.csv, files.txt, files.html].filter((f) => f !== null).join(", ")}`);
  return 0;
}
