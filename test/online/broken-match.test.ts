/**
 * A match whose storage is broken (an empty file, a file cut short, a Redis value that is not
 * JSON) against the example server: the server starts, reports the match, answers the lobby's list
 * without it and "not found" for it, stays up when a client asks for it, and plays the other
 * matches on (FileStore and Redis).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { legalActions } from "../../src/index";
import { folderOf } from "../../examples/server/file-store";
import type { MatchConnection } from "../../examples/web/src/online/connection";
import { GAME_NAME, joinMatch } from "../../examples/web/src/online/lobby";
import { connect, type Match } from "./play";
import {
  redisAvailable,
  startGameServer,
  startRedis,
  type Child,
  type GameServer,
  type TestStorage,
} from "./processes";

/** A 2-seat match created listed (the web client's are unlisted) and joined. */
async function openMatch(api: string): Promise<Match> {
  const response = await fetch(`${api}/games/${GAME_NAME}/create`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ numPlayers: 2 }),
  });
  const { matchID } = (await response.json()) as { matchID: string };
  return { matchID, seats: [await joinMatch(api, matchID, "a", "0"), await joinMatch(api, matchID, "b", "1")] };
}

const pause = (ms: number): Promise<void> => new Promise((ok) => setTimeout(ok, ms));

/** The server with broken matches: up, list without them, 404 for them, a sync for one harmless, a good match playable. */
async function expectServesAround(server: GameServer, broken: readonly Match[], good: Match, conns: MatchConnection[]) {
  const list = (await (await fetch(`${server.api}/games/${GAME_NAME}`)).json()) as {
    matches: Array<{ matchID: string }>;
  };
  expect(list.matches.map((m) => m.matchID)).toEqual([good.matchID]);
  for (const match of broken) {
    expect((await fetch(`${server.api}/games/${GAME_NAME}/${match.matchID}`)).status).toBe(404);
    conns.push(connect(server.url, match.seats[0]!));
  }
  const seats = good.seats.map((seat) => connect(server.url, seat));
  conns.push(...seats);
  const first = await seats[0]!.until(() => true);
  const mover = seats[Number(first.currentPlayer)]!;
  const mine = await mover.until((s) => s.stateID === first.stateID);
  mover.send(legalActions(mine.view)[0], mine.stateID);
  await Promise.all(seats.map((c) => c.until((s) => s.stateID === first.stateID + 1)));
  await pause(2000);
  expect(server.alive()).toBe(true);
}

describe("online play: a match with broken storage (FileStore)", () => {
  const data = mkdtempSync(join(tmpdir(), "teq-broken-"));
  let server: GameServer | undefined;
  const conns: MatchConnection[] = [];

  afterAll(async () => {
    for (const c of conns) c.close();
    await server?.stop();
    rmSync(data, { recursive: true, force: true });
  });

  it("an empty state file and a metadata file cut short: reported at start, left out, the server up and the other match played", async () => {
    server = await startGameServer({ data });
    const [empty, cut, good] = [await openMatch(server.api), await openMatch(server.api), await openMatch(server.api)];
    await server.stop();
    const file = (m: Match, part: string): string => join(data, "matches", folderOf(m.matchID), `${part}.json`);
    writeFileSync(file(empty, "state"), "");
    writeFileSync(file(cut, "metadata"), '{"gameName":"tiny-epic-quest","pla');
    server = await startGameServer({ data });
    expect(server.output()).toContain(`match ${empty.matchID} is broken`);
    expect(server.output()).toContain(`match ${cut.matchID} is broken`);
    await expectServesAround(server, [empty, cut], good, conns);
  }, 180_000);
});

const hasRedis = redisAvailable("the broken-match test over Redis (test/online/broken-match.test.ts)");

describe.skipIf(!hasRedis)("online play: a match with broken storage (Redis)", () => {
  let redis: (Child & { url: string }) | undefined;
  let server: GameServer | undefined;
  const conns: MatchConnection[] = [];

  afterAll(async () => {
    for (const c of conns) c.close();
    await server?.stop();
    await redis?.stop();
  });

  it("a metadata value that is not JSON: left out, the server up and the other match played", async () => {
    redis = await startRedis();
    const storage: TestStorage = { redis: redis.url };
    server = await startGameServer(storage);
    const [cut, good] = [await openMatch(server.api), await openMatch(server.api)];
    const client = new Redis(redis.url);
    await client.set(`bgio:match:${cut.matchID}:metadata`, '{"gameName":"tiny-');
    await client.quit();
    await expectServesAround(server, [cut], good, conns);
    expect(server.output()).toContain(`match ${cut.matchID} is broken`);
  }, 180_000);
});
