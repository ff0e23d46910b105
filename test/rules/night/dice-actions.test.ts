/**
 * Rulebook, Night Phase (order of the dice actions), Adventure Dice Actions (Take Damage, Magic
 * Level Damage, Defending Damage, Gain Power, Conjure Magic or Take Damage), Legendary Item
 * Clarification (the Shield), Adventure Dice Symbols; CLARIFICATIONS 1 (Shield / defending, Take
 * Damage distribution).
 *
 * Every hero stays at home in these tests, so Torch, Scroll and Attack symbols have no use and serve
 * as fillers.
 */
import { describe, expect, it } from "vitest";
import { legalActions, maxPower, type GameState } from "../../../src/index";
import { act, expectRejected } from "../../support/scenario";
import { TRACK, nightGame, pad, roll, setAdventuring, setStats, type Sym } from "../../support/night";

const TD: Sym = "take-damage";
const GP: Sym = "gain-power";
const CM: Sym = "conjure-magic";
const health = (s: { players: readonly { health: number }[] }): number[] => s.players.map((p) => p.health);
const power = (s: { players: readonly { power: number }[] }): number[] => s.players.map((p) => p.power);

describe("Take Damage: distribution (Adventure Dice Actions, Take Damage)", () => {
  it("Take Damage: 3 symbols with 2 adventuring players: the roller takes 2, the other 1", () => {
    const s = nightGame(2);
    setStats(s, 0);
    const next = roll(s, pad([TD, TD, TD], "torch"));
    expect(health(next)).toEqual([4, 5]);
  });

  it("Take Damage: 3 symbols with 3 adventuring players: each takes 1", () => {
    const s = nightGame(3);
    setStats(s, 0);
    expect(health(roll(s, pad([TD, TD, TD], "torch")))).toEqual([5, 5, 5]);
  });

  it("Take Damage: the first symbol goes to the roller, then clockwise (roller seat 2 of 3)", () => {
    const s = nightGame(3, { holder: 2 });
    setStats(s, 0);
    expect(health(roll(s, pad([TD, TD], "torch")))).toEqual([5, 6, 5]);
  });

  it("CLARIFICATIONS 1 (Take Damage distribution): more symbols than adventuring players wrap around, skipping rested players", () => {
    const s = nightGame(4, { holder: 3 });
    setStats(s, 0);
    setAdventuring(s, [1, 3]);
    // symbols go 3, 1, 3, 1, 3
    expect(health(roll(s, [TD, TD, TD, TD, TD]))).toEqual([6, 4, 6, 3]);
  });

  it("Take Damage: 5 symbols with 4 adventuring players: the roller takes the 5th as well", () => {
    const s = nightGame(4, { holder: 1 });
    setStats(s, 0);
    expect(health(roll(s, [TD, TD, TD, TD, TD]))).toEqual([5, 4, 5, 5]);
  });
});

describe("Magic Level Damage (Conjure Magic or Take Damage: the Magic Levels)", () => {
  const expected = [1, 1, 1, 1, 1, 2, 2, 2, 3];
  for (let space = 0; space < TRACK.length; space++) {
    it(`Magic Level Damage: on magic space ${space} (level ${TRACK[space]}) one Take Damage symbol deals ${expected[space]}`, () => {
      const s = nightGame(2, { magicSpace: space });
      setStats(s, 0);
      const next = roll(s, pad([TD], "torch"));
      expect(health(next)).toEqual([6 - expected[space]!, 6]);
    });
  }

  it("Magic Level Damage: damage is still dealt one symbol at a time (level 2, two symbols, 2 players: 2 each)", () => {
    const s = nightGame(2, { magicSpace: 6 });
    setStats(s, 0);
    expect(health(roll(s, pad([TD, TD], "torch")))).toEqual([4, 4]);
  });
});

describe("Defending Damage", () => {
  it("Defending Damage: spending 2 Power cancels all of one symbol's damage (level 3: 3 Health)", () => {
    const s = nightGame(2, { magicSpace: 8 });
    s.players[0]!.power = 2;
    s.players[1]!.power = 0;
    const asked = act(s, { type: "adventure", player: 0 });
    const rolled = act(asked, { type: "roll-outcome", player: "chance", symbols: pad([TD], "torch") } as never);
    expect(rolled.decision).toMatchObject({ kind: "defend", player: 0, amount: 3, cost: 2 });
    expect(
      legalActions(rolled as GameState)
        .map((a) => a.type)
        .sort(),
    ).toEqual(["defend", "take-damage"]);
    const defended = act(rolled, { type: "defend", player: 0 });
    expect(defended.players[0]).toMatchObject({ health: 6, power: 0 });
    const taken = act(rolled, { type: "take-damage", player: 0 });
    expect(taken.players[0]).toMatchObject({ health: 3, power: 2 });
  });

  it("Defending Damage: each symbol is defended on its own; the second symbol still reaches the next player", () => {
    const s = nightGame(2, { magicSpace: 5 });
    setStats(s, 2);
    let cur = roll(s, pad([TD, TD], "torch"));
    expect(cur.decision).toMatchObject({ kind: "defend", player: 0, amount: 2 });
    cur = act(cur, { type: "defend", player: 0 });
    expect(cur.decision).toMatchObject({ kind: "defend", player: 1, amount: 2 });
    cur = act(cur, { type: "take-damage", player: 1 });
    expect(health(cur)).toEqual([6, 4]);
    expect(power(cur)).toEqual([0, 2]);
  });

  it("Defending Damage: without 2 Power there is no defend option, the damage is taken", () => {
    const s = nightGame(2);
    setStats(s, 1);
    const next = roll(s, pad([TD], "torch"));
    expect(next.decision?.kind).not.toBe("defend");
    expect(health(next)).toEqual([5, 6]);
    expect(power(next)).toEqual([1, 1]);
  });

  it("Legendary Item Clarification (Shield): defending costs 1 Power, whichever hero holds it", () => {
    const s = nightGame(2, { magicSpace: 5 });
    setStats(s, 1);
    s.players[0]!.heroes[2]!.items = ["shield"];
    const rolled = roll(s, pad([TD, TD], "torch"));
    expect(rolled.decision).toMatchObject({ kind: "defend", player: 0, amount: 2, cost: 1 });
    const defended = act(rolled, { type: "defend", player: 0 });
    expect(defended.players[0]).toMatchObject({ health: 6, power: 0 });
    // player 1 has no Shield and only 1 Power: no choice
    expect(defended.decision?.kind).not.toBe("defend");
    expect(defended.players[1]!.health).toBe(4);
  });

  it("Defending Damage: defend is refused outside a defend decision", () => {
    const s = nightGame(2);
    expectRejected(s, { type: "defend", player: 0 }, "WRONG_ACTION_TYPE");
  });
});

