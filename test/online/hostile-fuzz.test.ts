/**
 * A packet fuzzer against the example server (FlatFile, `NODE_ENV=production`), bounded in time:
 * 30 s in `npm test`, 75 s at full size (CI, `npm run test:full`); `TEQ_FUZZ_SECONDS` overrides.
 * Four raw sockets send random event names, arities and arguments (huge, deep, wrong types,
 * binary, acks, `__proto__`/`constructor` keys, real match IDs, seats and credentials with junk
 * actions). Then: the server process is alive and logged no handler error, the stored match is
 * unchanged and still playable, and no message any socket received holds a secret.
 * The generator's seed is printed (`TEQ_FUZZ_SEED` replays it).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { MatchConnection } from "../../examples/web/src/online/connection";
import { FULL_SIZE } from "../support/scale";
import { leaked, nest, probe, secretsOf, send, type Probe } from "./hostile";
import { alive, oneMove } from "./hostile-suite";
import { connect, openMatch, prng, readStored } from "./play";
import { startGameServer, type GameServer } from "./processes";

const SECONDS = Number(process.env["TEQ_FUZZ_SECONDS"] ?? (FULL_SIZE ? 75 : 30));
const SEED = Number(process.env["TEQ_FUZZ_SEED"] ?? Math.floor(Math.random() * 2 ** 31));

/** Event names: the served ones, the server-to-client ones, and junk (socket.io's reserved names are refused by its client). */
const EVENTS = ["update", "sync", "chat", "patch", "matchData", "connection", "error", "__proto__", "constructor", "x"];
const ACTION_TYPES = ["MAKE_MOVE", "PATCH", "UPDATE", "RESET", "GAME_EVENT", "UNDO", "REDO", "PLUGIN", "SYNC", "?"];
const MOVE_NAMES = ["act", "constructor", "toString", "__proto__", "hasOwnProperty", "valueOf", ""];
/** Event names only a raw frame carries: socket.io's reserved ones, and JSON values that are not strings. */
const RAW_NAMES = ["disconnect", "disconnecting", "newListener", "removeListener", "connect", "error"];
const RAW_JSON_NAMES = ["42", "null", "true", '{"toString":1}', '{"valueOf":null}', '["update"]', "{}"];

/** A random value generator over the match's real IDs and credentials. */
function generator(rand: () => number, real: { matchID: string; credentials: string[]; stateID: () => number }) {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const scalar = (): unknown =>
    pick<() => unknown>([
      () => null,
      () => undefined,
      () => rand() < 0.5,
      () => Math.floor(rand() * 10) - 2,
      () => rand() * 1e300,
      () => pick([Number.NaN, Number.POSITIVE_INFINITY, -0, 2 ** 53 + 1]),
      () => real.matchID,
      () => pick(real.credentials),
      () => String(Math.floor(rand() * 5)),
      () => real.stateID(),
      () => "x".repeat(Math.floor(rand() * 3000)),
      () => pick(MOVE_NAMES),
      () => pick(ACTION_TYPES),
    ])();
  const value = (depth: number): unknown => {
    const r = rand();
    if (depth > 3 || r < 0.4) return scalar();
    if (r < 0.5) return nest(Math.floor(rand() * 5000), scalar());
    if (r < 0.6)
      return JSON.parse(
        `{"__proto__":{"polluted":1},"constructor":{"prototype":{}},"a":${JSON.stringify(scalar() ?? null)}}`,
      );
    if (r < 0.65) return new Uint8Array(Math.floor(rand() * 64));
    if (r < 0.8) return Array.from({ length: Math.floor(rand() * 5) }, () => value(depth + 1));
    const out: Record<string, unknown> = {};
    for (let i = Math.floor(rand() * 5); i > 0; i--)
      out[pick(["type", "payload", "args", "playerID", "credentials", "state", "patch", "k"])] = value(depth + 1);
    return out;
  };
  /** An update shaped like a real one (real IDs and credentials), with a junk or forbidden part. */
  const update = (): unknown[] => {
    const playerID = String(Math.floor(rand() * 3));
    const payload: Record<string, unknown> = {
      type: pick(MOVE_NAMES),
      args: [rand() < 0.5 ? value(1) : { type: `junk-${Math.floor(rand() * 9)}`, player: Number(playerID) }],
      playerID: rand() < 0.9 ? playerID : value(1),
      credentials: pick(real.credentials),
    };
    return [
      { type: pick(ACTION_TYPES), payload, ...(rand() < 0.3 ? { state: value(1), patch: value(1) } : {}) },
      real.stateID(),
      real.matchID,
      playerID,
    ];
  };
  return (): [string, ...unknown[]] => {
    const event = rand() < 0.8 ? pick(EVENTS.slice(0, 3)) : pick(EVENTS);
    const args =
      rand() < 0.4 && event === "update" ? update() : Array.from({ length: Math.floor(rand() * 7) }, () => value(0));
    if (rand() < 0.1) args.push(() => undefined); // an acknowledgement callback
    return [event, ...args];
  };
}

