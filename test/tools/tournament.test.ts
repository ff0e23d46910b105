import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { runCommand } from "../../src/cli/commands/index";
import { createGame, legalActions, mctsBot, reduce } from "../../src/index";
import { actionKey } from "../../src/engine/position-hash";
import { createBot, parseBotSpec } from "../../src/tools/bots";
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