describe("Gain Power", () => {
  it("Gain Power: one symbol per player clockwise from the roller (3 players, 2 symbols)", () => {
    const s = nightGame(3, { holder: 1 });
    setStats(s, 0);
    expect(power(roll(s, pad([GP, GP], "torch")))).toEqual([0, 1, 1]);
  });

  it("Gain Power: wraps around like damage (2 players, 3 symbols)", () => {
    const s = nightGame(2);
    setStats(s, 0);
    expect(power(roll(s, pad([GP, GP, GP], "torch")))).toEqual([2, 1]);
  });

  it("Gain Power: capped at the maximum Power", () => {
    const s = nightGame(2);
    setStats(s, 0);
    s.players[0]!.power = 3;
    const next = roll(s, pad([GP, GP, GP], "torch"));
    expect(maxPower(next as GameState, 0)).toBe(3);
    expect(power(next)).toEqual([3, 1]);
  });

  for (const space of [5, 7, 8]) {
    it(`Gain Power: no Power at magic level ${TRACK[space]} (space ${space})`, () => {
      const s = nightGame(2, { magicSpace: space });
      setStats(s, 0);
      expect(power(roll(s, pad([GP, GP, GP], "torch")))).toEqual([0, 0]);
    });
  }

  it("Gain Power: at magic level 1 Power is still given", () => {
    const s = nightGame(2, { magicSpace: 3 });
    setStats(s, 0);
    expect(power(roll(s, pad([GP], "torch")))).toEqual([1, 0]);
  });
});

describe("Conjure Magic or Take Damage", () => {
  it("Conjure Magic: each symbol advances the magic token one space", () => {
    const s = nightGame(2, { magicSpace: 1 });
    setStats(s, 0);
    const next = roll(s, pad([CM, CM, CM], "torch"));
    expect(next.magicSpace).toBe(4);
    expect(health(next)).toEqual([6, 6]);
  });

  it("Conjure Magic: on the last space each further symbol deals 1 damage, from the roller clockwise", () => {
    const s = nightGame(2, { magicSpace: 7 });
    setStats(s, 0);
    const next = roll(s, pad([CM, CM, CM], "torch"));
    expect(next.magicSpace).toBe(8);
    expect(health(next)).toEqual([5, 6 - 1]);
  });

  it("Conjure Magic: already on the last space, 3 symbols with 3 players deal 1 to each", () => {
    const s = nightGame(3, { magicSpace: 8, holder: 2 });
    setStats(s, 0);
    const next = roll(s, pad([CM, CM, CM], "torch"));
    expect(next.magicSpace).toBe(8);
    expect(health(next)).toEqual([5, 5, 5]);
  });

  it("Night Phase (order): Take Damage first, then Gain Power, then Conjure Magic — the roll's own Conjure does not raise its Take Damage", () => {
    // space 4 is level 1; one Conjure moves it to space 5 (level 2) but the Take Damage was already dealt at level 1
    const s = nightGame(2, { magicSpace: 4 });
    setStats(s, 0);
    const next = roll(s, [TD, GP, CM, "torch", "torch"]);
    expect(next.magicSpace).toBe(5);
    expect(health(next)).toEqual([5, 6]);
    expect(power(next)).toEqual([1, 0]);
  });

  it("Conjure Magic or Take Damage: the Conjure damage starts again from the roller after the Take Damage symbols", () => {
    const s = nightGame(2, { magicSpace: 8 });
    setStats(s, 0);
    // Take Damage: 3 to the roller; Conjure (level 3): 1, again to the roller first
    expect(health(roll(s, pad([TD, CM], "torch")))).toEqual([2, 6]);
  });

  it("Night Phase: after the roll the dice pass clockwise to the next adventuring player", () => {
    const s = nightGame(3);
    setStats(s, 0);
    setAdventuring(s, [0, 2]);
    const next = roll(s, pad([], "torch"));
    expect(next.decision).toEqual({ kind: "adventure-or-rest", player: 2 });
    expect(next.night!.holder).toBe(2);
  });
});
