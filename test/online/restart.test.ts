/**
 * The server process stopped mid-game and started again on the same storage (boardgame.io's
 * FlatFile): the seats reconnect with their credentials and the match goes on to the end; its
 * stored final state equals `replay` of its whole log, as if it had never stopped (issue 26).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_RULINGS, legalActions, replay, type GameState, type ModuleId } from "../../src/index";
import type { MatchConnection, MatchState } from "../../examples/web/src/online/connection";
import { connect, openMatch, prng, readStored } from "./play";
import { startGameServer, type GameServer } from "./processes";

const optionsOf = (state: GameState) => ({
  seed: state.config.seed,
  players: state.config.players,
  modules: state.config.modules.filter((m): m is ModuleId => m !== "solo"),
  rulings: Object.fromEntries(
    Object.entries(state.config.rulings).filter(([k, v]) => v !== DEFAULT_RULINGS[k as keyof typeof DEFAULT_RULINGS]),
  ),
});

describe("online play: a restarted server resumes its matches", () => {
  const data = mkdtempSync(join(tmpdir(), "teq-restart-"));
  let server: GameServer | undefined;
  const conns: MatchConnection[] = [];

  afterAll(async () => {
    for (const c of conns) c.close();
    await server?.stop();
    rmSync(data, { recursive: true, force: true });
  });

  it("stopped mid-game and restarted on the same storage: the match goes on to the same result as an uninterrupted one", async () => {
    server = await startGameServer({ data });
    const match = await openMatch(server.api, 3, { modules: ["gloomfall"] });
    conns.push(...match.seats.map((seat) => connect(server!.url, seat)));
    const rand = prng(900);
    /** Plays the seat that must act, from its own view, until `stop` says so or the match ends. */
    const drive = async (stop: (view: MatchState) => boolean): Promise<number> => {
      for (;;) {
        const state = await conns[0]!.until(() => true);
        const seat = conns[Number(state.currentPlayer)]!;
        const mine = await seat.until((s) => s.stateID === state.stateID);
        if (mine.gameover !== undefined || stop(mine)) return mine.stateID;
        const legal = legalActions(mine.view);
        seat.send(legal[Math.floor(rand() * legal.length)], mine.stateID);
        await Promise.all(conns.map((c) => c.until((s) => s.stateID > mine.stateID)));
      }
    };
    const stoppedAt = await drive((s) => s.view.phase === "night" && s.view.round === 2);
    await server.stop();
    server = await startGameServer({ data });
    for (const [i, c] of conns.entries()) {
      c.close();
      conns[i] = connect(server.url, match.seats[i]!);
    }
    // Back with their credentials: the state each seat had when the server stopped.
    for (const c of conns) expect((await c.until(() => true)).stateID).toBe(stoppedAt);
    const endedAt = await drive(() => false);
    await server.stop();
    const stored = (await readStored({ data }, [match.matchID])).get(match.matchID)!;
    expect(stored.state.phase).toBe("ended");
    expect(stored.actions.length).toBe(endedAt);
    expect(stored.stateIDs).toEqual(stored.stateIDs.map((_, i) => i));
    expect(replay(optionsOf(stored.state), stored.actions)).toEqual(stored.state);
    console.log(
      `restart: server stopped at state ${stoppedAt} (round 2, Night), match finished at state ${endedAt}, equal to its uninterrupted replay`,
    );
  }, 300_000);
});
