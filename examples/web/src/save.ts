/**
 * Save files: the setup, the action history and the state. Loading checks the state with the
 * library's `parseState`, then replays the history and requires the same state. A bare state JSON
 * (from any other tool) loads too, without history. A game played on a loaded content pack saves
 * that pack with it (`content`), so the save loads through the same engine.
 */
import {
  OPTIONAL_MODULE_IDS,
  createEngine,
  type ContentPack,
  type Engine,
  type ModuleId,
  type Action,
  type GameOptions,
  type GameState,
} from "teq-engine";
import type { SeatKind } from "./bots";
import { h } from "./dom";
import { REFERENCE, chosenEngine, isReference } from "./engine";
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
  /** The content pack the game was played on, when it is not the reference pack. */
  readonly content?: ContentPack;
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
    ...(isReference(session.engine) ? {} : { content: session.engine.content }),
  };
}

/** Downloads a session's save file (`teq-<seed>-<actions>.json`). */
export function downloadSave(session: Session): void {
  const blob = new Blob([JSON.stringify(toSaveFile(session))], { type: "application/json" });
  const a = h("a", {
    href: URL.createObjectURL(blob),
    download: `teq-${String(session.setup.options.seed)}-${session.actions.length}.json`,
  });
  a.click();
  URL.revokeObjectURL(a.href);
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

/** The engine of a bare state: the pack chosen in the new-game form when the state names it, else the reference pack. */
function engineOfState(json: unknown): Engine {
  const named = (json as { pack?: { fingerprint?: unknown } } | null)?.pack?.fingerprint;
  return named === chosenEngine().fingerprint ? chosenEngine() : REFERENCE;
}

/** Reads a save file (or a bare state) into a session; throws an Error with a readable message. */
export function loadSave(text: string): Session {
  const json: unknown = JSON.parse(text);
  const file = json as Partial<SaveFile>;
  if (file.format === SAVE_FORMAT) {
    const engine = file.content === undefined ? REFERENCE : createEngine({ content: file.content });
    const state = engine.parseState(file.state);
    const setup: Setup = { options: file.options as GameOptions, seats: file.seats ?? [] };
    const session = new Session(setup, engine, file.actions ?? []);
    if (JSON.stringify(session.state) !== JSON.stringify(state)) throw new SaveMismatch();
    return session;
  }
  const engine = engineOfState(json);
  const state = engine.parseState(json);
  return new Session({ options: optionsOf(state), seats: state.players.map(() => "human") }, engine, [], state);
}
