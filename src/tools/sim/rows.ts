/**
 * The result rows of a simulation: one row per game and seat, flat, with the same columns in JSONL
 * and CSV (documented in docs/tools.md, generated from {@link COLUMNS}), so pandas, polars and
 * DuckDB read either file directly.
 *
 * @module
 */
import { DIFFICULTIES } from "../../index";
import { SOLO_GOALS } from "../../modules/solo/goals";
import { ToolError } from "../errors";

/** The score sources a row has a `vp_<source>` / `n_<source>` pair for (every module's). */
export const SCORE_SOURCES = ["quests", "goblins", "spells", "legendary-items", "mushrooms"] as const;

/** The rounds a row has a `vp_r<k>` column for. */
export const ROUNDS = 5;

/** One game and seat. Absent values are null (an empty CSV field, a JSON null). */
export type SeatRow = Record<string, string | number | boolean | null>;

type ColumnType = "int" | "string" | "bool";

/** One column: its name, type and meaning. */
export interface Column {
  readonly name: string;
  readonly type: ColumnType;
  readonly doc: string;
}

const sourceColumn = (source: string): string => source.replace(/-/g, "_");

/** Every column, in file order. */
export const COLUMNS: readonly Column[] = [
  { name: "seed", type: "int", doc: "the game's seed (createGame({ seed }))" },
  { name: "players", type: "int", doc: "players in the game (1 = solo)" },
  { name: "modules", type: "string", doc: 'optional modules joined by "+", empty for the base game' },
  { name: "difficulty", type: "string", doc: "solo difficulty; empty in 2-4 player games" },
  { name: "lineup", type: "string", doc: 'the bot of every seat joined by "/", seat 0 first' },
  { name: "seat", type: "int", doc: "this row's seat (0-based)" },
  { name: "color", type: "string", doc: "the seat's colour" },
  { name: "bot", type: "string", doc: "the bot playing this seat" },
  { name: "first_player", type: "bool", doc: "this seat held the first player token in round 1" },
  { name: "vp", type: "int", doc: "final victory points" },
  { name: "rank", type: "int", doc: "1 = best; after tie-breaks, seats still tied share a rank" },
  { name: "won", type: "bool", doc: "among the winners (solo: reached the goal)" },
  {
    name: "winners",
    type: "int",
    doc: "how many seats won the game; a winner's win share is won / winners (1/k of the game's win)",
  },
  ...SCORE_SOURCES.map((s): Column => ({
    name: `vp_${sourceColumn(s)}`,
    type: "int",
    doc: `victory points from ${s}; empty when the game has no such source`,
  })),
  ...SCORE_SOURCES.map((s): Column => ({
    name: `n_${sourceColumn(s)}`,
    type: "int",
    doc: `how many ${s} the seat scored (the Round Card count)`,
  })),
  ...Array.from({ length: ROUNDS }, (_, i): Column => ({
    name: `vp_r${i + 1}`,
    type: "int",
    doc: `total victory points at the end of round ${i + 1}`,
  })),
  { name: "rounds", type: "int", doc: "rounds played (5 in a finished game)" },
  { name: "actions", type: "int", doc: "actions applied in the whole game (all seats)" },
  { name: "goal", type: "int", doc: "solo: the difficulty's victory point goal; empty otherwise" },
  { name: "goal_reached", type: "bool", doc: "solo: the final total reaches the goal; empty otherwise" },
  ...DIFFICULTIES.map((d): Column => ({
    name: reachedColumn(d),
    type: "bool",
    doc: `solo: the final total reaches the ${d} goal (${SOLO_GOALS[d]} VP), whatever difficulty the game was set up with; empty otherwise`,
  })),
  {
    name: "error",
    type: "string",
    doc: "empty, or the error code that stopped the game early (the row then holds the standings)",
  },
  {
    name: "content",
    type: "string",
    doc: "the content pack played, as <id>@<fingerprint>, when simulate had --content; empty for the reference pack",
  },
];

/** The prefixes of a module of one's own's score source columns: `points_<source>`, `count_<source>`. */
export const MODULE_SOURCE_PREFIXES = ["points_", "count_"] as const;

const MODULE_SOURCE_COLUMN = /^(points|count)_[a-z0-9_]+$/;

/** Whether a score source has fixed `vp_<source>` / `n_<source>` columns (a built-in module's). */
export function isBuiltinSource(source: string): boolean {
  return (SCORE_SOURCES as readonly string[]).includes(source);
}

/** The `points_<source>` column of a score source of a module of one's own (not a built-in one's). */
export function pointsColumn(source: string): string {
  return `points_${sourceColumn(source)}`;
}

/** The `count_<source>` column of a score source of a module of one's own. */
export function sourceCountColumn(source: string): string {
  return `count_${sourceColumn(source)}`;
}

/**
 * The score sources of modules of one's own that rows have columns for (`points_<source>`, the
 * source as written in the column: hyphens as underscores), sorted.
 */
export function moduleSources(rows: readonly SeatRow[]): string[] {
  const found = new Set<string>();
  for (const row of rows)
    for (const key of Object.keys(row))
      if (key.startsWith("points_") && MODULE_SOURCE_COLUMN.test(key)) found.add(key.slice(7));
  return [...found].sort();
}

/** The columns of these rows: {@link COLUMNS}, then a points and a count column per module source. */
export function columnsOf(rows: readonly SeatRow[]): Column[] {
  return [
    ...COLUMNS,
    ...moduleSources(rows).flatMap((s): Column[] => [
      { name: pointsColumn(s), type: "int", doc: `victory points from the module's score source ${s}` },
      { name: sourceCountColumn(s), type: "int", doc: `how many ${s} the seat scored` },
    ]),
  ];
}

