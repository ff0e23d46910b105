/**
 * Save files: the setup, the action history and the state. Loading checks the state with the
 * library's `parseState`, then replays the history and requires the same state. A bare state JSON
 * (from any other tool) loads too, without history.
 */
import {
  OPTIONAL_MODULE_IDS,
  parseState,
  type ModuleId,
  type Action,
  type GameOptions,
  type GameState,
} from "teq-engine";
import type { SeatKind } from "./bots";
import { Session, type Setup } from "./session";

export const SAVE_FORMAT = "teq-engine/web-save";

/** The JSON written by Save. */
export interface SaveFile {
  readonly format: typeof SAVE_FORMAT;
  readonly version: 1;
  readonly options: GameOptions;
  readonly seats: readonly SeatKind[];
  readonly actions: readonly Action[];
  readonly state: GameState;
}

/** The save file of a session. */
export function toSaveFile(session: Session): SaveFile {
  return {
    format: SAVE_FORMAT,
    version: 1,
    options: session.setup.options,
    seats: session.setup.seats,
    actions: session.actions,
    state: session.state,
  };
}

/** The game options recorded in a state's config. */
export function optionsOf(state: GameState): GameOptions {
  const c = state.config;
  const modules = c.modules.filter((m): m is ModuleId => (OPTIONAL_MODULE_IDS as readonly string[]).includes(m));
  return {
    seed: c.seed,
    players: c.players,
    modules,
    ...(c.difficulty !== null ? { difficulty: c.difficulty } : {}),
    ...(c.firstPlayer !== null ? { firstPlayer: c.firstPlayer } : {}),
  };
}

/** A save whose recorded state is not what its actions give. */
export class SaveMismatch extends Error {
  constructor() {
    super("The save's state does not match its action history.");
    this.name = "SaveMismatch";
  }
}

/** Reads a save file (or a bare state) into a session; throws an Error with a readable message. */
export function loadSave(text: string): Session {
  const json: unknown = JSON.parse(text);
  const file = json as Partial<SaveFile>;
  if (file.format === SAVE_FORMAT) {
    const state = parseState(file.state);
    const setup: Setup = { options: file.options as GameOptions, seats: file.seats ?? [] };
    const session = new Session(setup, file.actions ?? []);
    if (JSON.stringify(session.state) !== JSON.stringify(state)) throw new SaveMismatch();
    return session;
  }
  const state = parseState(json);
  return new Session({ options: optionsOf(state), seats: state.players.map(() => "human") }, [], state);
}
