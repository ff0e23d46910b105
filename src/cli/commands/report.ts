/**
 * `teq-engine report`: merges result files (from shards, machines or runs) into one set of tables,
 * rows and HTML report. The merge puts the rows in canonical order and drops repeated games, so the
 * output does not depend on how the seeds were split.
 *
 * @module
 */
import { readFileSync } from "node:fs";
import { checkRowsEngine, engineSourceOf, loadEngine, sourceLabels } from "../../tools/engine-source";
import { ToolError } from "../../tools/errors";
import { writeOutputs } from "../../tools/outputs";
import { canonicalRows, parseCsv, parseJsonl, type SeatRow } from "../../tools/sim/rows";
import type { CommandIO } from "./io";
import { parseOptions } from "./options";

/** The usage text of `report`. */
export function reportUsage(): string[] {
  return [
    "Usage: teq-engine report <file.jsonl|file.csv>... [options]",
    "",
    "Merges simulation results (e.g. shard-*.jsonl) and writes <out>/<name>.{jsonl,csv,txt,html}.",
    "The same games give the same output however they were split into files; a game and seat",
    "present in several files counts once.",
    "",
    "  --out <dir>         output directory (default teq-report)",
    "  --name <base>       output file name (default report)",
    "  --content <pack>    the results were played with this content pack (simulate --content):",
    "                      rows of another pack are refused (ENGINE_MISMATCH)",
    "  --module <file>     the results were played with this module (simulate --module): rows without",
    "                      it are refused (ENGINE_MISMATCH), and the tables name its score sources",
    "                      (points_<source> columns) in its English words",
    "  --no-html           skip the HTML report",
    "  --quiet             print no tables",
    "  --help              show this help",
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
export async function reportCommand(argv: readonly string[], io: CommandIO): Promise<number> {
  const options = parseOptions(argv, {
    values: ["out", "name", "content", "module"],
    flags: ["no-html", "quiet", "help"],
  });
  if (options.flags.has("help")) {
    reportUsage().forEach((line) => io.out(line));
    return 0;
  }
  if (options.positional.length === 0)
    throw new ToolError("BAD_ARGUMENT", "report needs at least one results file (.jsonl or .csv).");
  const source = engineSourceOf(options.values);
  const loaded = source === null ? null : await loadEngine(source);
  const { rows, duplicates } = canonicalRows(options.positional.flatMap(readRows));
  if (source !== null && loaded !== null) checkRowsEngine(rows, source, loaded);
  if (duplicates > 0)
    io.err.write(`report: ${duplicates} repeated seat rows (same setup, seed and seat) counted once\n`);
  const { lines, files } = writeOutputs(
    rows,
    options.values["out"] ?? "teq-report",
    options.values["name"] ?? "report",
    !options.flags.has("no-html"),
    loaded === null ? {} : sourceLabels(loaded),
  );
  if (!options.flags.has("quiet")) lines.forEach((line) => io.out(line));
  io.out("");
  io.out(
    `Merged ${options.positional.length} file${options.positional.length === 1 ? "" : "s"} (${rows.length} rows).`,
  );
  io.out(`Wrote ${[files.jsonl, files.csv, files.txt, files.html].filter((f) => f !== null).join(", ")}`);
  return 0;
}
