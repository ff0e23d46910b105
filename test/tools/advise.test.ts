import { describe, expect, it } from "vitest";
import { createGame, heuristicBot, legalActions, randomBot, reduce, type GameState } from "../../src/index";
import { actionKey } from "../../src/engine/position-hash";
import { advise } from "../../src/tools/advise";
import { ServeSession, type Response } from "../../src/tools/serve/server";

function ask(session: ServeSession, request: unknown): Response {
  return JSON.parse(session.handleLine(JSON.stringify(request))) as Response;
}

/** A 2-player game, heuristic (seat 0) against random (seat 1), played to the first player decision of round 5. */
function lateGame(): GameState {
  let state = createGame({ seed: "advise-late", players: 2 });
  const bots = [heuristicBot("h"), randomBot("r")];
  while (state.round < 5 || typeof state.decision?.player !== "number") {
    const seat = state.decision?.player;
    state = reduce(state, bots[typeof seat === "number" ? seat : 0]!(state));
  }
  return state;
}

describe("advise: the bot's move and the seat's estimated chance (serve `advise`)", () => {
  it("gives a legal move, and a chance near 1 for the seat far ahead, near 0 for the seat far behind", () => {
    const state = lateGame();
    const seat = state.decision!.player as number;
    const advice = advise(state, "heuristic", "a", 4);
    expect(legalActions(state).map(actionKey)).toContain(actionKey(advice.action));
    expect(advice.samples).toBe(4);
    // Seat 0 (heuristic) leads a random player by many points in round 5.
    if (seat === 0) expect(advice.chance).toBeGreaterThanOrEqual(0.75);
    else expect(advice.chance).toBeLessThanOrEqual(0.25);
    expect(advise(state, "heuristic", "a", 4)).toEqual(advice);
  });

  it("over serve: returns action, chance and samples, changes nothing; refuses bad samples and a chance point", () => {
    const session = new ServeSession();
    const created = ask(session, {
      id: 1,
      cmd: "new-game",
      options: { seed: "adv", players: 1, difficulty: "peasant" },
    });
    if (!created.ok) throw new Error(created.error.message);
    const game = (created.result as { game: string }).game;
    const before = ask(session, { id: 2, cmd: "state", game });
    const advice = ask(session, { id: 3, cmd: "advise", game, bot: "mcts:iterations=4", samples: 2 });
    if (!advice.ok) throw new Error(advice.error.message);
    const { chance, samples } = advice.result as { chance: number; samples: number };
    expect(samples).toBe(2);
    expect([0, 0.5, 1]).toContain(chance);
    expect(ask(session, { id: 4, cmd: "state", game })).toEqual({ ...before, id: 4 });
    const bad = ask(session, { id: 5, cmd: "advise", game, samples: 0 });
    expect(bad.ok ? null : bad.error.code).toBe("BAD_ARGUMENT");
    const chancePoint = createGame({ seed: "adv-chance", players: 2, chance: "external" });
    let state = chancePoint;
    while (state.decision?.player !== "chance") state = reduce(state, legalActions(state)[0]!);
    expect(() => advise(state, "heuristic", "x", 1)).toThrow(expect.objectContaining({ code: "NOT_A_CHOICE" }));
  });
});
