import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it, onTestFinished } from "vitest";
import { runCommand } from "../../src/cli/commands/index";
import { playGame } from "../../src/tools/sim/play-game";
import { ChunkDealer, type Chunk } from "../../src/tools/sim/hand-out";
import { runGames } from "../../src/tools/sim/pool";
import { defaultWorkerEntry, WorkerPool } from "../../src/tools/sim/worker-pool";
import { canonicalRows, COLUMNS, parseCsv, parseJsonl, toCsv, toJsonl } from "../../src/tools/sim/rows";
import { parseSetups, shardOf, type GameSetup } from "../../src/tools/sim/setup";
import { wilson, spread } from "../../src/tools/stats/wilson";
import { memoryIO } from "./support";

const TWO: GameSetup = { players: 2, modules: [], difficulty: null, bots: ["random", "random"] };

describe("simulate: one game's rows", () => {
  const rows = playGame(TWO, 3);

  it("gives one row per seat with every documented column, and the same rows for the same seed", () => {
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(COLUMNS.map((c) => c.name).sort());
    expect(playGame(TWO, 3)).toEqual(rows);
    expect(playGame(TWO, 4)).not.toEqual(rows);
  });

  it("adds up: the total is the sum of the sources, round 5's standing is the final total, one seat held the first player token", () => {
    for (const row of rows) {
      const sources = ["vp_quests", "vp_goblins", "vp_spells", "vp_legendary_items"].reduce(
        (n, c) => n + Number(row[c]),
        0,
      );
      expect(row["vp"]).toBe(sources);
      expect(row["vp_mushrooms"]).toBeNull();
      expect(row["rounds"]).toBe(5);
      expect(row["vp_r5"]).toBe(row["vp"]);
      expect(row["error"]).toBeNull();
    }
    expect(rows.filter((r) => r["first_player"] === true)).toHaveLength(1);
    expect(rows.some((r) => r["won"] === true && r["rank"] === 1)).toBe(true);
  });

  it("solo rows carry the difficulty's goal and whether it was reached, and every difficulty's verdict", () => {
    const [solo] = playGame({ players: 1, modules: ["golden-mushrooms"], difficulty: "knight", bots: ["random"] }, 1);
    expect(solo!["goal"]).toBe(55);
    expect(solo!["goal_reached"]).toBe(Number(solo!["vp"]) >= 55);
    expect(solo!["won"]).toBe(solo!["goal_reached"]);
    expect(solo!["vp_mushrooms"]).not.toBeNull();
    const goals = { peasant: 40, page: 45, squire: 50, knight: 55, hero_of_legend: 60 };
    for (const [d, goal] of Object.entries(goals)) expect(solo![`reached_${d}`]).toBe(Number(solo!["vp"]) >= goal);
    for (const row of rows) expect(row["reached_peasant"]).toBeNull();
  });
});

describe("simulate: rows files", () => {
  it("JSONL and CSV read back to the same rows (nulls, booleans, strings with separators)", () => {
    const rows = [
      ...playGame(TWO, 1),
      ...playGame({ players: 1, modules: [], difficulty: "page", bots: ["random"] }, 2),
    ];
    expect(parseJsonl(toJsonl(rows))).toEqual(rows);
    expect(parseCsv(toCsv(rows))).toEqual(rows);
    const odd = { ...rows[0]!, color: 'dark "red", bright' };
    expect(parseCsv(toCsv([odd]))).toEqual([odd]);
  });

  it("rejects a malformed line with a coded error naming the file and line", () => {
    expect(() => parseJsonl('{"seed":1}\nnot json', "x.jsonl")).toThrow(expect.objectContaining({ code: "BAD_ROW" }));
    expect(() => parseJsonl("not json", "x.jsonl")).toThrow(/x\.jsonl:1/);
    // A text column holding an object would print as "[object Object]": refused instead.
    expect(() => parseJsonl('{"seed":1,"color":{"r":1}}', "x.jsonl")).toThrow(/column color must be text/);
  });
});

