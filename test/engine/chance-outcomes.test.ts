/**
 * External chance (`chanceOutcomes`, src/engine/chance.ts): at a dice chance point the engine lists
 * every roll with its probability, and the outcome chosen is the roll.
 */
import { describe, expect, it } from "vitest";
import { chanceOutcomes, createGame, legalActions, reduce, type GameState } from "../../src/index";
import { act } from "../support/scenario";
import { nightGame, outcome } from "../support/night";

describe("External chance (chanceOutcomes)", () => {
  it("chanceOutcomes: 252 outcomes at a chance point, probabilities summing to 1, each accepted by reduce; 5 Torches = 1/7776", () => {
    const s = nightGame(2);
    const at = act(s, { type: "adventure", player: 0 });
    expect(at.decision?.kind).toBe("chance");
    // A dice chance point: every outcome is a roll-outcome action (module chance points list other actions).
    const outs = chanceOutcomes(at) as {
      action: import("../../src/index").RollOutcomeAction;
      probability: number;
    }[];
    expect(outs).toHaveLength(252);
    const sum = outs.reduce((n, o) => n + o.probability, 0);
    expect(Math.abs(sum - 1)).toBeLessThan(1e-9);
    const keys = new Set(outs.map((o) => [...o.action.symbols].sort().join(",")));
    expect(keys.size).toBe(252);
    for (const o of outs) {
      expect(o.action.symbols).toHaveLength(5);
      expect(() => reduce(at as GameState, o.action)).not.toThrow();
    }
    const torches = outs.find((o) => o.action.symbols.every((x) => x === "torch"))!;
    expect(torches.probability).toBeCloseTo(1 / 7776, 15);
    const mixed = outs.find((o) => new Set(o.action.symbols).size === 5 && !o.action.symbols.includes("scroll"))!;
    expect(mixed.probability).toBeCloseTo(120 / 7776, 15);
    // the legal action list at a chance point is the same 252 outcomes
    expect(legalActions(at as GameState)).toHaveLength(252);
  });

  it("chanceOutcomes: empty away from a chance point", () => {
    expect(chanceOutcomes(nightGame(2) as GameState)).toEqual([]);
    expect(chanceOutcomes(createGame({ seed: 3, players: 3, chance: "external" }))).toEqual([]);
    expect(chanceOutcomes(createGame({ seed: 3, players: 3 }))).toEqual([]);
  });

  it("external chance: the chosen outcome is the roll (lastRoll and its effects)", () => {
    const s = nightGame(2);
    s.players[0]!.power = 0;
    s.players[1]!.power = 0;
    const at = act(s, { type: "adventure", player: 0 });
    const next = act(at, outcome(["gain-power", "conjure-magic", "conjure-magic", "torch", "scroll"]));
    expect(next.lastRoll).toMatchObject({
      player: 0,
      symbols: ["gain-power", "conjure-magic", "conjure-magic", "torch", "scroll"],
    });
    expect(next.magicSpace).toBe(2);
    expect(next.players[0]!.power).toBe(1);
  });
});
