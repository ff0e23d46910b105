/**
 * Rulebook, Attacking, Health and Power Maximum Thresholds (goblins raise max Health), Legendary Item
 * Clarification (the Sword, the Bow note).
 */
import { describe, expect, it } from "vitest";
import { maxHealth, reduceWithEvents, type GameState, type RegionRef } from "../../../src/index";
import { act, expectRejected, home, putHero } from "../../support/scenario";
import {
  isLegal,
  nightGame,
  pad,
  portalAt,
  portalRegions,
  rest,
  roll,
  setAdventuring,
  setStats,
  settleGains,
  type Sym,
} from "../../support/night";
import type { S } from "../../support/scenario";

const ATK: Sym = "attack-goblin";

/** A 2-player Night where only seat 0 adventures, with its hero 0 on a portal holding a fresh goblin. */
function atPortal(): { s: S; portal: RegionRef } {
  const s = nightGame(2);
  setStats(s, 0);
  setAdventuring(s, [0]);
  const portal = portalRegions(s)[0]!;
  portalAt(s, portal).goblin = { stance: "passive", damage: 0, dealtBy: [0, 0, 0, 0] };
  putHero(s, 0, 0, portal);
  return { s, portal };
}

/** A portal whose card is orthogonally next to another card with a region the Bow hero can stand on, and a portal two cards away. */
function bowSetup(s: S): { from: RegionRef; near: RegionRef; far: RegionRef } {
  for (const near of portalRegions(s)) {
    const nc = s.map.cells[near.cell]!;
    const fromCell = s.map.cells.findIndex(
      (c) => Math.abs(c.row - nc.row) + Math.abs(c.col - nc.col) === 1 && !c.cardId.startsWith("castle"),
    );
    if (fromCell < 0) continue;
    const fc = s.map.cells[fromCell]!;
    const far = portalRegions(s).find((p) => {
      const pc = s.map.cells[p.cell]!;
      return Math.max(Math.abs(pc.row - fc.row), Math.abs(pc.col - fc.col)) >= 2;
    });
    if (far === undefined) continue;
    return { from: { cell: fromCell, side: "left" }, near, far };
  }
  throw new Error("no bow layout");
}

describe("Attacking", () => {
  it("Attacking: each Attack symbol rotates the goblin once; the 5th defeats it, collected at once (+1 max Health)", () => {
    const { s, portal } = atPortal();
    let cur = roll(s, [ATK, ATK, ATK, ATK, ATK]);
    for (let i = 1; i <= 4; i++) {
      cur = act(cur, { type: "attack", player: 0, hero: 0, cell: portal.cell });
      expect(portalAt(cur, portal).goblin).toMatchObject({ stance: "passive", damage: i });
    }
    expect(maxHealth(cur as GameState, 0)).toBe(6);
    const r = reduceWithEvents(cur, { type: "attack", player: 0, hero: 0, cell: portal.cell });
    expect(r.events.map((e) => e.type)).toContain("goblin-defeated");
    expect(portalAt(r.state, portal).goblin).toBeNull();
    expect(r.state.players[0]!.goblinsDefeated).toBe(1);
    expect(maxHealth(r.state, 0)).toBe(7);
    // collected before resting: the hero is still on the portal
    expect(r.state.players[0]!.heroes[0]!.at).toEqual(portal);
  });

  it("Attacking: damage stays on the goblin between rolls of the same Night", () => {
    const { s, portal } = atPortal();
    let cur = roll(s, pad([ATK, ATK, ATK], "torch"));
    for (let i = 0; i < 3; i++) cur = act(cur, { type: "attack", player: 0, hero: 0, cell: portal.cell });
    expect(cur.decision).toEqual({ kind: "adventure-or-rest", player: 0 });
    cur = roll(cur, pad([ATK, ATK], "torch"));
    cur = act(cur, { type: "attack", player: 0, hero: 0, cell: portal.cell });
    cur = act(cur, { type: "attack", player: 0, hero: 0, cell: portal.cell });
    expect(cur.players[0]!.goblinsDefeated).toBe(1);
  });

  it("Attacking: one Attack symbol serves one hero only", () => {
    const { s, portal } = atPortal();
    const other = portalRegions(s)[1]!;
    portalAt(s, other).goblin = { stance: "aggressive", damage: 0, dealtBy: [0, 0, 0, 0] };
    putHero(s, 0, 1, other);
    let cur = roll(s, pad([ATK], "torch"));
    expect(isLegal(cur, { type: "attack", player: 0, hero: 1, cell: other.cell })).toBe(true);
    cur = act(cur, { type: "attack", player: 0, hero: 0, cell: portal.cell });
    expect(cur.decision).toEqual({ kind: "adventure-or-rest", player: 0 });
    expect(portalAt(cur, other).goblin!.damage).toBe(0);
  });

  it("Attacking: a hero not on the portal cannot attack its goblin", () => {
    const { s, portal } = atPortal();
    putHero(s, 0, 0, home(s, 0));
    const cur = roll(s, pad([ATK], "torch"));
    expect(cur.decision).toEqual({ kind: "adventure-or-rest", player: 0 });
    expect(portalAt(cur, portal).goblin!.damage).toBe(0);
  });

  it("Attacking: the goblin's damage is lost when its attacker rests, and the hero goes home", () => {
    const { s, portal } = atPortal();
    s.players[0]!.health = 5;
    let cur = roll(s, pad([ATK, ATK, ATK], "torch"));
    for (let i = 0; i < 3; i++) cur = act(cur, { type: "attack", player: 0, hero: 0, cell: portal.cell });
    expect(portalAt(cur, portal).goblin!.damage).toBe(3);
    cur = rest(cur);
    expect(portalAt(cur, portal).goblin).toMatchObject({ stance: "passive", damage: 0 });
    expect(cur.players[0]!.heroes[0]!.at).toEqual(home(s, 0));
  });

  it("Attacking: the goblin's damage is lost when its attacker is exhausted", () => {
    const { s, portal } = atPortal();
    s.players[0]!.health = 1;
    portalAt(s, portal).goblin = { stance: "aggressive", damage: 4, dealtBy: [4, 0, 0, 0] };
    const cur = roll(s, pad(["take-damage", ATK], "torch"));
    expect(portalAt(cur, portal).goblin).toMatchObject({ stance: "aggressive", damage: 0 });
    expect(cur.players[0]!.goblinsDefeated).toBe(0);
  });
});

