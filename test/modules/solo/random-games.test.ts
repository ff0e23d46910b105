import { describe, expect, it } from "vitest";
import {
  chanceOutcomes,
  createGame,
  DIFFICULTIES,
  isGameOver,
  legalActions,
  parseState,
  reduce,
  scores,
  Simulator,
  validate,
  type Action,
  type GameOptions,
  type GameState,
} from "../../../src/index";
import { canon, prng } from "../../support/scenario";
import { FULL_SIZE } from "../../support/scale";

/**
 * Plays a whole game with random legal actions (chance outcomes by their probabilities), checking
 * that every listed action is accepted by validate (and, outside the 252-outcome dice points, by
 * reduce), and that the Simulator reaches the same state as reduce at every step.
 */
function playChecked(options: GameOptions, seed: number): { state: GameState; actions: number } {
  const rand = prng(seed);
  let state = createGame(options);
  const sim = new Simulator(state);
  let actions = 0;
  while (!isGameOver(state)) {
    const listed = legalActions(state);
    expect(listed.length, `seed ${seed}`).toBeGreaterThan(0);
    const isDice = state.decision?.kind === "chance";
    for (const [i, action] of listed.entries()) {
      expect(validate(state, action)).toEqual({ ok: true });
      if (!isDice || i < 3) reduce(state, action);
    }
    let action: Action;
    if (state.decision?.player === "chance") {
      const outcomes = chanceOutcomes(state);
      expect(outcomes.map((o) => canon(o.action))).toEqual(listed.map((a) => canon(a)));
      expect(outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
      let r = rand();
      action = outcomes[outcomes.length - 1]!.action;
      for (const o of outcomes) {
        if ((r -= o.probability) < 0) {
          action = o.action;
          break;
        }
      }
    } else {
      action = listed[Math.floor(rand() * listed.length)]!;
    }
    state = reduce(state, action);
    sim.apply(action);
    expect(canon(sim.snapshot())).toBe(canon(state));
    actions++;
    expect(actions).toBeLessThan(5000);
  }
  expect(state.round).toBe(5);
  expect(parseState(JSON.stringify(state))).toEqual(state);
  return { state, actions };
}

describe("random full solo games", () => {
  for (const [i, difficulty] of DIFFICULTIES.entries()) {
    it(`${difficulty}: seeded and external-chance games run to the end; the Simulator equals reduce`, () => {
      // Locally one chance mode per difficulty, alternating; CI plays both.
      for (const chance of (["seeded", "external"] as const).filter((_, c) => FULL_SIZE || c === i % 2)) {
        const { state } = playChecked(
          { seed: `random-${difficulty}-${chance}`, players: 1, difficulty, chance },
          100 + i,
        );
        const sheet = scores(state);
        expect(sheet.final).toBe(true);
        expect(sheet.solo?.difficulty).toBe(difficulty);
        expect(sheet.solo?.reached).toBe(sheet.players[0]!.total >= sheet.solo!.goal);
      }
    }, 60_000);
  }

  it("composes with GloomFall (solo first)", () => {
    const options = { seed: "solo-gloom", players: 1, modules: ["gloomfall"], chance: "external" } as GameOptions;
    expect(createGame(options).config.modules).toEqual(["solo", "gloomfall"]);
    playChecked(options, 7);
  }, 60_000);

  it("composes with Golden Mushrooms (and with both)", () => {
    for (const modules of [["golden-mushrooms"], ["gloomfall", "golden-mushrooms"]]) {
      const options = { seed: "solo-gm", players: 1, modules } as GameOptions;
      expect(createGame(options).config.modules).toEqual(["solo", ...modules]);
      playChecked(options, 8);
    }
  }, 60_000);
});