/** The name of the `reached_<difficulty>` column of a solo difficulty (e.g. `reached_hero_of_legend`). */
export function reachedColumn(difficulty: string): string {
  return `reached_${difficulty.replace(/-/g, "_")}`;
}

/** The name of the `vp_<source>` column of a score source. */
export function vpColumn(source: string): string {
  return `vp_${sourceColumn(source)}`;
}

/** The name of the `n_<source>` column of a score source. */
export function countColumn(source: string): string {
  return `n_${sourceColumn(source)}`;
}

/** Rows as JSON lines (one object per line, keys in column order). */
export function toJsonl(rows: readonly SeatRow[]): string {
  const columns = columnsOf(rows);
  return (
    rows
      .map((row) => JSON.stringify(Object.fromEntries(columns.map((c) => [c.name, row[c.name] ?? null]))))
      .join("\n") + (rows.length > 0 ? "\n" : "")
  );
}

function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV with a header line (booleans as true/false, absent values empty). */
export function toCsv(rows: readonly SeatRow[]): string {
  const columns = columnsOf(rows);
  const lines = [columns.map((c) => c.name).join(",")];
  for (const row of rows) lines.push(columns.map((c) => csvField(row[c.name])).join(","));
  return lines.join("\n") + "\n";
}

function coerce(column: Column, value: unknown, where: string): string | number | boolean | null {
  if (value === null || value === undefined || value === "") return null;
  if (column.type === "int") {
    const n = typeof value === "number" ? value : Number(value);
    if (!Number.isInteger(n))
      throw new ToolError(
        "BAD_ROW",
        `${where}: column ${column.name} must be an integer, not ${JSON.stringify(value)}.`,
      );
    return n;
  }
  if (column.type === "bool") {
    if (value === true || value === "true") return true;
    if (value === false || value === "false") return false;
    throw new ToolError(
      "BAD_ROW",
      `${where}: column ${column.name} must be true or false, not ${JSON.stringify(value)}.`,
    );
  }
  if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean")
    throw new ToolError("BAD_ROW", `${where}: column ${column.name} must be text, not ${JSON.stringify(value)}.`);
  return String(value);
}

function normalize(raw: Record<string, unknown>, where: string): SeatRow {
  const row: SeatRow = {};
  for (const column of COLUMNS) row[column.name] = coerce(column, raw[column.name], where);
  for (const key of Object.keys(raw))
    if (MODULE_SOURCE_COLUMN.test(key)) row[key] = coerce({ name: key, type: "int", doc: "" }, raw[key], where);
  for (const key of ["seed", "players", "seat", "vp"]) {
    if (row[key] === null) throw new ToolError("BAD_ROW", `${where}: the row has no ${key}.`);
  }
  if (row["modules"] === null) row["modules"] = "";
  return row;
}

/** Reads JSONL rows back (blank lines ignored). */
export function parseJsonl(text: string, name = "input"): SeatRow[] {
  const rows: SeatRow[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === "") return;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch {
      throw new ToolError("BAD_ROW", `${name}:${i + 1}: not a JSON line.`);
    }
    if (typeof raw !== "object" || raw === null || Array.isArray(raw))
      throw new ToolError("BAD_ROW", `${name}:${i + 1}: not a JSON object.`);
    rows.push(normalize(raw as Record<string, unknown>, `${name}:${i + 1}`));
  });
  return rows;
}

function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      out.push(field);
      field = "";
    } else field += ch;
  }
  out.push(field);
  return out;
}

/** Reads CSV rows back (the header names the columns; values never span lines). */
export function parseCsv(text: string, name = "input"): SeatRow[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== "");
  const header = splitCsvLine(lines[0] ?? "");
  return lines.slice(1).map((line, i) => {
    const fields = splitCsvLine(line);
    return normalize(Object.fromEntries(header.map((h, k) => [h, fields[k]])), `${name}:${i + 2}`);
  });
}

/** The key of a row's game: its setup and seed. */
export function gameKey(row: SeatRow): string {
  return `${row["players"]}|${row["modules"]}|${row["difficulty"] ?? ""}|${row["lineup"]}|${row["seed"]}|${row["content"] ?? ""}`;
}

/**
 * Rows in the canonical order (setup, then seed, then seat), duplicates of the same game and seat
 * dropped: merged shards give the same rows whatever order they came in.
 */
export function canonicalRows(rows: readonly SeatRow[]): { rows: SeatRow[]; duplicates: number } {
  const seen = new Set<string>();
  const out: SeatRow[] = [];
  for (const row of rows) {
    const key = `${gameKey(row)}|${row["seat"]}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(row);
  }
  const level = (r: SeatRow): number => (DIFFICULTIES as readonly unknown[]).indexOf(r["difficulty"]);
  const str = (v: string | number | boolean | null | undefined): string =>
    v === null || v === undefined ? "" : String(v);
  out.sort(
    (a, b) =>
      Number(a["players"]) - Number(b["players"]) ||
      str(a["modules"]).localeCompare(str(b["modules"])) ||
      level(a) - level(b) ||
      str(a["lineup"]).localeCompare(str(b["lineup"])) ||
      str(a["content"]).localeCompare(str(b["content"])) ||
      Number(a["seed"]) - Number(b["seed"]) ||
      Number(a["seat"]) - Number(b["seat"]),
  );
  return { rows: out, duplicates: rows.length - out.length };
}
