/**
 * `npm start`: the command-line demo. All the work is in `run.ts`, which tests call directly.
 *
 * @module
 */
import { run } from "./run";

// Piping into `head` closes stdout early: stop quietly instead of crashing on EPIPE.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

process.exitCode = run(process.argv.slice(2), (line) => console.log(line));
