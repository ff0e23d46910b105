/**
 * docs/writing-a-module.md quotes its worked example, examples/pilgrim-tithe/, and cannot drift from
 * it: each block marked `no-run: quoted from <file>, region "<name>"` is, line for line, the region
 * `// #region <name>` ... `// #endregion <name>` of that file (dedented), every region of the
 * example is quoted, and the guide's steps are numbered in order.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { codeBlocks } from "../../scripts/doc-blocks";

const ROOT = new URL("../../", import.meta.url).pathname;
const GUIDE = readFileSync(join(ROOT, "docs/writing-a-module.md"), "utf8");
const EXAMPLE = "examples/pilgrim-tithe";

/** The example's .ts files, relative to the repository. */
function sources(dir = join(ROOT, EXAMPLE)): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith(".ts") ? [relative(ROOT, path)] : [];
  });
}

/** The lines between `// #region name` and `// #endregion name`, less their common indentation. */
function regionsOf(file: string): Map<string, string> {
  const lines = readFileSync(join(ROOT, file), "utf8").split("\n");
  const regions = new Map<string, string>();
  lines.forEach((line, start) => {
    const open = /^\s*\/\/ #region (\S+)$/.exec(line);
    if (!open) return;
    const end = lines.findIndex((l, i) => i > start && l.trim() === `// #endregion ${open[1]}`);
    if (end < 0) throw new Error(`${file}: region ${open[1]} is never closed`);
    const body = lines.slice(start + 1, end);
    const indent = Math.min(...body.filter((l) => l.trim() !== "").map((l) => /^ */.exec(l)![0].length));
    regions.set(open[1]!, body.map((l) => l.slice(indent)).join("\n"));
  });
  return regions;
}

const quotes = codeBlocks(GUIDE).flatMap((block) => {
  const m = /^quoted from (\S+), region "([^"]+)"$/.exec(block.noRun ?? "");
  return m ? [{ file: m[1]!, region: m[2]!, code: block.code, line: block.line }] : [];
});

describe("docs/writing-a-module.md builds the Pilgrim's Tithe as examples/pilgrim-tithe/ has it", () => {
  it("has a title for the docs site", () => {
    expect(GUIDE).toMatch(/^---\ntitle: Writing a module\n---\n/);
  });

  it("each quote is the region of the example file it names, verbatim", () => {
    expect(quotes.length).toBeGreaterThanOrEqual(12);
    for (const quote of quotes) {
      expect(quote.file.startsWith(`${EXAMPLE}/`), `line ${quote.line}: ${quote.file}`).toBe(true);
      const region = regionsOf(quote.file).get(quote.region);
      expect(region, `line ${quote.line}: ${quote.file} has no region "${quote.region}"`).toBeDefined();
      expect(quote.code, `line ${quote.line}: ${quote.file}, region "${quote.region}"`).toBe(region);
    }
  });

  it("quotes every region of the example", () => {
    const quoted = new Set(quotes.map((q) => `${q.file}#${q.region}`));
    const regions = sources().flatMap((file) => [...regionsOf(file).keys()].map((name) => `${file}#${name}`));
    expect(regions.length).toBeGreaterThanOrEqual(12);
    expect(regions.filter((r) => !quoted.has(r))).toEqual([]);
  });

  it("numbers its steps in order, from the folder and id to the tests", () => {
    const steps = [...GUIDE.matchAll(/^## (\d+)\. (.+)$/gm)].map((m) => Number(m[1]));
    expect(steps).toEqual(steps.map((_, i) => i + 1));
    expect(steps.length).toBeGreaterThanOrEqual(10);
  });

  it("names the commands that play the module: simulate, report and serve with --module", () => {
    for (const command of ["simulate --module", "teq-engine report", "serve --stdio --module", "jsonSchemas()"])
      expect(GUIDE).toContain(command);
  });
});
