/**
 * Issue 29, point 8: what a new contributor meets before the first test. `npm ci` warns about no
 * unreviewed install script (npm 11's `allowScripts`), and the README says what `npm test` needs
 * and how long it takes.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const manifest = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  allowScripts?: Record<string, boolean>;
};

describe("install scripts (npm 11 allowScripts)", () => {
  const npm = spawnSync("npm", ["install-scripts", "ls"], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, npm_config_loglevel: "warn" },
  });
  const supported = npm.status === 0 || !/Unknown command/i.test(npm.stdout + npm.stderr);
  if (!supported) console.log("SKIPPED: this npm has no install-scripts command (npm 11.16 or later has it).");

  it.skipIf(!supported)("every installed dependency's install script is reviewed, so npm ci warns about none", () => {
    expect(npm.status, npm.stderr).toBe(0);
    expect(npm.stdout + npm.stderr).toContain("No packages with unreviewed install scripts.");
  });

  it("each allowScripts entry names an installed package that has an install script (no stale approvals)", () => {
    const entries = Object.keys(manifest.allowScripts ?? {});
    expect(entries.length).toBeGreaterThan(0);
    for (const name of entries) {
      const file = join(ROOT, "node_modules", name.replace(/@[^@/]+$/, ""), "package.json");
      expect(existsSync(file), name).toBe(true);
      const scripts = (JSON.parse(readFileSync(file, "utf8")) as { scripts?: Record<string, string> }).scripts ?? {};
      expect(
        ["preinstall", "install", "postinstall"].some((s) => s in scripts),
        name,
      ).toBe(true);
    }
  });
});

describe("README: what npm test needs and how long it takes", () => {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("**What `npm test` needs, and how long it takes.**"));

  it("names its requirements, its duration and its memory", () => {
    expect(section.length).toBeGreaterThan(100);
    const paragraph = section.slice(0, section.indexOf("\n\n"));
    for (const need of ["Node 20", "Chromium", "python3", "npm"]) expect(paragraph).toContain(need);
    expect(paragraph).toMatch(/about \d+ minutes/);
    expect(paragraph).toMatch(/\d+ MB/);
  });
});
