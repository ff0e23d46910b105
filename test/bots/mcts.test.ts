import { describe, expect, it } from "vitest";
import {
  createGame,
  isGameOver,
  legalActions,
  mctsBot,
  playerView,
  reduce,
  validate,
  type GameState,
} from "../../src/index";
import { createBot } from "../../src/tools/bots";
import { actionKey } from "../../src/engine/position-hash";
import { Simulator } from "../../src/engine/simulator";
import { envFor } from "../../src/bots/bot-env";
import { relativeValue } from "../../src/bots/lookahead";
import { dawnPlayout } from "../../src/bots/mcts-playout";
import { seededRandom } from "../../src/bots/seeded-random";

function advance(state: GameState, steps: number, bot = mctsBot("adv", { iterations: 8 })): GameState {
  for (let i = 0; i < steps && !isGameOver(state); i++) {
    const action = bot(state);
    expect(validate(state, action).ok).toBe(true);
    state = reduce(state, action);
  }
  return state;
}

describe("mctsBot (issue 14: information-set MCTS)", () => {
  it("plays legal actions to the end of a game, also with external chance points", () => {
    for (const chance of ["seeded", "external"] as const) {
      const end = advance(
        createGame({ seed: `mcts-${chance}`, players: 2, chance }),
        10_000,
        mctsBot(chance, { iterations: 6 }),
      );
      expect(isGameOver(end)).toBe(true);
    }
  });

  it("is deterministic for a seed and an iteration budget", () => {
    const a = advance(createGame({ seed: "m-det", players: 2 }), 30, mctsBot(3, { iterations: 10 }));
    const b = advance(createGame({ seed: "m-det", players: 2 }), 30, mctsBot(3, { iterations: 10 }));
    expect(a).toEqual(b);
  });

  it("never reads the hidden information: states with the same view get the same policy", () => {
    const state = advance(createGame({ seed: "m-hidden", players: 2 }), 12);
    const other = {
      ...state,
      rng: { ...state.rng, s0: (state.rng.s0 + 0.25) % 1 },
      quests: { ...state.quests, deck: [...state.quests.deck].reverse() },
    } as GameState;
    const seat = state.decision!.player as number;
    expect(playerView(other, seat)).toEqual(playerView(state, seat));
    const key = (s: GameState) =>
      mctsBot(9, { iterations: 12 })
        .policy(s)
        .map((e) => [actionKey(e.action), e.probability]);
    expect(key(other)).toEqual(key(state));
  });

  it("policy is a distribution over exactly the legal actions, and the bot plays its most visited one", () => {
    const state = advance(createGame({ seed: "m-policy", players: 3 }), 5);
    const policy = mctsBot(1, { iterations: 20 }).policy(state);
    expect(policy.map((e) => actionKey(e.action)).sort()).toEqual(legalActions(state).map(actionKey).sort());
    expect(policy.reduce((sum, e) => sum + e.probability, 0)).toBeCloseTo(1);
    const best = Math.max(...policy.map((e) => e.probability));
    const chosen = mctsBot(1, { iterations: 20 })(state);
    expect(policy.find((e) => actionKey(e.action) === actionKey(chosen))!.probability).toBe(best);
  });

  it("is registered for the tools as `mcts`", () => {
    const bot = createBot("mcts", "s");
    const state = createGame({ seed: "reg", players: 2 });
    expect(validate(state, bot(state)).ok).toBe(true);
  });
});

describe("mctsBot time budget", () => {
  it("runs until the injected clock passes timeMs (at least one visit per action), and refuses timeMs without a clock", () => {
    let now = 0;
    const bot = mctsBot(1, { timeMs: 50, clock: () => (now += 1) });
    const state = createGame({ seed: "time", players: 2 });
    expect(validate(state, bot(state)).ok).toBe(true);
    expect(() => mctsBot(1, { timeMs: 10 })).toThrow(RangeError);
  });
});

describe("mctsBot playouts (issue 14: dawn playouts with sampled later moves)", () => {
  it("a playout from a Day move plays legal actions up to the next dawn and values it as own less rivalWeight times the rival's", () => {
    let state = createGame({ seed: "m-playout", players: 2 });
    const bot = mctsBot("p", { iterations: 6 });
    while (state.decision?.kind !== "move-or-idle") state = reduce(state, bot(state));
    const seat = state.decision.player;
    const env = envFor(state);
    for (const [laterMoves, rivalWeight] of [
      [0, 0.5],
      [6, 1],
    ] as const) {
      const sim = new Simulator(state);
      const value = dawnPlayout(sim, seat, env, seededRandom(5), {
        turn: state.day?.turn ?? null,
        maxSteps: 400,
        laterMoves,
        rivalWeight,
      });
      expect(sim.state.round === state.round + 1 && sim.state.phase === "day").toBe(true);
      expect(value).toBeCloseTo(relativeValue(sim.state, seat, env, rivalWeight));
      expect(value).not.toBeCloseTo(relativeValue(sim.state, seat, env, rivalWeight + 0.5));
    }
  });
});
