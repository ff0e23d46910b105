/**
 * Two server processes sharing one Redis (Debian's redis-server, started here on 127.0.0.1 and a
 * free port, no persistence): Redis is their pub/sub (boardgame.io's `pubSub` interface) and
 * their storage (its async storage interface). The seats of one match connect to different
 * processes and play it to the end; every client sees every move once; the stored final state
 * equals `replay` of the stored log (issue 26).
 */
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_RULINGS, playerView, replay, type GameState, type ModuleId } from "../../src/index";
import type { MatchConnection } from "../../examples/web/src/online/connection";
import { connect, openMatch, playSeat, prng, readStored } from "./play";
import { redisAvailable, startGameServer, startRedis, type Child, type GameServer } from "./processes";

const optionsOf = (state: GameState) => ({
  seed: state.config.seed,
  players: state.config.players,
  modules: state.config.modules.filter((m): m is ModuleId => m !== "solo"),
  rulings: Object.fromEntries(
    Object.entries(state.config.rulings).filter(([k, v]) => v !== DEFAULT_RULINGS[k as keyof typeof DEFAULT_RULINGS]),
  ),
});

const hasRedis = redisAvailable("the two-process Redis test (test/online/redis.test.ts)");

describe.skipIf(!hasRedis)("online play: two server processes sharing Redis", () => {
  let redis: (Child & { url: string }) | undefined;
  const servers: GameServer[] = [];
  const conns: MatchConnection[] = [];

  afterAll(async () => {
    for (const c of conns) c.close();
    await Promise.all(servers.map((s) => s.stop()));
    await redis?.stop();
  });

  it("a 4-seat match with seats on both processes: every move reaches every client once, the stored game equals its replay", async () => {
    redis = await startRedis();
    const url = redis.url;
    servers.push(...(await Promise.all([startGameServer({ redis: url }), startGameServer({ redis: url })])));
    const [a, b] = servers as [GameServer, GameServer];
    // Created through one process's lobby, joined through the other's: one storage.
    const match = await openMatch(a.api, 4, { modules: ["gloomfall", "golden-mushrooms"] });
    const seats = match.seats.map((seat, i) => connect((i % 2 === 0 ? a : b).url, seat));
    conns.push(...seats);
    const sent = await Promise.all(seats.map((c, seat) => playSeat(c, prng(4242 + seat))));
    for (const c of seats) await c.until((s) => s.gameover !== undefined && s.stateID === c.moves.length);
    const stored = (await readStored({ redis: url }, [match.matchID])).get(match.matchID)!;
    expect(stored.state.phase).toBe("ended");
    expect(stored.actions.length).toBe(sent.reduce((x, y) => x + y, 0));
    expect(stored.stateIDs).toEqual(stored.stateIDs.map((_, i) => i));
    expect(replay(optionsOf(stored.state), stored.actions)).toEqual(stored.state);
    for (const c of seats) {
      expect(c.moves.map((m) => m.action)).toEqual(stored.actions);
      expect(c.state?.view).toEqual(JSON.parse(JSON.stringify(playerView(stored.state, Number(c.options.playerID)))));
    }
    console.log(
      `two processes on Redis: ${stored.actions.length} moves, seats 0 and 2 on one process, 1 and 3 on the other`,
    );
  }, 300_000);
});
