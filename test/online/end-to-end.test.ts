/**
 * Online play end to end (issue 26): the example boardgame.io server (examples/server, its own
 * process, 127.0.0.1, free ports, boardgame.io's FlatFile storage), matches created and joined
 * through the lobby REST API for solo, 2, 3 and 4 players over the module combinations (rotated),
 * each seat a socket.io client playing random legal actions from its own received view. Checked:
 * every match ends; the stored final state equals `replay` of the stored action log; each client's
 * final view equals the server's view for its seat; no message any client received holds the
 * seed, an RNG or the deck order. Then bad clients, each refused with the state unchanged, and a
 * seat that disconnects mid-Night and comes back with its credentials.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_RULINGS,
  createGame,
  legalActions,
  reduceWithEvents,
  playerView,
  replay,
  scores,
  type GameState,
  type ModuleId,
} from "../../src/index";
import { MatchConnection, type MatchState } from "../../examples/web/src/online/connection";
import { connect, leaks, openMatch, playSeat, prng, readStored, type Match } from "./play";
import { startGameServer, type GameServer } from "./processes";

const COMBOS: readonly (readonly ModuleId[])[] = [
  [],
  ["gloomfall"],
  ["golden-mushrooms"],
  ["gloomfall", "golden-mushrooms"],
];
/** Solo and 2-4 players, each with two of the four module combinations (rotated): every combination twice. */
const CONFIGS = [1, 2, 3, 4].flatMap((players, i) =>
  [0, 2].map((k) => ({
    players,
    modules: COMBOS[(i + k) % 4] ?? [],
    difficulty: players === 1 ? ("knight" as const) : undefined,
  })),
);

/** The events of each step of a replay, as JSON (what a seat should receive with the state after it). */
function stepEvents(options: ReturnType<typeof optionsOf>, actions: readonly unknown[]): string[] {
  let s = createGame(options);
  return actions.map((action) => {
    const step = reduceWithEvents(s, action as Parameters<typeof reduceWithEvents>[1]);
    s = step.state;
    return JSON.stringify(step.events);
  });
}

/** The events a connection received with each state, by the stateID of the move they came from. */
function receivedEvents(conn: MatchConnection): Map<number, string> {
  const out = new Map<number, string>();
  for (const message of conn.received as Array<{
    state: { _stateID: number; plugins?: { "teq-events"?: { data?: { events?: unknown } } } };
  }>) {
    const events = message.state.plugins?.["teq-events"]?.data?.events;
    if (message.state._stateID > 0 && events !== undefined) out.set(message.state._stateID - 1, JSON.stringify(events));
  }
  return out;
}

/** Engine options of a stored match (for `replay`): the full state's config. */
const optionsOf = (state: GameState) => ({
  seed: state.config.seed,
  players: state.config.players,
  modules: state.config.modules.filter((m): m is ModuleId => m !== "solo"),
  ...(state.config.difficulty === null ? {} : { difficulty: state.config.difficulty }),
  rulings: Object.fromEntries(
    Object.entries(state.config.rulings).filter(([k, v]) => v !== DEFAULT_RULINGS[k as keyof typeof DEFAULT_RULINGS]),
  ),
});

