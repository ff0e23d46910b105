/**
 * `teq-engine tournament`: every pairing of the bots listed plays seeded 2-player games in both
 * seatings; prints the win-share table with Wilson intervals and writes it as text and HTML.
 *
 * @module
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { OPTIONAL_MODULE_IDS, type ModuleId } from "../../index";
import { botNames } from "../../tools/bots";
import { wallClockMs } from "../../tools/clock";
import { engineSourceOf, loadEngine } from "../../tools/engine-source";
import { ToolError } from "../../tools/errors";
import { createProgress } from "../../tools/progress";
import { tournamentHtml } from "../../tools/report/tournament-html";
import { defaultWorkers } from "../../tools/sim/pool";
import { runTournament, tournamentBots, tournamentLines } from "../../tools/tournament";
import type { CommandIO } from "./io";
import { intOption, parseOptions } from "./options";

/** The usage text of `tournament`. */
export function tournamentUsage(): string[] {
  return [
    "Usage: teq-engine tournament [options]",
    "",
    "Plays every pairing of the bots in 2-player games, each seed in both seatings, and writes",
    "<out>/<name>.{txt,json,html}: win shares with 95% Wilson intervals, and a plot.",
    "",
    `  --bots <b,...>      two or more bots: ${botNames().join(", ")}; settings after a colon,`,
    "                      e.g. mcts:iterations=400 or mcts:ms=100 (default mcts,heuristic,random)",
    "  --games <n>         games per pairing, rounded up to even (default 200)",
    `  --modules <m,...>   optional modules: ${OPTIONAL_MODULE_IDS.join(", ")} (default none)`,
    `  --workers <n>       processes playing games, this one included (default ${defaultWorkers()})`,
    "  --content <pack>    play a content pack of your own (a JSON file) in every game",
    "  --module <file>     also play a module of your own in every game (an ES module exporting a GameModule);",
    "                      the output names the pack (id and fingerprint) and the module played",
    "  --out <dir>         output directory (default teq-tournament)",
    "  --name <base>       output file name (default tournament)",
    "  --no-html           skip the HTML page",
    "  --help              show this help",
  ];
}

/** Runs `tournament`; resolves to the exit code (2 for bad arguments). */
export async function tournamentCommand(argv: readonly string[], io: CommandIO): Promise<number> {
  const options = parseOptions(argv, {
    values: ["bots", "games", "modules", "workers", "out", "name", "content", "module"],
    flags: ["no-html", "help"],
  });
  if (options.flags.has("help")) {
    tournamentUsage().forEach((line) => io.out(line));
    return 0;
  }
  const v = options.values;
  if (options.positional.length > 0)
    throw new ToolError("BAD_ARGUMENT", `tournament takes no positional argument ("${options.positional[0]}").`);
  const bots = tournamentBots(v["bots"] ?? "mcts,heuristic,random");
  const games = intOption(v["games"], "games", 200, 1);
  const modules = (v["modules"] ?? "")
    .split(",")
    .map((m) => m.trim())
    .filter((m) => m !== "" && m !== "none" && m !== "base");
  for (const m of modules)
    if (!(OPTIONAL_MODULE_IDS as readonly string[]).includes(m))
      throw new ToolError("BAD_MODULES", `Unknown module "${m}"; known modules: ${OPTIONAL_MODULE_IDS.join(", ")}.`);
  const workers = intOption(v["workers"], "workers", defaultWorkers(), 0, 256);
  const source = engineSourceOf(v);
  // Loaded here first: a bad file is refused before any game or worker starts (each worker loads it again).
  if (source !== null) await loadEngine(source);
  const pairs = (bots.length * (bots.length - 1)) / 2;
  const total = pairs * 2 * Math.ceil(games / 2);
  io.err.write(`tournament: ${bots.length} bots, ${pairs} pairings, ${total} games\n`);
  const started = wallClockMs();
  const progress = createProgress(total, "games", io.err, "tournament");
  const result = await runTournament(
    bots,
    games,
    modules as ModuleId[],
    {
      workers,
      onGame: (done) => progress.update(done),
    },
    source,
  );
  progress.stop();
  const dir = v["out"] ?? "teq-tournament";
  const name = v["name"] ?? "tournament";
  mkdirSync(dir, { recursive: true });
  const lines = tournamentLines(result);
  const files = [join(dir, `${name}.txt`), join(dir, `${name}.json`)];
  writeFileSync(files[0]!, lines.join("\n") + "\n");
  writeFileSync(files[1]!, JSON.stringify(result, null, 2) + "\n");
  if (!options.flags.has("no-html")) {
    files.push(join(dir, `${name}.html`));
    writeFileSync(files[2]!, tournamentHtml(result));
  }
  lines.forEach((line) => io.out(line));
  io.out("");
  io.out(`Played ${total} games in ${((wallClockMs() - started) / 1000).toFixed(1)} s.`);
  io.out(`Wrote ${files.join(", ")}`);
  return 0;
}
