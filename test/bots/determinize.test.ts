import { describe, expect, it } from "vitest";
import {
  createGame,
  determinize,
  heuristicBot,
  isGameOver,
  legalActions,
  playerView,
  reduce,
  returns,
  scores,
  type GameState,
} from "../../src/index";

function advance(state: GameState, steps: number): GameState {
  const bot = heuristicBot("adv");
  for (let i = 0; i < steps && !isGameOver(state); i++) state = reduce(state, bot(state));
  return state;
}

describe("determinize: hidden deck order and future dice re-sampled", () => {
  const states = [
    createGame({ seed: "d1", players: 2 }),
    advance(createGame({ seed: "d2", players: 3 }), 40),
    advance(createGame({ seed: "d3", players: 1, difficulty: "peasant" }), 25),
  ];

  it("never changes anything visible: the view of the result equals the input view, from a state or a view", () => {
    for (const state of states) {
      for (const viewer of [0, state.config.players - 1]) {
        const view = playerView(state, viewer);
        for (const seed of [1, "x", 99]) {
          expect(playerView(determinize(view, seed), viewer)).toEqual(view);
          expect(playerView(determinize(state, seed), viewer)).toEqual(view);
        }
      }
    }
  });

  it("draws only from the seed: the same seed gives the same state, the real order and RNG are not kept", () => {
    const state = states[1]!;
    const view = playerView(state, 0);
    expect(determinize(view, 5)).toEqual(determinize(state, 5));
    expect(determinize(view, 5).rng).not.toEqual(state.rng);
    expect(determinize(view, 5).config.seed).not.toBe(state.config.seed);
    expect(determinize(view, 5).quests.deck).not.toEqual(determinize(view, 6).quests.deck);
  });

  it("re-samples the deck order uniformly (first-card frequencies, chi-square, loose bound)", () => {
    const view = playerView(states[0]!, 0);
    const cards = [...view.quests.deck];
    const k = cards.length;
    expect(k).toBeGreaterThan(5);
    const counts = new Map(cards.map((c) => [c, 0]));
    const n = 200 * k;
    for (let s = 0; s < n; s++) {
      const first = determinize(view, s).quests.deck[0]!;
      counts.set(first, (counts.get(first) ?? 0) + 1);
    }
    const expected = n / k;
    const chi2 = [...counts.values()].reduce((sum, o) => sum + (o - expected) ** 2 / expected, 0);
    // df = k - 1; the mean is k - 1 and the 99.9% quantile is below 2k + 20 for these sizes.
    expect(chi2).toBeLessThan(2 * k + 20);
    expect(Math.min(...counts.values())).toBeGreaterThan(0);
  });

  it("gives a playable state: legal actions exist, reduce works, the game plays to the end", () => {
    for (const state of states) {
      let d = determinize(playerView(state, 0), "play");
      expect(legalActions(d).length).toBeGreaterThan(0);
      d = advance(d, 10_000);
      expect(isGameOver(d)).toBe(true);
      expect(scores(d).final).toBe(true);
    }
  });
});

describe("returns: normalized outcomes", () => {
  it("are in [0, 1]; a finished multiplayer game gives its winners an equal share summing to 1", () => {
    const done = advance(createGame({ seed: "r1", players: 3 }), 10_000);
    const r = returns(done);
    const winners = scores(done).winners;
    expect(r.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    for (let seat = 0; seat < 3; seat++) expect(r[seat]).toBeCloseTo(winners.includes(seat) ? 1 / winners.length : 0);
  });

  it("solo: 1 if the goal is reached, else 0; unfinished games use the current standings", () => {
    const solo = advance(createGame({ seed: "r2", players: 1, difficulty: "peasant" }), 10_000);
    expect(returns(solo)).toEqual([scores(solo).solo!.reached ? 1 : 0]);
    const early = createGame({ seed: "r3", players: 2 });
    const r = returns(early);
    expect(r.every((x) => x >= 0 && x <= 1)).toBe(true);
    expect(r).toEqual(returns(playerView(early, 1)));
  });
});
