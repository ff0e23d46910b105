/**
 * One client's socket.io connection to a match on a boardgame.io server (its 0.50 protocol:
 * `sync` on connect, `update` to send a move, the server's `sync`/`update` with the state filtered
 * by the game's `playerView`). Used by the web client's online mode and by the tests' clients.
 */
import { io, type Socket } from "socket.io-client";
import type { Action, GameEvent, PlayerView } from "teq-engine";
import { GAME_NAME } from "./lobby";

/** What the server last sent this client. */
export interface MatchState {
  /** boardgame.io's state counter: a move is accepted only against the current one. */
  readonly stateID: number;
  /** This seat's view of the game (a spectator's when the connection has no seat). */
  readonly view: PlayerView;
  /** The playerID that must act now. */
  readonly currentPlayer: string;
  /** Set once the match is over: the winners' playerIDs and the score sheet. */
  readonly gameover?: { readonly winners: readonly string[] };
  /** The events of the move that led to this state, as this seat may read them (empty before the first move). */
  readonly events: readonly GameEvent[];
}

/** A move in the match's log: who sent which action, and the state it was applied to. */
export interface LoggedMove {
  readonly stateID: number;
  readonly playerID: string;
  readonly action: Action;
}

export interface ConnectOptions {
  /** The game server's URL, e.g. http://127.0.0.1:8000. */
  readonly server: string;
  readonly matchID: string;
  /** The seat, or null to watch as a spectator. */
  readonly playerID: string | null;
  readonly credentials?: string;
  readonly game?: string;
}

/** The raw shapes on the wire (the parts read here). */
interface WireState {
  readonly _stateID: number;
  readonly G: PlayerView;
  readonly ctx: { readonly currentPlayer: string; readonly gameover?: { readonly winners: readonly string[] } };
  /** The adapter's events plugin: the last move's events, filtered for this seat. */
  readonly plugins?: { readonly "teq-events"?: { readonly data?: { readonly events?: readonly GameEvent[] } } };
}
interface WireLogEntry {
  readonly _stateID: number;
  readonly action: {
    readonly type: string;
    readonly payload: { readonly type: string; readonly args: readonly unknown[] | null; readonly playerID: string };
  };
}

export class MatchConnection {
  readonly socket: Socket;
  /** The latest state received, or null before the first sync. */
  state: MatchState | null = null;
  /** Every move of the match so far, in order (the full log from each sync, then each update's). */
  readonly moves: LoggedMove[] = [];
  /** How many times the server sent the whole match (on each connection, and on a resync). */
  syncs = 0;
  /** How many refused moves the server answered (a refused move is answered with the unchanged state). */
  refusals = 0;
  /** Every raw message received (for the tests' leak checks). */
  readonly received: unknown[] = [];
  /** How many sync answers were dropped as older than the state already held (see the `sync` handler). */
  lateSyncs = 0;
  /** The stateID of the last sync answer dropped as late, until a sync is taken. */
  private lateSyncStateID = -1;
  /** The seats as the server last told them (boardgame.io's `matchData`: names, connected or not), or null. */
  seats: ReadonlyArray<{ readonly id: number; readonly name?: string; readonly isConnected?: boolean }> | null = null;
  private readonly listeners = new Set<(state: MatchState) => void>();
  private readonly closeListeners = new Set<() => void>();
  /** Whether `close()` was called. */
  private closed = false;
  private readonly refusalListeners = new Set<() => void>();
  private readonly seatListeners = new Set<() => void>();

  constructor(
    readonly options: ConnectOptions,
    keepRaw = false,
  ) {
    const game = options.game ?? GAME_NAME;
    this.socket = io(`${options.server}/${game}`, {
      transports: ["websocket"],
      forceNew: true,
      reconnectionDelay: 200,
      reconnectionDelayMax: 1000,
    });
    this.socket.on("connect", () => this.resync());
    this.socket.on("matchData", (_matchID: string, seats: unknown) => {
      if (!Array.isArray(seats)) return;
      this.seats = seats as NonNullable<MatchConnection["seats"]>;
      for (const listener of this.seatListeners) listener();
    });
    this.socket.on("sync", (_matchID: string, info: { state: WireState; log: WireLogEntry[] }) => {
      if (keepRaw) this.received.push(info);
      // boardgame.io 0.50 answers a sync outside the match's queue of moves, and sends a move's
      // update before it writes the move's state: a sync read in between answers with the state
      // before a move this client has already received. Taking it would put the client back a
      // move, waiting for a turn that has passed. Such an answer is late, not news, and is dropped;
      // if the next sync answers the same older state, that is the match's state, and is taken.
      const held = this.state?.stateID;
      const answered = info.state._stateID;
      if (held !== undefined && answered < held && answered !== this.lateSyncStateID) {
        this.lateSyncStateID = answered;
        this.lateSyncs++;
        return;
      }
      this.lateSyncStateID = -1;
      this.moves.length = 0;
      this.syncs++;
      this.receive(info.state, info.log, true);
    });
    this.socket.on("update", (_matchID: string, state: WireState, deltalog: WireLogEntry[]) => {
      if (keepRaw) this.received.push({ state, deltalog });
      this.receive(state, deltalog);
      // Each accepted move adds one state and one log entry. A move made while this client was
      // syncing reaches it in neither message (boardgame.io adds a client to the match's room after
      // its sync is sent): then the log has a gap, and a new sync fills it.
      if (this.moves.length !== state._stateID) this.resync();
    });
  }