describe("Legendary Item Clarification: the Sword", () => {
  it("Sword: 1 Power per extra damage, at the hero's own portal, even before rolling", () => {
    const { s, portal } = atPortal();
    s.players[0]!.power = 3;
    s.players[0]!.heroes[0]!.items = ["sword"];
    expect(isLegal(s, { type: "sword", player: 0, hero: 0 })).toBe(true);
    let cur = act(s, { type: "sword", player: 0, hero: 0 });
    cur = act(cur, { type: "sword", player: 0, hero: 0 });
    expect(portalAt(cur, portal).goblin!.damage).toBe(2);
    expect(cur.players[0]!.power).toBe(1);
    expect(cur.decision).toEqual({ kind: "adventure-or-rest", player: 0 });
  });

  it("Sword: combines with rolled Attack symbols to defeat a goblin in one roll", () => {
    const { s, portal } = atPortal();
    s.players[0]!.power = 3;
    s.players[0]!.heroes[0]!.items = ["sword"];
    let cur = roll(s, pad([ATK, ATK], "torch"));
    cur = act(cur, { type: "attack", player: 0, hero: 0, cell: portal.cell });
    cur = act(cur, { type: "attack", player: 0, hero: 0, cell: portal.cell });
    for (let i = 0; i < 3; i++) cur = act(cur, { type: "sword", player: 0, hero: 0 });
    expect(cur.players[0]!.goblinsDefeated).toBe(1);
    expect(cur.players[0]!.power).toBe(0);
  });

  it("Sword: not without Power, not for a hero without the Sword, not away from a portal", () => {
    const { s } = atPortal();
    s.players[0]!.heroes[0]!.items = ["sword"];
    s.players[0]!.power = 0;
    expectRejected(s, { type: "sword", player: 0, hero: 0 }, "ABILITY_NOT_AVAILABLE");
    s.players[0]!.power = 3;
    s.players[0]!.heroes[0]!.items = [];
    s.players[0]!.heroes[1]!.items = ["sword"];
    expectRejected(s, { type: "sword", player: 0, hero: 0 }, "ABILITY_NOT_AVAILABLE");
    expectRejected(s, { type: "sword", player: 0, hero: 1 }, "ABILITY_NOT_AVAILABLE");
  });

  it("Sword (note): attacking with the Bow from an adjacent card, the Sword does not apply", () => {
    const s = nightGame(2);
    setStats(s, 3);
    setAdventuring(s, [0]);
    const { from, near } = bowSetup(s);
    portalAt(s, near).goblin = { stance: "passive", damage: 0, dealtBy: [0, 0, 0, 0] };
    putHero(s, 0, 0, from);
    s.players[0]!.heroes[0]!.items = ["bow", "sword"];
    expect(isLegal(s, { type: "sword", player: 0, hero: 0 })).toBe(false);
  });
});

