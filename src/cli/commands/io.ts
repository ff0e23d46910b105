/**
 * What a command talks to, so tests can run commands in-process: output lines, the error stream
 * (progress goes there), and standard input for `serve`.
 *
 * @module
 */
import type { ProgressSink } from "../../tools/progress";

/** A command's input and output. */
export interface CommandIO {
  /** One line of normal output (no trailing newline). */
  readonly out: (line: string) => void;
  /** Diagnostics and progress. */
  readonly err: ProgressSink;
  /** Standard input (serve reads requests from it). */
  readonly stdin: NodeJS.ReadableStream;
  /** Standard output as a raw stream (serve writes responses to it). */
  readonly stdout: { write(text: string): unknown };
}

/** The process's own streams. */
export function processIO(): CommandIO {
  return {
    out: (line) => process.stdout.write(line + "\n"),
    err: process.stderr,
    stdin: process.stdin,
    stdout: process.stdout,
  };
}
