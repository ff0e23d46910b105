/**
 * The Python package (python/): PettingZoo's `api_test` and `seed_test` (2-player base; 4 players
 * with GloomFall and Golden Mushrooms), Gymnasium's `check_env` on `teq-engine/Solo-v0`, and bad
 * input (python/tests/check_envs.py). The package is pip-installed into a virtual environment under
 * node_modules/.cache/teq-python, made once and reused while python/ is unchanged. Without python3
 * (or its venv module), the suite is skipped with one printed line.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const python = ["python3", "python"].find((p) => spawnSync(p, ["-c", "import venv, ensurepip"]).status === 0);
if (python === undefined)
  console.log("test/python: skipped, no python3 with the venv module (Debian: apt-get install python3-venv)");

/** A hash of python/'s package files: the virtual environment is rebuilt when it changes. */
function packageHash(): string {
  const hash = createHash("sha256");
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (name === "__pycache__" || name.endsWith(".egg-info") || name === "build") continue;
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(path).update(readFileSync(path));
    }
  };
  walk(join(root, "python", "teq_engine"));
  hash.update(readFileSync(join(root, "python", "pyproject.toml")));
  return hash.digest("hex").slice(0, 16);
}

/**
 * Runs a command, failing the test with its output when it fails. The message opens with how it
 * ended and the last lines of stderr (a Python traceback's verdict), since a long message may be
 * cut in the middle; the whole stdout and stderr follow.
 */
function run(cmd: string, args: string[], timeoutMs: number, env: NodeJS.ProcessEnv = process.env): string {
  const r = spawnSync(cmd, args, { cwd: root, encoding: "utf8", timeout: timeoutMs, env });
  const ended = r.error ? r.error.message : r.signal ? `signal ${r.signal}` : `exit code ${r.status}`;
  const verdict = (r.stderr ?? "").trim().split("\n").slice(-3).join("\n");
  expect(
    r.status,
    `${cmd} ${args.join(" ")}: ${ended}\n${verdict}\n--- stdout ---\n${r.stdout}\n--- stderr ---\n${r.stderr}`,
  ).toBe(0);
  return r.stdout;
}

describe.skipIf(python === undefined)("python/: the environments pass PettingZoo's and Gymnasium's own checks", () => {
  const cache = join(root, "node_modules", ".cache", "teq-python");
  const venv = join(cache, "venv");
  const bin = join(venv, "bin", "python");

  it("pip-installs python/ (numpy, gymnasium, pettingzoo) into a cached virtual environment", () => {
    const stamp = join(cache, "installed");
    const want = packageHash();
    if (existsSync(stamp) && readFileSync(stamp, "utf8") === want && existsSync(bin)) return;
    mkdirSync(cache, { recursive: true });
    if (!existsSync(bin)) {
      rmSync(venv, { recursive: true, force: true });
      run(python!, ["-m", "venv", venv], 120_000);
    }
    // `--retries 2`: a machine without PyPI but with a local index fails over quickly.
    run(bin, ["-m", "pip", "install", "--quiet", "--retries", "2", "./python"], 900_000);
    run(
      bin,
      ["-m", "pip", "install", "--quiet", "--no-deps", "--force-reinstall", "--retries", "2", "./python"],
      300_000,
    );
    writeFileSync(stamp, want);
  }, 1_000_000);

  it("passes api_test, seed_test, check_env and the bad-input checks (python/tests/check_envs.py)", () => {
    // The engine from these sources (tsx), never a dist/ left by an earlier build.
    const env = { ...process.env, TEQ_ENGINE_CLI: join(root, "src", "cli", "main.ts") };
    const out = run(bin, [join(root, "python", "tests", "check_envs.py")], 600_000, env);
    expect(out).toContain("all python checks passed");
  }, 700_000);
});
