/**
 * Plays a game with a bot and writes it in words: each action, then what it caused, with a header
 * whenever the round, the phase or the Day turn changes. Events that only restate the action
 * (the hero it moved, the idle it declared) and moves that leave a hero where it stands are not
 * repeated.
 *
 * @module
 */
import {
  describeAction,
  describeEvent,
  isGameOver,
  reduceWithEvents,
  TeqError,
  type Action,
  type Bot,
  type GameEvent,
  type GameState,
} from "../index";
import type { CliMessages } from "./messages";
import { cliView } from "./names";
import { hang } from "./text";

const WIDTH = 96;

/** More actions than any game needs; a safety net against a rule that never ends. */
const MAX_ACTIONS = 20_000;

/** How a played game ended. */
export interface PlayResult {
  /** The last state reached. */
  readonly state: GameState;
  /** Why play stopped early (a coded engine error), or null when the game ended. */
  readonly stopped: TeqError | null;
  /** The number of actions applied. */
  readonly actions: number;
}

/** Events that say again what the action line already said. */
function restates(action: Action, event: GameEvent): boolean {
  // Chance outcomes (external-chance mode) are said by the action line.
  if (event.type === "dice-rolled") return action.type === "roll-outcome";
  if (event.type === "solo/movement-card-dealt")
    return action.type === "solo/deal-movement-card" && action.card === event.card;
  if (!("player" in event) || event.player !== action.player) return false;
  switch (event.type) {
    case "hero-moved":
      return (action.type === "move" || action.type === "gloomfall/foot-move") && event.hero === action.hero;
    case "movement-card-chosen":
      return action.type === "choose-movement-card";
    case "idled":
      return action.type === "idle";
    case "adventured":
      return action.type === "adventure";
    case "rested":
      return action.type === "rest";
    case "item-transferred":
      return action.type === "transfer-item";
    case "grotto-skipped":
      return action.type === "skip-grotto";
    case "gained":
      return action.type === "choose-gain" && event.stat === action.stat && event.amount === 1;
    case "solo/aggressive-goblins-chosen":
      return action.type === "solo/choose-aggressive-goblins";
    case "golden-mushrooms/golden-grotto-used":
      return action.type === "golden-mushrooms/use-golden-grotto";
    case "golden-mushrooms/golden-grotto-skipped":
      return action.type === "golden-mushrooms/skip-golden-grotto";
    case "golden-mushrooms/placed":
      return action.type === "golden-mushrooms/place-mushroom";
    default:
      return false;
  }
}

/**
 * Events the log shows otherwise: as headers (printed from the state), as the closing line, or by
 * the next action line (whose turn it is, who holds the dice, the solo card leaving the offer as
 * it is turned over).
 */
const HEADER_EVENTS = new Set<GameEvent["type"]>([
  "round-began",
  "day-began",
  "day-turn-began",
  "night-began",
  "game-ended",
  "player-turn-began",
  "dice-passed",
  "solo/movement-card-played",
]);

/** A hero-moved event that leaves the hero in the region it started in. */
function standsStill(event: GameEvent): boolean {
  return event.type === "hero-moved" && event.from.cell === event.to.cell && event.from.side === event.to.side;
}

/** Consecutive gains of one stat, for one player and one reason, as one gain of their sum. */
function mergeGains(events: readonly GameEvent[]): GameEvent[] {
  const out: GameEvent[] = [];
  for (const event of events) {
    const last = out[out.length - 1];
    if (
      event.type === "gained" &&
      last?.type === "gained" &&
      last.player === event.player &&
      last.stat === event.stat &&
      last.reason === event.reason
    ) {
      out[out.length - 1] = { ...last, amount: last.amount + event.amount };
    } else out.push(event);
  }
  return out;
}

/** The header of the part of the game a state is in. */
function header(state: GameState, m: CliMessages): string {
  const t = cliView(state, m).t;
  if (state.phase === "day" && state.day !== null)
    return m.header.day(state.round, state.day.turn + 1, t.player(state.day.leader));
  return m.header.phase(state.round, m.locale.terms.phases[state.phase]);
}

/**
 * Plays from `start` until the game is over or the engine throws a coded error.
 *
 * @param start - the state to play from
 * @param policy - picks the next action (for every seat and for chance points)
 * @param m - the CLI messages (and with them the locale)
 * @param out - receives each line
 * @returns the last state and why play stopped
 */
export function play(start: GameState, policy: Bot, m: CliMessages, out: (line: string) => void): PlayResult {
  // A line repeated at once is written once with a count ("... (x3)"), never twice in a row.
  let pending: string | null = null;
  let count = 0;
  const flush = (): void => {
    if (pending === null) return;
    const line = count > 1 ? `${pending}${m.times(count)}` : pending;
    // Long lines wrap with a hanging indent, so the log stays within 96 columns.
    const indent = line.length - line.trimStart().length;
    const lines = line === "" ? [""] : hang(line.trimStart(), WIDTH - indent, 4);
    for (const l of lines) out(" ".repeat(indent) + l);
    pending = null;
  };
  const write = (line: string): void => {
    if (line === pending && line !== "") {
      count++;
      return;
    }
    flush();
    pending = line;
    count = 1;
  };
  const options = { locale: m.locale };
  let state = start;
  let shown = "";
  let actions = 0;
  while (!isGameOver(state) && actions < MAX_ACTIONS) {
    const now = header(state, m);
    if (now !== shown) {
      write("");
      write(now);
      shown = now;
    }
    const action = policy(state);
    let result;
    try {
      result = reduceWithEvents(state, action);
    } catch (error) {
      if (error instanceof TeqError) {
        write(describeAction(action, state, options));
        flush();
        return { state, stopped: error, actions };
      }
      throw error;
    }
    write(describeAction(action, state, options));
    const visible = result.events.filter(
      (event) => !restates(action, event) && !HEADER_EVENTS.has(event.type) && !standsStill(event),
    );
    for (const event of mergeGains(visible)) write(`    ${describeEvent(event, result.state, options)}`);
    state = result.state;
    actions++;
  }
  flush();
  return { state, stopped: null, actions };
}
