/**
 * The `npm start` demo: sets up a seeded game, prints it, plays it with seeded heuristic bots and
 * prints the scores. Uses only the public API of the library, so it doubles as an example.
 *
 * @module
 */
import { createGame, TeqError, type Difficulty, type GameState } from "../index";
import { parseArgs, USAGE } from "./args";
import { play, stopLine } from "./play";
import { heuristicBot, type Bot } from "../index";
import { renderMap } from "./render-map";
import { renderPlayers, renderShared } from "./render-players";
import { renderQuests } from "./render-quests";
import { renderScores } from "./render-scores";

function section(write: (line: string) => void, title: string, lines: readonly string[]): void {
  write("");
  write(title);
  write("-".repeat(title.length));
  for (const line of lines) write(line);
}

/**
 * Prints the whole board: the Land Map, the shared tracks, the quest row and the players.
 *
 * @param state - the state
 * @param write - receives each line
 * @example
 * ```ts
 * printBoard(createGame({ seed: "teq", players: 4 }), (line) => console.log(line));
 * ```
 */
export function printBoard(state: GameState, write: (line: string) => void): void {
  section(write, "Land Map", renderMap(state));
  section(write, "Shared", renderShared(state));
  section(write, "Quests", renderQuests(state));
  section(write, "Players", renderPlayers(state));
}

/**
 * Runs the CLI: parses the arguments, sets up and prints a game, plays it and prints the scores.
 *
 * @param argv - the arguments after the script name, e.g. `["--seed", "x", "--players", "2"]`
 * @param write - receives each line of output (no trailing newline)
 * @returns the exit code: 0 on success, 2 for bad arguments, 1 when the engine refuses the options
 * @example
 * ```ts
 * const lines: string[] = [];
 * const code = run(["--players", "2"], (line) => lines.push(line)); // 0
 * ```
 */
export function run(argv: readonly string[], write: (line: string) => void): number {
  const args = parseArgs(argv);
  if (args.kind === "help") {
    USAGE.forEach((line) => write(line));
    return 0;
  }
  if (args.kind === "error") {
    write(`error: ${args.message}`);
    write(USAGE[0] as string);
    write("Run with --help for details.");
    return 2;
  }
  let state: GameState;
  try {
    const difficulty = args.difficulty === undefined ? {} : { difficulty: args.difficulty as Difficulty };
    state = createGame({ seed: args.seed, players: args.players, ...difficulty });
  } catch (error) {
    if (error instanceof TeqError) {
      write(`error: ${error.message} (${error.code})`);
      return 1;
    }
    throw error;
  }
  const modules = state.config.modules.length === 0 ? "none (base game)" : state.config.modules.join(", ");
  write("Tiny Epic Quest - teq-engine demo (unofficial)");
  write(`Seed: "${String(state.config.seed)}"   Players: ${state.config.players} (${state.config.colors.join(", ")})   Modules: ${modules}`);
  if (state.config.difficulty !== null) write(`Solo variant, difficulty: ${state.config.difficulty}`);
  write(`Content pack: ${state.content.id}`);
  printBoard(state, write);
  section(write, "Play (each seat is a seeded heuristicBot; see src/bots)", []);
  const bots = state.players.map((player) => heuristicBot(`${args.seed}/${player.seat}`));
  const policy: Bot = (current) => {
    const actor = current.decision?.player;
    return (bots[typeof actor === "number" ? actor : 0] ?? bots[0]!)(current);
  };
  const result = play(state, policy, write);
  write("");
  if (result.stopped !== null) write(stopLine(result.state, result.stopped));
  else write(`The game is over after ${result.actions} actions.`);
  printBoard(result.state, write);
  section(write, result.stopped === null ? "Scores" : "Standings", renderScores(result.state));
  return 0;
}
