/**
 * scripts/parallel.mjs (npm test's stages) asks its commands for colour only when its own output is
 * a terminal: written to a file or a pipe, the stages get NO_COLOR and no FORCE_COLOR, so a log holds
 * no escape codes. A FORCE_COLOR given by the caller is passed on as it is.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const SHOW = `node -e "console.log('FORCE_COLOR=' + (process.env.FORCE_COLOR ?? '-') + ' NO_COLOR=' + (process.env.NO_COLOR ?? '-'))"`;

/** Runs parallel.mjs with its output piped (not a terminal), in an environment without FORCE_COLOR unless given. */
function run(extra: Record<string, string>): string {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  if (!("FORCE_COLOR" in extra)) delete env["FORCE_COLOR"];
  delete env["NO_COLOR"];
  const result = spawnSync(process.execPath, [join(ROOT, "scripts/parallel.mjs"), SHOW], { env, encoding: "utf8" });
  expect(result.status).toBe(0);
  return result.stdout;
}

describe("scripts/parallel.mjs colour", () => {
  it("output to a pipe or a file: the stages are asked for no colour, and the output holds no escape code", () => {
    const out = run({});
    expect(out).toContain("FORCE_COLOR=- NO_COLOR=1");
    expect(out).not.toContain("\u001b[");
  });

  it("a FORCE_COLOR the caller sets is passed on unchanged", () => {
    expect(run({ FORCE_COLOR: "1" })).toContain("FORCE_COLOR=1 NO_COLOR=-");
    expect(run({ FORCE_COLOR: "0" })).toContain("FORCE_COLOR=0 NO_COLOR=-");
  });
});
