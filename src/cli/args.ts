/**
 * The command line of `npm start`: `--seed <s>`, `--players <n>`, `--difficulty <d>`, `--help`.
 *
 * @module
 */

/**
 * What the command line asks for, or why it cannot be understood.
 *
 * @example
 * ```ts
 * const parsed: CliArgs = parseArgs(["--players", "2"]); // { kind: "play", seed: "teq", players: 2 }
 * ```
 */
export type CliArgs =
  | {
      readonly kind: "play";
      readonly seed: string;
      readonly players: number;
      /** The solo difficulty, when given (the engine checks it). */
      readonly difficulty?: string;
    }
  | { readonly kind: "help" }
  | { readonly kind: "error"; readonly message: string };

/** The usage text, one line per entry. @example `USAGE.forEach((line) => console.log(line));` */
export const USAGE: readonly string[] = [
  "Usage: npm start -- [--seed <seed>] [--players <n>] [--difficulty <level>] [--help]",
  "",
  "Sets up a seeded game of Tiny Epic Quest, prints the Land Map, the quest row and the players,",
  "then plays it with seeded heuristic bots (one per seat) and prints the scores.",
  "",
  '  --seed <seed>    the game\'s seed (default "teq"); the same seed prints the same game',
  "  --players <n>    the number of players, 1 to 4 (default 4); 1 plays the solo variant",
  "  --difficulty <level>",
  "                   solo only: peasant (default), page, squire, knight or hero-of-legend",
  "  --help           show this help",
  "",
  "Commands: teq-engine simulate | report | serve (each with --help; see docs/tools.md).",
];

/**
 * Reads the command line (the arguments after the script name). Accepts `--name value` and
 * `--name=value`.
 *
 * @param argv - the arguments, e.g. `process.argv.slice(2)`
 * @returns the request, or an error message for the usage line
 * @example
 * ```ts
 * parseArgs(["--seed", "x", "--players=2"]); // { kind: "play", seed: "x", players: 2 }
 * parseArgs(["--players", "1", "--difficulty", "knight"]); // { kind: "play", seed: "teq", players: 1, difficulty: "knight" }
 * parseArgs(["--players", "9"]); // { kind: "error", message: "--players must be a whole number from 1 to 4, not \"9\"" }
 * ```
 */
export function parseArgs(argv: readonly string[]): CliArgs {
  let seed = "teq";
  let players = 4;
  let difficulty: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--help" || arg === "-h") return { kind: "help" };
    const eq = arg.indexOf("=");
    const name = eq >= 0 ? arg.slice(0, eq) : arg;
    if (name !== "--seed" && name !== "--players" && name !== "--difficulty") return { kind: "error", message: `unknown argument "${arg}"` };
    let value: string | undefined;
    if (eq >= 0) value = arg.slice(eq + 1);
    else {
      value = argv[i + 1];
      if (value !== undefined && value.startsWith("--")) value = undefined;
      else i++;
    }
    if (value === undefined || value === "") return { kind: "error", message: `${name} needs a value` };
    if (name === "--seed") seed = value;
    else if (name === "--difficulty") difficulty = value;
    else {
      if (!/^[1-4]$/.test(value)) return { kind: "error", message: `--players must be a whole number from 1 to 4, not "${value}"` };
      players = Number(value);
    }
  }
  return difficulty === undefined ? { kind: "play", seed, players } : { kind: "play", seed, players, difficulty };
}
