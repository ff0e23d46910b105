/**
 * Rulebook, Regions on the Map Cards (Castles) and Idling — Choosing to Not Move; CLARIFICATIONS
 * section 2.1 (one idle bonus, any player's castle).
 */
import { describe, expect, it } from "vitest";
import { legalActions } from "../../../src/index";
import {
  act,
  canon,
  cellAt,
  expectRejected,
  home,
  move,
  newGame,
  putHero,
  setMoveOrIdle,
  sideOf,
  type S,
} from "../../support/scenario";

/** Player 0: hero 0 on (1,2), beside the castle card on (1,1); heroes 1 and 2 away from castles. */
function castleTrip(health: number, power: number): { s: S; castle: { cell: number; side: "left" | "right" } } {
  const s = newGame(2, "castle-gain");
  putHero(s, 0, 0, { cell: cellAt(s, 1, 2), side: "left" });
  putHero(s, 0, 1, { cell: cellAt(s, 2, 2), side: "left" });
  putHero(s, 0, 2, { cell: cellAt(s, 2, 2), side: "right" });
  s.players[0]!.health = health;
  s.players[0]!.power = power;
  setMoveOrIdle(s, 0, "foot");
  return { s, castle: sideOf(s, cellAt(s, 1, 1), "castle") };
}

describe("Castles: arriving gives 1 Health OR 1 Power", () => {
  it("Regions on the Map Cards, Castles: both below max — a choose-gain decision, either stat", () => {
    const { s, castle } = castleTrip(4, 1);
    const next = act(s, move(0, 0, castle));
    expect(next.decision).toEqual({ kind: "choose-gain", player: 0, reason: "castle" });
    expect(legalActions(next).map(canon).sort()).toEqual(
      [
        { type: "choose-gain", player: 0, stat: "health" },
        { type: "choose-gain", player: 0, stat: "power" },
      ]
        .map(canon)
        .sort(),
    );
    const h = act(next, { type: "choose-gain", player: 0, stat: "health" });
    expect([h.players[0]!.health, h.players[0]!.power]).toEqual([5, 1]);
    const p = act(next, { type: "choose-gain", player: 0, stat: "power" });
    expect([p.players[0]!.health, p.players[0]!.power]).toEqual([4, 2]);
    expectRejected(next, { type: "choose-gain", player: 0, stat: "magic" }, "MALFORMED_ACTION");
  });

  it("Regions on the Map Cards, Castles: only Power below max — gained automatically, capped at max", () => {
    const { s, castle } = castleTrip(6, 2);
    const next = act(s, move(0, 0, castle));
    expect(next.decision?.kind).not.toBe("choose-gain");
    expect([next.players[0]!.health, next.players[0]!.power]).toEqual([6, 3]);
  });

  it("Regions on the Map Cards, Castles: only Health below max — gained automatically", () => {
    const { s, castle } = castleTrip(5, 3);
    const next = act(s, move(0, 0, castle));
    expect(next.decision?.kind).not.toBe("choose-gain");
    expect([next.players[0]!.health, next.players[0]!.power]).toEqual([6, 3]);
  });

  it("Regions on the Map Cards, Castles: both at max — nothing", () => {
    const { s, castle } = castleTrip(6, 3);
    const next = act(s, move(0, 0, castle));
    expect(next.decision?.kind).not.toBe("choose-gain");
    expect([next.players[0]!.health, next.players[0]!.power]).toEqual([6, 3]);
  });

  it("Regions on the Map Cards, Castles: the obelisk beside a castle gives nothing", () => {
    const { s } = castleTrip(4, 1);
    const next = act(s, move(0, 0, sideOf(s, cellAt(s, 1, 1), "obelisk")));
    expect(next.decision?.kind).not.toBe("choose-gain");
    expect([next.players[0]!.health, next.players[0]!.power]).toEqual([4, 1]);
  });
});

/** Player 0 idles; heroes placed by `where` (a region per hero). */
function idler(health: number, power: number, where: (s: S) => { cell: number; side: "left" | "right" }[]): S {
  const s = newGame(2, "idle");
  where(s).forEach((ref, h) => putHero(s, 0, h, ref));
  s.players[0]!.health = health;
  s.players[0]!.power = power;
  setMoveOrIdle(s, 0, "horse");
  return s;
}

const away = (s: S) => [
  { cell: cellAt(s, 2, 2), side: "left" as const },
  { cell: cellAt(s, 2, 2), side: "right" as const },
  sideOf(s, cellAt(s, 1, 1), "obelisk") as { cell: number; side: "left" | "right" },
];

describe("Idling", () => {
  it("Idling: with no hero in any castle, idling gains nothing", () => {
    const s = idler(4, 1, away);
    const next = act(s, { type: "idle", player: 0 });
    expect(next.decision?.kind).toBe("choose-movement-card");
    expect([next.players[0]!.health, next.players[0]!.power]).toEqual([4, 1]);
  });

  it("Idling: a hero in ANOTHER player's castle is enough — 1 Health OR 1 Power", () => {
    const s = idler(4, 1, (s) => [...away(s).slice(0, 2), home(s, 1)]);
    const next = act(s, { type: "idle", player: 0 });
    expect(next.decision).toEqual({ kind: "choose-gain", player: 0, reason: "idle" });
    const after = act(next, { type: "choose-gain", player: 0, stat: "power" });
    expect([after.players[0]!.health, after.players[0]!.power]).toEqual([4, 2]);
    expect(after.decision?.kind).toBe("choose-movement-card");
  });

  it("Idling: a hero in its own castle — gain once per idle, not once per hero", () => {
    // all three heroes at home (the start of the game), plus nothing else: still one gain
    const s = idler(3, 0, (s) => [0, 1, 2].map(() => home(s, 0) as { cell: number; side: "left" | "right" }));
    const next = act(s, { type: "idle", player: 0 });
    expect(next.decision?.kind).toBe("choose-gain");
    const after = act(next, { type: "choose-gain", player: 0, stat: "health" });
    expect([after.players[0]!.health, after.players[0]!.power]).toEqual([4, 0]);
    expect(after.decision?.kind).toBe("choose-movement-card");
  });

  it("Idling: heroes in two different castles still give one gain (automatic when only Health is below max)", () => {
    const s = idler(3, 3, (s) => [home(s, 0), home(s, 1), away(s)[0]!] as { cell: number; side: "left" | "right" }[]);
    const next = act(s, { type: "idle", player: 0 });
    expect([next.players[0]!.health, next.players[0]!.power]).toEqual([4, 3]);
    expect(next.decision?.kind).toBe("choose-movement-card");
  });

  it("Idling: at max Health and Power nothing is gained", () => {
    const s = idler(6, 3, (s) => [0, 1, 2].map(() => home(s, 0) as { cell: number; side: "left" | "right" }));
    const next = act(s, { type: "idle", player: 0 });
    expect([next.players[0]!.health, next.players[0]!.power]).toEqual([6, 3]);
    expect(next.decision?.kind).toBe("choose-movement-card");
  });

  it("Idling: idling does not move any hero", () => {
    const s = idler(6, 3, away);
    const next = act(s, { type: "idle", player: 0 });
    expect(next.players[0]!.heroes.map((h) => h.at)).toEqual(s.players[0]!.heroes.map((h) => h.at));
  });
});
