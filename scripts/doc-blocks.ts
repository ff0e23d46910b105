// The fenced code blocks of README.md and docs/**/*.md, for the tests that run them
// (test/docs/code-blocks.test.ts).
//
// Conventions (see docs/architecture.md, "Docs that cannot lie"):
// - a ```ts (or ```js) block runs as a test, in its own scope, with `teq-engine` being this library;
// - `EXPR; // => VALUE` asserts VALUE (a JS expression): deep equality, or for an object literal,
//   that the result has at least those fields with those values;
// - any other block, and a ts block that cannot run alone, says why in its info string:
//   ```sh no-run: <reason>
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** README.md and every .md under docs/, as paths relative to `root`. */
export function docFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir)).flatMap((name) => {
      const path = join(dir, name);
      return statSync(join(root, path)).isDirectory() ? walk(path) : path.endsWith(".md") ? [path] : [];
    });
  return ["README.md", ...walk("docs")].map((p) => relative(root, join(root, p)));
}

/** The fenced blocks of a markdown text: language, no-run reason (or null), code, first line. */
export interface CodeBlock {
  readonly lang: string;
  readonly info: string;
  readonly noRun: string | null;
  readonly code: string;
  readonly line: number;
}

export function codeBlocks(text: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const open = /^(```+)(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const info = open[2]!.trim();
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !lines[j]!.startsWith(open[1]!)) body.push(lines[j++]!);
    const lang = info.split(/\s+/)[0] ?? "";
    const noRun = /\bno-run:\s*(.*)$/.exec(info);
    blocks.push({ lang, info, noRun: noRun ? noRun[1]!.trim() : null, code: body.join("\n"), line: i + 1 });
    i = j;
  }
  return blocks;
}

/** Whether a block's language is one the tests run. */
export const isRunnable = (block: CodeBlock): boolean =>
  ["ts", "typescript", "js", "javascript"].includes(block.lang) && block.noRun === null;

/**
 * Turns `EXPR; // => VALUE` lines into `__expect(EXPR, VALUE, line)` calls; other lines unchanged.
 */
export function withAssertions(code: string): string {
  return code
    .split("\n")
    .map((line, index) => {
      const m = /^(\s*)(.+?);\s*\/\/\s*=>\s*(.+?)\s*$/.exec(line);
      return m ? `${m[1]}__expect((${m[2]}), (${m[3]}), ${index + 1});` : line;
    })
    .join("\n");
}
