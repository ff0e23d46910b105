/**
 * The lobby and the game's socket both rewrite a match's metadata (who sits where, their
 * credentials, who is connected) by reading it whole, changing it and writing it back. A seat
 * joining through the lobby while another seat connects must keep both changes: a lost join takes
 * the new seat's credentials away (its every sync is then refused, and it never gets a state), a
 * lost connection leaves a seat shown as away. Run on both stores: one process on files, and two
 * processes on one Redis, the lobby on one and the socket on the other (both stores merge a
 * metadata write into the stored value); and `createTeqServer` in process on boardgame.io's
 * FlatFile, which writes whole, where the lobby's writes running in the match's queue keep both.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FlatFile } from "boardgame.io/server";
import { afterAll, describe, expect, it } from "vitest";
import { createTeqServer } from "../../src/adapters/boardgame-io/server";
import { createMatch, getMatch, joinMatch } from "../../examples/web/src/online/lobby";
import type { MatchConnection } from "../../examples/web/src/online/connection";
import { runInProcess } from "./in-process";
import { connect } from "./play";
import { redisAvailable, startGameServer, startRedis, type Child } from "./processes";

/** Where a server's socket (`url`) and lobby (`api`) answer. */
interface Endpoints {
  readonly url: string;
  readonly api: string;
}

const MATCHES = 24;

/** Opens MATCHES matches; in each, Ann connects her socket at the moment Bob joins through the lobby. */
async function joinWhileConnecting(socketServer: Endpoints, lobbyServer: Endpoints): Promise<string[]> {
  const conns: MatchConnection[] = [];
  const lost: string[] = [];
  try {
    const matches = await Promise.all(
      Array.from({ length: MATCHES }, async () => {
        const matchID = await createMatch(lobbyServer.api, 2);
        const ann = await joinMatch(lobbyServer.api, matchID, "Ann", "0");
        return { matchID, ann };
      }),
    );
    const bobs = await Promise.all(
      matches.map(async ({ matchID, ann }, i) => {
        const annConn = connect(socketServer.url, ann);
        conns.push(annConn);
        // Bob joins from the moment Ann's socket is connected (and sends its sync) to a few
        // milliseconds after, a different delay in each match, so that some join lands while
        // Ann's connection is being written.
        await new Promise<void>((ok) => annConn.socket.once("connect", () => ok()));
        await new Promise((ok) => setTimeout(ok, (i * 2) % 40));
        const bob = await joinMatch(lobbyServer.api, matchID, "Bob", "1");
        await annConn.until(() => true, 30_000);
        return bob;
      }),
    );
    const answers = await Promise.all(
      bobs.map((bob) => {
        const bobConn = connect(socketServer.url, bob);
        conns.push(bobConn);
        return bobConn
          .until(() => true, 10_000)
          .then(
            () => true,
            () => false,
          );
      }),
    );
    answers.forEach((answered, i) => {
      if (!answered) lost.push(`${bobs[i]!.matchID}: Bob's sync was never answered (his credentials were lost)`);
    });
    // Every socket has synced: both seats are named, and soon shown connected (a seat's connection
    // is written just after its first state is sent).
    await Promise.all(
      matches.map(async ({ matchID }) => {
        let seen = "";
        for (const deadline = Date.now() + 5_000; Date.now() < deadline;) {
          const { players } = await getMatch(lobbyServer.api, matchID);
          seen = players.map((p) => `${p.name ?? "-"}${p.isConnected === true ? "+" : ""}`).join(",");
          if (seen === "Ann+,Bob+") return;
          await new Promise((ok) => setTimeout(ok, 100));
        }
        lost.push(`${matchID}: seats ${seen}, not Ann+,Bob+`);
      }),
    );
  } finally {
    for (const c of conns) c.close();
  }
  return lost;
}

describe("online play: a join through the lobby and a seat connecting at once (issue 46's server)", () => {
  const data = mkdtempSync(join(tmpdir(), "teq-lobby-race-"));
  const running: Child[] = [];

  const stops: Array<() => void> = [];

  afterAll(async () => {
    for (const stop of stops) stop();
    await Promise.all(running.map((c) => c.stop()));
    rmSync(data, { recursive: true, force: true });
  });

  it(`one process on files: ${MATCHES} matches keep both the join and the connection`, async () => {
    const server = await startGameServer({ data });
    running.push(server);
    expect(await joinWhileConnecting(server, server)).toEqual([]);
  }, 120_000);

  it.skipIf(!redisAvailable("lobby race"))(
    `two processes on one Redis, lobby on one and socket on the other: ${MATCHES} matches keep both`,
    async () => {
      const redis = await startRedis();
      running.push(redis);
      const [a, b] = await Promise.all([startGameServer({ redis: redis.url }), startGameServer({ redis: redis.url })]);
      running.push(a, b);
      expect(await joinWhileConnecting(a, b)).toEqual([]);
    },
    120_000,
  );

  it(`createTeqServer in process on boardgame.io's FlatFile: ${MATCHES} matches keep both`, async () => {
    const db = new FlatFile({ dir: join(data, "flat") });
    const server = createTeqServer({ db });
    const running = await runInProcess(server);
    // FlatFile keeps node-persist's module-wide instance, whose expiry scan reads the folder every
    // 2 minutes for the rest of this worker's life: stopped, or it fails once the folder is removed.
    const persist = (db as unknown as { games: { stopExpiredKeysInterval(): void } }).games;
    persist.stopExpiredKeysInterval();
    stops.push(() => running.stop());
    expect(await joinWhileConnecting(running, running)).toEqual([]);
  }, 120_000);
});
