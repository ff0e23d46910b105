import { describe, expect, it } from "vitest";
import { createGame } from "../../src/index";
import { parseArgs } from "../../src/cli/args";
import { cliEn, cliJa } from "../../src/cli/messages";
import { cliView } from "../../src/cli/names";
import { renderMap } from "../../src/cli/render-map";
import { run } from "../../src/cli/run";
import { hang, pad, width, wrap } from "../../src/cli/text";

/** Runs the CLI and returns its exit code and output lines. */
function cli(...argv: string[]): { code: number; lines: string[]; text: string } {
  const lines: string[] = [];
  const code = run(argv, (line) => lines.push(line));
  return { code, lines, text: lines.join("\n") };
}

/** Lines that look like raw data rather than words. */
const RAW = /[{}]|"type"|undefined|NaN|\[object|\bnull\b/;

/** Consecutive equal non-empty lines. */
function doubled(lines: readonly string[]): string[] {
  return lines.filter((line, i) => i > 0 && line !== "" && line === lines[i - 1]);
}

describe("the npm start CLI speaks in words", () => {
  const main = cli();

  it("prints the same text for the same seed, and another game for another seed", () => {
    expect(cli().text).toBe(main.text);
    expect(cli("--seed", "teq", "--players", "4").text).toBe(main.text);
    expect(cli("--seed", "other").text).not.toBe(main.text);
  });

  it("prints the header, the map, the quest row, every player and the scores, with names rather than ids", () => {
    expect(main.code).toBe(0);
    expect(main.text).toContain('Seed: "teq"   Players: 4 (Red, Blue, Green and Yellow)   Modules: none (base game)');
    expect(main.text).toContain("Land Map");
    expect(main.text).toContain("|Red Castle");
    expect(main.text).toContain("L: Red's castle");
    expect(main.text).toMatch(/\| {3}R1 R2 R3 +\|/);
    expect(main.text).toMatch(/portal, passive/);
    expect(main.text).toContain("Quest row (left to right):");
    expect(main.text).toMatch(/\n {2}1\. "[^"]+" \((movement|treasure) quest\): /);
    expect(main.text).not.toMatch(/castle-red|grotto-\d|quest-(move|treasure)-/);
    for (const color of ["Red", "Blue", "Green", "Yellow"])
      expect(main.lines.some((l) => l === color || l.startsWith(`${color}  <- `))).toBe(true);
    expect(main.text).toContain("<- first player token");
    expect(main.text).toMatch(/Health 6\/6 {3}Power 3\/3/);
    expect(main.text).toContain("Legendary items: Sword 0/2, Shield 0/2 and Staff 0/2");
    expect(main.text).toMatch(/\nScores\n-+\n {2}Red: -?\d+ VP \(quests \d+/);
    expect(main.text).toMatch(/\n {2}(Winner|Winners \(tied\)): \w+/);
  });

  it("plays a whole game in words: 1-based heroes, no raw JSON, no doubled lines, no hero moving to where it stands", () => {
    expect(main.text).toContain("== Round 1: Day, turn 1 (led by ");
    expect(main.text).toMatch(/\n(Red|Blue|Green|Yellow) picks the (Horse|Raft|Gryphon|Ship|Foot) card\n/);
    expect(main.text).toMatch(/\n(Red|Blue|Green|Yellow) (moves hero [123] to |idles)/);
    expect(main.text).toContain("== Round 5: Night ==");
    expect(main.text).toMatch(/\nThe game is over after \d+ actions\.\n/);
    expect(main.text).not.toMatch(/hero 0\b/);
    expect(main.lines.filter((l) => RAW.test(l))).toEqual([]);
    expect(doubled(main.lines)).toEqual([]);
    // A choice repeated at once (one gain per hero returning home) is one line with a count.
    expect(main.text).toMatch(/\n(Red|Blue|Green|Yellow) takes 1 (Health|Power) \(x[23]\)\n/);
    expect(main.lines.filter((l) => /goes from (.+) to \1 \(/.test(l) || / stays at /.test(l))).toEqual([]);
  });

  it("over every configuration of modules and seats, in both locales: words only, within 96 columns, exit code 0", () => {
    const configs = [
      ["--players", "2"],
      ["--players", "3", "--modules", "gloomfall"],
      ["--modules", "golden-mushrooms", "--seed", "gm"],
      ["--modules", "gloomfall,golden-mushrooms"],
      ["--players", "1", "--difficulty", "hero-of-legend", "--modules", "gloomfall,golden-mushrooms"],
    ];
    for (const argv of configs) {
      for (const locale of ["en", "ja"]) {
        const out = cli(...argv, "--locale", locale);
        expect(out.code, argv.join(" ")).toBe(0);
        expect(
          out.lines.filter((l) => RAW.test(l)),
          argv.join(" "),
        ).toEqual([]);
        expect(doubled(out.lines), argv.join(" ")).toEqual([]);
        expect(
          out.lines.filter((l) => width(l) > 96),
          argv.join(" "),
        ).toEqual([]);
        if (locale === "ja") {
          // Japanese output has no English words: only the seed and "teq-engine" are Latin.
          const latin = out.lines.filter((l) =>
            /[a-z]{2,}/.test(l.replaceAll("teq-engine", "").replace(/「[^」]*」/, "")),
          );
          expect(latin, argv.join(" ")).toEqual([]);
        }
      }
    }
  });

  it("--locale ja speaks Japanese with the player summary's terms", () => {
    const ja = cli("--locale", "ja", "--players", "2");
    expect(ja.text).toContain("プレイヤー：2人（赤、青）");
    expect(ja.text).toContain("== ラウンド1：昼フェイズ ターン1");
    expect(ja.text).toMatch(/\n(赤|青)は(馬|イカダ|グリフォン|船|徒歩)の移動カードを選ぶ\n/);
    expect(ja.text).toMatch(/\n(赤|青)は(冒険を続ける|休息する)\n/);
    expect(ja.text).toContain("== ラウンド1：夜フェイズ ==");
    expect(ja.text).toMatch(/\n {2}勝者(（同点）)?：/);
  });

  it("--modules plays GloomFall and Golden Mushrooms", () => {
    const both = cli("--modules", "gloomfall,golden-mushrooms", "--players", "3");
    expect(both.text).toContain("Modules: GloomFall and Golden Mushrooms");
    expect(both.text).toContain("Golden Grotto");
    expect(both.text).toMatch(/golden mushrooms \d+ \(\d+ VP\)/);
    expect(both.text).toMatch(/\nGolden mushrooms: captured at [^;]+; \d+ in the supply\./);
    expect(both.text).toMatch(/\n {2}Golden mushrooms: \d+ in the castle/);
  });

  it("plays the solo variant with --players 1 --difficulty knight and prints the verdict", () => {
    const solo = cli("--players", "1", "--difficulty", "knight");
    expect(solo.code).toBe(0);
    expect(solo.text).toContain("Players: 1 (Red)   Modules: solo");
    expect(solo.text).toContain("Solo variant, difficulty: Knight");
    expect(solo.text).not.toContain("first player token");
    expect(solo.text).toContain("The game is over after ");
    expect(solo.text).toMatch(/\n {2}Solo goal \(Knight\): 55 VP; total -?\d+\. (Victory: |Defeat: \d+ VP short)/);
    expect(cli("--players", "1").text).toContain("Solo goal (Peasant): 40 VP");
  });

  it("one exit-code convention: every argument or option error prints the message and the usage line and exits 2", () => {
    const cases: [string[], RegExp][] = [
      [["--players", "9"], /--players must be a whole number from 1 to 4, not "9"/],
      [["--players", "two"], /not "two"/],
      [["--seed"], /--seed needs a value/],
      [["--seed", "--players", "2"], /--seed needs a value/],
      [["--colour", "red"], /unknown option "--colour"/],
      [["--players="], /--players needs a value/],
      [["--difficulty", "foo"], /--difficulty must be one of peasant, page, squire, knight, hero-of-legend, not "foo"/],
      [["--players", "1", "--difficulty", "foo"], /not "foo"/],
      [["--players", "2", "--difficulty", "knight"], /--difficulty is for the solo variant only: add --players 1/],
      [
        ["--modules", "gloomfall,dragons"],
        /--modules takes gloomfall, golden-mushrooms \(comma-separated\), not "dragons"/,
      ],
      [["--modules", "gloomfall,gloomfall"], /names a module twice/],
      [["--locale", "fr"], /--locale must be en or ja, not "fr"/],
      [["--seed", "a", "--seed", "b"], /--seed is given twice/],
    ];
    for (const [argv, message] of cases) {
      const { code, lines } = cli(...argv);
      expect(code, argv.join(" ")).toBe(2);
      expect(lines[0], argv.join(" ")).toMatch(/^error: /);
      expect(lines[0], argv.join(" ")).toMatch(message);
      expect(lines[1]).toMatch(/^Usage: teq-engine /);
    }
  });

  it("prints help, exit code 0", () => {
    const help = cli("--help");
    expect(help.code).toBe(0);
    expect(help.lines[0]).toMatch(/^Usage: /);
    expect(help.text).toContain("Exit codes: 0 success, 2 bad arguments or options");
  });
});

describe("CLI helpers", () => {
  it("parses --name value and --name=value", () => {
    expect(parseArgs([])).toEqual({ kind: "play", seed: "teq", players: 4, modules: [], locale: "en" });
    expect(parseArgs(["--seed=abc", "--players", "3", "--locale=ja"])).toEqual({
      kind: "play",
      seed: "abc",
      players: 3,
      modules: [],
      locale: "ja",
    });
    expect(parseArgs(["--players", "1", "--difficulty=squire", "--modules", "golden-mushrooms"])).toEqual({
      kind: "play",
      seed: "teq",
      players: 1,
      difficulty: "squire",
      modules: ["golden-mushrooms"],
      locale: "en",
    });
    expect(parseArgs(["--difficulty"])).toEqual({ kind: "error", message: "--difficulty needs a value" });
  });

  it("measures, wraps and pads by terminal columns (Japanese characters take two)", () => {
    expect(width("赤1")).toBe(3);
    expect(pad("赤1", 5)).toBe("赤1  ");
    expect(wrap("grotto bright-power-per-hero-away", 18)).toEqual(["grotto", "bright-power-per-", "hero-away"]);
    expect(hang("R: obelisk Dragon lv10", 18, 3)).toEqual(["R: obelisk Dragon", "   lv10"]);
    expect(wrap("abcdefghij", 4)).toEqual(["abcd", "efgh", "ij"]);
    expect(wrap("左: ゴブリンポータル：赤", 18, 15)).toEqual(["左: ゴブリンポータ", "ル：赤"]);
  });

  it("draws every map card once, at its row and column, in both locales", () => {
    const state = createGame({ seed: "grid", players: 3 });
    const lines = renderMap(cliView(state, cliEn));
    const map = lines.join("\n");
    const names = new Map([...state.map.cells].map((c) => [c.cardId, c]));
    expect(names.size).toBe(state.map.cells.length);
    const centre = state.map.cells.findIndex((c) => c.row === 2 && c.col === 2);
    const centreName = cliView(state, cliEn).t.cell(centre);
    expect(map.split(`|${centreName} `).length - 1).toBe(1);
    const line = lines.find((l) => l.includes(`|${centreName} `))!;
    expect(line.indexOf(`|${centreName}`)).toBe(2 * 19);
    const ja = renderMap(cliView(state, cliJa));
    const widths = new Set(ja.filter((l) => l.startsWith("|")).map((l) => width(l)));
    expect(Math.max(...widths)).toBeLessThanOrEqual(96);
  });
});
