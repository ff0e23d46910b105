/**
 * `createTeqServer` in process (boardgame.io's in-memory storage, 127.0.0.1, free ports): the
 * transport's log option receives each refusal with the socket's address; chat, when enabled, is
 * relayed within its size and rate bounds; what the pub/sub carries is views only.
 */
import { afterAll, describe, expect, it } from "vitest";
import { createTeqServer, type TransportLogEntry } from "../../src/adapters/boardgame-io/server";
import { createMatch, joinMatch } from "../../examples/web/src/online/lobby";
import { legalActions } from "../../src/index";
import { probe, type Probe } from "./hostile";
import { runInProcess, type InProcessServer } from "./in-process";

const SEED = "in-process-secret-seed-52";

/** A pub/sub in one process that records every message published. */
class RecordingPubSub {
  readonly published: unknown[] = [];
  private readonly callbacks = new Map<string, Array<(payload: unknown) => void>>();
  publish(channel: string, payload: unknown): void {
    this.published.push(payload);
    for (const callback of this.callbacks.get(channel) ?? []) callback(payload);
  }
  subscribe(channel: string, callback: (payload: unknown) => void): void {
    this.callbacks.set(channel, [...(this.callbacks.get(channel) ?? []), callback]);
  }
  unsubscribeAll(channel: string): void {
    this.callbacks.delete(channel);
  }
}

const until = async (test: () => boolean, ms = 10_000): Promise<void> => {
  for (let waited = 0; !test(); waited += 20) {
    if (waited > ms) throw new Error("timed out");
    await new Promise((ok) => setTimeout(ok, 20));
  }
};

describe("createTeqServer (in process)", () => {
  const logs: TransportLogEntry[] = [];
  const pubSub = new RecordingPubSub();
  const server = createTeqServer({
    game: { seed: () => SEED },
    transport: { pubSub: pubSub as never, chat: { maxBytes: 200, perMinute: 3 }, log: (e) => logs.push(e) },
  });
  const probes: Probe[] = [];
  let running: InProcessServer | undefined;

  afterAll(() => {
    for (const p of probes) p.close();
    running?.stop();
  });

  it("logs refusals with the address, relays bounded chat, publishes views only", async () => {
    running = await runInProcess(server);
    const { url, api } = running;
    const matchID = await createMatch(api, 2);
    const seats = [await joinMatch(api, matchID, "a", "0"), await joinMatch(api, matchID, "b", "1")];
    const [a, b] = [await probe(url), await probe(url)];
    probes.push(a, b);
    a.socket.emit("sync", matchID, "0", seats[0]!.credentials);
    b.socket.emit("sync", matchID, "1", seats[1]!.credentials);
    expect(await a.syncAnswer(matchID)).not.toBeNull();
    expect(await b.syncAnswer(matchID)).not.toBeNull();

    // Refusals reach the log option, with the socket's address.
    a.socket.emit("sync", "no-such-match", null, null, 2);
    a.socket.emit("update", { type: "PATCH", patch: [], payload: {} }, 0, matchID, "0");
    await until(() => logs.length >= 2);
    expect(logs.map((e) => `${e.level} ${e.event}`).sort()).toEqual(["refused sync", "refused update"]);
    expect(logs.every((e) => /127\.0\.0\.1/.test(e.address))).toBe(true);

    // Chat: relayed to the match within 200 bytes and 3 a minute per socket.
    const chat = (payload: string): void => {
      a.socket.emit("chat", matchID, { id: payload.slice(0, 8), sender: "0", payload }, seats[0]!.credentials);
    };
    chat("hello");
    await until(() => b.received.some((m) => m.event === "chat"));
    chat("x".repeat(300));
    chat("second");
    chat("third");
    chat("fourth: over the rate");
    await until(() => b.received.filter((m) => m.event === "chat").length >= 3);
    await new Promise((ok) => setTimeout(ok, 300));
    const relayed = b.received.filter((m) => m.event === "chat").map((m) => (m.args[1] as { payload: string }).payload);
    expect(relayed).toEqual(["hello", "second", "third"]);
    expect(logs.filter((e) => e.event === "chat").map((e) => e.reason)).toEqual([
      "chat: message over 200 bytes",
      "more than the chat rate",
    ]);

    // A move: its state crosses the pub/sub as each seat's view and the spectator's, never the seed.
    const info = (await (async () => {
      a.socket.emit("sync", matchID, "0", seats[0]!.credentials);
      return a.syncAnswer(matchID);
    })()) as { state: { G: never; _stateID: number; ctx: { currentPlayer: string } } };
    const mover = info.state.ctx.currentPlayer === "0" ? a : b;
    const seat = seats[Number(info.state.ctx.currentPlayer)]!;
    const view = (
      (mover === a
        ? info
        : await (async () => {
            b.socket.emit("sync", matchID, "1", seats[1]!.credentials);
            return b.syncAnswer(matchID);
          })()) as typeof info
    ).state.G;
    const action = legalActions(view)[0];
    mover.socket.emit(
      "update",
      {
        type: "MAKE_MOVE",
        payload: { type: "act", args: [action], playerID: seat.playerID, credentials: seat.credentials },
      },
      info.state._stateID,
      matchID,
      seat.playerID,
    );
    await until(() => pubSub.published.some((m) => (m as { type: string }).type === "teq-views"));
    const views = pubSub.published.find((m) => (m as { type: string }).type === "teq-views") as {
      args: [string, { seats: Record<string, { args: [string, { G: { viewer: unknown } }] }>; spectator: unknown }];
    };
    expect(Object.keys(views.args[1].seats)).toEqual(["0", "1"]);
    expect(views.args[1].seats["1"]!.args[1].G.viewer).toBe(1);
    expect(new Set(pubSub.published.map((m) => (m as { type: string }).type))).toEqual(
      new Set(["matchData", "chat", "teq-views"]),
    );
    await until(() => b.received.some((m) => m.event === "update"));
    expect(JSON.stringify([pubSub.published, a.received, b.received])).not.toContain(SEED);
    expect(logs.filter((e) => e.level === "error")).toEqual([]);
  }, 60_000);
});
