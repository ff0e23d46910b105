/**
 * The structure pass of `validateContent`: the pack against its schema (`content/schema/`), each
 * problem given its content code, each record's provenance checked to name its data fields, and
 * the records handed to the cross-table checks (a record whose data fields are wrong is kept out
 * of them, so it is reported once).
 *
 * @module
 */
import type { ContentProblem } from "../../core/errors";
import { at, check, describeValue, isObject, type Issue, type IssueKind } from "../../core/schema/index";
import { contentPackSchema, FORMAT_VERSION } from "../schema/pack";
import type { Checker } from "./checker";
import type { ParsedPack } from "./parsed";
import { checkProvenance, type Entry } from "./records";

const CODES: Readonly<Record<IssueKind, string>> = {
  missing: "MISSING_FIELD",
  unknown: "INVALID_VALUE",
  "not-object": "NOT_AN_OBJECT",
  type: "WRONG_TYPE",
  value: "INVALID_VALUE",
  count: "WRONG_COUNT",
};

/** `.provenance` in a path, and the field key after it. */
const PROVENANCE = /\.provenance(\.[A-Za-z_$][\w$]*|\[[^\]]*\])?/;

/** The content problem of a schema issue. */
function problemOf(issue: Issue, pack: Readonly<Record<string, unknown>>): ContentProblem {
  const { path, kind, message } = issue;
  if (path === "formatVersion" && kind !== "missing") {
    return {
      path,
      code: "FORMAT_VERSION",
      message: `this engine reads content format ${FORMAT_VERSION}, found ${describeValue(pack["formatVersion"])}`,
    };
  }
  const provenance = PROVENANCE.exec(path);
  if (provenance !== null && provenance[1] !== undefined) {
    // A source's own problems are its entry's: `temples[0].provenance.name`.
    return { path: path.slice(0, provenance.index + provenance[0].length), code: "BAD_PROVENANCE", message };
  }
  if (provenance !== null && kind === "missing")
    return { path, code: "MISSING_PROVENANCE", message: "the record has no provenance" };
  return { path, code: CODES[kind], message };
}

/** Reads the records of a pack that passed or failed its schema with `issues`. */
class Reader {
  /** Every record read that is an object, in the order read (for the provenance check). */
  readonly records: { readonly path: string; readonly value: Readonly<Record<string, unknown>> }[] = [];

  constructor(
    private readonly pack: Readonly<Record<string, unknown>>,
    private readonly issues: readonly Issue[],
  ) {}

  /** The value at a dotted path of plain keys, or undefined. */
  get(path: string): unknown {
    let value: unknown = this.pack;
    for (const key of path.split(".")) value = isObject(value) ? value[key] : undefined;
    return value;
  }

  /** Whether an issue lies at or under `path`, but for those that spare the record's data (`except`). */
  hasIssue(path: string, except: readonly string[] = []): boolean {
    return this.issues.some(
      (issue) =>
        (issue.path === path || issue.path.startsWith(`${path}.`) || issue.path.startsWith(`${path}[`)) &&
        !except.some(
          (spared) =>
            issue.path === spared || issue.path.startsWith(`${spared}.`) || issue.path.startsWith(`${spared}[`),
        ),
    );
  }

  entry<T>(value: unknown, path: string, idKey: "id" | "color" | null): Entry<T> {
    if (!isObject(value)) return { path, id: undefined, value: undefined };
    this.records.push({ path, value });
    const id = idKey !== null && typeof value[idKey] === "string" && value[idKey] !== "" ? value[idKey] : undefined;
    const spared = [at(path, "provenance"), ...(idKey === null ? [] : [at(path, idKey)])];
    return { path, id, value: this.hasIssue(path, spared) ? undefined : (value as T) };
  }

  single<T>(path: string): Entry<T> | undefined {
    const value = this.get(path);
    return value === undefined ? undefined : this.entry<T>(value, path, null);
  }

  table<T>(path: string, idKey: "id" | "color" = "id"): Entry<T>[] | undefined {
    const list = this.get(path);
    return Array.isArray(list) ? list.map((value, i) => this.entry<T>(value, at(path, i), idKey)) : undefined;
  }

  /** The value at `path` if nothing is wrong at or under it. */
  sound<T>(path: string): T | undefined {
    const value = this.get(path);
    return value === undefined || this.hasIssue(path) ? undefined : (value as T);
  }
}

/**
 * Checks a pack against its schema and each record's provenance against its fields; returns the
 * records for the cross-table checks.
 *
 * @param c - the collector
 * @param pack - the pack, an object of plain JSON data
 * @returns every table as read
 */
export function readPack(c: Checker, pack: Readonly<Record<string, unknown>>): ParsedPack {
  const issues = check(contentPackSchema, pack, {}, Infinity);
  let last: ContentProblem | undefined;
  for (const issue of issues) {
    const problem = problemOf(issue, pack);
    // One problem per provenance entry, however many fields of its source are wrong.
    if (last !== undefined && last.path === problem.path && last.code === problem.code) continue;
    c.report(problem.path, problem.code, problem.message);
    last = problem;
  }
  const r = new Reader(pack, issues);
  const parsed: ParsedPack = {
    dice: r.single("dice"),
    layout: r.single("layout"),
    mapCards: r.table("mapCards"),
    temples: r.table("temples"),
    spells: r.table("spells"),
    grottoEffects: r.table("grottoEffects"),
    magic: ["magicTracks.multiplayer", "magicTracks.solo"].flatMap((path) => r.single(path) ?? []),
    movementCards: r.table("movementCards"),
    quests: r.table("quests"),
    items: r.table("items"),
    playerCards: r.table("playerCards", "color"),
    golden: {
      cards: r.table("goldenMushrooms.mapCards"),
      replaces: r.sound("goldenMushrooms.replacesGrottoEffects"),
      actions: r.table("goldenMushrooms.actions"),
      mushroomCount: r.sound("goldenMushrooms.mushroomCount"),
    },
  };
  r.single("scoring");
  r.single("goldenMushrooms");
  for (const { path, value } of r.records) checkProvenance(c, value, path);
  return parsed;
}
