import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createEngine,
  createGame,
  editState,
  InvalidStateError,
  legalActions,
  playerView,
  reduce,
  referencePack,
  type GameState,
} from "../../src/index";

const start = createGame({ seed: 1, players: 2 });

/** A state some random steps into a seeded game. */
function stepsInto(seed: number, steps: number): GameState {
  let state = createGame({ seed, players: 3, modules: ["gloomfall", "golden-mushrooms"] });
  for (let i = 0; i < steps; i++) {
    const legal = legalActions(state);
    if (legal.length === 0) break;
    state = reduce(state, legal[(seed * 31 + i * 17) % legal.length]!);
  }
  return state;
}

describe("editState: a state changed through an immer draft, checked by parseState", () => {
  it("returns the edited state, frozen, and leaves the input unchanged", () => {
    const before = JSON.stringify(start);
    const edited = editState(start, (draft) => {
      draft.players[1]!.health = 1;
      draft.players[0]!.power = 3;
    });
    expect(edited.players[1]!.health).toBe(1);
    expect(edited.players[0]!.power).toBe(3);
    expect(Object.isFrozen(edited) && Object.isFrozen(edited.players[1])).toBe(true);
    expect(JSON.stringify(start)).toBe(before);
    // Only the edited fields differ.
    expect({ ...JSON.parse(JSON.stringify(edited)), players: null }).toEqual({ ...JSON.parse(before), players: null });
  });

  it("an edited state plays on with reduce", () => {
    const edited = editState(start, (draft) => {
      draft.players[0]!.power = 2;
    });
    const legal = legalActions(edited);
    expect(legal.length).toBeGreaterThan(0);
    expect(reduce(edited, legal[0]!).players[0]!.power).toBeGreaterThanOrEqual(0);
  });

  it("a recipe may return a whole new state", () => {
    const edited = editState(start, () => ({
      ...start,
      players: start.players.map((p) => (p.seat === 0 ? { ...p, health: 2 } : p)),
    }));
    expect(edited.players[0]!.health).toBe(2);
  });

  it("refuses an edit the rules do not accept, with a coded InvalidStateError, and changes nothing", () => {
    const before = JSON.stringify(start);
    for (const recipe of [
      (d: Parameters<Parameters<typeof editState>[1]>[0]) => void (d.players[0]!.health = -4),
      (d: Parameters<Parameters<typeof editState>[1]>[0]) => void (d.players[0]!.power = 99),
      (d: Parameters<Parameters<typeof editState>[1]>[0]) => void d.players.pop(),
      (d: Parameters<Parameters<typeof editState>[1]>[0]) => void (d.round = 0),
    ]) {
      let caught: unknown;
      try {
        editState(start, recipe);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(InvalidStateError);
      expect((caught as InvalidStateError).code).toMatch(/^STATE_/);
    }
    expect(JSON.stringify(start)).toBe(before);
  });

  it("an error the recipe throws reaches the caller as it is", () => {
    expect(() =>
      editState(start, () => {
        throw new RangeError("mine");
      }),
    ).toThrow(RangeError);
  });

  it("refuses a player view (views hold no RNG or deck order)", () => {
    const view = playerView(start, 0) as unknown as GameState;
    expect(() => editState(view, () => undefined)).toThrow(InvalidStateError);
  });

  it("an engine's editState refuses a state of another content pack", () => {
    const teq = createEngine({ content: { ...referencePack, id: "house-pack" } });
    expect(() => teq.editState(start, () => undefined)).toThrow(
      expect.objectContaining({ code: "STATE_CONTENT_MISMATCH" }),
    );
    const own = teq.createGame({ seed: 2, players: 2 });
    expect(teq.editState(own, (d) => void (d.players[0]!.health = 2)).players[0]!.health).toBe(2);
  });

  it("property: a recipe that changes nothing gives back an equal state, at any point of random games", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 120 }), (seed, steps) => {
        const state = stepsInto(seed, steps);
        expect(editState(state, () => undefined)).toEqual(state);
      }),
      { numRuns: 15 },
    );
  });
});
