/**
 * teq-engine/ml action ids, proven both ways on random games of every configuration: every legal
 * action has exactly one id and is in the mask, every id in the mask decodes to a legal action,
 * decoding an encoded action gives it back; bad ids are refused with a typed error.
 */
import { describe, expect, it } from "vitest";
import { actionKey, createGame, isGameOver, legalActions, reduce, type GameState } from "../../src/index";
import { actionFromId, actionId, actionSpace, legalActionIds, legalMask } from "../../src/ml/index";
import { CONFIGURATIONS, optionsFor } from "../contract/configurations";
import { seeded } from "./random-play";

/** Checks the encoding both ways at one state; returns how many ids were legal. */
function checkState(state: GameState, pick: (n: number) => number): number {
  const n = actionSpace(state.config).size;
  const legal = legalActions(state).filter((a) => a.player !== "chance");
  const mask = legalMask(state);
  expect(mask.length).toBe(n);
  const { ids, actions } = legalActionIds(state);
  // Every legal action once, each with its own id in range, and nothing else in the mask.
  expect(actions.map(actionKey)).toEqual(legal.map(actionKey));
  expect(new Set(ids).size).toBe(ids.length);
  expect(mask.reduce((s, x) => s + x, 0)).toBe(legal.length);
  for (const id of ids) {
    expect(id >= 0 && id < n).toBe(true);
    expect(mask[id]).toBe(1);
  }
  // Decoding every masked id gives the legal action it came from; encoding it gives the id back.
  // (legalActionIds is what actionFromId decodes with: a few ids through the public call suffice.)
  for (let t = 0; t < 3 && ids.length > 0; t++) {
    const k = pick(ids.length);
    expect(actionKey(actionFromId(state, ids[k]!))).toBe(actionKey(actions[k]!));
  }
  if (legal.length > 0) {
    const a = legal[pick(legal.length)]!;
    expect(actionFromId(state, actionId(state, a))).toEqual(a);
  }
  return legal.length;
}

describe("action ids: one to one with the legal actions", () => {
  for (const c of CONFIGURATIONS) {
    it(`${c.name}: every legal action has one id in the mask, every masked id decodes to it`, () => {
      let checked = 0;
      for (const seed of [1, 2]) {
        const pick = seeded(seed + 40);
        let state = createGame(optionsFor(c, seed));
        for (let i = 0; !isGameOver(state); i++) {
          if (i % 2 === 0) checked += checkState(state, pick);
          const options = legalActions(state);
          state = reduce(state, options[pick(options.length)]!);
        }
        expect(legalMask(state).every((x) => x === 0)).toBe(true);
      }
      expect(checked).toBeGreaterThan(20);
    });
  }
});

describe("action ids: the space is fixed per configuration", () => {
  it("gives the same size and type offsets whatever the seed or the difficulty", () => {
    expect(actionSpace(createGame({ seed: 1, players: 2 }).config)).toEqual(actionSpace({ players: 2 }));
    expect(actionSpace({ players: 1, difficulty: "page" })).toEqual(actionSpace({ players: 1, difficulty: "knight" }));
  });

  it("gives a movement card the same id in every game", () => {
    const first = (seed: number): number => {
      const s = createGame({ seed, players: 2 });
      return actionId(
        s,
        legalActions(s).find((a) => a.type === "choose-movement-card" && a.card === "horse")!,
      );
    };
    expect(first(1)).toBe(first(2));
    expect(first(1)).toBe(actionSpace({ players: 2 }).types[0]!.offset);
  });
});

describe("action ids: bad input", () => {
  const state = createGame({ seed: 5, players: 2 });
  const n = actionSpace(state.config).size;

  it("refuses an id out of range or not an integer (MALFORMED_ACTION), naming it", () => {
    for (const id of [-1, n, 1.5, Number.NaN]) {
      expect(() => actionFromId(state, id)).toThrow(expect.objectContaining({ code: "MALFORMED_ACTION" }));
    }
    expect(() => actionFromId(state, n)).toThrow(String(n));
  });

  it("refuses a masked-out id (WRONG_ACTION_TYPE), naming the id and the legal count", () => {
    const mask = legalMask(state);
    const off = mask.indexOf(0);
    const legal = mask.reduce((s, x) => s + x, 0);
    expect(() => actionFromId(state, off)).toThrow(new RegExp(`action id ${off} .*${legal} ids are legal`));
    expect(() => actionId(state, { type: "idle", player: 0 })).toThrow(
      expect.objectContaining({ code: "WRONG_ACTION_TYPE" }),
    );
  });
});
