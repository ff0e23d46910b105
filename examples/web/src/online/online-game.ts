/**
 * A match played online from one seat: the socket.io connection with the seat's credentials, the
 * latest view the server sent, the moves so far, and sending this seat's actions. The page
 * re-renders on every change (`onChange`). Nothing here ever holds more than this seat's view.
 */
import { validate, type Action, type PlayerView } from "teq-engine";
import { MatchConnection, type MatchState } from "./connection";
import { StepCache } from "./step-cache";
import { getMatch, type MatchInfo } from "./lobby";
import type { OnlineSeat } from "./stored-seat";

/** After this long without an answer to our move, ask the server for the whole match again. */
const UNANSWERED_MS = 8_000;
/** After this long without any word from the server, ask it again too. */
const QUIET_MS = 15_000;
/**
 * boardgame.io sends a move's update before its storage write lands, so a sync at that moment (a
 * reload or a reconnection right after a move) answers the state before it: each connection asks
 * again after these delays.
 */
const CONFIRM_MS = [1_500, 5_000];

export class OnlineGame {
  readonly conn: MatchConnection;
  /** Whether the socket is connected. */
  connected = false;
  /** The stateID a move of ours was sent against, until the server answers it. */
  pending: number | null = null;
  /** Why the last move was not made: an engine code from the check, `refused` (by the server) or `disconnected`. */
  problem: string | null = null;
  /** The seats as the lobby lists them (names, connected or not). */
  roster: MatchInfo | null = null;
  /** The view each move was made from, by stateID, when this client saw it (for the log's words). */
  readonly viewsBefore = new Map<number, PlayerView>();
  /** Each move's round and events, by the stateID it was made at (kept in sessionStorage: a reload keeps the log). */
  readonly steps: StepCache;
  private lastNews = Date.now();
  private rosterAsked = 0;
  private readonly watchdog: ReturnType<typeof setInterval>;

  constructor(
    readonly seat: OnlineSeat,
    private readonly onChange: () => void,
  ) {
    this.conn = new MatchConnection({
      server: seat.server,
      matchID: seat.matchID,
      playerID: seat.playerID,
      credentials: seat.credentials,
    });
    this.steps = new StepCache(seat.matchID, seat.playerID);
    this.conn.onSeats(() => this.onChange());
    this.conn.socket.on("connect", () => {
      this.changed(true);
      for (const ms of CONFIRM_MS) setTimeout(() => this.conn.resync(), ms);
    });
    this.conn.socket.on("disconnect", () => {
      this.connected = false;
      // A move on its way may or may not have arrived: the state after reconnecting says.
      this.pending = null;
      this.onChange();
    });
    this.conn.onState((state) => this.receive(state));
    this.conn.onRefusal(() => {
      if (this.pending === null) return;
      this.pending = null;
      this.problem = "refused";
      this.changed();
    });
    // A move answered by nobody (sent against a state the server had moved past) or an update lost
    // to a reconnection: after a quiet spell, the whole match again.
    this.watchdog = setInterval(() => {
      const quiet = Date.now() - this.lastNews;
      if (quiet < (this.pending === null ? QUIET_MS : UNANSWERED_MS) || this.state?.gameover !== undefined) return;
      this.pending = null;
      this.lastNews = Date.now();
      this.conn.resync();
    }, 1_000);
  }

  /** The latest state the server sent this seat, or null before the first. */
  get state(): MatchState | null {
    return this.conn.state;
  }

  /** This seat's engine seat number. */
  get mySeat(): number {
    return Number(this.seat.playerID);
  }

  /** Whether this seat must act now (and has no move on its way). */
  get myTurn(): boolean {
    const s = this.state;
    return s !== null && s.gameover === undefined && s.currentPlayer === this.seat.playerID && this.pending === null;
  }

  /** Sends an action of this seat after checking it against the view, as the server will; refused while disconnected. */
  act(action: Action): void {
    const s = this.state;
    if (s === null || !this.myTurn) return;
    if (!this.connected) {
      this.problem = "disconnected";
      this.onChange();
      return;
    }
    const check = validate(s.view, action);
    if (!check.ok) {
      this.problem = check.error.code;
      this.onChange();
      return;
    }
    this.problem = null;
    this.pending = s.stateID;
    this.lastNews = Date.now();
    if (!this.conn.send(action, s.stateID)) {
      this.pending = null;
      this.problem = "disconnected";
    }
    this.onChange();
  }

  /** Closes the connection for good. */
  close(): void {
    clearInterval(this.watchdog);
    this.conn.close();
  }

  private receive(state: MatchState): void {
    if (!this.viewsBefore.has(state.stateID)) this.viewsBefore.set(state.stateID, state.view);
    this.steps.note(state.stateID, state.view.round);
    if (state.stateID > 0) this.steps.events(state.stateID - 1, state.events);
    if (this.pending === null) this.problem = null;
    if (this.pending !== null && state.stateID > this.pending) this.pending = null;
    this.changed(true);
  }

  private changed(connected = this.connected): void {
    this.connected = connected;
    this.lastNews = Date.now();
    this.refreshRoster();
    this.onChange();
  }

  /** Asks the lobby who sits where, at most once every two seconds. */
  private refreshRoster(): void {
    const now = Date.now();
    if (now - this.rosterAsked < 2_000) return;
    this.rosterAsked = now;
    getMatch(this.seat.api, this.seat.matchID).then(
      (info) => {
        this.roster = info;
        this.onChange();
      },
      () => undefined,
    );
  }
}
