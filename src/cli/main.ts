/**
 * `npm start` / the `teq-engine` command: the demo (`run.ts`, which tests call directly), or a
 * sub-command (`simulate`, `report`, `serve`: see commands/).
 *
 * @module
 */
import { runCommand } from "./commands/index";
import { processIO } from "./commands/io";
import { run } from "./run";

// Piping into `head` closes stdout early: stop quietly instead of crashing on EPIPE.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

const command = runCommand(process.argv.slice(2), processIO());
if (command !== null) void command.then((code) => (process.exitCode = code));
else process.exitCode = run(process.argv.slice(2), (line) => console.log(line));
