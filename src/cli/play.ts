/**
 * Plays a game with a bot, writing each action and what it caused, with a header whenever the
 * round, the phase or the Day turn changes. Stops when the game is over or when the engine refuses
 * to go on (a rule not implemented yet).
 *
 * @module
 */
import { isGameOver, legalActions, reduceWithEvents, TeqError, type Action, type GameEvent, type GameState } from "../index";
import { describeAction, describeEvent } from "./describe-action";
import { playerName } from "./names";
import type { Bot } from "../index";
import { hang } from "./text";

const WIDTH = 96;

/** More actions than any game needs; a safety net against a rule that never ends. */
const MAX_ACTIONS = 20_000;

/**
 * How a played game ended.
 *
 * @example
 * ```ts
 * const { state, stopped }: PlayResult = play(createGame({ seed: "x", players: 2 }), heuristicBot("x"), console.log);
 * ```
 */
export interface PlayResult {
  /** The last state reached. */
  readonly state: GameState;
  /** Why play stopped early (a coded engine error), or null when the game ended. */
  readonly stopped: TeqError | null;
  /** The number of actions applied. */
  readonly actions: number;
}

/** Whether `event` is the hero movement that `action` itself asked for. */
function isMoveOf(action: Action, event: GameEvent): event is Extract<GameEvent, { type: "hero-moved" }> {
  return action.type === "move" && event.type === "hero-moved" && event.player === action.player && event.hero === action.hero;
}

function header(state: GameState): string {
  const phase = state.phase === "day" && state.day !== null ? `Day, turn ${state.day.turn + 1} (led by ${playerName(state, state.day.leader)})` : state.phase;
  return `== Round ${state.round}: ${phase} ==`;
}

/**
 * Plays from `state` until the game is over or the engine throws a coded error.
 *
 * @param start - the state to play from
 * @param policy - picks the next action (for every seat and for chance points)
 * @param out - receives each line
 * @returns the last state and why play stopped
 * @example
 * ```ts
 * const result = play(createGame({ seed: "teq", players: 4 }), heuristicBot("teq"), (line) => console.log(line));
 * ```
 */
export function play(start: GameState, policy: Bot, out: (line: string) => void): PlayResult {
  // Long lines wrap with a hanging indent, so the log stays within 96 columns.
  const write = (line: string): void => {
    const indent = line.length - line.trimStart().length;
    const lines = line === "" ? [""] : hang(line.trimStart(), WIDTH - indent, 4);
    for (const l of lines) out(" ".repeat(indent) + l);
  };
  let state = start;
  let shown = "";
  let actions = 0;
  while (!isGameOver(state) && actions < MAX_ACTIONS) {
    const now = header(state);
    if (now !== shown) {
      write("");
      write(now);
      shown = now;
    }
    if (legalActions(state).length === 0) break;
    const action = policy(state);
    let result;
    try {
      result = reduceWithEvents(state, action);
    } catch (error) {
      if (error instanceof TeqError) {
        write(describeAction(state, action));
        write("    (not applied: the engine stopped while resolving this action)");
        return { state, stopped: error, actions };
      }
      throw error;
    }
    write(describeAction(state, action));
    let merged = false;
    for (const event of result.events) {
      if (!merged && isMoveOf(action, event)) {
        // The action line already says where the hero went; add only the cards moved through.
        merged = true;
        const through = event.through.map((cell) => result.state.map.cells[cell]?.cardId ?? `cell ${cell}`);
        if (through.length > 0) write(`    (through ${through.join(", ")})`);
        continue;
      }
      const line = describeEvent(result.state, event);
      if (line !== null) write(`    ${line}`);
    }
    state = result.state;
    actions++;
  }
  return { state, stopped: null, actions };
}

/**
 * The line explaining why play stopped early.
 *
 * @param state - the last state reached
 * @param error - the engine's coded error
 * @returns e.g. `The Night phase is not implemented yet: stopping after the Day of round 1.`
 * @example
 * ```ts
 * if (result.stopped) console.log(stopLine(result.state, result.stopped));
 * ```
 */
export function stopLine(state: GameState, error: TeqError): string {
  const reason = error.message.replace(/\.$/, "");
  if (error.code === "NOT_IMPLEMENTED") {
    const where = state.phase === "day" ? `after the Day of round ${state.round}` : `in round ${state.round} (${state.phase})`;
    return `${reason}: stopping ${where}.`;
  }
  return `The engine refused to go on (${error.code}): ${reason}. Stopping in round ${state.round}.`;
}