describe("hostile clients: a packet fuzzer against the example server (FlatFile)", () => {
  const data = mkdtempSync(join(tmpdir(), "teq-fuzz-"));
  let server: GameServer | undefined;
  const probes: Probe[] = [];
  const conns: MatchConnection[] = [];

  afterAll(async () => {
    for (const p of probes) p.close();
    for (const c of conns) c.close();
    await server?.stop();
    rmSync(data, { recursive: true, force: true });
  });

  it(
    `random packets for ${SECONDS} s: 0 crashes, 0 handler errors, 0 state changes, 0 leaks`,
    async () => {
      console.log(`packet fuzzer: seed ${SEED} (replay with TEQ_FUZZ_SEED=${SEED}), ${SECONDS} s`);
      server = await startGameServer({ data });
      const match = await openMatch(server.api, 2);
      conns.push(...match.seats.map((s) => connect(server!.url, s)));
      await Promise.all(conns.map((c) => c.until((s) => s.stateID === 0)));
      await oneMove(conns);
      const before = (await readStored({ data }, [match.matchID])).get(match.matchID)!;
      const secrets = [secretsOf(before.state)];
      const rand = prng(SEED);
      const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
      const next = generator(rand, {
        matchID: match.matchID,
        credentials: [...match.seats.map((s) => s.credentials), "wrong"],
        stateID: () => conns[0]!.state!.stateID,
      });
      const deadline = performance.now() + SECONDS * 1000;
      let sent = 0;
      let reconnects = 0;
      let failedConnects = 0;
      let drained = 0;
      const fuzzing = Promise.all(
        [0, 1, 2, 3].map(async () => {
          let p = await probe(server!.url);
          probes.push(p);
          while (performance.now() < deadline) {
            if (!p.socket.connected) {
              p.close();
              try {
                p = await probe(server!.url);
              } catch {
                failedConnects++; // under load a connection may time out: retried, counted, reported
                continue;
              }
              probes.push(p);
              reconnects++;
            }
            for (let i = 0; i < 10 && p.socket.connected; i++) {
              const [event, ...args] = next();
              if (rand() < 0.05) {
                // A frame socket.io's client would not build: a reserved or non-string event name.
                const name = JSON.stringify(rand() < 0.5 ? pick(RAW_NAMES) : JSON.parse(pick(RAW_JSON_NAMES)));
                send(p, [
                  "raw",
                  `42/tiny-epic-quest,[${name},${JSON.stringify(args.filter((a) => typeof a !== "function")).slice(1, -1) || "0"}]`,
                ]);
              } else p.socket.emit(event, ...args);
              sent++;
            }
            await new Promise((ok) => setTimeout(ok, 20));
          }
          // This socket's own sync is answered once every packet it sent before was handled.
          if (p.socket.connected) {
            p.socket.emit("sync", match.matchID, null, null);
            if ((await p.syncAnswer(match.matchID, 60_000)) !== null) drained++;
          }
        }),
      );
      await fuzzing.catch((error: unknown) => {
        throw new Error(`${String(error)}; server output:\n${server!.output().slice(-3000)}`);
      });
      // Settle: a sync is answered after every packet queued before it for the match.
      const settle = await probe(server.url);
      probes.push(settle);
      await new Promise((ok) => setTimeout(ok, 500));
      settle.socket.emit("sync", match.matchID, null, null);
      expect(await settle.syncAnswer(match.matchID, 30_000)).not.toBeNull();
      expect(alive(server.pid), "the server process is alive").toBe(true);
      expect(server.output(), "no handler error").not.toContain("[teq-engine/boardgame.io] error");
      const after = (await readStored({ data }, [match.matchID])).get(match.matchID)!;
      expect(after.state, "stored state unchanged").toEqual(before.state);
      expect(after.actions).toEqual(before.actions);
      expect(leaked([...probes.map((p) => p.received), ...conns.map((c) => c.received)], secrets)).toEqual([]);
      await oneMove(conns);
      const refused = server.output().split("refused").length - 1;
      console.log(
        `packet fuzzer: ${sent} packets, ${refused} refusals logged, ${reconnects} sockets closed by the server and reopened, ${failedConnects} connection attempts timed out, ${drained} of 4 sockets drained by their own sync at the end`,
      );
    },
    (SECONDS + 120) * 1000,
  );
});
