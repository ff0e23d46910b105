import { describe, expect, it } from "vitest";
import { createEngine, createGame, heuristicBot, isGameOver, moduleStateOf, reduce } from "../../src/index";
import { pilgrimTithe } from "../../examples/pilgrim-tithe/index";

describe("moduleStateOf: typed module state for front-ends", () => {
  it("gives the 7 mushrooms of a Golden Mushrooms game, each captured at a portal at setup", () => {
    const state = createGame({ seed: "m", players: 2, modules: ["golden-mushrooms"] });
    const slice = moduleStateOf(state, "golden-mushrooms");
    expect(slice?.mushrooms).toHaveLength(7);
    expect(slice?.mushrooms.every((m) => m.place.where === "portal" && !m.upright)).toBe(true);
    expect(slice).toBe(state.moduleState["golden-mushrooms"]);
  });

  it("is null for a module the game does not compose", () => {
    const state = createGame({ seed: "m", players: 2, modules: ["gloomfall"] });
    expect(moduleStateOf(state, "golden-mushrooms")).toBeNull();
    expect(moduleStateOf(state, "solo")).toBeNull();
  });

  it("follows the solo deal: two cards offered at a Day turn's choice", () => {
    let state = createGame({ seed: "solo-view", players: 1 });
    let n = 0;
    while (state.decision?.kind !== "choose-movement-card" && !isGameOver(state))
      state = reduce(state, heuristicBot(`s/${n++}`)(state));
    expect(moduleStateOf(state, "solo")?.offered).toHaveLength(2);
  });

  it("reads a module of one's own by its definition: its slice, or null in a game without it", () => {
    const engine = createEngine({ modules: [pilgrimTithe] });
    const state = engine.createGame({ seed: "m", players: 2, modules: ["pilgrim-tithe"] });
    expect(moduleStateOf(state, pilgrimTithe)).toEqual({ tithes: [0, 0] });
    expect(moduleStateOf(engine.playerView(state, 1), pilgrimTithe)).toEqual({ tithes: [0, 0] });
    expect(moduleStateOf(engine.createGame({ seed: "m", players: 2 }), pilgrimTithe)).toBeNull();
  });
});
