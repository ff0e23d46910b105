import { describe, expect, it } from "vitest";
import { createGame, heuristicBot, isGameOver, mctsBot, reduce, scores, type GameState } from "../../src/index";
import { envFor } from "../../src/bots/bot-env";
import { endgameValue } from "../../src/bots/win-value";
import { relativeValue } from "../../src/bots/lookahead";
import { createBot } from "../../src/tools/bots";
import { MCTS_DEFAULT_ITERATIONS, MCTS_SOLO_ITERATIONS } from "../../src/bots/mcts-options";

/** A seeded game of heuristic bots to its end, and the state at its first Night. */
function finished(seed: string, players: number): { end: GameState; night: GameState } {
  let state = createGame(players === 1 ? { seed, players, difficulty: "peasant" } : { seed, players });
  const bots = state.players.map((_, s) => heuristicBot(`${seed}/${s}`));
  let night: GameState | null = null;
  while (!isGameOver(state)) {
    const seat = state.decision?.player;
    state = reduce(state, bots[typeof seat === "number" ? seat : 0]!(state));
    if (night === null && state.phase === "night") night = state;
  }
  return { end: state, night: night! };
}

describe("the MCTS bot's endgame value (Rulebook, Game End: the most victory points wins)", () => {
  it("values a finished 2-player game by who won: the winner above the loser by about twice the win value, whatever the margin", () => {
    for (const seed of ["win-a", "win-b", "win-c"]) {
      const { end } = finished(seed, 2);
      const env = envFor(end);
      const sheet = scores(end);
      const values = [0, 1].map((seat) => endgameValue(end, seat, env));
      if (sheet.winners.length === 1) {
        const winner = sheet.winners[0]!;
        expect(values[winner]!).toBeGreaterThan(25);
        expect(values[1 - winner]!).toBeLessThan(-25);
      } else {
        expect(Math.abs(values[0]!)).toBeLessThan(1);
      }
    }
  });

  it("before the end it is the heuristic's relative value", () => {
    const { night } = finished("win-a", 2);
    const env = envFor(night);
    expect(endgameValue(night, 0, env, 0.5)).toBe(relativeValue(night, 0, env, 0.5));
  });

  it("solo (Solo Variant, Choose a Difficulty Level): the verdict against the difficulty's goal decides, not the score", () => {
    const { end } = finished("win-solo", 1);
    const env = envFor(end);
    expect(scores(end).solo?.reached).toBe(false); // a heuristic game falls short of 40 VP
    const missed = endgameValue(end, 0, env);
    expect(missed).toBeLessThan(0);
    const reached = endgameValue(end, 0, {
      ...env,
      hooks: { ...env.hooks, finishScores: (sheet) => ({ ...sheet, winners: [0] }) },
    });
    expect(reached).toBeGreaterThan(25);
    expect(reached - missed).toBeCloseTo(60, 6);
  });
});

describe("the MCTS bot plays the last round for the win", () => {
  /** The searched decisions of a seeded heuristic game's last round (Rulebook, Game End: round 5). */
  function lastRound(seed: string): GameState[] {
    let state = createGame({ seed, players: 2 });
    const bots = [heuristicBot(`${seed}/0`), heuristicBot(`${seed}/1`)];
    const found: GameState[] = [];
    while (!isGameOver(state)) {
      if (state.round === 5 && state.decision?.kind === "choose-movement-card") found.push(state);
      const seat = state.decision?.player;
      state = reduce(state, bots[typeof seat === "number" ? seat : 0]!(state));
    }
    return found;
  }
  const positions = ["last-a", "last-b"].flatMap(lastRound);
  const policyOf = (bot: ReturnType<typeof mctsBot>, state: GameState): string =>
    bot
      .policy(state)
      .map((e) => e.probability.toFixed(4))
      .join(",");

  it("its searches there differ from a search valued by the score difference (endgame: false), and the CLI's endgame=0 is that search", () => {
    expect(positions.length).toBeGreaterThan(3);
    let differ = 0;
    for (const state of positions) {
      const on = policyOf(mctsBot("p", { iterations: 48 }), state);
      const off = policyOf(mctsBot("p", { iterations: 48, endgame: false }), state);
      if (on !== off) differ++;
      const cli = createBot("mcts:endgame=0:iterations=48", "p") as ReturnType<typeof mctsBot>;
      expect(policyOf(cli, state)).toBe(off);
    }
    expect(differ).toBeGreaterThan(0);
  });

  it("searches with its default budget: 112 iterations with rivals, 900 solo (a solo playout costs less)", () => {
    for (const players of [1, 2]) {
      const state = createGame(
        players === 1 ? { seed: "budget", players, difficulty: "page" } : { seed: "budget", players },
      );
      const runs: number[] = [];
      mctsBot("b", { onSearch: (stats) => runs.push(stats.iterations) })(state);
      expect(state.decision?.kind).toBe("choose-movement-card");
      expect(runs).toEqual([players === 1 ? MCTS_SOLO_ITERATIONS : MCTS_DEFAULT_ITERATIONS]);
    }
    expect([MCTS_DEFAULT_ITERATIONS, MCTS_SOLO_ITERATIONS]).toEqual([112, 900]);
  });
});
