/**
 * Removes the `@example` blocks of internal declarations of the library (everything src/index.ts
 * does not export, nor a member of what it exports), keeping their one-line summary: examples are
 * for the public API, where the smoke test compiles every one against the packed types.
 * `npx tsx scripts/trim-internal-examples.ts` rewrites the files; `--check` only lists them.
 *
 * @module
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const entry = fileURLToPath(new URL("../src/index.ts", import.meta.url));
const program = ts.createProgram([entry], {
  strict: true,
  noEmit: true,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
});
const checker = program.getTypeChecker();
const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;

/** Declarations whose docs are public: every export, and the members of exported classes/interfaces/types. */
const publicNodes = new Set<ts.Node>();
for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  for (const decl of target.getDeclarations() ?? []) {
    publicNodes.add(decl);
    if (ts.isVariableDeclaration(decl)) publicNodes.add(decl.parent.parent);
    decl.forEachChild(function visit(child) {
      publicNodes.add(child);
      child.forEachChild(visit);
    });
  }
}

const check = process.argv.includes("--check");
let removed = 0;
const touched: string[] = [];
for (const file of program.getSourceFiles()) {
  if (file.isDeclarationFile || !file.fileName.includes("/src/") || file.fileName.includes("/node_modules/")) continue;
  const cuts: [number, number][] = [];
  const visit = (node: ts.Node): void => {
    const docs = (node as { jsDoc?: ts.JSDoc[] }).jsDoc;
    if (docs !== undefined && !publicNodes.has(node) && !ts.isSourceFile(node)) {
      for (const doc of docs) {
        for (const tag of doc.tags ?? []) {
          if (tag.tagName.text !== "example") continue;
          // From the start of the tag's line to the start of the next tag's line (or the closing */).
          const lineStart = file.text.lastIndexOf("\n", tag.getStart(file)) + 1;
          const next = (doc.tags ?? []).find((t) => t.getStart(file) > tag.getStart(file));
          const stop =
            next !== undefined
              ? file.text.lastIndexOf("\n", next.getStart(file)) + 1
              : file.text.lastIndexOf("\n", doc.getEnd() - 2) + 1;
          cuts.push([lineStart, stop]);
        }
      }
    }
    node.forEachChild(visit);
  };
  visit(file);
  if (cuts.length === 0) continue;
  removed += cuts.length;
  touched.push(file.fileName);
  if (check) continue;
  let text = readFileSync(file.fileName, "utf8");
  for (const [start, stop] of cuts.sort((a, b) => b[0] - a[0])) text = text.slice(0, start) + text.slice(stop);
  // A summary line followed by an empty " *" line and the end of the comment: drop the empty line.
  text = text.replace(/\n(\s*)\*\n(\s*)\*\//g, "\n$2*/");
  writeFileSync(file.fileName, text);
}
console.log(`${check ? "would remove" : "removed"} ${removed} internal @example block(s) in ${touched.length} file(s)`);
if (check && removed > 0) process.exitCode = 1;
