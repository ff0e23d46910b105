/**
 * The shard templates of examples/cluster/ run for real: GNU parallel (Debian's `parallel`, which
 * .ci/run installs) runs shards as separate processes, and the Slurm and Kubernetes templates map
 * their job index to `--shard i/n` as the schedulers would set it. Each way, the merged report is
 * byte-for-byte the report of one run.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCommand } from "../../src/cli/commands/index";
import { memoryIO } from "./support";

const ROOT = resolve(import.meta.dirname, "../..");
const CLUSTER = join(ROOT, "examples/cluster");
/** The CLI from source, as each shard process runs it (word-split by the scripts: no quotes, as the paths have no spaces). */
const TEQ_ENGINE = `${process.execPath} --import tsx ${join(ROOT, "src/cli/main.ts")}`;
/** What every shard plays: a few 2-player and solo games. */
const ARGS = "--players 2,1 --difficulty peasant --bots random --seeds 20..31";
const SHARDS = 3;
const EXTENSIONS = ["jsonl", "csv", "txt", "html"] as const;

const hasParallel = spawnSync("parallel", ["--version"], { encoding: "utf8" }).status === 0;
if (!hasParallel && process.env["CI"] !== undefined)
  throw new Error("GNU parallel is missing: .ci/run installs it (apt-get install -y parallel)");
if (!hasParallel)
  console.log(
    "SKIPPED GNU parallel shards: `parallel` is not installed; install it with `apt-get install -y parallel`.",
  );

let dir = "";
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "teq-sched-"));
  // The reference: one run of the whole range in this process.
  const argv = [
    "simulate",
    ...ARGS.split(" "),
    "--workers",
    "0",
    "--quiet",
    "--out",
    join(dir, "whole"),
    "--name",
    "report",
  ];
  expect(await runCommand(argv, memoryIO())).toBe(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a shell command with a bounded time; fails the test with its output when it fails. */
function sh(command: string, env: Record<string, string>): void {
  const run = spawnSync("bash", ["-c", command], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 180_000,
    env: { ...process.env, ...env },
  });
  expect(run.status, `${command}\n${run.stdout}\n${run.stderr}`).toBe(0);
}

/** Merges the shards with `teq-engine report` and compares every output file with the single run's. */
async function expectMergedEqualsWhole(shardsDir: string, outDir: string): Promise<void> {
  const files = Array.from({ length: SHARDS }, (_, i) => join(shardsDir, `shard-${SHARDS - i}-of-${SHARDS}.jsonl`));
  expect(await runCommand(["report", ...files, "--out", outDir, "--name", "report"], memoryIO())).toBe(0);
  for (const ext of EXTENSIONS)
    expect(readFileSync(join(outDir, `report.${ext}`), "utf8")).toBe(
      readFileSync(join(dir, "whole", `report.${ext}`), "utf8"),
    );
}

describe("shards on existing schedulers (examples/cluster/)", () => {
  it.skipIf(!hasParallel)(
    "GNU parallel: gnu-parallel.sh runs 3 shard processes and merges them into the single run's report, byte for byte",
    () => {
      const out = join(dir, "parallel");
      sh(join(CLUSTER, "gnu-parallel.sh"), { SHARDS: String(SHARDS), ARGS, OUT: out, WORKERS: "0", TEQ_ENGINE });
      for (const ext of EXTENSIONS)
        expect(readFileSync(join(out, `report.${ext}`), "utf8")).toBe(
          readFileSync(join(dir, "whole", `report.${ext}`), "utf8"),
        );
    },
  );

  it("Slurm: slurm-array.sh maps SLURM_ARRAY_TASK_ID 1..n to --shard i/n; the merged shards are the single run", async () => {
    const out = join(dir, "slurm");
    for (let task = 1; task <= SHARDS; task++) {
      sh(join(CLUSTER, "slurm-array.sh"), {
        SLURM_ARRAY_TASK_ID: String(task),
        SLURM_ARRAY_TASK_MAX: String(SHARDS),
        SLURM_CPUS_PER_TASK: "0",
        ARGS,
        OUT: out,
        TEQ_ENGINE,
      });
    }
    await expectMergedEqualsWhole(join(out, "shards"), join(out, "merged"));
  });

  it("Kubernetes: the Indexed Job's command maps JOB_COMPLETION_INDEX 0..n-1 to --shard i+1/n; the merged shards are the single run", async () => {
    const yaml = readFileSync(join(CLUSTER, "k8s-indexed-job.yaml"), "utf8");
    // The container's script: the folded (`>-`) scalar under `args:`, its lines joined by spaces.
    const block = /args:\n\s+- >-\n((?:\s{14}.+\n)+)/.exec(yaml);
    expect(block, "the Job's args block").not.toBeNull();
    const script = block![1]!
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => l !== "")
      .join(" ");
    expect(yaml).toContain(`completions: 8`);
    expect(yaml).toMatch(/name: SHARDS\n\s+value: "8"/);
    const out = join(dir, "k8s");
    for (let index = 0; index < SHARDS; index++) {
      // The volume's mount point, /data, is a temporary directory here; --workers 2 becomes 0.
      const local = script.replaceAll("/data", out).replace("--workers 2", "--workers 0");
      sh(local, { JOB_COMPLETION_INDEX: String(index), SHARDS: String(SHARDS), ARGS, TEQ_ENGINE });
    }
    await expectMergedEqualsWhole(join(out, "shards"), join(out, "merged"));
  });
});
