/**
 * Issue 29, point 3: every command the docs offer to start `serve --stdio` keeps stdout to the
 * protocol. The docs (README, docs/, examples/, the CLI's help) are scanned for launch commands;
 * each form found must be one this suite or scripts/smoke.mjs drives through a whole game with
 * scripts/stdio-check.mjs, and `npm start` without --silent (npm's banner on stdout) is never offered.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { usage } from "../../src/cli/args";
import { npmBannerOnStdout, serveUsage } from "../../src/cli/commands/serve";
// @ts-expect-error a plain ESM script without types
import { driveStdio } from "../../scripts/stdio-check.mjs";

const ROOT = resolve(import.meta.dirname, "../..");

/** Where each launch form is driven. */
const DRIVEN: Readonly<Record<string, string>> = {
  "npm start --silent -- serve --stdio": "here, from this checkout",
  "npx teq-engine serve --stdio": "scripts/smoke.mjs, in a project that installed the packed tarball",
  "teq-engine serve --stdio": "scripts/smoke.mjs, the installed bin (node_modules/.bin/teq-engine)",
  "node dist/cli/teq-engine.js serve --stdio": "scripts/smoke.mjs, in a clean copy after npm pack built dist/",
};

function docTexts(): { file: string; text: string }[] {
  const files: string[] = ["README.md"];
  const walk = (dir: string): void => {
    for (const name of readdirSync(join(ROOT, dir))) {
      const path = join(dir, name);
      if (name === "node_modules" || name === "dist" || name === "__pycache__") continue;
      if (statSync(join(ROOT, path)).isDirectory()) walk(path);
      else if (/\.(md|py|ts)$/.test(name)) files.push(path);
    }
  };
  walk("docs");
  walk("examples");
  const texts = files.map((file) => ({
    file: relative(ROOT, join(ROOT, file)),
    text: readFileSync(join(ROOT, file), "utf8"),
  }));
  texts.push(
    { file: "teq-engine --help", text: usage().join("\n") },
    { file: "teq-engine serve --help", text: serveUsage().join("\n") },
  );
  return texts;
}

const LAUNCH =
  /(?:npx teq-engine|npm start(?: --silent)? --|node dist\/cli\/teq-engine\.js|(?<![\w/-])teq-engine) serve --stdio/g;

describe("launch commands of serve --stdio", () => {
  const found = new Map<string, string[]>();
  for (const { file, text } of docTexts())
    for (const [form] of text.matchAll(LAUNCH)) found.set(form, [...(found.get(form) ?? []), file]);

  it("the docs offer only forms that are driven through the protocol, never npm start without --silent", () => {
    expect(found.size).toBeGreaterThanOrEqual(3);
    for (const [form, files] of found)
      expect(DRIVEN[form], `"${form}" (in ${[...new Set(files)].join(", ")}) is offered but not driven`).toBeDefined();
    expect(found.has("npm start -- serve --stdio")).toBe(false);
  });

  it("npm start --silent -- serve --stdio plays a game with a clean stdout", async () => {
    const result = (await driveStdio("npm start --silent -- serve --stdio", { cwd: ROOT, timeoutMs: 150_000 })) as {
      requests: number;
      stderr: string;
    };
    expect(result.requests).toBeGreaterThan(10);
    expect(result.stderr).toBe("");
  });

  it("without --silent, npm's banner breaks the exchange (which is why the docs never offer it), and serve detects that launch to warn on stderr", async () => {
    await expect(driveStdio("npm start -- serve --stdio", { cwd: ROOT, timeoutMs: 150_000 })).rejects.toThrow(
      /is not a JSON response/,
    );
    expect(npmBannerOnStdout({ npm_lifecycle_event: "start" })).toBe(true);
    expect(npmBannerOnStdout({ npm_lifecycle_event: "start", npm_config_loglevel: "silent" })).toBe(false);
    expect(npmBannerOnStdout({ npm_lifecycle_event: "test" })).toBe(false);
    expect(npmBannerOnStdout({})).toBe(false);
  });
});
