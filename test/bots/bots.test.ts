import { describe, expect, it } from "vitest";
import {
  createGame,
  heuristicBot,
  isGameOver,
  legalActions,
  randomBot,
  reduce,
  scores,
  validate,
  type GameState,
} from "../../src/index";

function playOut(
  state: GameState,
  bots: ((s: GameState) => ReturnType<ReturnType<typeof randomBot>>)[],
): { state: GameState; steps: number } {
  let steps = 0;
  while (!isGameOver(state)) {
    const seat = state.decision?.player;
    const action = bots[typeof seat === "number" ? seat : 0]!(state);
    expect(validate(state, action).ok, `bot chose an illegal action at step ${steps}`).toBe(true);
    state = reduce(state, action);
    steps++;
  }
  return { state, steps };
}

describe("bots", () => {
  it("randomBot and heuristicBot only choose legal actions and finish games, also at chance points", () => {
    for (const chance of ["seeded", "external"] as const) {
      const { state } = playOut(createGame({ seed: `bots-${chance}`, players: 3, chance }), [
        heuristicBot(1),
        randomBot(2),
        heuristicBot(3),
      ]);
      expect(scores(state).final).toBe(true);
    }
  });

  it("the same bot seed plays the same game (deterministic)", () => {
    const a = playOut(createGame({ seed: "det", players: 2 }), [heuristicBot("x"), randomBot("y")]);
    const b = playOut(createGame({ seed: "det", players: 2 }), [heuristicBot("x"), randomBot("y")]);
    expect(a.state).toEqual(b.state);
  });

  it("heuristicBot does not read the game's RNG: two states differing only in RNG get the same choice", () => {
    let state = createGame({ seed: "peek", players: 2 });
    for (let i = 0; i < 30; i++) state = reduce(state, legalActions(state)[0]!);
    const other = { ...state, rng: { c: 1, s0: 0.1, s1: 0.2, s2: 0.3 } };
    expect(heuristicBot("same")(state)).toEqual(heuristicBot("same")(other));
  });

  it("heuristicBot outscores randomBot on average over seeded 2-player games", () => {
    let diff = 0;
    for (let g = 0; g < 6; g++) {
      const heuristicSeat = g % 2;
      const bots = heuristicSeat === 0 ? [heuristicBot(g), randomBot(g)] : [randomBot(g), heuristicBot(g)];
      const { state } = playOut(createGame({ seed: g, players: 2 }), bots);
      const sheet = scores(state);
      diff += sheet.players[heuristicSeat]!.total - sheet.players[1 - heuristicSeat]!.total;
    }
    expect(diff).toBeGreaterThan(0);
  });
});
