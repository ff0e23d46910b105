/**
 * Issue 29, point 2: the Python example runs from a fresh clone by exactly the command its README
 * gives (no build step, no environment variable), and a server that cannot start is reported with
 * its real exit status.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeBlocks } from "../../scripts/doc-blocks";
import { freshCheckout } from "../support/fresh-checkout";

const ROOT = resolve(import.meta.dirname, "../..");
const python = spawnSync("python3", ["--version"]).status === 0;
if (!python)
  console.log("SKIPPED: the Python client example (examples/python) needs python3, which is not on this machine.");

/** The README's first shell block, one command a line. */
function readmeCommands(): string[] {
  const block = codeBlocks(readFileSync(join(ROOT, "examples/python/README.md"), "utf8")).find((b) => b.lang === "sh");
  if (block === undefined) throw new Error("examples/python/README.md has no sh block");
  return block.code
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("#"));
}

/** The environment of a new user's shell: no TEQ_SERVE_CMD, no npm script variables. */
function userEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => k !== "TEQ_SERVE_CMD" && !k.startsWith("npm_")),
  );
  return { ...env, ...extra };
}

describe.skipIf(!python)("examples/python from a fresh clone", () => {
  let checkout: ReturnType<typeof freshCheckout>;
  beforeAll(() => {
    checkout = freshCheckout();
  });
  afterAll(() => checkout?.dispose());

  it("the README's commands run as given: npm ci (the linked node_modules), then the example plays a whole game", () => {
    const commands = readmeCommands();
    expect(commands[0]).toBe("npm ci");
    const examples = commands.slice(1);
    expect(examples.length).toBeGreaterThan(0);
    for (const command of examples) {
      expect(command).toMatch(/^python3 examples\/python\/\S+\.py/);
      const run = spawnSync(command, {
        shell: true,
        cwd: checkout.dir,
        encoding: "utf8",
        env: userEnv(),
        timeout: 240_000,
      });
      expect(run.status, `${command}\n${run.stdout}\n${run.stderr}`).toBe(0);
      expect(run.stdout).toContain("error handling works: asking for a game that does not exist answers UNKNOWN_GAME");
      expect(run.stdout).toMatch(/game over: we played \d+ actions, the bots \d+/);
      expect(run.stdout).toMatch(/seat 2 \(green\): -?\d+ VP/);
      expect(run.stdout).toMatch(/winners: \[/);
    }
  });

  it("a server command that cannot start is reported with its exit status, not 'exit code None'", () => {
    const run = spawnSync("python3", ["examples/python/play_vs_bots.py"], {
      cwd: checkout.dir,
      encoding: "utf8",
      env: userEnv({ TEQ_SERVE_CMD: "sh -c 'teq-engine-not-installed serve --stdio'" }),
      timeout: 60_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("closed its output and exited with code 127 (127: the command was not found)");
    // Not `"None"` alone: the traceback may quote the client's own `raise ... from None` line.
    expect(run.stderr).not.toMatch(/code None/);
    const missing = spawnSync("python3", ["examples/python/play_vs_bots.py"], {
      cwd: checkout.dir,
      encoding: "utf8",
      env: userEnv({ TEQ_SERVE_CMD: "teq-engine-not-installed serve --stdio" }),
      timeout: 60_000,
    });
    expect(missing.stderr).toContain(
      "RuntimeError: cannot start the server (teq-engine-not-installed serve --stdio): teq-engine-not-installed is not installed or not on PATH",
    );
  });

  it("a server writing something that is not a response (npm's banner) is named with the line it wrote", () => {
    const run = spawnSync("python3", ["examples/python/play_vs_bots.py"], {
      cwd: checkout.dir,
      encoding: "utf8",
      env: userEnv({ TEQ_SERVE_CMD: "npm start -- serve --stdio" }),
      timeout: 60_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/is not a JSON response/);
    expect(run.stderr).not.toContain("JSONDecodeError");
  });
});

describe.skipIf(!python)("examples/python before npm ci", () => {
  it("says to run npm ci first", () => {
    const bare = freshCheckout({ withModules: false });
    try {
      const run = spawnSync("python3", ["examples/python/play_vs_bots.py"], {
        cwd: bare.dir,
        encoding: "utf8",
        env: userEnv(),
        timeout: 60_000,
      });
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain("run `npm ci`");
    } finally {
      bare.dispose();
    }
  });
});
