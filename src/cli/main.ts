/**
 * `npm start`: the command-line demo. All the work is in `run.ts`, which tests call directly.
 *
 * @module
 */
import { run } from "./run";

process.exitCode = run(process.argv.slice(2), (line) => console.log(line));
