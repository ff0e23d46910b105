/**
 * `teq-engine simulate`: plays many seeded games with bots across worker processes, with a progress
 * display, and writes the rows (JSONL, CSV), the summary tables and the HTML report.
 *
 * @module
 */
import { DIFFICULTIES, OPTIONAL_MODULE_IDS } from "../../index";
import { botNames } from "../../tools/bots";
import { engineSourceOf, loadEngine, sourceLabels } from "../../tools/engine-source";
import { wallClockMs } from "../../tools/clock";
import { ToolError } from "../../tools/errors";
import { writeOutputs } from "../../tools/outputs";
import { createProgress } from "../../tools/progress";
import { runGames, defaultWorkers } from "../../tools/sim/pool";
import { canonicalRows } from "../../tools/sim/rows";
import { parseSeedRange, parseSetups, shardOf } from "../../tools/sim/setup";
import type { CommandIO } from "./io";
import { intOption, parseOptions } from "./options";

/**
 * Seeds played by default. With the default bot (about 10 times slower than random play) 200
 * four-player games take a few minutes on two cores, and give win shares within about +/-6
 * percentage points.
 */
const DEFAULT_GAMES = 200;

/**
 * The default bot of every seat: the heuristic planner. Random play averages negative scores
 * (about -7 VP a seat), so its statistics describe the rules' spread rather than the game as
 * people play it; the heuristic bot plays it sensibly at a tenth of the speed.
 */
const DEFAULT_BOTS = "heuristic";

/** The usage text of `simulate`. */
export function simulateUsage(): string[] {
  return [
    "Usage: teq-engine simulate [options]",
    "",
    "Plays seeded games with bots on every core and writes <out>/<name>.{jsonl,csv,txt,html}.",
    "",
    "  --games <n>         play seeds 0..n-1 (default 200)",
    "  --seeds <a..b>      play seeds a to b inclusive (instead of --games)",
    "  --shard <i/n>       play only the i-th of n equal parts of the seed range (1-based);",
    "                      merge the shards' .jsonl files with `teq-engine report`",
    "  --players <n,...>   player counts, 1 to 4 (default 4; 1 is solo); each is a setup",
    `  --modules <m,...>   optional modules: ${OPTIONAL_MODULE_IDS.join(", ")} (default none)`,
    `  --difficulty <d>    solo: the difficulty the games are set up with (default peasant): ${DIFFICULTIES.join(", ")};`,
    "                      each solo game is played once and checked against every difficulty's goal",
    "                      (a difficulty changes only the goal), so `all` or a list plays the same games",
    `  --bots <b,...>      one bot for every seat, or one per seat: ${botNames().join(", ")} (default heuristic;`,
    "                      random bots play uniformly: their scores measure the rules' spread, not play);",
    "                      settings after a colon: mcts:iterations=400, mcts:ms=100 (wall clock, not reproducible)",
    `  --workers <n>       processes playing games, this one included (default ${defaultWorkers()}, the cores`,
    "                      available; 0 or 1 = this process alone)",
    "  --content <pack>    play a content pack of your own (a JSON file); the rows' content column names it",
    "  --module <file>     also play a module of your own in every game (an ES module exporting a GameModule);",
    "                      each of its score sources gets points_<source> and count_<source> columns",
    "  --out <dir>         output directory (default teq-sim)",
    "  --name <base>       output file name (default results, or shard-i-of-n with --shard)",
    "  --no-html           skip the HTML report",
    "  --quiet             print no tables (progress still goes to stderr)",
    "  --help              show this help",
  ];
}

/** Runs `simulate`; resolves to the exit code (2 for bad arguments). */
export async function simulateCommand(argv: readonly string[], io: CommandIO): Promise<number> {
  const options = parseOptions(argv, {
    values: [
      "games",
      "seeds",
      "shard",
      "players",
      "modules",
      "difficulty",
      "bots",
      "workers",
      "out",
      "name",
      "content",
      "module",
    ],
    flags: ["no-html", "quiet", "help"],
  });
  if (options.flags.has("help")) {
    simulateUsage().forEach((line) => io.out(line));
    return 0;
  }
  const v = options.values;
  if (options.positional.length > 0)
    throw new ToolError("BAD_ARGUMENT", `simulate takes no positional argument ("${options.positional[0]}").`);
  const games = intOption(v["games"], "games", DEFAULT_GAMES, 1);
  let range = v["seeds"] !== undefined ? parseSeedRange(v["seeds"]) : { from: 0, to: games - 1 };
  if (v["shard"] !== undefined) range = shardOf(range, v["shard"]);
  const source = engineSourceOf(v);
  // Loaded here first: a bad file is refused before any worker starts (each worker loads it again).
  const loaded = source === null ? null : await loadEngine(source);
  const setups = parseSetups(
    v["players"] ?? "4",
    v["modules"] ?? "",
    v["difficulty"] ?? "",
    v["bots"] ?? DEFAULT_BOTS,
  ).map((setup) => ({ ...setup, source }));
  const workers = intOption(v["workers"], "workers", defaultWorkers(), 0, 256);
  const name = v["name"] ?? (v["shard"] !== undefined ? `shard-${v["shard"].replace("/", "-of-")}` : "results");
  const dir = v["out"] ?? "teq-sim";
  const total = setups.length * Math.max(0, range.to - range.from + 1);
  const playing = Math.min(workers, total);
  io.err.write(
    `simulate: ${total} games (seeds ${range.from}..${range.to}, ${setups.length} setup${setups.length === 1 ? "" : "s"}) on ${playing <= 1 ? "this process" : `${playing} processes (this one and ${playing - 1} worker${playing === 2 ? "" : "s"})`}\n`,
  );
  const started = wallClockMs();
  const progress = createProgress(total, "games", io.err);
  const played = total === 0 ? [] : await runGames(setups, range, { workers, onGame: (done) => progress.update(done) });
  progress.stop();
  const seconds = (wallClockMs() - started) / 1000;
  const { rows } = canonicalRows(played);
  const labels = loaded === null ? {} : sourceLabels(loaded);
  const { lines, files } = writeOutputs(rows, dir, name, !options.flags.has("no-html"), labels);
  if (!options.flags.has("quiet")) lines.forEach((line) => io.out(line));
  io.out("");
  io.out(`Played ${total} games in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(1)} games/s).`);
  io.out(`Wrote ${[files.jsonl, files.csv, files.txt, files.html].filter((f) => f !== null).join(", ")}`);
  return 0;
}
