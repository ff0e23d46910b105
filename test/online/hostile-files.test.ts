/**
 * The hostile-client suite (issue 52) against the example server on FlatFile storage with
 * `NODE_ENV=production`: every attack as a raw socket sends it (test/online/hostile.ts), and a seat
 * that loses its socket right after a move learns, once back, whether the move was applied.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { legalActions } from "../../src/index";
import { probe } from "./hostile";
import { hostileCases } from "./hostile-suite";
import { connect, openMatch, readStored } from "./play";
import { startGameServer } from "./processes";

describe("hostile clients against the example server on FlatFile", () => {
  const data = mkdtempSync(join(tmpdir(), "teq-hostile-"));
  let stopServer: (() => Promise<void>) | undefined;
  let url = "";
  let api = "";
  hostileCases("FlatFile", async () => {
    const server = await startGameServer({ data });
    url = server.url;
    api = server.api;
    stopServer = () => server.stop();
    return {
      servers: [server],
      storage: { data },
      async stop() {
        await server.stop();
        rmSync(data, { recursive: true, force: true });
      },
    };
  });

  it("a seat that sends its move and drops its socket at once learns on reconnecting whether the move was applied (docs/online.md)", async () => {
    expect(stopServer).toBeDefined();
    const match = await openMatch(api, 2);
    const watcher = connect(url, match.seats[0]!);
    let applied = 0;
    for (let trial = 0; trial < 6; trial++) {
      const state = await watcher.until((s) => s.stateID === trial);
      const seat = match.seats.find((s) => s.playerID === state.currentPlayer)!;
      const sender = await probe(url);
      sender.socket.emit("sync", match.matchID, seat.playerID, seat.credentials);
      const info = (await sender.syncAnswer(match.matchID)) as { state: { G: never; _stateID: number } };
      const action = legalActions(info.state.G)[0];
      sender.socket.emit(
        "update",
        {
          type: "MAKE_MOVE",
          payload: { type: "act", args: [action], playerID: seat.playerID, credentials: seat.credentials },
        },
        info.state._stateID,
        match.matchID,
        seat.playerID,
      );
      // Odd trials drop the socket with the packet still in its buffer; even ones just after it left.
      if (trial % 2 === 1) sender.socket.disconnect();
      else setTimeout(() => sender.socket.disconnect(), 1);
      const back = await probe(url);
      back.socket.emit("sync", match.matchID, seat.playerID, seat.credentials);
      let answer = (await back.syncAnswer(match.matchID)) as {
        state: { _stateID: number };
        log: Array<{ _stateID: number; action: { payload: { playerID: string; args: unknown[] } } }>;
      };
      // The client's rule: its move was applied iff the log holds an entry of its seat at the stateID it sent.
      const mine = (): boolean =>
        answer.log.some((e) => e._stateID === info.state._stateID && e.action.payload.playerID === seat.playerID);
      if (!mine() && answer.state._stateID === info.state._stateID) {
        // Not applied (yet): the packet may still be on its way; ask once more after the queue drained.
        await new Promise((ok) => setTimeout(ok, 300));
        back.socket.emit("sync", match.matchID, seat.playerID, seat.credentials);
        answer = (await back.syncAnswer(match.matchID)) as typeof answer;
      }
      const stored = (await readStored({ data }, [match.matchID])).get(match.matchID)!;
      expect(mine(), `trial ${trial}: the answer says what storage holds`).toBe(
        stored.stateIDs.includes(info.state._stateID),
      );
      if (mine()) applied++;
      else {
        // Not applied: the client sends it again against the same state, and it is applied once.
        back.socket.emit(
          "update",
          {
            type: "MAKE_MOVE",
            payload: { type: "act", args: [action], playerID: seat.playerID, credentials: seat.credentials },
          },
          info.state._stateID,
          match.matchID,
          seat.playerID,
        );
      }
      await watcher.until((s) => s.stateID === trial + 1);
      back.close();
      sender.close();
    }
    watcher.close();
    console.log(`reconnect after a move: ${applied} of 6 moves had reached the server before the socket dropped`);
  }, 120_000);
});
