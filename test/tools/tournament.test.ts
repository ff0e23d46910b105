import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { runCommand } from "../../src/cli/commands/index";
import { createGame, legalActions, mctsBot, reduce, referencePack } from "../../src/index";
import { actionKey } from "../../src/engine/position-hash";
import { createBot, parseBotSpec } from "../../src/tools/bots";
import { engineSourceOf, loadEngine } from "../../src/tools/engine-source";
import { parseSetups } from "../../src/tools/sim/setup";
import { runTournament, tournamentBots, tournamentLines } from "../../src/tools/tournament";
import { memoryIO } from "./support";

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "teq-tournament-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe("bot specs: a name with settings (--bots mcts:iterations=400,heuristic)", () => {
  it("reads the settings of a spec, and a spec's bot plays as the library's bot with those options", () => {
    expect(parseBotSpec("mcts:iterations=400:width=8").settings).toEqual({ iterations: 400, width: 8 });
    expect(parseBotSpec("heuristic").settings).toEqual({});
    let state = createGame({ seed: "spec", players: 2 });
    state = reduce(state, legalActions(state)[0]!);
    const a = createBot("mcts:iterations=6", "s")(state);
    const b = mctsBot("s", { iterations: 6 })(state);
    expect(actionKey(a)).toBe(actionKey(b));
  });

  it("a wall-clock budget (mcts:ms=5) gives a legal action", () => {
    const state = createGame({ seed: "spec-ms", players: 2 });
    const action = createBot("mcts:ms=5", "t")(state);
    expect(legalActions(state).map(actionKey)).toContain(actionKey(action));
  });

  it("refuses an unknown bot, a setting the bot does not take, a malformed or zero budget", () => {
    expect(() => parseBotSpec("nope")).toThrow(expect.objectContaining({ code: "UNKNOWN_BOT" }));
    expect(() => parseBotSpec("heuristic:width=3")).toThrow(expect.objectContaining({ code: "BAD_BOTS" }));
    expect(() => parseBotSpec("mcts:speed=3")).toThrow(expect.objectContaining({ code: "BAD_BOTS" }));
    expect(() => parseBotSpec("mcts:iterations=x")).toThrow(expect.objectContaining({ code: "BAD_BOTS" }));
    expect(() => parseBotSpec("mcts:iterations=0")).toThrow(expect.objectContaining({ code: "BAD_BOTS" }));
    expect(() => parseBotSpec("mcts:ms=0")).toThrow(expect.objectContaining({ code: "BAD_BOTS" }));
  });

  it("simulate's setups take specs per seat", () => {
    const [setup] = parseSetups("2", "", "", "mcts:iterations=8,heuristic");
    expect(setup!.bots).toEqual(["mcts:iterations=8", "heuristic"]);
    expect(() => parseSetups("2", "", "", "mcts:foo=1")).toThrow(expect.objectContaining({ code: "BAD_BOTS" }));
  });
});

