import { describe, expect, it } from "vitest";
import {
  createGame,
  DIFFICULTIES,
  InvalidOptionsError,
  legalActions,
  parseState,
  referencePack,
  type GameOptions,
} from "../../../src/index";
import { builtinModuleSet } from "../../../src/built-in-modules";
import { soloState } from "../../../src/modules/solo/drafting";

function optionError(options: unknown): InvalidOptionsError {
  try {
    createGame(options as GameOptions);
  } catch (error) {
    if (error instanceof InvalidOptionsError) return error;
    throw error;
  }
  throw new Error("accepted");
}

describe("Solo Variant Rules: options and setup", () => {
  it("players: 1 is the solo variant: `solo` composed first, Peasant by default", () => {
    const state = createGame({ seed: 1, players: 1 });
    expect(state.config.modules).toEqual(["solo"]);
    expect(state.config.difficulty).toBe("peasant");
    expect(state.config.colors).toEqual(["red"]);
    expect(state.players).toHaveLength(1);
  });

  it("Choose a Difficulty Level: each of the 5 difficulties is recorded", () => {
    for (const difficulty of DIFFICULTIES) {
      expect(createGame({ seed: 1, players: 1, difficulty }).config.difficulty).toBe(difficulty);
    }
  });

  it("an unknown difficulty, or a difficulty with 2-4 players, is refused with OPTION_DIFFICULTY", () => {
    for (const options of [
      { seed: 1, players: 1, difficulty: "dragon" },
      { seed: 1, players: 1, difficulty: 3 },
      { seed: 1, players: 2, difficulty: "knight" },
      { seed: 1, players: 4, difficulty: "peasant" },
    ]) {
      const error = optionError(options);
      expect(error.code).toBe("OPTION_DIFFICULTY");
      expect(error.message).toContain("difficult");
    }
  });

  it('"solo" is selected by the player count: listing it is accepted with 1 player (same game), refused with more', () => {
    expect(createGame({ seed: 1, players: 1, modules: ["solo"] })).toEqual(createGame({ seed: 1, players: 1 }));
    expect(optionError({ seed: 1, players: 2, modules: ["solo"] }).code).toBe("OPTION_MODULES");
  });

  it("Game Setup: the same map as a multiplayer game, all 4 castle cards on it", () => {
    const state = createGame({ seed: 2, players: 1 });
    expect(state.map.cells).toHaveLength(17);
    const castles = state.map.cells.filter(
      (c) => referencePack.mapCards.find((m) => m.id === c.cardId)?.kind === "castle",
    );
    expect(castles).toHaveLength(4);
    expect(state.goblins.portals.filter((p) => p.goblin !== null)).toHaveLength(7);
    expect(state.quests.row).toHaveLength(3);
  });

  it("Game Setup: the magic card's 1-player side", () => {
    const state = createGame({ seed: 2, players: 1 });
    expect(builtinModuleSet().ruleset(state.config.modules).hooks.magicTrack(referencePack)).toBe(
      referencePack.magicTracks.solo,
    );
  });

  it("Game Setup: no first player token; the player is seat 0 and leads every Day turn", () => {
    const state = createGame({ seed: 3, players: 1 });
    expect(state.firstPlayer).toBe(0);
    expect(state.day?.leader).toBe(0);
    const hooks = builtinModuleSet().ruleset(state.config.modules).hooks;
    expect(hooks.usesFirstPlayerToken).toBe(false);
    expect(hooks.setupSteps.some((s) => s.kind === "setup-first-player")).toBe(false);
    expect(hooks.resolutionSteps.some((s) => s.kind === "pass-first-player")).toBe(false);
  });

  it("the first decision offers the 2 dealt movement cards", () => {
    const state = createGame({ seed: 4, players: 1 });
    const offered = soloState(state).offered;
    expect(offered).toHaveLength(2);
    expect(legalActions(state)).toEqual(
      referencePack.movementCards
        .filter((c) => offered.includes(c.id))
        .map((c) => ({ type: "choose-movement-card", player: 0, card: c.id })),
    );
  });

  it("a solo state survives parseState; a solo state claiming 2 players does not", () => {
    const state = createGame({ seed: 5, players: 1, difficulty: "squire" });
    expect(parseState(JSON.stringify(state))).toEqual(state);
    const bad = JSON.parse(JSON.stringify(createGame({ seed: 5, players: 2 })));
    bad.config.modules = ["solo"];
    expect(() => parseState(JSON.stringify(bad))).toThrow();
  });
});
