/**
 * parseState checks each module's state slice through the modules' `stateChecks` hook.
 */
import { referencePack } from "../../src/index";
import { describe, expect, it } from "vitest";
import {
  createGame,
  InvalidStateError,
  isGameOver,
  legalActions,
  parseState,
  reduce,
  type GameState,
} from "../../src/index";

function refused(state: unknown): InvalidStateError {
  try {
    parseState(JSON.stringify(state));
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidStateError);
    return error as InvalidStateError;
  }
  throw new Error("parseState accepted a broken module slice");
}

function played(options: Parameters<typeof createGame>[0], steps: number): GameState {
  let state = createGame(options);
  for (let i = 0; i < steps && !isGameOver(state); i++)
    state = reduce(state, legalActions(state)[(i * 5) % legalActions(state).length]!);
  return state;
}

describe("module state checks (parseState)", () => {
  it("Golden Mushrooms: states of a played game parse; a missing, short or impossible mushroom list is refused", () => {
    const state = played({ seed: "gm-check", players: 3, modules: ["golden-mushrooms"] }, 120);
    expect(parseState(JSON.stringify(state))).toEqual(state);
    const slice = state.moduleState["golden-mushrooms"] as { mushrooms: { place: object; upright: boolean }[] };
    const replaced = (mushrooms: unknown): unknown => ({
      ...state,
      moduleState: { ...state.moduleState, "golden-mushrooms": { mushrooms } },
    });
    expect(
      refused({ ...state, moduleState: { ...state.moduleState, "golden-mushrooms": { nope: 1 } } }).message,
    ).toContain('moduleState["golden-mushrooms"].mushrooms: missing required field');
    expect(refused(replaced(slice.mushrooms.slice(1))).message).toContain("expected 7 mushrooms");
    const ghost = [{ place: { where: "hero", seat: 5, hero: 9 }, upright: true }, ...slice.mushrooms.slice(1)];
    // The slice's schema bounds a seat by the player count and a hero by 0 to 2.
    expect(refused(replaced(ghost)).message).toContain(
      'moduleState["golden-mushrooms"].mushrooms[0].place.seat: expected an integer from 0 to 2, found 5',
    );
    expect(refused(replaced([{ place: { where: "attic" }, upright: true }])).message).toContain(
      'place.where: unknown mushroom place "attic"',
    );
    const twice = slice.mushrooms.map((m, i) =>
      i < 2 ? { place: { where: "hero", seat: 1, hero: 2 }, upright: true } : m,
    );
    expect(refused(replaced(twice)).message).toContain("hero 1/2 escorts a second mushroom");
    const standingCaptive = slice.mushrooms.map((m, i) =>
      i === 0 ? { place: { where: "supply" }, upright: true } : m,
    );
    expect(refused(replaced(standingCaptive)).message).toContain("lies down");
  });

  it("Solo: states of a played game parse; an offered card that was not dealt is refused", () => {
    const state = played({ seed: "solo-check", players: 1, difficulty: "page" }, 3);
    expect(parseState(JSON.stringify(state))).toEqual(state);
    const slice = state.moduleState["solo"] as { dealt: string[]; offered: string[] };
    const undealt = referencePack.movementCards.map((c) => c.id).find((id) => !slice.dealt.includes(id))!;
    const broken = { ...state, moduleState: { ...state.moduleState, solo: { ...slice, offered: [undealt] } } };
    expect(refused(broken).message).toContain("was not dealt");
  });
});
