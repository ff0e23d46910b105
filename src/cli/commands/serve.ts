/**
 * `teq-engine serve --stdio`: the JSON-lines protocol on standard input and output (one request per
 * line in, one response per line out; docs/tools.md). Diagnostics go to stderr only.
 *
 * @module
 */
import { createInterface } from "node:readline";
import { engineSourceOf, loadEngine } from "../../tools/engine-source";
import { ToolError } from "../../tools/errors";
import { ServeSession } from "../../tools/serve/server";
import type { CommandIO } from "./io";
import { parseOptions } from "./options";
import { shippedPath } from "../doc-path";

/** The usage text of `serve`. */
export function serveUsage(): string[] {
  return [
    "Usage: teq-engine serve --stdio [--content <pack.json>] [--module <file>]",
    "",
    "--content plays a content pack of your own (a JSON file); --module registers a module of your own",
    "(an ES module exporting a GameModule): hello lists it and new-game may name it in options.modules.",
    "Reads one JSON request per line on stdin and writes one JSON response per line on stdout,",
    'e.g. {"id":1,"cmd":"new-game","options":{"seed":7,"players":2},"bots":[null,"heuristic"]}.',
    "Commands: hello, new-game, state, view, legal-actions, apply, chance-outcomes, scores,",
    "describe, bot-action, close-game, quit.",
    `The protocol: ${shippedPath("docs/tools.md")} ("teq-engine serve --stdio").`,
    "From a checkout: npm start --silent -- serve --stdio (--silent keeps npm's banner off stdout).",
  ];
}

/**
 * Whether npm started this process from `npm start` without `--silent`: npm then wrote its
 * `> teq-engine@... start` banner to the stdout the protocol owns, before the server ran.
 */
export function npmBannerOnStdout(env: Readonly<Record<string, string | undefined>>): boolean {
  return env["npm_lifecycle_event"] === "start" && env["npm_config_loglevel"] !== "silent";
}

/** Runs `serve`; resolves to 0 when stdin ends or a `quit` request arrives. */
export async function serveCommand(argv: readonly string[], io: CommandIO): Promise<number> {
  const options = parseOptions(argv, { values: ["content", "module"], flags: ["stdio", "help"] });
  if (options.flags.has("help")) {
    serveUsage().forEach((line) => io.out(line));
    return 0;
  }
  if (!options.flags.has("stdio")) throw new ToolError("BAD_ARGUMENT", "serve needs --stdio (the only transport).");
  if (npmBannerOnStdout(process.env)) {
    io.err.write(
      "warning: started by `npm start` without --silent: npm's banner went to stdout before the server, so a client reading JSON lines fails on it. Run `npm start --silent -- serve --stdio`.\n",
    );
  }
  const source = engineSourceOf(options.values);
  const session = new ServeSession(source === null ? undefined : (await loadEngine(source)).engine);
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
