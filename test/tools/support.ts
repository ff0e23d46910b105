import { PassThrough } from "node:stream";
import type { CommandIO } from "../../src/cli/commands/io";

/** An in-memory CommandIO: collects output lines and the error stream. */
export function memoryIO(input = ""): CommandIO & { lines: string[]; errors: string[]; written: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  const written: string[] = [];
  const stdin = new PassThrough();
  stdin.end(input);
  return {
    lines,
    errors,
    written,
    out: (line) => lines.push(line),
    err: { isTTY: false, write: (text: string) => errors.push(text) },
    stdin,
    stdout: { write: (text: string) => written.push(text) },
  };
}
