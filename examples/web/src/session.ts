/**
 * A game being played: its options, who plays each seat, the action history and the current
 * state, with a log of what each action caused. Undo replays the history without its tail. Every
 * step goes through the session's engine (the reference pack's, or a loaded pack's).
 */
import type { Action, Engine, GameEvent, GameOptions, GameState } from "teq-engine";
import type { SeatKind } from "./bots";

/** One log entry: an action, the states around it and what it caused (put in words when shown). */
export interface LogEntry {
  readonly index: number;
  readonly round: number;
  readonly action: Action;
  readonly before: GameState;
  readonly after: GameState;
  readonly events: readonly GameEvent[];
}

/** The session's fixed setup. */
export interface Setup {
  readonly options: GameOptions;
  readonly seats: readonly SeatKind[];
}

export class Session {
  state: GameState;
  readonly actions: Action[] = [];
  /** The state before each action (for the replay viewer). */
  readonly states: GameState[] = [];
  readonly log: LogEntry[] = [];

  /**
   * @param setup - options and seats
   * @param engine - the engine the game is played through (its content pack)
   * @param actions - actions to play at once (a loaded history)
   * @param start - a loaded state to start from instead of a new game (no history before it)
   */
  constructor(
    readonly setup: Setup,
    readonly engine: Engine,
    actions: readonly Action[] = [],
    private readonly start: GameState | null = null,
  ) {
    this.state = start ?? engine.createGame(setup.options);
    for (const action of actions) this.apply(action);
  }

  /** The seat kind that must decide now, or null when the game is over. */
  get turn(): SeatKind | null {
    const p = this.state.decision?.player;
    if (p === undefined) return null;
    return p === "chance" ? "random" : (this.setup.seats[p] ?? "human");
  }

  /** Applies an action (throws the library's IllegalActionError if it is refused). */
  apply(action: Action): void {
    const before = this.state;
    const { state, events } = this.engine.reduceWithEvents(before, action);
    this.states.push(before);
    this.log.push({ index: this.actions.length, round: before.round, action, before, after: state, events });
    this.actions.push(action);
    this.state = state;
  }

  /** Whether there is a human action to undo. */
  get canUndo(): boolean {
    return this.lastHumanAction() >= 0;
  }

  /** Goes back to just before the last human action, replaying the history without its tail. */
  undo(): void {
    const keep = this.lastHumanAction();
    if (keep < 0) return;
    this.actions.length = keep;
    this.states.length = keep;
    this.log.length = keep;
    this.state =
      this.start === null
        ? this.engine.replay(this.setup.options, this.actions)
        : this.actions.reduce((state, action) => this.engine.reduce(state, action), this.start);
  }

  private lastHumanAction(): number {
    for (let i = this.actions.length - 1; i >= 0; i--) {
      const p = this.actions[i]?.player;
      if (typeof p === "number" && this.setup.seats[p] === "human") return i;
    }
    return -1;
  }
}
