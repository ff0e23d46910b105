import { describe, expect, it } from "vitest";
import {
  actionKey,
  createGame,
  heuristicBot,
  isGameOver,
  mctsBot,
  playerView,
  randomBot,
  reduce,
  validate,
  type Bot,
  type GameState,
} from "../../src/index";

// Issue 29, point 4: an online client holds only its view. Every bot takes a view as well as a full
// state, made the same way (`xBot(seed, options?)`), and plays from a view what it plays from the state.
const FACTORIES: readonly [string, (seed: string) => Bot, number][] = [
  ["randomBot", (seed) => randomBot(seed), Number.POSITIVE_INFINITY],
  ["heuristicBot", (seed) => heuristicBot(seed, { nightSamples: 2 }), 250],
  ["mctsBot", (seed) => mctsBot(seed, { iterations: 3, nightSamples: 2 }), 40],
];

describe("bots on player views", () => {
  for (const [name, make, steps] of FACTORIES) {
    it(`${name} plays from the acting seat's view what it plays from the full state, and only legal actions`, () => {
      for (const chance of ["seeded", "external"] as const) {
        let state: GameState = createGame({ seed: `views-${name}-${chance}`, players: 3, chance });
        let compared = 0;
        for (let i = 0; i < steps && !isGameOver(state); i++) {
          const seat = state.decision!.player;
          const view = playerView(state, typeof seat === "number" ? seat : "spectator");
          // Twins of the same seed (fresh each step: at a chance point only the view's twin draws a
          // determinization, which would shift its generator from then on).
          const onState = make(`twin-${i}`);
          const fromView = make(`twin-${i}`)(view);
          expect(validate(state, fromView).ok, `${name} chose an illegal action from a view at step ${i}`).toBe(true);
          if (seat === "chance") {
            state = reduce(state, onState(state)); // chance outcomes are sampled, not compared
            continue;
          }
          expect(actionKey(fromView)).toBe(actionKey(onState(state)));
          compared++;
          state = reduce(state, fromView);
        }
        expect(compared).toBeGreaterThan(Math.min(steps, 100) / 4);
      }
    });
  }

  it("a view of another seat (or a spectator's) works too: nothing in a view is private to its viewer", () => {
    let state = createGame({ seed: "other-viewer", players: 2 });
    for (let i = 0; i < 30; i++) state = reduce(state, randomBot(i)(state));
    const seat = state.decision!.player as number;
    for (const viewer of [1 - seat, "spectator"] as const) {
      expect(actionKey(heuristicBot("h")(playerView(state, viewer)))).toBe(actionKey(heuristicBot("h")(state)));
    }
  });

  it("every factory takes (seed, options?) and refuses a seed that is not a string or a number", () => {
    const state = createGame({ seed: "shape", players: 2 });
    for (const make of [randomBot, heuristicBot, mctsBot]) {
      expect(validate(state, make(1)(state)).ok).toBe(true);
      expect(validate(state, make("s", {})(state)).ok).toBe(true);
      expect(() => make({ seed: 1 } as unknown as number)).toThrow(TypeError);
    }
  });
});
