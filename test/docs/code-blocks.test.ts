/**
 * Docs that cannot lie: every fenced code block of README.md and docs/**\/*.md either runs here
 * (TypeScript transpiled, `teq-engine` bound to this library, `// => value` comments asserted) or
 * says in its info string why it does not run (```sh no-run: <reason>). Type-checking the same
 * blocks against the packed types is part of scripts/smoke.mjs.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { codeBlocks, docFiles, isRunnable, withAssertions } from "../../scripts/doc-blocks";
import * as library from "../../src/index";
import * as ml from "../../src/ml/index";

/** What `import ... from "teq-engine"` and `"teq-engine/ml"` bind to in a block. */
const api = { ...library, ...ml };

const ROOT = new URL("../../", import.meta.url).pathname;
const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  ...args: string[]
) => (...values: unknown[]) => Promise<void>;

/** `import { a, type B } from "teq-engine"` -> `const { a } = __api;` (types dropped). */
function bindImports(code: string): string {
  return code.replace(
    /^import\s+(type\s+)?\{([^}]*)\}\s+from\s+"teq-engine(?:\/ml)?";?$/gm,
    (_all, typeOnly: string | undefined, names: string) => {
      if (typeOnly) return "";
      const values = names
        .split(",")
        .map((n) => n.trim())
        .filter((n) => n !== "" && !n.startsWith("type "))
        .map((n) => n.replace(/\s+as\s+/, ": "));
      return `const { ${values.join(", ")} } = __api;`;
    },
  );
}

function expectValue(actual: unknown, expected: unknown, line: number): void {
  const isPlainObject = typeof expected === "object" && expected !== null && !Array.isArray(expected);
  if (isPlainObject) expect(actual, `line ${line} of the block`).toMatchObject(expected);
  else expect(actual, `line ${line} of the block`).toEqual(expected);
}

for (const file of docFiles(ROOT)) {
  const blocks = codeBlocks(readFileSync(join(ROOT, file), "utf8"));
  if (blocks.length === 0) continue;
  describe(file, () => {
    for (const block of blocks) {
      const name = `the ${block.lang || "plain"} block at line ${block.line}`;
      if (!isRunnable(block)) {
        it(`${name} says why it does not run`, () => {
          expect(
            block.noRun ?? "",
            `${file}:${block.line}: mark it \`\`\`${block.lang || "text"} no-run: <reason>, or make it a runnable ts block`,
          ).toMatch(/\S{3,}/);
        });
        continue;
      }
      it(`${name} runs and its // => results hold`, async () => {
        const source = bindImports(withAssertions(block.code));
        const js = ts.transpileModule(source, {
          compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
        }).outputText;
        const logged: unknown[] = [];
        const console = { log: (...values: unknown[]) => logged.push(values) };
        await new AsyncFunction("__api", "__expect", "console", js)(api, expectValue, console);
      });
    }
  });
}
