/**
 * The sub-commands of the `teq-engine` command line (`simulate`, `report`, `serve`, `tournament`). A command reads
 * its arguments and streams from a {@link CommandIO} and resolves to an exit code: 0 on success,
 * 2 for arguments it cannot use, 1 when the work fails. Errors never escape as a crash.
 *
 * @module
 */
import { TeqError } from "../../index";
import type { CommandIO } from "./io";
import { reportCommand } from "./report";
import { serveCommand } from "./serve";
import { simulateCommand } from "./simulate";
import { tournamentCommand } from "./tournament";

type Command = (argv: readonly string[], io: CommandIO) => Promise<number>;

/** The commands, by name. */
export const COMMANDS: Readonly<Record<string, Command>> = {
  simulate: simulateCommand,
  report: reportCommand,
  serve: serveCommand,
  tournament: tournamentCommand,
};

/** The lines `--help` adds about the commands. */
export const COMMANDS_USAGE: readonly string[] = [
  "Commands (each has --help):",
  "  teq-engine simulate [options]      play many seeded bot games; tables, JSONL, CSV, HTML report",
  "  teq-engine report <files...>       merge simulation results (shards) into tables and a report",
  "  teq-engine serve --stdio           drive the engine over a JSON-lines protocol",
  "  teq-engine tournament [options]    every pairing of bots, win shares with Wilson intervals, HTML",
];

const ARGUMENT_CODES = new Set([
  "BAD_ARGUMENT",
  "BAD_SEEDS",
  "BAD_SHARD",
  "BAD_PLAYERS",
  "BAD_MODULES",
  "BAD_DIFFICULTY",
  "BAD_BOTS",
  "UNKNOWN_BOT",
]);

/**
 * Runs the command named by `argv[0]`, or returns null when `argv[0]` names none (the caller then
 * runs the demo).
 */
export function runCommand(argv: readonly string[], io: CommandIO): Promise<number> | null {
  const command = argv[0] === undefined ? undefined : COMMANDS[argv[0]];
  if (command === undefined || !Object.hasOwn(COMMANDS, argv[0]!)) return null;
  return command(argv.slice(1), io).catch((error: unknown) => {
    if (error instanceof TeqError) {
      io.err.write(`error: ${error.message} (${error.code})\n`);
      if (ARGUMENT_CODES.has(error.code)) {
        io.err.write(`Run teq-engine ${argv[0]} --help for the options.\n`);
        return 2;
      }
      return 1;
    }
    io.err.write(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return 1;
  });
}
