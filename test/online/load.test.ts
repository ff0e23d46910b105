/**
 * Load (issue 26): one server process, 50 concurrent matches of 2 to 4 seats, every seat a
 * socket.io client in this test process playing random legal actions from its own view. Every
 * match ends with no error; no move is lost or doubled (each client saw exactly the stored log, and
 * its final view equals the server's view for its seat); the stored states equal their replays.
 * The throughput (moves/s) and the move latency (p50/p95, from sending a move to receiving the
 * state it made) are printed, not asserted (docs/online.md records measured figures).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { playerView, type ModuleId } from "../../src/index";
import type { MatchConnection } from "../../examples/web/src/online/connection";
import { connect, latencies, openMatch, playSeat, prng, readStored, type Match } from "./play";
import { memoryOf, startGameServer, type GameServer } from "./processes";

const MATCHES = 50;
const COMBOS: readonly (readonly ModuleId[])[] = [
  [],
  ["gloomfall"],
  ["golden-mushrooms"],
  ["gloomfall", "golden-mushrooms"],
];

const mib = (m: { rss: number; heapUsed: number }): string => `${m.heapUsed.toFixed(1)}/${m.rss.toFixed(0)}`;

describe("online play under load: one server process", () => {
  const data = mkdtempSync(join(tmpdir(), "teq-load-"));
  let server: GameServer | undefined;
  const all: MatchConnection[] = [];

  afterAll(async () => {
    for (const c of all) c.close();
    await server?.stop();
    rmSync(data, { recursive: true, force: true });
  });

  it(`${MATCHES} concurrent matches of 2-4 seats end with every move applied once`, async () => {
    server = await startGameServer({ data }, { nodeFlags: ["--expose-gc"] });
    const memoryBefore = await memoryOf(server);
    const api = server.api;
    const matches: Array<{ match: Match; conns: MatchConnection[] }> = [];
    for (let i = 0; i < MATCHES; i++) {
      const match = await openMatch(api, 2 + (i % 3), { modules: COMBOS[i % 4] ?? [] });
      const conns = match.seats.map((seat) => connect(server!.url, seat));
      all.push(...conns);
      matches.push({ match, conns });
    }
    latencies.length = 0;
    const started = performance.now();
    const playing = Promise.all(
      matches.flatMap(({ conns }, m) => conns.map((c, seat) => playSeat(c, prng(10_000 + 10 * m + seat)))),
    );
    // Memory while playing: once half the matches' clients have seen 40 moves.
    let memoryDuring = memoryBefore;
    const midway = (async () => {
      while (matches.filter(({ conns }) => (conns[0]?.moves.length ?? 0) >= 40).length < MATCHES / 2)
        await new Promise((ok) => setTimeout(ok, 200));
      memoryDuring = await memoryOf(server!);
    })();
    const sent = await playing;
    await midway;
    const seconds = (performance.now() - started) / 1000;
    // Every client ends at the final state; one whose last update was lost to a reconnection under
    // load asks for the match again, as the web client does.
    for (const { conns } of matches) {
      for (const c of conns) {
        const ended = (s: { gameover?: unknown; stateID: number }): boolean =>
          s.gameover !== undefined && s.stateID === c.moves.length;
        await c.until(ended, 15_000).catch(() => {
          c.resync();
          return c.until(ended, 120_000);
        });
      }
    }
    const moves = sent.reduce((a, b) => a + b, 0);
    for (const c of all) c.close();
    const memoryAfter = await memoryOf(server);
    await server.stop();
    const stored = await readStored(
      { data },
      matches.map((m) => m.match.matchID),
    );
    let checked = 0;
    for (const { match, conns } of matches) {
      const { state, actions } = stored.get(match.matchID)!;
      expect(state.phase).toBe("ended");
      for (const c of conns) {
        expect(c.moves.map((m) => m.action)).toEqual(actions);
        expect(c.state?.view).toEqual(JSON.parse(JSON.stringify(playerView(state, Number(c.options.playerID)))));
        checked++;
      }
    }
    expect(moves).toBe([...stored.values()].reduce((n, s) => n + s.actions.length, 0));
    const sorted = [...latencies].sort((a, b) => a - b);
    const at = (q: number): string =>
      (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1);
    const lateSyncs = all.reduce((n, c) => n + c.lateSyncs, 0);
    console.log(
      `online load: ${MATCHES} matches, ${checked} clients, ${moves} moves in ${seconds.toFixed(1)} s = ${(moves / seconds).toFixed(0)} moves/s; ` +
        `move latency p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (one server process, FileStore storage, clients in the test process); ` +
        `${lateSyncs} late sync answers dropped; server heap after GC / RSS, MiB: before ${mib(memoryBefore)}, ` +
        `during ${mib(memoryDuring)}, after (clients gone) ${mib(memoryAfter)}`,
    );
  }, 600_000);
});