describe("online play on boardgame.io: end to end", () => {
  let server: GameServer;
  let data = "";
  const played: Array<{ match: Match; conns: MatchConnection[]; sent: number[] }> = [];

  beforeAll(async () => {
    data = mkdtempSync(join(tmpdir(), "teq-online-"));
    server = await startGameServer({ data });
  }, 120_000);

  afterAll(async () => {
    for (const p of played) for (const c of p.conns) c.close();
    await server?.stop();
    if (data) rmSync(data, { recursive: true, force: true });
  });

  it("solo, 2, 3 and 4 players over every module combination: played to the end over socket.io, as replay says, nothing hidden received", async () => {
    await Promise.all(
      CONFIGS.map(async (config, n) => {
        const match = await openMatch(server.api, config.players, {
          modules: config.modules,
          ...(config.difficulty ? { difficulty: config.difficulty } : {}),
        });
        const conns = match.seats.map((seat) => connect(server.url, seat));
        if (n === 0)
          conns.push(new MatchConnection({ server: server.url, matchID: match.matchID, playerID: null }, true));
        const seated = conns.filter((c) => c.options.playerID !== null);
        const sent = await Promise.all(seated.map((c, seat) => playSeat(c, prng(1000 * n + seat))));
        await Promise.all(conns.map((c) => c.until((s) => s.gameover !== undefined)));
        played.push({ match, conns, sent });
      }),
    );
    await server.stop();
    const stored = await readStored(
      { data },
      played.map((p) => p.match.matchID),
    );
    for (const { match, conns, sent } of played) {
      const { state, actions, stateIDs } = stored.get(match.matchID)!;
      const label = `${state.config.players} players, [${state.config.modules.join(", ")}]`;
      expect(state.phase, label).toBe("ended");
      expect(actions.length, label).toBe(sent.reduce((a, b) => a + b, 0));
      expect(stateIDs, `${label}: one log entry per state`).toEqual(stateIDs.map((_, i) => i));
      expect(replay(optionsOf(state), actions), label).toEqual(state);
      expect(
        typeof state.config.seed === "string" && /^[0-9a-f]{32}$/.test(state.config.seed),
        `${label}: a 128-bit secret seed`,
      ).toBe(true);
      const expectedEvents = stepEvents(optionsOf(state), actions);
      for (const conn of conns) {
        const viewer = conn.options.playerID === null ? "spectator" : Number(conn.options.playerID);
        // Events travel online: with each state, the events of the move that made it, as replay gives them.
        const got = receivedEvents(conn);
        expect(got.size, `${label}, ${viewer}: states with events`).toBeGreaterThan(actions.length / 2);
        for (const [at, events] of got)
          expect(events, `${label}, ${viewer}: events of move ${at}`).toBe(expectedEvents[at]);
        expect(conn.state?.view, `${label}, ${viewer}`).toEqual(JSON.parse(JSON.stringify(playerView(state, viewer))));
        expect(
          conn.moves.map((m) => m.action),
          `${label}, ${viewer}: every move seen once, in order`,
        ).toEqual(actions);
        expect(conn.state?.gameover?.winners, label).toEqual(scores(state).winners.map(String));
        expect(leaks(conn, String(state.config.seed)), `${label}, ${viewer}`).toEqual([]);
      }
    }
    console.log(
      `online end to end: ${played.length} matches, ${played.reduce((n, p) => n + p.sent.reduce((a, b) => a + b, 0), 0)} moves, every stored state equal to its replay`,
    );
    server = await startGameServer({ data });
  }, 300_000);

  it("bad clients are refused, the state unchanged: another seat's credentials, out of turn, for another seat, forged, replayed, spectator, oversized, client events", async () => {
    const match = await openMatch(server.api, 2, { modules: ["gloomfall"] });
    const conns = match.seats.map((seat) => connect(server.url, seat));
    played.push({ match, conns, sent: [0, 0] });
    const spectator = new MatchConnection({ server: server.url, matchID: match.matchID, playerID: null }, true);
    conns.push(spectator);
    // Every attack and the legal move after it go through one socket, in order: the server takes a
    // match's messages one at a time, in the order received, so each attack meets the state it aims at.
    const attacker = spectator.socket;
    const emitMove = (action: unknown, stateID: number, playerID: string | null, credentials?: string): void => {
      attacker.emit(
        "update",
        { type: "MAKE_MOVE", payload: { type: "act", args: [action], playerID, credentials } },
        stateID,
        match.matchID,
        playerID,
      );
    };
    let previous: { action: unknown; stateID: number; playerID: string; credentials: string } | null = null;
    const attacks: string[] = [];
    const refusalsBefore = (): number => spectator.refusals;
    for (let turn = 0; turn < 6; turn++) {
      const state = await spectator.until((s) => s.stateID === turn);
      const current = Number(state.currentPlayer);
      const other = 1 - current;
      const seat = match.seats[current]!;
      const legal = legalActions(state.view)[0] as unknown as Record<string, unknown>;
      const refused = refusalsBefore();
      // boardgame.io refuses these before the game sees them (no answer at all):
      emitMove(legal, turn, String(current), match.seats[other]!.credentials); // another seat's credentials
      emitMove({ ...legal, player: other }, turn, String(other), match.seats[other]!.credentials); // out of turn, own credentials
      emitMove(legal, turn, null); // a spectator acting
      emitMove(legal, turn, String(current)); // no credentials
      if (previous) emitMove(previous.action, previous.stateID, previous.playerID, previous.credentials); // an old message replayed
      // The hardened transport (createTeqServer) refuses these before boardgame.io sees them, unanswered:
      // a client event, and a packet over its bounds (5,000 values; still under the 64 KiB message limit).
      attacker.emit(
        "update",
        {
          type: "GAME_EVENT",
          payload: { type: "endTurn", args: [], playerID: String(current), credentials: seat.credentials },
        },
        turn,
        match.matchID,
        String(current),
      );
      emitMove({ ...legal, extra: new Array(5000).fill(0) }, turn, String(current), seat.credentials);
      // These are answered with the unchanged state, to the sender alone: what the engine refuses
      // (boardgame.io's INVALID_MOVE, the engine's code logged by the server).
      emitMove({ ...legal, player: other }, turn, String(current), seat.credentials); // the seat acting for another seat
      emitMove({ type: 42 }, turn, String(current), seat.credentials); // malformed
      emitMove(
        { ...legal, card: "no-such-card", hero: 99, region: "nowhere" },
        turn,
        String(current),
        seat.credentials,
      ); // forged
      const answered = 3;
      // Then the seat's legal move, which must apply to the unchanged state.
      emitMove(legal, turn, String(current), seat.credentials);
      const next = await spectator.until((s) => s.stateID === turn + 1);
      expect(spectator.refusals - refused, `turn ${turn}: refusals answered`).toBe(answered);
      expect(spectator.moves.at(-1)?.action, `turn ${turn}`).toEqual(legal);
      expect(next.view.round >= state.view.round, `turn ${turn}`).toBe(true);
      previous = { action: legal, stateID: turn, playerID: String(current), credentials: seat.credentials };
      attacks.push(`turn ${turn}`);
    }
    // A message over the transport's 64 KiB limit (a million-item array) closes that client's connection; nothing else happens.
    const big = connect(server.url, match.seats[0]!);
    await big.until(() => true);
    const closed = new Promise<string>((ok) => big.socket.once("disconnect", (reason) => ok(reason)));
    big.socket.io.opts.reconnection = false;
    big.send({ type: "idle", player: 0, extra: new Array(1_000_000).fill(0) });
    expect(await closed).toMatch(/transport/);
    big.close();
    // The engine's codes, as the server logged them (TeqGameOptions.onRefusal).
    const logged = server.output();
    for (const code of ["NOT_YOUR_DECISION", "MALFORMED_ACTION"]) expect(logged).toContain(`: ${code}`);
    // The match goes on to its end with only the seats' own moves.
    await Promise.all(conns.slice(0, 2).map((c, seat) => playSeat(c, prng(77 + seat))));
    const end = await spectator.until((s) => s.gameover !== undefined && spectator.moves.length === s.stateID);
    expect(spectator.moves.map((m) => m.playerID).every((p) => p === "0" || p === "1")).toBe(true);
    expect(end.stateID).toBeGreaterThan(6);
  }, 180_000);

  it("a seat that disconnects mid-Night comes back with its credentials to its own view, and the match goes on", async () => {
    const match = await openMatch(server.api, 3, { modules: ["golden-mushrooms"] });
    const conns = match.seats.map((seat) => connect(server.url, seat));
    const entry = { match, conns, sent: [0, 0, 0] };
    played.push(entry);
    let dropped = false;
    const plays = conns.map((conn, seat) =>
      playSeat(conn, prng(500 + seat), async (view) => {
        if (dropped || view.phase !== "night") return;
        dropped = true;
        const before = conn.state!;
        conn.socket.disconnect();
        // A reload: a new connection with the stored credentials.
        const back = connect(server.url, match.seats[seat]!);
        // boardgame.io sends a move's update before its storage write lands: a sync at that moment
        // reads the state before the move, and the client asks again (as the web client does).
        const reached = (st: MatchState): boolean => st.stateID >= before.stateID;
        const resumed = await back.until(reached, 2_000).catch(() => {
          back.resync();
          return back.until(reached);
        });
        // The other seats play on meanwhile: the match may have moved, never gone back.
        expect(resumed.stateID).toBeGreaterThanOrEqual(before.stateID);
        if (resumed.stateID === before.stateID) expect(resumed.view).toEqual(before.view);
        expect(resumed.view.viewer).toBe(seat);
        back.close();
        const syncs = conn.syncs;
        conn.socket.connect();
        await conn.until(() => conn.syncs > syncs);
      }),
    );
    await Promise.all(plays);
    expect(dropped).toBe(true);
    for (const conn of conns) await conn.until((s) => s.gameover !== undefined && s.stateID === conn.moves.length);
  }, 180_000);
});
