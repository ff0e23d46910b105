/**
 * Every bot plays through the engine it is given (issue 47): a custom module (the
 * Pilgrim's Tithe, examples/pilgrim-tithe/) and a custom content pack are played to the end by
 * `randomBot`, `heuristicBot` and `mctsBot`; without the option a bot refuses such a state.
 */
import { describe, expect, it } from "vitest";
import {
  createEngine,
  heuristicBot,
  InvalidOptionsError,
  mctsBot,
  randomBot,
  referencePack,
  type Bot,
  type Engine,
  type GameState,
} from "teq-engine";
import { pilgrimTithe } from "../../examples/pilgrim-tithe/index";

const tithe: Engine = createEngine({ modules: [pilgrimTithe] });
// Typed as the base engine to hand it to the bots and tools; the module id is then not in its option types.
const TITHE = pilgrimTithe.id as never;
const house = createEngine({ content: { ...referencePack, id: "house-pack" } });

const FACTORIES: readonly [string, (seed: number, engine?: Engine) => Bot][] = [
  ["randomBot", (seed, engine) => randomBot(seed, { engine })],
  ["heuristicBot", (seed, engine) => heuristicBot(seed, { engine, nightSamples: 2 })],
  ["mctsBot", (seed, engine) => mctsBot(seed, { engine, iterations: 4, nightSamples: 2 })],
];

/** Plays one game to the end with one bot per seat through `play`; returns the end state and the decisions seen. */
function playOut(engine: Engine, start: GameState, bots: readonly Bot[]): { end: GameState; kinds: Set<string> } {
  let state = start;
  const kinds = new Set<string>();
  for (let steps = 0; steps < 5000 && !engine.isGameOver(state); steps++) {
    const seat = state.decision?.player;
    kinds.add(state.decision?.kind ?? "");
    const bot = bots[typeof seat === "number" ? seat : 0]!;
    // Half the decisions are taken from the seat's view, as an online client would.
    const input = typeof seat === "number" && steps % 2 === 0 ? engine.playerView(state, seat) : state;
    state = engine.reduce(state, bot(input));
  }
  return { end: state, kinds };
}

describe("every bot plays through its engine option (issue 47)", () => {
  for (const [name, make] of FACTORIES) {
    it(`${name} plays the Pilgrim's Tithe module to the end, taking its decision`, () => {
      const start = tithe.createGame({ seed: `${name}-tithe`, players: 2, modules: [TITHE] });
      const { end, kinds } = playOut(tithe, start, [make(1, tithe), make(2, tithe)]);
      expect(tithe.isGameOver(end)).toBe(true);
      expect(kinds.has("pilgrim-tithe/tithe")).toBe(true);
      expect(end.moduleState).toHaveProperty(["pilgrim-tithe", "tithes"]);
      const sheet = tithe.scores(end);
      expect(sheet.players.every((p) => p.breakdown.some((l) => l.source === "tithes"))).toBe(true);
    }, 120_000);

    it(`${name} plays a custom content pack to the end`, () => {
      const start = house.createGame({ seed: `${name}-house`, players: 2 });
      const { end } = playOut(house, start, [make(3, house), make(4, house)]);
      expect(house.isGameOver(end)).toBe(true);
      expect(end.pack.id).toBe("house-pack");
    }, 120_000);

    it(`${name} without the option refuses a state of another engine, and refuses a non-engine`, () => {
      const start = tithe.createGame({ seed: 5, players: 2, modules: [TITHE] });
      expect(() => make(1)(start)).toThrow();
      expect(() => make(1, {} as Engine)).toThrow(InvalidOptionsError);
    });
  }
});
