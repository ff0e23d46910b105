/**
 * Load and soak (issue 26, issue 52): one server process (the example's FileStore storage) plays
 * rounds of 50 concurrent matches of 2 to 4 seats, every seat a socket.io client in this test
 * process playing random legal actions from its own view: 2 rounds locally, 5 with TEQ_FULL=1 (CI).
 * Every match ends with no error; no move is lost or doubled (each client saw exactly the stored
 * log, and its final view equals the server's view for its seat); the stored states equal their
 * replays. The server's heap after a full GC, measured after each round once its clients are gone,
 * levels off: after the first round it grows less than 1.5 MiB per round in all (boardgame.io's
 * FlatFile grew about 4 MiB per round). Throughput (moves/s), move latency (p50/p95, from sending
 * a move to receiving the state it made) and memory are printed (docs/online.md records them).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { playerView, type ModuleId } from "../../src/index";
import type { MatchConnection } from "../../examples/web/src/online/connection";
import { FULL_SIZE } from "../support/scale";
import { connect, latencies, openMatch, playSeat, prng, readStored, type Match } from "./play";
import { memoryOf, startGameServer, type GameServer } from "./processes";

const MATCHES = 50;
const ROUNDS = FULL_SIZE ? 5 : 2;
const COMBOS: readonly (readonly ModuleId[])[] = [
  [],
  ["gloomfall"],
  ["golden-mushrooms"],
  ["gloomfall", "golden-mushrooms"],
];

type Memory = { rss: number; heapUsed: number };
const mib = (m: Memory): string => `${m.heapUsed.toFixed(1)}/${m.rss.toFixed(0)}`;

/** Plays one round of matches to the end and checks it; returns what it measured. */
async function round(server: GameServer, data: string, r: number, all: MatchConnection[]) {
  const matches: Array<{ match: Match; conns: MatchConnection[] }> = [];
  for (let i = 0; i < MATCHES; i++) {
    const match = await openMatch(server.api, 2 + (i % 3), { modules: COMBOS[i % 4] ?? [] });
    const conns = match.seats.map((seat) => connect(server.url, seat));
    all.push(...conns);
    matches.push({ match, conns });
  }
  latencies.length = 0;
  const started = performance.now();
  const playing = Promise.all(
    matches.flatMap(({ conns }, m) => conns.map((c, seat) => playSeat(c, prng(10_000 * r + 10 * m + seat)))),
  );
  // Memory while playing: once half the matches' clients have seen 40 moves.
  let during: Memory | undefined;
  const midway = (async () => {
    while (matches.filter(({ conns }) => (conns[0]?.moves.length ?? 0) >= 40).length < MATCHES / 2)
      await new Promise((ok) => setTimeout(ok, 200));
    during = await memoryOf(server);
  })();
  const sent = await playing;
  await midway;
  const seconds = (performance.now() - started) / 1000;
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
  const stored = await readStored(
    { data },
    matches.map((m) => m.match.matchID),
  );
  for (const { match, conns } of matches) {
    const { state, actions } = stored.get(match.matchID)!;
    expect(state.phase).toBe("ended");
    for (const c of conns) {
      expect(c.moves.map((m) => m.action)).toEqual(actions);
      expect(c.state?.view).toEqual(JSON.parse(JSON.stringify(playerView(state, Number(c.options.playerID)))));
    }
  }
  const moves = sent.reduce((a, b) => a + b, 0);
  expect(moves).toBe([...stored.values()].reduce((n, s) => n + s.actions.length, 0));
  for (const { conns } of matches) for (const c of conns) c.close();
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { moves, seconds, p50: at(0.5), p95: at(0.95), during: during!, clients: sent.length };
}

describe("online play under load: rounds of 50 matches on one server process", () => {
  const data = mkdtempSync(join(tmpdir(), "teq-load-"));
  let server: GameServer | undefined;
  const all: MatchConnection[] = [];

  afterAll(async () => {
    for (const c of all) c.close();
    await server?.stop();
    rmSync(data, { recursive: true, force: true });
  });

  it(`${ROUNDS} rounds of ${MATCHES} concurrent matches of 2-4 seats end with every move applied once, the server's memory levelling off`, async () => {
    server = await startGameServer({ data }, { nodeFlags: ["--expose-gc"] });
    const before = await memoryOf(server);
    const after: Memory[] = [];
    for (let r = 1; r <= ROUNDS; r++) {
      const m = await round(server, data, r, all).catch((error: unknown) => {
        // What the server said last (its refusals and errors), to tell a stall from a crash.
        console.log(
          `round ${r} failed; the server (alive: ${server!.alive()}) said last:\n${server!.output().slice(-4000)}`,
        );
        throw error;
      });
      // The clients are gone: let the server see the disconnections before it measures.
      await new Promise((ok) => setTimeout(ok, 1000));
      after.push(await memoryOf(server));
      console.log(
        `online load, round ${r}/${ROUNDS}: ${MATCHES} matches, ${m.clients} clients, ${m.moves} moves in ${m.seconds.toFixed(1)} s = ` +
          `${(m.moves / m.seconds).toFixed(0)} moves/s; move latency p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms ` +
          `(one server process, FileStore storage, clients in the test process); server heap after GC/RSS in MiB: ` +
          `before ${mib(before)}, during ${mib(m.during)}, after ${mib(after.at(-1)!)}`,
      );
    }
    expect(server.alive()).toBe(true);
    const growth = after.at(-1)!.heapUsed - after[0]!.heapUsed;
    console.log(
      `online soak: heap after each round ${after.map((m) => m.heapUsed.toFixed(1)).join(", ")} MiB; growth after round 1 ${growth.toFixed(2)} MiB`,
    );
    expect(growth).toBeLessThan(1.5);
  }, 3_600_000);
});