describe("Legendary Item Clarification: the Bow", () => {
  it("Bow: attack the portal of an orthogonally adjacent card, not a farther one", () => {
    const build = (items: string[]): { s: S; from: RegionRef; near: RegionRef; far: RegionRef } => {
      const s = nightGame(2);
      setStats(s, 0);
      setAdventuring(s, [0]);
      const { from, near, far } = bowSetup(s);
      portalAt(s, near).goblin = { stance: "passive", damage: 0, dealtBy: [0, 0, 0, 0] };
      portalAt(s, far).goblin = { stance: "passive", damage: 0, dealtBy: [0, 0, 0, 0] };
      putHero(s, 0, 0, from);
      s.players[0]!.heroes[0]!.items = items;
      return { s, from, near, far };
    };
    const without = roll(build([]).s, pad([ATK], "torch"));
    expect(without.decision).toEqual({ kind: "adventure-or-rest", player: 0 });
    const { s, from, near, far } = build(["bow"]);
    const rolled = roll(s, pad([ATK], "torch"));
    expect(isLegal(rolled, { type: "attack", player: 0, hero: 0, cell: near.cell })).toBe(true);
    expect(isLegal(rolled, { type: "attack", player: 0, hero: 0, cell: far.cell })).toBe(false);
    const hit = act(rolled, { type: "attack", player: 0, hero: 0, cell: near.cell });
    expect(portalAt(hit, near).goblin!.damage).toBe(1);
    expect(hit.players[0]!.heroes[0]!.at).toEqual(from);
  });
});

describe("Resting after a defeat", () => {
  it("Attacking: a goblin defeated this Night leaves its portal empty until Resolution; resting gives +1 for the returned hero", () => {
    const { s, portal } = atPortal();
    s.players[0]!.health = 5;
    let cur = roll(s, [ATK, ATK, ATK, ATK, ATK]);
    for (let i = 0; i < 5; i++) cur = act(cur, { type: "attack", player: 0, hero: 0, cell: portal.cell });
    cur = settleGains(rest(cur), "health");
    expect(cur.players[0]!.goblinsDefeated).toBe(1);
    expect(cur.players[0]!.health).toBe(6);
  });
});

describe("Attacking with the Bow, then resting", () => {
  // Regression: damage dealt with the Bow from an adjacent card used to survive the attacker's rest
  // (it was reset only for heroes standing on the portal). Goblins now record damage per seat.
  it("Attacking: damage dealt with the Bow is lost when the attacker rests before defeating the goblin", () => {
    const s = nightGame(2);
    setStats(s, 0, 6);
    setAdventuring(s, [0]);
    const { from, near } = bowSetup(s);
    portalAt(s, near).goblin = { stance: "passive", damage: 0, dealtBy: [0, 0, 0, 0] };
    putHero(s, 0, 0, from);
    s.players[0]!.heroes[0]!.items = ["bow"];
    let cur = roll(s, pad([ATK, ATK, ATK], "torch"));
    for (let i = 0; i < 3; i++) cur = act(cur, { type: "attack", player: 0, hero: 0, cell: near.cell });
    expect(portalAt(cur, near).goblin!.damage).toBe(3);
    // keep the Night going (player 1 adventures) so the state after the rest is still this Night
    cur.night!.adventuring = [true, true];
    cur = rest(cur);
    expect(cur.phase).toBe("night");
    expect(portalAt(cur, near).goblin!.damage).toBe(0);
  });

  it("Attacking: a resting player withdraws only their own damage; damage dealt by a player still adventuring stays", () => {
    const s = nightGame(2);
    setStats(s, 0, 6);
    setAdventuring(s, [0]);
    const { from, near } = bowSetup(s);
    portalAt(s, near).goblin = { stance: "passive", damage: 2, dealtBy: [0, 2] };
    putHero(s, 0, 0, from);
    s.players[0]!.heroes[0]!.items = ["bow"];
    let cur = roll(s, pad([ATK], "torch"));
    cur = act(cur, { type: "attack", player: 0, hero: 0, cell: near.cell });
    expect(portalAt(cur, near).goblin).toMatchObject({ damage: 3, dealtBy: [1, 2] });
    cur.night!.adventuring = [true, true];
    cur = rest(cur);
    expect(portalAt(cur, near).goblin).toMatchObject({ damage: 2, dealtBy: [0, 2] });
  });
});