  private receive(state: WireState, log: readonly WireLogEntry[] | undefined, sync = false): void {
    // An update older than the state held is not news either (the moves it logs are held already).
    if (!sync && this.state !== null && state._stateID < this.state.stateID) return;
    for (const entry of log ?? []) {
      const { payload } = entry.action;
      if (entry.action.type !== "MAKE_MOVE" || payload.args === null) continue;
      const last = this.moves[this.moves.length - 1];
      if (last !== undefined && last.stateID >= entry._stateID) continue;
      this.moves.push({ stateID: entry._stateID, playerID: payload.playerID, action: payload.args[0] as Action });
    }
    // A refused move is answered with the unchanged state: no news.
    if (
      !sync &&
      this.state !== null &&
      state._stateID === this.state.stateID &&
      this.state.gameover === undefined &&
      state.ctx.gameover === undefined
    ) {
      if (log !== undefined && log.length === 0) {
        this.refusals++;
        for (const listener of this.refusalListeners) listener();
      }
      return;
    }
    this.state = {
      stateID: state._stateID,
      view: state.G,
      currentPlayer: state.ctx.currentPlayer,
      events: state.plugins?.["teq-events"]?.data?.events ?? [],
      ...(state.ctx.gameover === undefined ? {} : { gameover: state.ctx.gameover }),
    };
    for (const listener of this.listeners) listener(this.state);
  }

  /** Asks the server for the match's state and whole log again. */
  resync(): void {
    const { matchID, playerID, credentials } = this.options;
    this.socket.emit("sync", matchID, playerID, credentials, undefined);
  }

  /** Calls `listener` on every new state; returns a function that stops it. */
  onState(listener: (state: MatchState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Calls `listener` whenever the server answers a move with the unchanged state (a refusal); returns a function that stops it. */
  onRefusal(listener: () => void): () => void {
    this.refusalListeners.add(listener);
    return () => this.refusalListeners.delete(listener);
  }

  /** Calls `listener` whenever the server tells who sits where (`seats`); returns a function that stops it. */
  onSeats(listener: () => void): () => void {
    this.seatListeners.add(listener);
    return () => this.seatListeners.delete(listener);
  }

  /**
   * Resolves with the first state (the current one included) that satisfies `test`; rejects after
   * `timeoutMs`, or at once when the connection is closed (before or while waiting).
   */
  until(test: (state: MatchState) => boolean, timeoutMs = 30_000): Promise<MatchState> {
    return new Promise((resolve, reject) => {
      if (this.state !== null && test(this.state)) {
        resolve(this.state);
        return;
      }
      const failure = (why: string): Error =>
        new Error(`seat ${this.options.playerID}: ${why} (at stateID ${this.state?.stateID})`);
      if (this.closed) {
        reject(failure("the connection is closed"));
        return;
      }
      const settle = (): void => {
        clearTimeout(timer);
        stop();
        this.closeListeners.delete(onClose);
      };
      const timer = setTimeout(() => {
        settle();
        reject(failure(`no such state within ${timeoutMs} ms`));
      }, timeoutMs);
      const onClose = (): void => {
        settle();
        reject(failure("the connection was closed"));
      };
      const stop = this.onState((s) => {
        if (!test(s)) return;
        settle();
        resolve(s);
      });
      this.closeListeners.add(onClose);
    });
  }

  /**
   * Sends an action as this seat's move, against the latest state received (or `stateID`). Nothing
   * is sent, nor kept to send later, while the socket is disconnected: returns whether it was sent.
   */
  send(action: unknown, stateID = this.state?.stateID ?? 0): boolean {
    if (!this.socket.connected) return false;
    const { matchID, playerID, credentials } = this.options;
    this.socket.emit(
      "update",
      { type: "MAKE_MOVE", payload: { type: "act", args: [action], playerID, credentials } },
      stateID,
      matchID,
      playerID,
    );
    return true;
  }

  /** Closes the connection for good (a pending `until` rejects). */
  close(): void {
    this.closed = true;
    this.socket.close();
    for (const listener of [...this.closeListeners]) listener();
  }
}
