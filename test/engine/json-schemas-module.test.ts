/**
 * `engine.jsonSchemas()` (issue 47): the JSON Schemas of an engine include its own module's slice,
 * actions, decisions and events. Ajv (strict) accepts the Pilgrim's Tithe's action and a state of a
 * game with it against that engine's documents, while the built-in engine's documents refuse them.
 */
import Ajv2020 from "ajv/dist/2020";
import { describe, expect, it } from "vitest";
import { createEngine, type Engine, type GameState } from "teq-engine";
import { pilgrimTithe } from "../../examples/pilgrim-tithe/index";

const tithe: Engine = createEngine({ modules: [pilgrimTithe] });
// Typed as the base engine to hand it to the bots and tools; the module id is then not in its option types.
const TITHE = pilgrimTithe.id as never;

function validators(engine: Engine): Record<string, (value: unknown) => boolean> {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  const docs = engine.jsonSchemas();
  return Object.fromEntries(
    Object.entries(docs).map(([name, doc]) => {
      const v = ajv.compile(doc);
      return [name, (value: unknown) => v(value)];
    }),
  );
}

/** Plays the first legal action until the tithe is asked. */
function untilTithe(): GameState {
  let state = tithe.createGame({ seed: 2, players: 2, modules: [TITHE] });
  while (state.decision !== null && (state.decision.kind as string) !== "pilgrim-tithe/tithe")
    state = tithe.reduce(state, tithe.legalActions(state)[0]!);
  return state;
}

describe("engine.jsonSchemas() includes the engine's own modules (issue 47)", () => {
  const own = validators(tithe);
  const builtIn = validators(createEngine());

  it("gives the same documents as the package's for the built-in engine", () => {
    expect(Object.keys(createEngine().jsonSchemas()).sort()).toEqual(
      ["action.json", "content-pack.json", "decision.json", "event.json", "state.json", "view.json"].sort(),
    );
  });

  it("validates the module's actions, decision, event and a state holding its slice; the built-in documents refuse them", () => {
    const state = untilTithe();
    const actions = tithe.legalActions(state);
    expect(actions.map((a) => a.type as string)).toContain("pilgrim-tithe/pay");
    for (const action of actions) {
      expect(own["action.json"]!(action)).toBe(true);
      expect(builtIn["action.json"]!(action)).toBe(false);
    }
    expect(own["decision.json"]!(state.decision)).toBe(true);
    expect(builtIn["decision.json"]!(state.decision)).toBe(false);
    const plain: unknown = JSON.parse(JSON.stringify(state));
    expect(own["state.json"]!(plain)).toBe(true);
    expect(own["view.json"]!(JSON.parse(JSON.stringify(tithe.playerView(state, 0))))).toBe(true);
    expect(own["event.json"]!({ type: "pilgrim-tithe/paid", player: 0, tithes: 1 })).toBe(true);
    expect(builtIn["event.json"]!({ type: "pilgrim-tithe/paid", player: 0, tithes: 1 })).toBe(false);
    expect(own["action.json"]!({ type: "pilgrim-tithe/pay", player: 0, extra: 1 })).toBe(false);
  });
});
