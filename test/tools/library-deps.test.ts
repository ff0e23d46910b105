import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");

/** Imports `entry` in a fresh Node process and returns the URL of every module it resolved. */
function modulesLoadedBy(entry: string, loaders: readonly string[] = []): string[] {
  const hook = pathToFileURL(join(root, "scripts/record-loads.mjs")).href;
  const run = spawnSync(
    process.execPath,
    [
      ...loaders.flatMap((l) => ["--import", l]),
      "--import",
      hook,
      "--input-type=module",
      "-e",
      `await import(${JSON.stringify(pathToFileURL(entry).href)});`,
    ],
    { cwd: root, encoding: "utf8" },
  );
  expect(run.status, run.stderr).toBe(0);
  return [...run.stderr.matchAll(/^LOADED (.+)$/gm)].map((m) => m[1]!).filter((url) => url !== hook);
}

/** The npm package a module URL belongs to, or null for a file of this repository. */
function packageOf(url: string): string | null {
  const m = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  return m === null ? null : m[1]!;
}

/** Whether dist/index.js exists and is newer than every source file. */
function freshBuild(): boolean {
  const built = join(root, "dist/index.js");
  if (!existsSync(built)) return false;
  const newest = (dir: string): number =>
    Math.max(
      ...readdirSync(dir, { withFileTypes: true }).map((e) =>
        e.isDirectory() ? newest(join(dir, e.name)) : statSync(join(dir, e.name)).mtimeMs,
      ),
    );
  return statSync(built).mtimeMs >= newest(join(root, "src"));
}

const dependencies = Object.keys(
  (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { dependencies: Record<string, string> })
    .dependencies,
).sort();

describe("packaging: the library entry loads only its runtime dependencies (immer)", () => {
  it("package.json's runtime dependencies are among immer and seedrandom, immer included", () => {
    expect(dependencies).toContain("immer");
    expect(dependencies.filter((d) => d !== "immer" && d !== "seedrandom")).toEqual([]);
  });

  it("importing src/index.ts loads no tool, CLI, Node built-in or package other than the runtime dependencies", () => {
    const urls = modulesLoadedBy(join(root, "src/index.ts"), ["tsx"]);
    const own = urls.filter((u) => u.startsWith(pathToFileURL(join(root, "src")).href));
    expect(own.length).toBeGreaterThan(50);
    expect(own.filter((u) => /\/src\/(tools|cli|ml)\//.test(u))).toEqual([]);
    const packages = new Set(urls.map(packageOf).filter((p) => p !== null));
    expect(packages.has("immer")).toBe(true);
    expect([...packages].filter((p) => !dependencies.includes(p))).toEqual([]);
    expect(urls.filter((u) => u.startsWith("node:"))).toEqual([]);
  });

  it("importing src/index.ts loads nothing of boardgame.io, socket.io, koa or Redis; the adapter entry loads none at run time either", () => {
    const online = /^(boardgame\.io|socket\.io.*|engine\.io.*|koa.*|@koa\/.*|ioredis|node-persist)$/;
    const library = modulesLoadedBy(join(root, "src/index.ts"), ["tsx"])
      .map(packageOf)
      .filter((p): p is string => p !== null);
    expect(library.filter((p) => online.test(p))).toEqual([]);
    const adapter = modulesLoadedBy(join(root, "src/adapters/boardgame-io/index.ts"), ["tsx"]);
    expect(adapter.some((u) => u.includes("/src/adapters/boardgame-io/"))).toBe(true);
    expect(adapter.map(packageOf).filter((p): p is string => p !== null && online.test(p))).toEqual([]);
  });

  it("the `teq-engine/ml` entry (src/ml) loads the library and no Node built-in or other package", () => {
    const urls = modulesLoadedBy(join(root, "src/ml/index.ts"), ["tsx"]);
    expect(urls.some((u) => u.includes("/src/ml/"))).toBe(true);
    expect(urls.some((u) => u.endsWith("/src/index.ts"))).toBe(true);
    expect(urls.filter((u) => /\/src\/(tools|cli)\//.test(u))).toEqual([]);
    expect(urls.filter((u) => u.startsWith("node:"))).toEqual([]);
    expect(
      [...new Set(urls.map(packageOf).filter((p) => p !== null))].filter((p) => !dependencies.includes(p)),
    ).toEqual([]);
  });

  // npm test builds after vitest; the smoke test (scripts/smoke.mjs) checks the fresh build the same way.
  it.skipIf(!freshBuild())("importing the built dist/index.js loads only the runtime dependencies", () => {
    const urls = modulesLoadedBy(join(root, "dist/index.js"));
    const packages = new Set(urls.map(packageOf).filter((p) => p !== null));
    expect(packages.has("immer")).toBe(true);
    expect([...packages].filter((p) => !dependencies.includes(p))).toEqual([]);
    expect(
      urls.filter((u) => u.startsWith("file:") && packageOf(u) === null).map((u) => u.slice(u.lastIndexOf("/dist/"))),
    ).toEqual(["/dist/index.js"]);
  });
});
