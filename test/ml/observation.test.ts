/**
 * teq-engine/ml observations: fixed length, named slices without gaps, and computed from what the
 * seat may see only: a full state, that seat's `playerView` and any `determinize`d copy of the
 * view give the same array, on random games of every configuration.
 */
import { describe, expect, it } from "vitest";
import { determinize, playerView, createGame } from "../../src/index";
import { observationSpec, observe, OBSERVATION_VERSION } from "../../src/ml/index";
import { CONFIGURATIONS } from "../contract/configurations";
import { sampledStates } from "./random-play";

describe("observationSpec", () => {
  it("covers the observation with its slices in order, without gaps, versioned", () => {
    for (const c of CONFIGURATIONS) {
      const spec = observationSpec(c.options);
      expect(spec.version).toBe(OBSERVATION_VERSION);
      let offset = 0;
      for (const s of spec.slices) {
        expect(s.offset, `${c.name} ${s.name}`).toBe(offset);
        expect(s.length).toBeGreaterThan(0);
        offset += s.length;
      }
      expect(spec.length).toBe(offset);
      expect(new Set(spec.slices.map((s) => s.name)).size).toBe(spec.slices.length);
    }
  });

  it("adds the module slices only where the module plays", () => {
    const names = (c: Parameters<typeof observationSpec>[0]): string[] => observationSpec(c).slices.map((s) => s.name);
    expect(names({ players: 2 })).not.toContain("goldenMushrooms");
    expect(names({ players: 2, modules: ["golden-mushrooms"] })).toContain("goldenMushrooms");
    expect(names({ players: 1 })).toContain("solo");
    expect(names({ players: 3 })).not.toContain("solo");
  });

  it("refuses a player count outside 1 to 4 with a typed error", () => {
    expect(() => observationSpec({ players: 5 })).toThrow(expect.objectContaining({ code: "OPTION_PLAYERS" }));
  });
});

describe("observe: from what the seat may see only", () => {
  for (const c of CONFIGURATIONS) {
    it(`${c.name}: observe(state) = observe(playerView) = observe(determinize(playerView)) for every seat`, () => {
      const length = observationSpec(c.options).length;
      for (const seed of [1]) {
        for (const [k, state] of sampledStates(c, seed, 11).entries()) {
          for (let seat = 0; seat < state.config.players; seat++) {
            const full = observe(state, seat);
            expect(full.length).toBe(length);
            expect(full.every(Number.isFinite)).toBe(true);
            const view = playerView(state, seat);
            expect(observe(view, seat), `${c.name} seed ${seed} state ${k} seat ${seat}: view`).toEqual(full);
            expect(observe(determinize(view, k + 99), seat), `determinized ${k}`).toEqual(full);
          }
        }
      }
    });
  }

  it("changes when what the seat sees changes, and not with the hidden deck order", () => {
    const a = createGame({ seed: 3, players: 2 });
    const shuffled = { ...a, quests: { ...a.quests, deck: [...a.quests.deck].reverse() } };
    expect(observe(shuffled, 0)).toEqual(observe(a, 0));
    const hurt = { ...a, players: a.players.map((p, i) => (i === 1 ? { ...p, health: p.health - 1 } : p)) };
    expect(observe(hurt, 0)).not.toEqual(observe(a, 0));
  });

  it("puts the observer first: seat 1's own health is where seat 0 sees its own", () => {
    const state = createGame({ seed: 4, players: 3 });
    const players = observationSpec(state.config).slices.find((s) => s.name === "players")!;
    const hurt = { ...state, players: state.players.map((p, i) => (i === 1 ? { ...p, health: 2 } : p)) };
    expect(observe(hurt, 1)[players.offset]).toBeCloseTo(0.2);
    expect(observe(hurt, 0)[players.offset + players.length / 3]).toBeCloseTo(0.2);
  });

  it("refuses a seat that is not in the game", () => {
    const state = createGame({ seed: 4, players: 2 });
    expect(() => observe(state, 2)).toThrow(expect.objectContaining({ code: "VIEWER" }));
  });
});
