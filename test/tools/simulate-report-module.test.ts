/**
 * Issue 47, `report --content/--module`: `simulate --module` writes the module's score sources in
 * columns of their own (`points_<source>`, `count_<source>`) and `--content` the pack played (the
 * `content` column); `report --module` names those sources in the module's words and refuses results
 * played without the module, `report --content` refuses results of another pack.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { runCommand } from "../../src/cli/commands/index";
import { referencePack } from "../../src/index";
import { engineSourceOf, loadEngine } from "../../src/tools/engine-source";
import { COLUMNS, parseCsv, parseJsonl, SCORE_SOURCES, vpColumn } from "../../src/tools/sim/rows";
import { memoryIO } from "./support";

const TITHE_FILE = resolve(import.meta.dirname, "../../examples/pilgrim-tithe/index.ts");

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), "teq-report-module-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Runs `simulate` on 2-player random games into `dir/<name>.*`. */
async function simulate(dir: string, name: string, games: number, ...extra: string[]): Promise<void> {
  const argv = ["--games", String(games), "--players", "2", "--bots", "random", "--workers", "1"];
  const io = memoryIO();
  const code = await runCommand(["simulate", ...argv, "--out", dir, "--name", name, "--quiet", ...extra], io);
  expect(code, io.errors.join("")).toBe(0);
}

describe("simulate --module: a column per score source of the module (issue 47)", () => {
  it("writes points_tithes and count_tithes after the unchanged columns, and vp adds up with them", async () => {
    const dir = scratch();
    await simulate(dir, "tithe", 3, "--module", TITHE_FILE, "--no-html");
    const header = readFileSync(join(dir, "tithe.csv"), "utf8").split("\n")[0]!.split(",");
    expect(header).toEqual([...COLUMNS.map((c) => c.name), "points_tithes", "count_tithes"]);
    for (const rows of [
      parseJsonl(readFileSync(join(dir, "tithe.jsonl"), "utf8")),
      parseCsv(readFileSync(join(dir, "tithe.csv"), "utf8")),
    ]) {
      expect(rows).toHaveLength(6);
      for (const row of rows) {
        expect(row["error"]).toBeNull();
        const builtin = SCORE_SOURCES.reduce((sum, s) => sum + Number(row[vpColumn(s)] ?? 0), 0);
        expect(row["vp"]).toBe(builtin + Number(row["points_tithes"]));
        expect(row["count_tithes"]).toBe(row["points_tithes"]);
      }
      expect(rows.some((r) => Number(r["points_tithes"]) > 0)).toBe(true);
    }
    // A run without the module has no such column.
    await simulate(dir, "plain", 1, "--no-html");
    expect(readFileSync(join(dir, "plain.csv"), "utf8").split("\n")[0]).toBe(COLUMNS.map((c) => c.name).join(","));
  }, 120_000);

  it("report --module names the module's score source in its words; without it, by its column", async () => {
    const dir = scratch();
    await simulate(dir, "tithe", 2, "--module", TITHE_FILE, "--no-html");
    const io = memoryIO();
    const out = join(dir, "out");
    expect(await runCommand(["report", join(dir, "tithe.csv"), "--out", out, "--module", TITHE_FILE], io)).toBe(0);
    expect(io.lines.some((l) => /^random\s+tithes \(pilgrim-tithe\)\s+\d/.test(l))).toBe(true);
    expect(readFileSync(join(out, "report.html"), "utf8")).toContain("tithes (pilgrim-tithe)");
    // The merged rows keep the module's columns.
    expect(parseJsonl(readFileSync(join(out, "report.jsonl"), "utf8"))[0]).toHaveProperty("points_tithes");
    const bare = memoryIO();
    expect(await runCommand(["report", join(dir, "tithe.jsonl"), "--out", out, "--no-html"], bare)).toBe(0);
    expect(bare.lines.some((l) => /^random\s+tithes\s+\d/.test(l))).toBe(true);
    expect(bare.lines.join("\n")).not.toContain("(pilgrim-tithe)");
  }, 120_000);

  it("report --module refuses results played without the module (ENGINE_MISMATCH)", async () => {
    const dir = scratch();
    await simulate(dir, "plain", 1, "--no-html");
    const io = memoryIO();
    const argv = ["report", join(dir, "plain.jsonl"), "--out", join(dir, "out"), "--module", TITHE_FILE];
    expect(await runCommand(argv, io)).toBe(1);
    expect(io.errors.join("")).toMatch(/without module "pilgrim-tithe".*ENGINE_MISMATCH/);
  }, 60_000);
});

describe("simulate --content / report --content (issue 47)", () => {
  it("records the pack in the content column; report accepts that pack and refuses another or a bad file", async () => {
    const dir = scratch();
    const pack = join(dir, "pack.json");
    writeFileSync(pack, JSON.stringify({ ...referencePack, id: "house-pack" }));
    const { engine } = await loadEngine(engineSourceOf({ content: pack })!);
    await simulate(dir, "house", 1, "--content", pack, "--no-html");
    const rows = parseJsonl(readFileSync(join(dir, "house.jsonl"), "utf8"));
    expect(rows.map((r) => r["content"])).toEqual([
      `house-pack@${engine.fingerprint}`,
      `house-pack@${engine.fingerprint}`,
    ]);
    const out = join(dir, "out");
    const ok = memoryIO();
    expect(
      await runCommand(["report", join(dir, "house.jsonl"), "--out", out, "--no-html", "--content", pack], ok),
    ).toBe(0);
    expect(ok.lines.join("\n")).toContain(`content house-pack@${engine.fingerprint}`);
    // Another pack (other data, another fingerprint) is refused, and so are the reference pack's results.
    const other = join(dir, "other.json");
    writeFileSync(other, JSON.stringify({ ...referencePack, id: "other-pack" }));
    await simulate(dir, "plain", 1, "--no-html");
    for (const [file, packFile] of [
      ["house.jsonl", other],
      ["plain.jsonl", pack],
    ]) {
      const io = memoryIO();
      expect(await runCommand(["report", join(dir, file!), "--out", out, "--content", packFile!], io)).toBe(1);
      expect(io.errors.join("")).toContain("ENGINE_MISMATCH");
    }
    const bad = join(dir, "bad.json");
    writeFileSync(bad, "{ not json");
    const io = memoryIO();
    expect(await runCommand(["report", join(dir, "house.jsonl"), "--out", out, "--content", bad], io)).toBe(1);
    expect(io.errors.join("")).toContain("BAD_CONTENT");
  }, 120_000);
});
