/**
 * The example server (FileStore storage) killed with SIGKILL three times during 8 matches: right
 * after each kill, every move any client had been shown is in the storage; the server starts
 * again on the same storage every time, its clients reconnect by themselves, and every match goes
 * on to its end, equal to its replay (test/online/crash.ts).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { MatchConnection } from "../../examples/web/src/online/connection";
import { expectFinished, playThroughKills } from "./crash";
import { connect, openMatch, type Match } from "./play";
import { startGameServer, type GameServer } from "./processes";

const MATCHES = 8;

describe("online play: three SIGKILLs of the server (FileStore)", () => {
  const data = mkdtempSync(join(tmpdir(), "teq-sigkill-"));
  let server: GameServer | undefined;
  const all: MatchConnection[] = [];

  afterAll(async () => {
    for (const c of all) c.close();
    await server?.stop();
    rmSync(data, { recursive: true, force: true });
  });

  it("loses no move a client was shown, and the server restarts every time", async () => {
    server = await startGameServer({ data });
    const ports = { port: Number(new URL(server.url).port), apiPort: Number(new URL(server.api).port) };
    const matches: Match[] = [];
    const conns: MatchConnection[][] = [];
    for (let i = 0; i < MATCHES; i++) {
      const match = await openMatch(server.api, 2 + (i % 2), { modules: i % 2 === 0 ? ["gloomfall"] : [] });
      matches.push(match);
      conns.push(match.seats.map((seat) => connect(server!.url, seat)));
    }
    all.push(...conns.flat());
    const { reports, sent } = await playThroughKills(
      { data },
      matches,
      conns,
      {
        kill: () => server!.kill(),
        async restart() {
          server = await startGameServer({ data }, { ports });
        },
      },
      3,
      150,
    );
    const stored = await expectFinished({ data }, matches, conns);
    expect(server.alive()).toBe(true);
    expect(reports.flatMap((r) => r.lost)).toEqual([]);
    expect(stored).toBe(sent.reduce((a, b) => a + b, 0));
    console.log(
      `sigkill (FileStore): ${MATCHES} matches, 3 SIGKILLs after ${reports.map((r) => r.shown).join(", ")} moves shown, ` +
        `0 shown moves lost, ${stored} moves stored, every match ended equal to its replay`,
    );
  }, 600_000);
});
