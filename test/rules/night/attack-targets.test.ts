/**
 * Which goblin a hero may attack at Night (src/rules/night/night-abilities.ts): heroes in a grotto
 * act on nothing at Night (Regions, Mushroom Grottos); the Bow reaches the portal of an adjacent card
 * (Legendary Item Clarification); only one hero attacks a goblin at a time, so the Bow cannot join a
 * hero on that portal (Regions, Goblin Portal). The Staff's spell spaces are in
 * test/rules/items/item-abilities.test.ts ("Learning with several obelisks").
 */
import { describe, expect, it } from "vitest";
import { legalActions, type RegionRef } from "../../../src/index";
import { putHero, regionOf, type S } from "../../support/scenario";
import { nightGame, pad, portalAt, portalRegions, roll, setAdventuring, setStats, type Sym } from "../../support/night";

const ATK: Sym = "attack-goblin";

function adjacent(s: S, a: number, b: number): boolean {
  const ca = s.map.cells[a]!;
  const cb = s.map.cells[b]!;
  return a !== b && Math.abs(ca.row - cb.row) <= 1 && Math.abs(ca.col - cb.col) <= 1;
}

/** A region of the given kinds on a card next to a portal (and that portal). */
function nextToPortal(s: S, kinds: readonly string[]): { stand: RegionRef; portal: RegionRef } {
  for (const portal of portalRegions(s)) {
    for (let cell = 0; cell < s.map.cells.length; cell++) {
      if (!adjacent(s, cell, portal.cell)) continue;
      for (const side of ["left", "right"] as const) {
        if (kinds.includes(regionOf(s, { cell, side }).kind)) return { stand: { cell, side }, portal };
      }
    }
  }
  throw new Error("no such layout");
}

function bowNight(kinds: readonly string[]): { s: S; portal: RegionRef } {
  const s = nightGame(2);
  setStats(s, 0, 6);
  setAdventuring(s, [0]);
  const { stand, portal } = nextToPortal(s, kinds);
  for (const p of s.goblins.portals) p.goblin = { stance: "passive", damage: 0, dealtBy: [0, 0] };
  putHero(s, 0, 0, stand);
  s.players[0]!.heroes[0]!.items = ["bow"];
  return { s, portal };
}

describe("Attacking at Night: which goblins a hero may attack (Regions; Legendary Item Clarification, the Bow)", () => {
  it("Regions, Mushroom Grottos: a Bow hero standing in a grotto attacks nothing at Night", () => {
    const { s } = bowNight(["grotto"]);
    const rolled = roll(s, pad([ATK, ATK], "torch"));
    expect(legalActions(rolled).filter((a) => a.type === "attack")).toEqual([]);
  });

  it("Legendary Item Clarification (the Bow): a Bow hero next to a free portal may attack it", () => {
    const { s, portal } = bowNight(["obelisk", "temple", "castle"]);
    const rolled = roll(s, pad([ATK], "torch"));
    expect(legalActions(rolled)).toContainEqual({ type: "attack", player: 0, hero: 0, cell: portal.cell });
  });

  it("Regions, Goblin Portal (only 1 hero attacks a goblin): the Bow cannot attack a goblin another hero is on", () => {
    const { s, portal } = bowNight(["obelisk", "temple", "castle"]);
    putHero(s, 1, 0, portal);
    const rolled = roll(s, pad([ATK], "torch"));
    expect(
      legalActions(rolled).filter((a) => a.type === "attack" && (a as { cell: number }).cell === portal.cell),
    ).toEqual([]);
    expect(portalAt(rolled, portal).goblin?.damage).toBe(0);
  });
});
