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
  type PolicyBot,
  type SearchStats,
} from "../../src/index";
import { createBot } from "../../src/tools/bots";
import { actionKey } from "../../src/engine/position-hash";
import { Simulator } from "../../src/engine/simulator";
import { envFor } from "../../src/bots/bot-env";
import { relativeValue } from "../../src/bots/lookahead";
import { dawnPlayout, type DayMemo } from "../../src/bots/mcts-playout";
import { playoutValue } from "../../src/bots/playout-value";
import { seededRandom } from "../../src/bots/seeded-random";

function advance(state: GameState, steps: number, bot = mctsBot("adv", { iterations: 8 })): GameState {
  for (let i = 0; i < steps && !isGameOver(state); i++) {
    const action = bot(state);
    expect(validate(state, action).ok).toBe(true);
    state = reduce(state, action);
  }
  return state;
}

describe("mctsBot: information-set MCTS", () => {
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

describe("mctsBot playouts: dawn playouts with sampled later moves", () => {
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
        value: playoutValue(false, false, rivalWeight),
      });
      expect(sim.state.round === state.round + 1 && sim.state.phase === "day").toBe(true);
      expect(value).toBeCloseTo(relativeValue(sim.state, seat, env, rivalWeight));
      expect(value).not.toBeCloseTo(relativeValue(sim.state, seat, env, rivalWeight + 0.5));
    }
  });
});

describe("mctsBot tree reuse and playout memo (issue 28: a search that spends its time well)", () => {
  /** A 2-player game at seat 0's movement card, and the stats of the bot's searches. */
  function atCard(): GameState {
    let state = createGame({ seed: "m-reuse", players: 2 });
    while (state.decision?.kind !== "choose-movement-card") state = reduce(state, legalActions(state)[0]!);
    return state;
  }

  it("the bot's own move after its own card inherits the card search's visits; another card or reuse: false starts afresh", () => {
    const card = atCard();
    const seat = card.decision!.player as number;
    const run = (reuse: boolean, pick: (state: GameState, chosen: ReturnType<PolicyBot>) => ReturnType<PolicyBot>) => {
      const stats: SearchStats[] = [];
      const bot = mctsBot(5, { iterations: 12, reuse, onSearch: (s) => stats.push(s) });
      const chosen = bot(card);
      const next = reduce(card, pick(card, chosen));
      expect(next.decision).toMatchObject({ kind: "move-or-idle", player: seat });
      const move = bot(next);
      expect(validate(next, move).ok).toBe(true);
      return stats;
    };
    const same = run(true, (_, chosen) => chosen);
    expect(same.map((s) => s.kind)).toEqual(["choose-movement-card", "move-or-idle"]);
    expect(same[0]!.inherited).toBe(0);
    expect(same[1]!.inherited).toBeGreaterThan(0);
    expect(same[1]!.iterations).toBe(12);
    expect(run(false, (_, chosen) => chosen)[1]!.inherited).toBe(0);
    const other = (state: GameState, chosen: ReturnType<PolicyBot>) =>
      legalActions(state).find((a) => actionKey(a) !== actionKey(chosen))!;
    expect(run(true, other)[1]!.inherited).toBe(0);
  });

  it("a playout with a memo fills it on the first visit and plays to the next dawn on later ones", () => {
    let state = createGame({ seed: "m-memo", players: 2 });
    const bot = mctsBot("p", { iterations: 6 });
    while (state.decision?.kind !== "move-or-idle") state = reduce(state, bot(state));
    const seat = state.decision.player;
    const env = envFor(state);
    const policy = {
      turn: state.day?.turn ?? null,
      maxSteps: 400,
      laterMoves: 12,
      value: playoutValue(false, false, 1),
    };
    const memo: DayMemo = new Map();
    dawnPlayout(new Simulator(state), seat, env, seededRandom(1), policy, memo);
    const filled = memo.size;
    expect(filled).toBeGreaterThan(0);
    for (const stream of [2, 3]) {
      const sim = new Simulator(state);
      const value = dawnPlayout(sim, seat, env, seededRandom(stream), policy, memo);
      expect(sim.state.round === state.round + 1 && sim.state.phase === "day").toBe(true);
      expect(value).toBeCloseTo(relativeValue(sim.state, seat, env, 1));
    }
    // Without a memo, the same stream plays the same game as the first playout did with an empty one.
    const again: DayMemo = new Map();
    const a = new Simulator(state);
    const b = new Simulator(state);
    expect(dawnPlayout(a, seat, env, seededRandom(1), policy, again)).toBe(
      dawnPlayout(b, seat, env, seededRandom(1), policy),
    );
    expect(a.hash()).toBe(b.hash());
  });
});