describe("simulate: statistics", () => {
  it("Wilson intervals match published values and stay within [0, 1]", () => {
    const half = wilson(5, 10);
    expect(half.low).toBeCloseTo(0.2366, 4);
    expect(half.high).toBeCloseTo(0.7634, 4);
    const none = wilson(0, 10);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.2775, 4);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, p) => {
        const k = Math.round(p * n);
        const r = wilson(k, n);
        return r.low >= 0 && r.high <= 1 && r.low <= k / n + 1e-12 && r.high >= k / n - 1e-12;
      }),
    );
  });

  it("spread gives the sample mean, standard deviation and quartiles", () => {
    const s = spread([2, 4, 4, 4, 5, 5, 7, 9]);
    expect(s.mean).toBe(5);
    expect(s.sd).toBeCloseTo(2.138, 3);
    expect(s.median).toBe(4.5);
    expect([s.min, s.max]).toEqual([2, 9]);
  });
});

describe("simulate: sharding", () => {
  it("shards are contiguous, in order, and together exactly the range", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 40 }),
        (from, size, n) => {
          const range = { from, to: from + size };
          let next = from;
          for (let i = 1; i <= n; i++) {
            const part = shardOf(range, `${i}/${n}`);
            if (part.from !== next) return false;
            next = part.to + 1;
          }
          return next === range.to + 1;
        },
      ),
    );
    expect(() => shardOf({ from: 0, to: 9 }, "0/3")).toThrow(expect.objectContaining({ code: "BAD_SHARD" }));
  });

  it("the same seeds give the same rows however they are split: one run, shards, worker processes", async () => {
    const setups = parseSetups("2", "", "", "random,heuristic");
    const whole = await runGames(setups, { from: 0, to: 8 }, { workers: 0 });
    const parts = await Promise.all([
      runGames(setups, { from: 6, to: 8 }, { workers: 0 }),
      runGames(setups, { from: 0, to: 5 }, { workers: 2, chunkSize: 2 }),
    ]);
    expect(canonicalRows(parts.flat()).rows).toEqual(whole);
  });

  it("the hand-out gives every game of every setup once, in setup then seed order, in chunks shrinking toward the end", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 30 }),
        (setupCount, from, size, workers, maxSize) => {
          const setups = Array.from({ length: setupCount }, (_, i) => ({ ...TWO, players: i + 2 }));
          const dealer = new ChunkDealer(setups, { from, to: from + size }, workers, maxSize);
          const chunks: Chunk[] = [];
          for (let c = dealer.next(); c !== undefined; c = dealer.next()) chunks.push(c);
          const games = chunks.flatMap((c) =>
            Array.from({ length: c.to - c.from + 1 }, (_, k) => `${c.setup.players}:${c.from + k}`),
          );
          const expected = setups.flatMap((s) =>
            Array.from({ length: size + 1 }, (_, k) => `${s.players}:${from + k}`),
          );
          const sizes = chunks.map((c) => c.to - c.from + 1);
          return (
            JSON.stringify(games) === JSON.stringify(expected) &&
            chunks.every((c, i) => c.id === i) &&
            sizes.every((n) => n >= 1 && n <= maxSize) &&
            sizes.every((n, i) => i === 0 || n <= sizes[i - 1]! || chunks[i]!.setup !== chunks[i - 1]!.setup)
          );
        },
      ),
    );
    // 100 games for 2 workers: chunks of at most 20, down to single games at the end.
    const dealer = new ChunkDealer([TWO], { from: 0, to: 99 }, 2, 20);
    const sizes: number[] = [];
    for (let c = dealer.next(); c !== undefined; c = dealer.next()) sizes.push(c.to - c.from + 1);
    expect(sizes.slice(0, 2)).toEqual([13, 11]);
    expect(sizes.slice(-3)).toEqual([1, 1, 1]);
  });

  it("simulate --workers 2 (a worker process) writes byte for byte the files of --workers 0, and counts every game", async () => {
    const dir = mkdtempSync(join(tmpdir(), "teq-sim-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const common = ["--players", "2,1", "--bots", "random,heuristic", "--seeds", "3..12", "--quiet"];
    const counted: Record<string, string> = {};
    for (const workers of ["0", "2"]) {
      const io = memoryIO();
      expect(await runCommand(["simulate", ...common, "--workers", workers, "--out", join(dir, workers)], io)).toBe(0);
      counted[workers] = io.errors.join("");
    }
    for (const ext of ["jsonl", "csv", "txt", "html"])
      expect(readFileSync(join(dir, "2", `results.${ext}`), "utf8")).toBe(
        readFileSync(join(dir, "0", `results.${ext}`), "utf8"),
      );
    expect(counted["2"]).toContain("on 2 processes (this one and 1 worker)");
    expect(counted["2"]).toContain("20/20 games (100%)");
  });

  it("an error in a worker's game fails the pool with a coded error naming the seeds and the setup", async () => {
    const broken: GameSetup = { ...TWO, bots: ["random", "nobody"] };
    const pool = new WorkerPool(
      1,
      defaultWorkerEntry(),
      new ChunkDealer([broken], { from: 0, to: 9 }, 1, 20),
      () => {},
      () => {},
    );
    try {
      const failing = pool.finished();
      await expect(failing).rejects.toMatchObject({ code: "WORKER_FAILED" });
      await expect(failing).rejects.toThrow(
        /on seeds 0\.\.\d+ of 2 players, base game, random\/nobody: ToolError: Unknown bot "nobody"/,
      );
    } finally {
      await pool.stop();
    }
    // In a run, the simulate process's own game fails the same way, and the run stops with it.
    await expect(runGames([broken], { from: 0, to: 9 }, { workers: 2 })).rejects.toMatchObject({ code: "UNKNOWN_BOT" });
  });

  it("a worker process that dies stops the run with its exit code and last stderr lines", async () => {
    const crashing = runGames(
      [TWO],
      { from: 0, to: 9 },
      {
        workers: 2,
        workerEntry: new URL("../support/crashing-sim-worker.ts", import.meta.url),
      },
    );
    await expect(crashing).rejects.toMatchObject({ code: "WORKER_FAILED" });
    await expect(crashing).rejects.toThrow(/exited with code 3 before the run ended:\n.*out of cheese/);
  });

  it("simulate whole vs simulate in shards merged by report: identical rows, tables and HTML report", async () => {
    const dir = mkdtempSync(join(tmpdir(), "teq-sim-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const common = [
      "--players",
      "2,1",
      "--difficulty",
      "peasant",
      "--bots",
      "random",
      "--seeds",
      "10..15",
      "--workers",
      "0",
      "--quiet",
    ];
    expect(await runCommand(["simulate", ...common, "--out", join(dir, "whole")], memoryIO())).toBe(0);
    for (const shard of ["1/3", "2/3", "3/3"]) {
      expect(
        await runCommand(
          ["simulate", ...common, "--shard", shard, "--out", join(dir, "shards"), "--no-html"],
          memoryIO(),
        ),
      ).toBe(0);
    }
    const io = memoryIO();
    const files = ["3-of-3", "1-of-3", "2-of-3"].map((s) => join(dir, "shards", `shard-${s}.jsonl`));
    expect(await runCommand(["report", ...files, "--out", join(dir, "merged"), "--name", "results"], io)).toBe(0);
    for (const ext of ["jsonl", "csv", "txt", "html"]) {
      expect(readFileSync(join(dir, "merged", `results.${ext}`), "utf8")).toBe(
        readFileSync(join(dir, "whole", `results.${ext}`), "utf8"),
      );
    }
    const text = io.lines.join("\n");
    expect(text).toContain("2 players, base game, random/random: 6 games");
    expect(text).toContain("Solo goal reach rate per difficulty");
    expect(text).toContain("First player: win share");
    expect(
      readFileSync(join(dir, "merged", "results.jsonl"), "utf8")
        .trim()
        .split("\n"),
    ).toHaveLength(6 * 2 + 6);
  });

  it("bad arguments exit with code 2 and a coded message; nothing crashes", async () => {
    for (const argv of [
      ["--players", "5"],
      ["--bots", "nobody"],
      ["--seeds", "9..1"],
      ["--shard", "4/3"],
      ["--modules", "dragons"],
      ["--modules", "solo"],
      ["--frobnicate"],
    ]) {
      const io = memoryIO();
      expect(await runCommand(["simulate", ...argv], io)).toBe(2);
      expect(io.errors.join("")).toMatch(/^error: .+ \([A-Z_]+\)\n/);
    }
    const io = memoryIO();
    expect(await runCommand(["report", "/nonexistent/x.jsonl"], io)).toBe(1);
    expect(io.errors.join("")).toContain("FILE_UNREADABLE");
  });
});
