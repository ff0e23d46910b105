/**
 * The tools take an engine (issue 47): `simulate --module <file>` plays a module of your own (the
 * test-only Pilgrim's Tithe) and `--content <pack.json>` a content pack of your own; a file that
 * exports no GameModule, or an invalid pack, is refused with a clear coded error.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { referencePack } from "../../src/index";
import { runCommand } from "../../src/cli/commands/index";
import { engineSourceOf, loadEngine } from "../../src/tools/engine-source";
import { parseJsonl } from "../../src/tools/sim/rows";
import { memoryIO } from "./support";

const TITHE_FILE = resolve(import.meta.dirname, "../../examples/pilgrim-tithe/index.ts");
const NO_MODULE = resolve(import.meta.dirname, "fixtures/no-module.mjs");

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), "teq-engine-source-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe("tools: --module and --content (issue 47)", () => {
  it("loads the module a file exports and registers it with the engine", async () => {
    const { engine, moduleId } = await loadEngine(engineSourceOf({ module: TITHE_FILE })!);
    expect(moduleId).toBe("pilgrim-tithe");
    expect(engine.modules).toContain("pilgrim-tithe");
  });

  it("simulate --module plays the module in every game", async () => {
    const dir = scratch();
    const io = memoryIO();
    const argv = [
      "--games",
      "2",
      "--players",
      "2",
      "--bots",
      "random",
      "--workers",
      "1",
      "--out",
      dir,
      "--no-html",
      "--quiet",
    ];
    expect(await runCommand(["simulate", ...argv, "--module", TITHE_FILE], io)).toBe(0);
    const rows = parseJsonl(readFileSync(join(dir, "results.jsonl"), "utf8"));
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row["modules"]).toBe("pilgrim-tithe");
      expect(row["error"]).toBeNull();
      expect(row["rounds"]).toBe(5);
    }
    // The same seeds without the module: the rows differ (the module is really played).
    const plain = scratch();
    expect(
      await runCommand(["simulate", ...argv.slice(0, -4), "--out", plain, "--no-html", "--quiet"], memoryIO()),
    ).toBe(0);
    const baseRows = parseJsonl(readFileSync(join(plain, "results.jsonl"), "utf8"));
    expect(baseRows.map((r) => r["modules"])).toEqual(["", "", "", ""]);
    expect(baseRows.map((r) => r["actions"])).not.toEqual(rows.map((r) => r["actions"]));
  }, 120_000);

  it("simulate --content plays a content pack of your own", async () => {
    const dir = scratch();
    const pack = join(dir, "pack.json");
    writeFileSync(pack, JSON.stringify({ ...referencePack, id: "house-pack" }));
    const argv = [
      "--games",
      "1",
      "--players",
      "2",
      "--bots",
      "random",
      "--workers",
      "1",
      "--out",
      dir,
      "--no-html",
      "--quiet",
    ];
    expect(await runCommand(["simulate", ...argv, "--content", pack], memoryIO())).toBe(0);
    const { engine } = await loadEngine(engineSourceOf({ content: pack })!);
    expect(engine.content.id).toBe("house-pack");
  }, 60_000);

  it("refuses a file that exports no GameModule, a missing file and an invalid pack, with coded errors", async () => {
    await expect(loadEngine(engineSourceOf({ module: NO_MODULE })!)).rejects.toMatchObject({
      code: "BAD_MODULE",
      message: expect.stringContaining("exports no GameModule") as unknown,
    });
    await expect(loadEngine(engineSourceOf({ module: "/nonexistent/mod.mjs" })!)).rejects.toMatchObject({
      code: "BAD_MODULE",
    });
    const dir = scratch();
    const bad = join(dir, "bad.json");
    writeFileSync(bad, "{ not json");
    await expect(loadEngine(engineSourceOf({ content: bad })!)).rejects.toMatchObject({ code: "BAD_CONTENT" });
    const invalid = join(dir, "invalid.json");
    writeFileSync(invalid, JSON.stringify({ ...referencePack, quests: "none" }));
    await expect(loadEngine(engineSourceOf({ content: invalid })!)).rejects.toMatchObject({ code: "INVALID_CONTENT" });
    const io = memoryIO();
    expect(await runCommand(["simulate", "--games", "1", "--module", NO_MODULE], io)).toBe(1);
    expect(io.errors.join("")).toContain("exports no GameModule");
  });
});
