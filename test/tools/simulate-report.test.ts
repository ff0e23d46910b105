/**
 * Issue 29, points 5 and 6, as the analyst met them: `simulate --difficulty all` plays each solo
 * seed once and evaluates every goal; the report's win shares add up with shared victories, and
 * every figure says its unit.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { runCommand } from "../../src/cli/commands/index";
import { parseJsonl, type SeatRow } from "../../src/tools/sim/rows";
import { parseSetups } from "../../src/tools/sim/setup";
import { summarize } from "../../src/tools/stats/summary";
import { summaryLines } from "../../src/tools/report/tables";
import { memoryIO } from "./support";

const GOALS: Record<string, number> = { peasant: 40, page: 45, squire: 50, knight: 55, "hero-of-legend": 60 };

describe("simulate --players 1 --difficulty all", () => {
  it("plays 200 games, not 1,000, and reports the goal reach rate of every difficulty over them", async () => {
    const dir = mkdtempSync(join(tmpdir(), "teq-solo-all-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const io = memoryIO();
    const code = await runCommand(
      [
        "simulate",
        "--players",
        "1",
        "--difficulty",
        "all",
        "--games",
        "200",
        "--bots",
        "random",
        "--workers",
        "0",
        "--out",
        dir,
        "--no-html",
      ],
      io,
    );
    expect(code, io.errors.join("")).toBe(0);
    expect(io.errors.join("")).toContain("simulate: 200 games (seeds 0..199, 1 setup)");
    expect(io.lines.join("\n")).toMatch(/Played 200 games in/);
    const rows = parseJsonl(readFileSync(join(dir, "results.jsonl"), "utf8"));
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((r) => r["seed"])).size).toBe(200);
    for (const row of rows)
      for (const [d, goal] of Object.entries(GOALS))
        expect(row[`reached_${d.replace(/-/g, "_")}`]).toBe(Number(row["vp"]) >= goal);
    const [solo] = summarize(rows).setups;
    expect(solo!.solo!.goals.map((g) => g.difficulty)).toEqual(Object.keys(GOALS));
    for (const g of solo!.solo!.goals) {
      expect(g.goal).toBe(GOALS[g.difficulty]);
      expect(g.reached.trials).toBe(200);
      expect(g.reached.successes).toBe(rows.filter((r) => Number(r["vp"]) >= g.goal).length);
    }
    const text = readFileSync(join(dir, "results.txt"), "utf8");
    expect(text.match(/^solo \(peasant\), base game, random: 200 games$/gm)).toHaveLength(1); // one section, not five
    for (const [d, goal] of Object.entries(GOALS))
      expect(text).toMatch(new RegExp(`^${d} +${goal} +\\d+ of 200 `, "m"));
  });

  it("a list of difficulties plays the same games as one difficulty (the difficulty changes only the goal)", () => {
    expect(parseSetups("1,2", "", "all", "random")).toEqual([
      { players: 1, modules: [], difficulty: "peasant", bots: ["random"] },
      { players: 2, modules: [], difficulty: null, bots: ["random", "random"] },
    ]);
    expect(parseSetups("1", "", "knight,page", "random")[0]!.difficulty).toBe("knight");
  });
});

/** A 3-player game's rows: `winners` seats tied for the win. */
function game(seed: number, winnersSeats: readonly number[], first: number): SeatRow[] {
  return [0, 1, 2].map((seat) => ({
    seed,
    players: 3,
    modules: "",
    difficulty: null,
    lineup: "random/random/random",
    seat,
    color: "red",
    bot: "random",
    first_player: seat === first,
    vp: winnersSeats.includes(seat) ? 10 : 5,
    rank: winnersSeats.includes(seat) ? 1 : 3,
    won: winnersSeats.includes(seat),
    winners: winnersSeats.length,
    actions: 100,
    rounds: 5,
    error: null,
    vp_quests: 0,
    vp_goblins: 0,
    vp_spells: 0,
    vp_legendary_items: 0,
    vp_mushrooms: null,
    vp_r1: 1,
    vp_r2: 2,
    vp_r3: 3,
    vp_r4: 4,
    vp_r5: 5,
    goal: null,
    goal_reached: null,
  }));
}

describe("the report's win shares with shared victories", () => {
  // 4 games: a sole winner each time but one 2-way and one 3-way tie.
  const rows = [...game(0, [0], 0), ...game(1, [0, 1], 1), ...game(2, [0, 1, 2], 2), ...game(3, [2], 0)];
  const [s] = summarize(rows).setups;

  it("splits each game's win among its winners: the seats' shares sum to 100%, as the fair share assumes", () => {
    const sum = s!.seats.reduce((total, seat) => total + seat.share.rate, 0);
    expect(sum).toBeCloseTo(1, 12);
    expect(s!.seats[0]!.share.rate).toBeCloseTo((1 + 1 / 2 + 1 / 3) / 4, 12);
    expect(s!.seats[0]!.wins.successes).toBe(3); // games won, shared ones included
    expect(s!.seats[0]!.sharedWins).toBe(2);
    expect(s!.shared).toBe(2);
    const f = s!.firstPlayer!;
    expect(f.fair).toBeCloseTo(1 / 3, 12);
    expect(f.first.rate + 2 * f.others.rate).toBeCloseTo(1, 12); // first player + each of the other two
  });

  it("says how shared victories count and gives every figure a unit", () => {
    const text = summaryLines(summarize(rows)).join("\n");
    expect(text).toContain(
      "each game's win is split equally among its winners (1/k each for k winners after the tie-breaks), so the seats' shares sum to 100% and the fair share is 1/3 = 33.3%",
    );
    expect(text).toMatch(
      /First player: win share [\d.]+% .*; fair share 33\.3%; difference [-+][\d.]+ percentage points/,
    );
    expect(text).not.toMatch(/advantage [-+][\d.]+ points/);
    expect(text).toMatch(
      /Game length: [\d.]+ actions per game \(sd [\d.]+ actions, min \d+, max \d+\); [\d.]+ rounds per game/,
    );
    for (const header of ["VP mean", "VP sd", "VP min", "VP median", "VP max", "round 1 VP", "win share [95% CI]"])
      expect(text).toContain(header);
    // Every number in a sentence line is followed by its unit (or is a count of games, seats or a fraction).
    for (const line of text.split("\n").filter((l) => /^(Shared|First|Game length)/.test(l))) {
      for (const m of line.matchAll(
        /[-+]?\d+(?:\.\d+)?(%| percentage points| actions| rounds| of \d+ games| games)?/g,
      )) {
        if (
          m[1] === undefined &&
          !/sd |min |max |1\/|^\d+ of/.test(line.slice(Math.max(0, m.index - 5), m.index + m[0].length + 4))
        ) {
          throw new Error(`a figure without a unit: "${m[0]}" in "${line}"`);
        }
      }
    }
  });
});
