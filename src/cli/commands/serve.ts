/**
 * `teq-engine serve --stdio`: the JSON-lines protocol on standard input and output (one request per
 * line in, one response per line out; docs/tools.md). Diagnostics go to stderr only.
 *
 * @module
 */
import { createInterface } from "node:readline";
import { ToolError } from "../../tools/errors";
import { ServeSession } from "../../tools/serve/server";
import type { CommandIO } from "./io";
import { parseOptions } from "./options";

/** The usage text of `serve`. */
export function serveUsage(): string[] {
  return [
    "Usage: teq-engine serve --stdio",
    "",
    "Reads one JSON request per line on stdin and writes one JSON response per line on stdout,",
    'e.g. {"id":1,"cmd":"new-game","options":{"seed":7,"players":2},"bots":[null,"heuristic"]}.',
    "Commands: hello, new-game, state, view, legal-actions, apply, chance-outcomes, scores,",
    "describe, bot-action, close-game, quit. The protocol is specified in docs/tools.md.",
  ];
}

/** Runs `serve`; resolves to 0 when stdin ends or a `quit` request arrives. */
export async function serveCommand(argv: readonly string[], io: CommandIO): Promise<number> {
  const options = parseOptions(argv, { values: [], flags: ["stdio", "help"] });
  if (options.flags.has("help")) {
    serveUsage().forEach((line) => io.out(line));
    return 0;
  }
  if (!options.flags.has("stdio")) throw new ToolError("BAD_ARGUMENT", "serve needs --stdio (the only transport).");
  const session = new ServeSession();
  const lines = createInterface({ input: io.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() === "") continue;
    io.stdout.write(session.handleLine(line) + "\n");
    if (session.closed) {
      lines.close();
      break;
    }
  }
  return 0;
}