describe("tournament: every pairing, both seatings, win shares with Wilson intervals", () => {
  it("plays each seed in both seatings, and the heuristic bot beats the random bot in every game", async () => {
    const result = await runTournament(["heuristic", "random"], 3, [], { workers: 0 });
    expect(result.games).toBe(4);
    const hr = result.pairings.find((p) => p.a === "heuristic" && p.b === "random")!;
    const rh = result.pairings.find((p) => p.a === "random" && p.b === "heuristic")!;
    expect(hr.rate.trials).toBe(4);
    expect(hr.rate.rate).toBe(1);
    expect(rh.rate.rate).toBe(0);
    expect(hr.rate.low).toBeGreaterThan(0.4);
    expect(hr.vpA).toBeGreaterThan(hr.vpB);
    expect(result.overall.map((o) => o.rate.trials)).toEqual([4, 4]);
    const lines = tournamentLines(result);
    expect(lines.some((l) => /^heuristic\s+-\s+100\.0% \[\d/.test(l))).toBe(true);
  });

  it("`teq-engine tournament` prints the table and writes text, JSON and an HTML page with the table and a plot", async () => {
    const dir = tempDir();
    const io = memoryIO();
    const code = await runCommand(
      ["tournament", "--bots", "random,heuristic", "--games", "2", "--workers", "0", "--out", dir],
      io,
    );
    expect(code).toBe(0);
    expect(io.lines.join("\n")).toContain("Win share of the row's bot against the column's bot");
    const html = readFileSync(join(dir, "tournament.html"), "utf8");
    expect(html).toContain('<table id="table">');
    expect(html).toContain('data-plot="win-shares"');
    expect(html).toContain("100.0% [");
    expect(JSON.parse(readFileSync(join(dir, "tournament.json"), "utf8")).bots).toEqual(["random", "heuristic"]);
    expect(existsSync(join(dir, "tournament.txt"))).toBe(true);
  });

  it("refuses fewer than two bots, a bot listed twice, an unknown bot (exit code 2)", async () => {
    expect(() => tournamentBots("random")).toThrow(expect.objectContaining({ code: "BAD_BOTS" }));
    expect(() => tournamentBots("random,random")).toThrow(expect.objectContaining({ code: "BAD_BOTS" }));
    for (const bots of ["random", "random,nope"]) {
      const io = memoryIO();
      expect(await runCommand(["tournament", "--bots", bots, "--out", tempDir()], io)).toBe(2);
      expect(io.errors.join("")).toMatch(/BAD_BOTS|UNKNOWN_BOT/);
    }
  });
});

const TITHE_FILE = resolve(import.meta.dirname, "../../examples/pilgrim-tithe/index.ts");
const NO_MODULE = resolve(import.meta.dirname, "fixtures/no-module.mjs");

/** A content pack of one's own: the reference pack under another id, written to `dir`. */
function housePack(dir: string): string {
  const pack = join(dir, "pack.json");
  writeFileSync(pack, JSON.stringify({ ...referencePack, id: "house-pack" }));
  return pack;
}

describe("tournament --content/--module (issue 47): every game through the engine of one's own", () => {
  it("plays the module in every game, in the worker processes too, and names the pack and module", async () => {
    const dir = tempDir();
    const source = engineSourceOf({ module: TITHE_FILE, content: housePack(dir) })!;
    const { engine } = await loadEngine(source);
    const here = await runTournament(["random", "heuristic"], 4, [], { workers: 0 }, source);
    const spread = await runTournament(["random", "heuristic"], 4, [], { workers: 2, chunkSize: 1 }, source);
    const plain = await runTournament(["random", "heuristic"], 4, [], { workers: 0 });
    // The workers loaded the same engine: the same games, whoever played them.
    expect(spread.pairings).toEqual(here.pairings);
    // The module is really played: the same seeds without it end otherwise.
    expect(plain.pairings.map((p) => [p.vpA, p.vpB])).not.toEqual(here.pairings.map((p) => [p.vpA, p.vpB]));
    expect(here.engine).toMatchObject({
      content: "house-pack",
      fingerprint: engine.fingerprint,
      module: "pilgrim-tithe",
    });
    expect(plain.engine).toBeNull();
    const lines = tournamentLines(here);
    expect(lines[0]).toContain("pilgrim-tithe");
    expect(lines).toContain(`Engine: content: house-pack (fingerprint ${engine.fingerprint}), module: pilgrim-tithe`);
  }, 120_000);

  it("`teq-engine tournament --content --module` writes the pack and the module in its text, JSON and HTML", async () => {
    const dir = tempDir();
    const io = memoryIO();
    const argv = ["tournament", "--bots", "random,heuristic", "--games", "2", "--workers", "0", "--out", dir];
    expect(await runCommand([...argv, "--content", housePack(dir), "--module", TITHE_FILE], io)).toBe(0);
    const named = /content: house-pack \(fingerprint [0-9a-f]{16}\), module: pilgrim-tithe/;
    expect(io.lines.join("\n")).toMatch(named);
    expect(readFileSync(join(dir, "tournament.txt"), "utf8")).toMatch(named);
    expect(readFileSync(join(dir, "tournament.html"), "utf8")).toMatch(named);
    const json = JSON.parse(readFileSync(join(dir, "tournament.json"), "utf8")) as { engine: { module: string } };
    expect(json.engine.module).toBe("pilgrim-tithe");
  }, 60_000);

  it("refuses a file that exports no GameModule (BAD_MODULE) and an unreadable pack (BAD_CONTENT) before any game", async () => {
    const dir = tempDir();
    const bad = join(dir, "bad.json");
    writeFileSync(bad, "{ not json");
    const out = join(dir, "out");
    for (const [option, file, code] of [
      ["--module", NO_MODULE, "BAD_MODULE"],
      ["--content", bad, "BAD_CONTENT"],
    ] as const) {
      const io = memoryIO();
      expect(await runCommand(["tournament", "--games", "2", "--workers", "2", "--out", out, option, file], io)).toBe(
        1,
      );
      expect(io.errors.join("")).toContain(code);
      // Refused before the first game: no progress line, no output written.
      expect(io.errors.join("")).not.toContain("tournament: ");
      expect(existsSync(out)).toBe(false);
    }
  });
});
