/**
 * The import graph of src/ keeps the layering of docs/architecture.md: core <- content <- rules <-
 * engine <- text <- modules <- the package entry (src/index.ts and the built-in files beside it) <-
 * bots, tools, cli, adapters. No layer imports one above it (the engine, the rules, the core and the
 * text layer name no module, not even for a type), and no circle of imports spans two folders.
 * Read from the sources' own import and export statements (type-only ones too).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
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

/** The src/ file a relative specifier names (`./x` -> `x.ts` or `x/index.ts`), or null when it names none. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = relative(SRC, resolve(SRC, dirname(from), specifier)).replace(/\.js$/, "");
  for (const candidate of [`${base}.ts`, join(base, "index.ts")]) {
    try {
      if (statSync(join(SRC, candidate)).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

const files = sources(".");
/** Each file's imports (static, type-only, re-exports and dynamic), as src/ files. */
const graph = new Map<string, string[]>(
  files.map((file) => {
    const info = ts.preProcessFile(readFileSync(join(SRC, file), "utf8"), true, true);
    const targets = info.importedFiles.flatMap((f) => resolveImport(file, f.fileName) ?? []);
    return [file, [...new Set(targets)]];
  }),
);

/** The strongly connected components of the file graph with more than one file (Tarjan). */
function circles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) out.push(component.sort());
    }
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return out;
}

/** The layer of a file: its top-level folder, or "entry" for a file at the top of src/. */
const layerOf = (file: string): string => (file.includes("/") ? (file.split("/")[0] as string) : "entry");

/** The lower layers, bottom first: each imports only itself and those before it. */
const ORDER = ["core", "content", "rules", "engine", "text", "modules"];

describe("the import graph of src/", () => {
  it("reads the sources (sanity: the entry reaches the engine and the built-in modules)", () => {
    expect(files.length).toBeGreaterThan(200);
    expect(graph.get("index.ts")).toContain("built-in-modules.ts");
    expect(graph.get("built-in-modules.ts")).toContain("modules/solo/index.ts");
  });

  it("has no circle of imports that spans two folders", () => {
    const across = circles().filter((c) => new Set(c.map((f) => dirname(f))).size > 1);
    expect(across).toEqual([]);
  });

  it("never imports up the layers core <- content <- rules <- engine <- text <- modules <- entry", () => {
    const upward: string[] = [];
    for (const [file, targets] of graph) {
      const from = ORDER.indexOf(layerOf(file));
      if (from < 0) continue; // the entry and the layers above it (bots, tools, cli, adapters)
      for (const target of targets) {
        const to = ORDER.indexOf(layerOf(target));
        if (to < 0 || to > from) upward.push(`${file} -> ${target}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it("keeps src/modules out of the engine, the rules, the core and the text layer, even for a type", () => {
    const named = [...graph].flatMap(([file, targets]) =>
      ["engine", "rules", "core", "text"].includes(layerOf(file))
        ? targets.filter((t) => layerOf(t) === "modules" || layerOf(t) === "entry").map((t) => `${file} -> ${t}`)
        : [],
    );
    expect(named).toEqual([]);
  });
});
