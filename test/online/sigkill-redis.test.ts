/**
 * Two example server processes sharing one Redis, each killed with SIGKILL during 6 matches (the
 * first, then the second, then the first again) whose seats are spread over both: right after each
 * kill, every move any client had been shown is in Redis; the killed process starts again on its
 * ports, its clients reconnect by themselves, and every match goes on to its end, equal to its
 * replay (test/online/crash.ts).
 */
import { afterAll, describe, expect, it } from "vitest";
import type { MatchConnection } from "../../examples/web/src/online/connection";
import { expectFinished, playThroughKills } from "./crash";
import { connect, openMatch, type Match } from "./play";
import { redisAvailable, startGameServer, startRedis, type Child, type GameServer } from "./processes";

const MATCHES = 6;
const hasRedis = redisAvailable("the SIGKILL test over Redis (test/online/sigkill-redis.test.ts)");

describe.skipIf(!hasRedis)("online play: three SIGKILLs of one of two server processes sharing Redis", () => {
  let redis: (Child & { url: string }) | undefined;
  const servers: GameServer[] = [];
  const all: MatchConnection[] = [];

  afterAll(async () => {
    for (const c of all) c.close();
    await Promise.all(servers.map((s) => s.stop()));
    await redis?.stop();
  });

  it("loses no move a client was shown, and the killed process restarts every time", async () => {
    redis = await startRedis();
    const storage = { redis: redis.url };
    servers.push(...(await Promise.all([startGameServer(storage), startGameServer(storage)])));
    const portsOf = (s: GameServer) => ({ port: Number(new URL(s.url).port), apiPort: Number(new URL(s.api).port) });
    const ports = servers.map(portsOf);
    const matches: Match[] = [];
    const conns: MatchConnection[][] = [];
    for (let i = 0; i < MATCHES; i++) {
      const match = await openMatch(servers[i % 2]!.api, 2 + (i % 2));
      matches.push(match);
      conns.push(match.seats.map((seat, s) => connect(servers[(i + s) % 2]!.url, seat)));
    }
    all.push(...conns.flat());
    const victim = (round: number): number => (round - 1) % 2;
    const { reports, sent } = await playThroughKills(
      storage,
      matches,
      conns,
      {
        kill: (round) => servers[victim(round)]!.kill(),
        async restart(round) {
          servers[victim(round)] = await startGameServer(storage, { ports: ports[victim(round)]! });
        },
      },
      3,
      120,
    );
    const stored = await expectFinished(storage, matches, conns);
    expect(servers.map((s) => s.alive())).toEqual([true, true]);
    expect(reports.flatMap((r) => r.lost)).toEqual([]);
    expect(stored).toBe(sent.reduce((a, b) => a + b, 0));
    console.log(
      `sigkill (Redis, two processes): ${MATCHES} matches, 3 SIGKILLs after ${reports.map((r) => r.shown).join(", ")} moves shown, ` +
        `0 shown moves lost, ${stored} moves stored, every match ended equal to its replay`,
    );
  }, 600_000);
});
