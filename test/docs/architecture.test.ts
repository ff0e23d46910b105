/**
 * docs/architecture.md describes the code as it is: every top-level folder of src/ (a layer), every
 * folder of src/rules/, and every hook of the ruleset (read from the `BaseHooks` interface of
 * src/rules/hooks.ts, not from a list kept here) is named in it, and its "Writing a module"
 * section points to the guide (docs/writing-a-module.md, held to its example by its own test).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = new URL("../../", import.meta.url).pathname;
const doc = readFileSync(join(ROOT, "docs/architecture.md"), "utf8");

const folders = (dir: string): string[] =>
  readdirSync(join(ROOT, dir)).filter((name) => statSync(join(ROOT, dir, name)).isDirectory());

/** The member names of the `BaseHooks` interface, read from its source. */
function hookNames(): string[] {
  const file = join(ROOT, "src/rules/hooks.ts");
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.ES2022, true);
  const hooks = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === "BaseHooks",
  );
  if (hooks === undefined) throw new Error("BaseHooks not found in src/rules/hooks.ts");
  return hooks.members.flatMap((m) => (m.name !== undefined && ts.isIdentifier(m.name) ? [m.name.text] : []));
}

describe("docs/architecture.md describes the code as it is", () => {
  it("names every top-level folder of src/ (a layer), as `src/<folder>`", () => {
    const layers = folders("src");
    expect(layers.length).toBeGreaterThanOrEqual(10);
    expect(layers.filter((name) => !doc.includes(`\`src/${name}\``))).toEqual([]);
  });

  it("names every folder of src/rules/, as `<folder>/`", () => {
    const ruleFolders = folders("src/rules");
    expect(ruleFolders.length).toBeGreaterThanOrEqual(15);
    expect(ruleFolders.filter((name) => !doc.includes(`\`${name}/\``))).toEqual([]);
  });

  it("lists every hook of the ruleset (the members of BaseHooks)", () => {
    const hooks = hookNames();
    expect(hooks).toContain("setupSteps");
    expect(hooks.length).toBeGreaterThanOrEqual(15);
    const listed = doc.slice(doc.indexOf("## Modules"));
    expect(hooks.filter((name) => !new RegExp(`^\\s*- \`${name}\` — `, "m").test(listed))).toEqual([]);
  });

  it("points its 'Writing a module' section to the guide and its worked example", () => {
    const section = doc.slice(doc.indexOf("## Writing a module"));
    expect(section).toMatch(/^## Writing a module/);
    expect(section).toContain("[writing-a-module.md](writing-a-module.md)");
    expect(section).toContain("examples/pilgrim-tithe/");
    expect(statSync(join(ROOT, "docs/writing-a-module.md")).isFile()).toBe(true);
    expect(statSync(join(ROOT, "examples/pilgrim-tithe/index.ts")).isFile()).toBe(true);
  });
});
