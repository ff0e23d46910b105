/**
 * The web client's match connection against boardgame.io 0.50's message order. The server answers a
 * `sync` outside the match's queue of moves and broadcasts a move's `update` before it writes the
 * move's state, so a sync read in between answers with the state before a move the client already
 * holds. A real socket.io server here sends exactly those messages, in that order, to a real
 * `MatchConnection` (the game server itself cannot be made to lose that race on demand; the load
 * test met it under CPU contention, where a seat fell a move behind and waited for a turn that had
 * passed).
 */
import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server, type Socket } from "socket.io";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MatchConnection } from "../../examples/web/src/online/connection";
import { GAME_NAME } from "../../examples/web/src/online/lobby";

/** A state as boardgame.io sends it (only what the connection reads; the view is a stand-in). */
const wireState = (stateID: number, currentPlayer: string) => ({
  _stateID: stateID,
  G: { viewer: 0, marker: `state ${stateID}` },
  ctx: { currentPlayer },
});
/** The log entry of the move applied to state `stateID`. */
const logEntry = (stateID: number, playerID: string) => ({
  _stateID: stateID,
  action: { type: "MAKE_MOVE", payload: { type: "act", args: [{ type: "idle", player: Number(playerID) }], playerID } },
});

/** Resolves once `test` holds, checking every 10 ms; fails after `ms`. */
async function eventually(test: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("online client: a late sync answer (boardgame.io 0.50's order of messages)", () => {
  let http: HttpServer;
  let io: Server;
  let url = "";
  /** The server side of the one client's socket, and the sync answers still to give, in order. */
  let serverSocket: Socket | null = null;
  const syncAnswers: Array<{ stateID: number; currentPlayer: string; moves: number }> = [];
  const conns: MatchConnection[] = [];

  beforeAll(async () => {
    http = createServer();
    io = new Server(http);
    io.of(`/${GAME_NAME}`).on("connection", (socket) => {
      serverSocket = socket;
      socket.on("sync", (matchID: string) => {
        const answer = syncAnswers.shift();
        if (answer === undefined) return;
        const log = Array.from({ length: answer.moves }, (_, i) => logEntry(i, String(i % 2)));
        socket.emit("sync", matchID, { state: wireState(answer.stateID, answer.currentPlayer), log });
      });
    });
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    for (const c of conns) c.close();
    await io.close();
  });

  it("a sync answer older than the state held is dropped; the same older state answered twice is taken", async () => {
    // Connecting syncs: the match is at state 1, seat 1 to act.
    syncAnswers.push({ stateID: 1, currentPlayer: "1", moves: 1 });
    const conn = new MatchConnection({ server: url, matchID: "m", playerID: "0", credentials: "c" });
    conns.push(conn);
    await conn.until((s) => s.stateID === 1, 5000);
    // Seat 1 moves: the update (state 2, seat 0 to act) reaches this client...
    serverSocket!.emit("update", "m", wireState(2, "0"), [logEntry(1, "1")]);
    await conn.until((s) => s.stateID === 2, 5000);
    // ...then the answer to a sync read before that move was written: state 1 again.
    syncAnswers.push({ stateID: 1, currentPlayer: "1", moves: 1 });
    conn.resync();
    await eventually(() => conn.lateSyncs === 1);
    expect(conn.state?.stateID).toBe(2);
    expect(conn.state?.currentPlayer).toBe("0");
    expect(conn.moves.map((m) => m.stateID)).toEqual([0, 1]);
    expect(conn.syncs).toBe(1);
    // The server says state 1 again: that is the match's state (a move lost before it was written).
    syncAnswers.push({ stateID: 1, currentPlayer: "1", moves: 1 });
    conn.resync();
    await conn.until((s) => s.stateID === 1, 5000);
    expect(conn.syncs).toBe(2);
    expect(conn.moves.map((m) => m.stateID)).toEqual([0]);
    expect(conn.lateSyncs).toBe(1);
  });

  it("an update older than the state held changes nothing", async () => {
    syncAnswers.push({ stateID: 3, currentPlayer: "0", moves: 3 });
    const conn = new MatchConnection({ server: url, matchID: "m", playerID: "0", credentials: "c" });
    conns.push(conn);
    await conn.until((s) => s.stateID === 3, 5000);
    let seen = 0;
    conn.onState(() => seen++);
    serverSocket!.emit("update", "m", wireState(2, "1"), [logEntry(1, "1")]);
    // A newer update after it, to know the older one was handled first (one socket keeps order).
    serverSocket!.emit("update", "m", wireState(4, "1"), [logEntry(3, "1")]);
    await conn.until((s) => s.stateID === 4, 5000);
    expect(seen).toBe(1);
    expect(conn.moves.map((m) => m.stateID)).toEqual([0, 1, 2, 3]);
  });

  it("closing the connection rejects a pending `until` at once, and every later one", async () => {
    const conn = new MatchConnection({ server: url, matchID: "m", playerID: "0", credentials: "c" });
    conns.push(conn);
    const started = performance.now();
    const pending = conn.until((s) => s.stateID === 99, 60_000);
    conn.close();
    await expect(pending).rejects.toThrow("seat 0: the connection was closed");
    expect(performance.now() - started).toBeLessThan(5000);
    await expect(conn.until(() => true, 60_000)).rejects.toThrow("seat 0: the connection is closed");
  });
});
