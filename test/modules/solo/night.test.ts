import { describe, expect, it } from "vitest";
import { referencePack, type DieSymbol } from "../../../src/index";
import { act, actWithEvents, type S } from "../../support/scenario";
import { nightScenario } from "./support";

/** Adventures and rolls `symbols` (external chance); returns the state and events of the roll. */
function roll(s: S, symbols: readonly DieSymbol[]) {
  const rolled = act(s, { type: "adventure", player: 0 });
  expect(rolled.decision?.kind).toBe("chance");
  return actWithEvents(rolled, { type: "roll-outcome", player: "chance", symbols });
}

const damage = (events: readonly { type: string; [k: string]: unknown }[]) =>
  events.filter((e) => e.type === "damage-taken").map((e) => e["amount"]);
const powerGained = (events: readonly { type: string; [k: string]: unknown }[]) =>
  events
    .filter((e) => e.type === "gained" && e["stat"] === "power" && e["reason"] === "gain-power")
    .map((e) => e["amount"]);

const TD = "take-damage" as const;
const GP = "gain-power" as const;
const CM = "conjure-magic" as const;
const T = "torch" as const;

describe("Solo Variant Rules, Night Phase: the 1-player magic card (external chance)", () => {
  it("the player always holds the dice", () => {
    const s = nightScenario(0);
    expect(s.night?.holder).toBe(0);
    expect(s.decision).toEqual({ kind: "adventure-or-rest", player: 0 });
  });

  it("Level 0: the first Take Damage symbol is ignored, each other one deals 1; Gain Power gives 1 each", () => {
    expect(damage(roll(nightScenario(0), [TD, T, T, T, T]).events)).toEqual([]);
    expect(damage(roll(nightScenario(0), [TD, TD, T, T, T]).events)).toEqual([1]);
    expect(damage(roll(nightScenario(0), [TD, TD, TD, TD, T]).events)).toEqual([1, 1, 1]);
    const { state, events } = roll(nightScenario(0), [TD, TD, TD, GP, GP]);
    expect(damage(events)).toEqual([1, 1]);
    expect(state.players[0]!.health).toBe(4);
    expect(powerGained(events)).toEqual([1, 1]);
  });

  it("Level 1: the first Take Damage deals 1, the second is ignored, the rest deal 1; the first Gain Power is ignored", () => {
    expect(damage(roll(nightScenario(1), [TD, T, T, T, T]).events)).toEqual([1]);
    expect(damage(roll(nightScenario(1), [TD, TD, T, T, T]).events)).toEqual([1]);
    expect(damage(roll(nightScenario(1), [TD, TD, TD, TD, T]).events)).toEqual([1, 1, 1]);
    expect(powerGained(roll(nightScenario(1), [GP, T, T, T, T]).events)).toEqual([]);
    expect(powerGained(roll(nightScenario(1), [GP, GP, GP, T, T]).events)).toEqual([1, 1]);
    const { state } = roll(nightScenario(1), [TD, TD, GP, GP, T]);
    expect(state.players[0]!.health).toBe(5);
    expect(state.players[0]!.power).toBe(1);
  });

  it("Level 2: every Take Damage deals 1; Gain Power gives nothing", () => {
    expect(damage(roll(nightScenario(2), [TD, T, T, T, T]).events)).toEqual([1]);
    const { state, events } = roll(nightScenario(2), [TD, TD, TD, GP, GP]);
    expect(damage(events)).toEqual([1, 1, 1]);
    expect(powerGained(events)).toEqual([]);
    expect(state.players[0]!.power).toBe(0);
  });

  it("Level 3: every Take Damage deals 2; Gain Power gives nothing; every Conjure Magic deals 1", () => {
    const { state, events } = roll(nightScenario(3, { health: 6 }), [TD, GP, CM, CM, T]);
    expect(damage(events)).toEqual([2, 1, 1]);
    expect(powerGained(events)).toEqual([]);
    expect(state.players[0]!.health).toBe(2);
    expect(state.magicSpace).toBe(nightScenario(3).magicSpace); // the token no longer advances
    expect(damage(roll(nightScenario(3), [TD, TD, T, T, T]).events)).toEqual([2, 2]);
  });

  it("Conjure Magic below level 3 advances the token (the level can rise within a roll)", () => {
    const s = nightScenario(0);
    const { state, events } = roll(s, [CM, CM, T, T, T]);
    expect(state.magicSpace).toBe(s.magicSpace + 2);
    expect(damage(events)).toEqual([]);
  });

  it("Defending still costs 2 Power per symbol (1 with the Shield), and cancels that symbol's damage", () => {
    const s = nightScenario(3, { power: 3 });
    const rolled = act(act(s, { type: "adventure", player: 0 }), {
      type: "roll-outcome",
      player: "chance",
      symbols: [TD, T, T, T, T],
    });
    expect(rolled.decision).toEqual({ kind: "defend", player: 0, amount: 2, cost: 2 });
    const defended = act(rolled, { type: "defend", player: 0 });
    expect(defended.players[0]!.power).toBe(1);
    expect(defended.players[0]!.health).toBe(6);

    const withShield = nightScenario(3, { power: 3 });
    const shield = referencePack.items.find((i) => i.ability.type === "shield")!;
    withShield.players[0]!.heroes[0]!.items = [shield.id];
    withShield.players[0]!.legendary[shield.id] = 2;
    const r2 = act(act(withShield, { type: "adventure", player: 0 }), {
      type: "roll-outcome",
      player: "chance",
      symbols: [TD, T, T, T, T],
    });
    expect(r2.decision).toEqual({ kind: "defend", player: 0, amount: 2, cost: 1 });
  });

  it("the ignored Take Damage symbol asks no defence", () => {
    const s = nightScenario(0, { power: 3 });
    const rolled = act(act(s, { type: "adventure", player: 0 }), {
      type: "roll-outcome",
      player: "chance",
      symbols: [TD, T, T, T, T],
    });
    expect(rolled.decision?.kind).not.toBe("defend");
    expect(rolled.players[0]!.power).toBe(3);
  });
});
