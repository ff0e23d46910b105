/**
 * Playable player views: legalActions, validate, isGameOver and scores read a view exactly as they
 * read the full state; reduce refuses a view (it cannot roll dice); the view holds neither the
 * seed nor the RNG state.
 */
import { describe, expect, it } from "vitest";
import {
  createGame,
  InvalidStateError,
  isGameOver,
  legalActions,
  playerView,
  reduce,
  reduceWithEvents,
  scores,
  Simulator,
  validate,
  type GameState,
} from "../../src/index";
import { CONFIGURATIONS } from "../contract/configurations";

describe("playerView: a view a client can play from", () => {
  it("whole games where each deciding seat chooses only from legalActions(playerView(state, seat)), on every configuration", () => {
    for (const config of CONFIGURATIONS) {
      let state: GameState = createGame({ ...config.options, seed: `view-${config.name}` });
      let steps = 0;
      while (!isGameOver(state)) {
        const seat = state.decision?.player;
        const full = legalActions(state);
        if (typeof seat === "number") {
          const view = playerView(state, seat);
          const fromView = legalActions(view);
          expect(fromView, `${config.name} step ${steps}`).toEqual(full);
          expect(isGameOver(view)).toBe(false);
          const choice = fromView[(steps * 17) % fromView.length]!;
          expect(validate(view, choice)).toEqual({ ok: true });
          state = reduce(state, choice);
        } else {
          state = reduce(state, full[(steps * 17) % full.length]!);
        }
        steps++;
      }
      const final = playerView(state, "spectator");
      expect(isGameOver(final)).toBe(true);
      expect(scores(final)).toEqual(scores(state));
      expect(legalActions(final)).toEqual([]);
    }
  });

  it("reduce, reduceWithEvents and the Simulator refuse a view with STATE_IS_VIEW; validate answers it", () => {
    const state = createGame({ seed: "refuse", players: 3 });
    const view = playerView(state, 1);
    const action = legalActions(state)[0]!;
    for (const call of [
      () => reduce(view as unknown as GameState, action),
      () => reduceWithEvents(view as unknown as GameState, action),
      () => new Simulator(view as unknown as GameState),
    ]) {
      expect(call).toThrow(InvalidStateError);
      expect(call).toThrow(expect.objectContaining({ code: "STATE_IS_VIEW" }));
    }
    const wrongSeat = validate(view, { ...action, player: ((action.player as number) + 1) % 3 });
    expect(wrongSeat.ok).toBe(false);
  });

  it("a view holds no seed and no RNG state, and is frozen", () => {
    const state = createGame({
      seed: "a-long-unguessable-seed-1234567",
      players: 4,
      modules: ["gloomfall", "golden-mushrooms"],
    });
    const view = playerView(state, 2);
    const text = JSON.stringify(view);
    expect(text).not.toContain("a-long-unguessable-seed-1234567");
    expect(view.rng).toBeNull();
    expect(view.config.seed).toBeNull();
    expect(view.viewer).toBe(2);
    for (const n of [state.rng.s0, state.rng.s1, state.rng.s2]) expect(text).not.toContain(String(n));
    expect(Object.isFrozen(view)).toBe(true);
    expect(Object.isFrozen(view.config)).toBe(true);
  });
});
