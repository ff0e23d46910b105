/**
 * The command line of the `teq-engine` command (`npm start` in a checkout): `--seed`, `--players`, `--difficulty`, `--modules`, `--locale`,
 * `--help`. Every argument error is reported the same way: a message, the usage line, exit code 2.
 *
 * @module
 */
import { DIFFICULTIES, OPTIONAL_MODULE_IDS } from "../index";
import { readOptions } from "./commands/options";
import { docLines } from "./doc-path";

/** The locales the CLI speaks. */
const LOCALES = ["en", "ja"] as const;

/** What the command line asks for, or why it cannot be understood. */
export type CliArgs =
  | {
      readonly kind: "play";
      readonly seed: string;
      readonly players: number;
      /** The solo difficulty, when given (only with one player). */
      readonly difficulty?: string;
      /** Optional modules, e.g. `["gloomfall", "golden-mushrooms"]`. */
      readonly modules: readonly string[];
      /** The language of the output. */
      readonly locale: "en" | "ja";
    }
  | { readonly kind: "help" }
  | { readonly kind: "error"; readonly message: string };

/** The usage line (the first line of the help). */
export const USAGE_LINE =
  "Usage: teq-engine [--seed <seed>] [--players <n>] [--difficulty <level>] [--modules <ids>] [--locale en|ja] [--help]";

/** The usage text, one line per entry. */
export const usage = (): string[] => [
  USAGE_LINE,
  "       (from a checkout of the repository: npm start -- [options])",
  "",
  "Sets up a seeded game of Tiny Epic Quest, prints the Land Map, the quest row and the players,",
  "then plays it with seeded heuristic bots (one per seat), in words, and prints the scores.",
  "",
  '  --seed <seed>    the game\'s seed (default "teq"); the same seed prints the same game',
  "  --players <n>    the number of players, 1 to 4 (default 4); 1 plays the solo variant",
  "  --difficulty <level>",
  `                   solo only (with --players 1): ${DIFFICULTIES.join(", ")} (default peasant)`,
  "  --modules <ids>  comma-separated optional modules: " + OPTIONAL_MODULE_IDS.join(", "),
  "  --locale <code>  the language: en (default) or ja (Japanese)",
  "  --help           show this help",
  "",
  "Exit codes: 0 success, 2 bad arguments or options (with this usage line), 1 the engine stopped.",
  "Commands: teq-engine simulate | report | serve (each with --help).",
  ...docLines(),
];

const isLocale = (code: string): code is (typeof LOCALES)[number] => (LOCALES as readonly string[]).includes(code);

/** The options of `npm start`, read by the commands' reader (`util.parseArgs`). */
const SPEC = {
  values: ["seed", "players", "difficulty", "modules", "locale"],
  flags: ["help"],
  short: { h: "help" },
} as const;

/**
 * Reads the command line (the arguments after the script name). Accepts `--name value` and
 * `--name=value`. Values are checked here, so every argument error reads alike.
 *
 * @param argv - the arguments, e.g. `process.argv.slice(2)`
 * @returns the request, or an error message for the usage line
 */
export function parseArgs(argv: readonly string[]): CliArgs {
  if (argv.includes("--help") || argv.includes("-h")) return { kind: "help" };
  const read = readOptions(argv, SPEC);
  if (typeof read === "string") return { kind: "error", message: read };
  if (read.positional.length > 0) return { kind: "error", message: `unknown argument "${read.positional[0]}"` };
  const values: Readonly<Record<string, string | undefined>> = Object.fromEntries(
    Object.entries(read.values).map(([name, value]) => [`--${name}`, value]),
  );
  const players = values["--players"] ?? "4";
  if (!/^[1-4]$/.test(players))
    return { kind: "error", message: `--players must be a whole number from 1 to 4, not "${players}"` };
  const difficulty = values["--difficulty"];
  if (difficulty !== undefined) {
    if (!(DIFFICULTIES as readonly string[]).includes(difficulty)) {
      return { kind: "error", message: `--difficulty must be one of ${DIFFICULTIES.join(", ")}, not "${difficulty}"` };
    }
    if (players !== "1")
      return { kind: "error", message: "--difficulty is for the solo variant only: add --players 1" };
  }
  const modules = values["--modules"] === undefined ? [] : values["--modules"].split(",").map((m) => m.trim());
  for (const id of modules) {
    if (!(OPTIONAL_MODULE_IDS as readonly string[]).includes(id)) {
      return {
        kind: "error",
        message: `--modules takes ${OPTIONAL_MODULE_IDS.join(", ")} (comma-separated), not "${id}"`,
      };
    }
  }
  if (new Set(modules).size !== modules.length) return { kind: "error", message: "--modules names a module twice" };
  const locale = values["--locale"] ?? "en";
  if (!isLocale(locale)) return { kind: "error", message: `--locale must be ${LOCALES.join(" or ")}, not "${locale}"` };
  const base = { kind: "play" as const, seed: values["--seed"] ?? "teq", players: Number(players), modules, locale };
  return difficulty === undefined ? base : { ...base, difficulty };
}
