/**
 * Casts in src/ stay few and honest: fewer than 10 double casts (`x as unknown as T`) in all of
 * src/ and none under src/modules/ (a module is written against the typed contract, as a user's
 * is), no cast to `any`, and no `@ts-` comment silencing the compiler. Read from the syntax tree,
 * so a comment that says "as any" counts for nothing.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SRC = new URL("../../src/", import.meta.url).pathname;

/** Every .ts file under a folder, as paths relative to src/. */
function sources(dir: string): string[] {
  return readdirSync(join(SRC, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(SRC, path)).isDirectory()) return sources(path);
    return name.endsWith(".ts") ? [path] : [];
  });
}

/** Where a cast sits: file and line. */
interface Site {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/** The casts of one file's text: double casts through `unknown`, and casts to `any`. */
function castsIn(file: string, text: string): { double: Site[]; toAny: Site[] } {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const double: Site[] = [];
  const toAny: Site[] = [];
  const site = (node: ts.Node): Site => ({
    file,
    line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
    text: node.getText(source).slice(0, 80),
  });
  const visit = (node: ts.Node): void => {
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
      if (node.type.kind === ts.SyntaxKind.AnyKeyword) toAny.push(site(node));
      const inner = ts.isParenthesizedExpression(node.expression) ? node.expression.expression : node.expression;
      if (
        (ts.isAsExpression(inner) || ts.isTypeAssertionExpression(inner)) &&
        inner.type.kind === ts.SyntaxKind.UnknownKeyword
      )
        double.push(site(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { double, toAny };
}

const files = sources(".");
const all = files.map((file) => castsIn(file, readFileSync(join(SRC, file), "utf8")));
const doubles = all.flatMap((c) => c.double);

describe("casts in src/", () => {
  it("reads every file of src/, and its casts from the syntax tree", () => {
    expect(files.length).toBeGreaterThan(300);
    // The reader sees a double cast, parenthesized or not, and a cast to any, and nothing in a
    // comment or a string.
    const sample = [
      "// x as unknown as Y, z as any",
      "const s = 'a as unknown as any';",
      "const a = (b as unknown) as C;",
      "const d = e as unknown as F;",
      "const g = <any>h;",
    ].join("\n");
    const found = castsIn("sample.ts", sample);
    expect(found.double.map((s) => s.line)).toEqual([3, 4]);
    expect(found.toAny.map((s) => s.line)).toEqual([5]);
  });

  it("has fewer than 10 double casts (`as unknown as`) in all of src/", () => {
    expect(doubles.length, doubles.map((s) => `${s.file}:${s.line} ${s.text}`).join("\n")).toBeLessThan(10);
  });

  it("has no double cast under src/modules/ (modules are written against the typed contract)", () => {
    expect(doubles.filter((s) => s.file.startsWith("modules/"))).toEqual([]);
  });

  it("has no cast to `any`", () => {
    expect(all.flatMap((c) => c.toAny)).toEqual([]);
  });

  it("has no `@ts-` comment silencing the compiler", () => {
    const silenced = files.filter((file) =>
      /@ts-(ignore|expect-error|nocheck)\b/.test(readFileSync(join(SRC, file), "utf8")),
    );
    expect(silenced).toEqual([]);
  });
});
