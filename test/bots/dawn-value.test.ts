import { describe, expect, it } from "vitest";
import {
  createGame,
  heuristicBot,
  isGameOver,
  mctsBot,
  reduce,
  scores,
  validate,
  type GameState,
} from "../../src/index";
import { envFor } from "../../src/bots/bot-env";
import { DAWN_FEATURES, dawnFeatures } from "../../src/bots/dawn-features";
import { dawnValue } from "../../src/bots/dawn-value";
import { DAWN_WEIGHTS } from "../../src/bots/dawn-weights";
import { evaluateFor } from "../../src/bots/evaluate";
import { scoreSheet } from "../../src/rules/scoring/scores";

/** A seeded game of heuristic bots, with the first Day position of each round after the first. */
function heuristicGame(seed: string, players: number): { dawns: GameState[]; end: GameState } {
  let state = createGame(players === 1 ? { seed, players, difficulty: "peasant" } : { seed, players });
  const bots = state.players.map((_, s) => heuristicBot(`${seed}/${s}`));
  const dawns: GameState[] = [];
  let round = state.round;
  while (!isGameOver(state)) {
    const seat = state.decision?.player;
    state = reduce(state, bots[typeof seat === "number" ? seat : 0]!(state));
    if (state.round !== round && state.phase === "day") {
      round = state.round;
      dawns.push(state);
    }
  }
  return { dawns, end: state };
}

describe("the MCTS bot's dawn value", () => {
  it("has one intercept and one weight per feature for every player count and every dawn a playout can stop at", () => {
    for (const players of [1, 2, 3, 4]) {
      for (const round of [2, 3, 4, 5]) {
        const weights = DAWN_WEIGHTS[players]?.[round];
        expect(weights?.length, `${players} players, round ${round}`).toBe(DAWN_FEATURES.length + 1);
        expect(weights!.every(Number.isFinite)).toBe(true);
      }
    }
  });

  it("is the fitted sum at each dawn, the score at the game's end, and the heuristic evaluation elsewhere", () => {
    for (const players of [1, 2, 4]) {
      const { dawns, end } = heuristicGame(`dawn-${players}`, players);
      expect(dawns.map((s) => s.round)).toEqual([2, 3, 4, 5]);
      for (const state of dawns) {
        const env = envFor(state);
        const sheet = scoreSheet(state, env.hooks.scoreSources, env.content);
        for (let seat = 0; seat < players; seat++) {
          const x = new Array<number>(DAWN_FEATURES.length).fill(0);
          dawnFeatures(state, seat, env, sheet, x);
          const w = DAWN_WEIGHTS[players]![state.round]!;
          const expected = x.reduce((sum, v, i) => sum + v * w[i + 1]!, w[0]!);
          expect(dawnValue(state, seat, env, sheet)).toBeCloseTo(expected, 9);
          expect(x[0]).toBe(sheet.players[seat]!.total);
        }
      }
      const env = envFor(end);
      const sheet = scoreSheet(end, env.hooks.scoreSources, env.content);
      for (let seat = 0; seat < players; seat++)
        expect(dawnValue(end, seat, env, sheet)).toBe(scores(end).players[seat]!.total);
      const start = createGame({ seed: "dawn-start", players: 2 });
      const startEnv = envFor(start);
      const startSheet = scoreSheet(start, startEnv.hooks.scoreSources, startEnv.content);
      expect(dawnValue(start, 0, startEnv, startSheet)).toBe(evaluateFor(start, 0, startEnv, startSheet));
    }
  });

  it("predicts the final score better than the heuristic evaluation on games it was not fitted on (2 players)", () => {
    let fitted = 0;
    let heuristic = 0;
    for (let g = 0; g < 6; g++) {
      const { dawns, end } = heuristicGame(`dawn-held-out-${g}`, 2);
      const final = scores(end).players.map((p) => p.total);
      for (const state of dawns.filter((s) => s.round >= 4)) {
        const env = envFor(state);
        const sheet = scoreSheet(state, env.hooks.scoreSources, env.content);
        for (let seat = 0; seat < 2; seat++) {
          fitted += (dawnValue(state, seat, env, sheet) - final[seat]!) ** 2;
          heuristic += (evaluateFor(state, seat, env, sheet) - final[seat]!) ** 2;
        }
      }
    }
    expect(fitted).toBeLessThan(heuristic);
  });

  it("plays legal, reproducible games when the MCTS bot values its playouts by it (learnedValue, learnedNight)", () => {
    const run = (): string[] => {
      let state = createGame({ seed: "dawn-mcts", players: 2 });
      const bots = [mctsBot("m", { iterations: 12, learnedValue: true, learnedNight: true }), heuristicBot("h")];
      const played: string[] = [];
      for (let i = 0; i < 120 && !isGameOver(state); i++) {
        const seat = state.decision?.player;
        const action = bots[typeof seat === "number" ? seat : 0]!(state);
        expect(validate(state, action).ok).toBe(true);
        played.push(JSON.stringify(action));
        state = reduce(state, action);
      }
      return played;
    };
    expect(run()).toEqual(run());
  });
});
