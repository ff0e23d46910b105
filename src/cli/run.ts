/**
 * The `npm start` demo: sets up a seeded game, prints it, plays it with seeded heuristic bots and
 * prints the scores, all in words (English, or Japanese with `--locale ja`). Uses only the public
 * API of the library, so it doubles as an example.
 *
 * @module
 */
import {
  createGame,
  heuristicBot,
  InvalidOptionsError,
  type Bot,
  type Difficulty,
  type GameState,
  type PlayerView,
  type ModuleId,
} from "../index";
import { parseArgs, usage, USAGE_LINE } from "./args";
import { CLI_LOCALES, cliEn, type CliMessages } from "./messages";
import { cliView } from "./names";
import { play } from "./play";
import { renderMap } from "./render-map";
import { renderPlayers, renderShared } from "./render-players";
import { renderQuests } from "./render-quests";
import { renderScores } from "./render-scores";
import { hang, width } from "./text";

/** Exit codes: one convention for every command. */
export const EXIT = {
  /** Success. */
  ok: 0,
  /** The engine stopped on an error while playing. */
  engine: 1,
  /** Bad arguments or options; the usage line is printed. */
  usage: 2,
} as const;

function section(write: (line: string) => void, title: string, lines: readonly string[]): void {
  write("");
  write(title);
  write("-".repeat(width(title)));
  for (const line of lines) write(line);
}

/**
 * Prints the whole board: the Land Map, the shared tracks, the quest row and the players.
 *
 * @param state - the state
 * @param m - the CLI messages
 * @param write - receives each line
 */
export function printBoard(state: GameState, m: CliMessages, write: (line: string) => void): void {
  const view = cliView(state, m);
  section(write, m.sections.map, renderMap(view));
  section(write, m.sections.shared, renderShared(view));
  section(write, m.sections.quests, renderQuests(view));
  section(write, m.sections.players, renderPlayers(view));
}

/** Reports an argument error: the message, the usage line, and exit code 2. */
function usageError(write: (line: string) => void, message: string): number {
  write(`error: ${message}`);
  write(USAGE_LINE);
  write("Run with --help for details.");
  return EXIT.usage;
}

/**
 * Runs the CLI: parses the arguments, sets up and prints a game, plays it and prints the scores.
 *
 * @param argv - the arguments after the script name, e.g. `["--seed", "x", "--players", "2"]`
 * @param write - receives each line of output (no trailing newline)
 * @returns the exit code: 0 on success, 2 for bad arguments or options (with the usage line), 1
 *   when the engine stops while playing
 */
export function run(argv: readonly string[], write: (line: string) => void): number {
  const args = parseArgs(argv);
  if (args.kind === "help") {
    usage().forEach((line) => write(line));
    return EXIT.ok;
  }
  if (args.kind === "error") return usageError(write, args.message);
  const m = CLI_LOCALES[args.locale] ?? cliEn;
  let state: GameState;
  try {
    const difficulty = args.difficulty === undefined ? {} : { difficulty: args.difficulty as Difficulty };
    state = createGame({ seed: args.seed, players: args.players, modules: args.modules as ModuleId[], ...difficulty });
  } catch (error) {
    if (error instanceof InvalidOptionsError) return usageError(write, `${error.message} (${error.code})`);
    throw error;
  }
  const view = cliView(state, m);
  const modules =
    state.config.modules.length === 0
      ? m.modules.none
      : m.locale.terms.list(state.config.modules.map((id) => m.modules[id] ?? id));
  write(m.title);
  const setup = m.setup(
    String(state.config.seed),
    state.config.players,
    m.locale.terms.list(state.players.map((_, seat) => view.t.player(seat))),
    modules,
  );
  hang(setup, 96, 2).forEach((line) => write(line));
  if (state.config.difficulty !== null) write(m.solo(m.locale.terms.difficulties[state.config.difficulty]));
  printBoard(state, m, write);
  section(write, m.sections.play, []);
  const bots = state.players.map((_, seat) => heuristicBot(`${args.seed}/${seat}`));
  const policy: Bot = (current: GameState | PlayerView) => {
    const actor = current.decision?.player;
    return (bots[typeof actor === "number" ? actor : 0] ?? bots[0]!)(current);
  };
  const result = play(state, policy, m, write);
  write("");
  if (result.stopped !== null) {
    write(m.stopped(result.stopped.code, result.stopped.message.replace(/\.$/, ""), result.state.round));
  } else if (result.state.decision !== null) write(m.limit(result.actions));
  else write(m.over(result.actions));
  printBoard(result.state, m, write);
  section(
    write,
    result.stopped === null && result.state.decision === null ? m.sections.scores : m.sections.standings,
    renderScores(cliView(result.state, m)),
  );
  return result.stopped === null ? EXIT.ok : EXIT.engine;
}
