/**
 * Golden Mushrooms rulebook, Abandoning Mushrooms and Exhaustion (a mushroom left in another
 * player's castle), and Placing New Mushrooms (a portal where an abandoned mushroom stands): the
 * rulings of issue 27 and their other readings (docs/rulings.md, "A mushroom left in another
 * player's castle" and "New mushrooms").
 */
import { describe, expect, it } from "vitest";
import { legalActions, scores, type Action, type RegionRef } from "../../../src/index";
import { act, putHero, setMoveOrIdle } from "../../support/scenario";
import { pad, rest, roll, setAdventuring } from "../../support/night";
import { at, castle, expectMushroomsConserved, gmGame, gmNight, places, setMushrooms } from "./support";

const mv = (player: number, hero: number, to: RegionRef, mushroom?: string): Action =>
  (mushroom === undefined
    ? { type: "move", player, hero, to: { cell: to.cell, side: to.side } }
    : { type: "move", player, hero, to: { cell: to.cell, side: to.side }, mushroom }) as Action;

const listed = (s: Parameters<typeof legalActions>[0], action: Action): boolean =>
  legalActions(s).some((a) => JSON.stringify(a) === JSON.stringify(action));

/** Red's hero 0, escorting a mushroom in blue's castle, exhausted at Night. */
function exhaustedInBlueCastle(ruling?: "abandoned" | "joins") {
  const s = gmNight();
  if (ruling !== undefined) s.config.rulings = { ...s.config.rulings, mushroomLeftInCastle: ruling };
  setAdventuring(s, [0]);
  const blue = castle(s, 1);
  setMushrooms(s, [{ where: "hero", seat: 0, hero: 0 }]);
  putHero(s, 0, 0, blue);
  s.players[0]!.health = 1;
  s.players[0]!.power = 0;
  return { next: roll(s, pad(["take-damage"], "torch")), blue };
}

describe("Exhaustion and Abandoning: a mushroom left in another player's castle stays abandoned", () => {
  it('Exhaustion ("the Mushroom becomes Abandoned"): left in blue\'s castle, it is abandoned there and scores for nobody', () => {
    const { next, blue } = exhaustedInBlueCastle();
    expect(next.players[0]!.heroes[0]!.at).toEqual(castle(next, 0));
    expect(places(next)).toEqual([`region:${blue.cell}.${blue.side}`]);
    const sheet = scores(next);
    for (const player of sheet.players)
      expect(player.breakdown.find((l) => l.source === "mushrooms")?.points ?? 0).toBe(0);
    expectMushroomsConserved(next);
  });

  it('Abandoning Mushrooms ("may be picked up ... by any Hero that moves into that region"): a third player\'s single hero picks it up, no steal needed', () => {
    const s = gmGame(3);
    const blue = castle(s, 1);
    setMushrooms(s, [{ where: "region", region: blue }]);
    putHero(s, 1, 0, blue); // a guard: stealing would need 2 of green's heroes there
    putHero(s, 2, 0, at(s, 1, 2, "portal"));
    setMoveOrIdle(s, 2, "horse");
    expect(listed(s, mv(2, 0, blue, "pick-up"))).toBe(true);
    const next = act(s, mv(2, 0, blue, "pick-up"));
    expect(places(next)).toEqual(["hero:2.0"]);
    // Blue's own hero coming home picks it up and brings it into the castle.
    const own = gmGame(2);
    setMushrooms(own, [{ where: "region", region: castle(own, 1) }]);
    putHero(own, 1, 0, at(own, 1, 4, "obelisk"));
    setMoveOrIdle(own, 1, "horse");
    expect(places(act(own, mv(1, 0, castle(own, 1), "pick-up")))).toEqual(["castle:1"]);
  });

  it("a mushroom abandoned by choice on leaving blue's castle stays abandoned there", () => {
    const s = gmGame(2);
    const blue = castle(s, 1);
    setMushrooms(s, [{ where: "hero", seat: 0, hero: 0 }]);
    putHero(s, 0, 0, blue);
    setMoveOrIdle(s, 0, "horse");
    const next = act(s, mv(0, 0, at(s, 1, 4, "obelisk"), "abandon"));
    expect(places(next)).toEqual([`region:${blue.cell}.${blue.side}`]);
  });

  it('ruling mushroomLeftInCastle: "joins": the mushroom joins blue\'s castle and scores for blue', () => {
    const { next } = exhaustedInBlueCastle("joins");
    expect(places(next)).toEqual(["castle:1"]);
    expect(scores(next).players[1]!.breakdown.find((l) => l.source === "mushrooms")?.points).toBe(2);
  });
});

describe('Placing New Mushrooms: "onto any Goblin Portals ... that do not have a Mushroom"', () => {
  /** Night of round 1, red resting ends it: 2 supply mushrooms, 3 captured, 1 abandoned at a portal, 2 portals emptied. */
  function withAbandonedAtPortal(ruling?: "no-mushroom" | "no-captured") {
    const s = gmNight(2);
    if (ruling !== undefined) s.config.rulings = { ...s.config.rulings, newMushroomPortal: ruling };
    setAdventuring(s, [0]);
    const portals = s.goblins.portals.map((p) => p.at);
    setMushrooms(s, [
      ...portals.slice(0, 3).map((region) => ({ where: "portal" as const, region })),
      { where: "region", region: portals[3]! },
      { where: "castle", seat: 0 },
    ]);
    for (const p of s.goblins.portals.slice(0, 2)) p.goblin = null;
    s.players[0]!.goblinsDefeated = 2;
    s.goblins.supply = 16 - 7 - 2;
    return { asked: rest(s), portals };
  }

  it("a portal where an abandoned mushroom stands has a mushroom: it is not offered, and placing there is refused", () => {
    const { asked, portals } = withAbandonedAtPortal();
    expect(asked.decision).toEqual({ kind: "golden-mushrooms/place-mushroom", player: 1 });
    const offered = legalActions(asked).map((a) => (a as { cell: number }).cell);
    expect(offered).toEqual(portals.slice(4).map((r) => r.cell));
    expect(() => act(asked, { type: "golden-mushrooms/place-mushroom", player: 1, cell: portals[3]!.cell })).toThrow(
      /PORTAL_HAS_MUSHROOM|already has a mushroom/,
    );
  });

  it('ruling newMushroomPortal: "no-captured": only a captured mushroom counts, so that portal is offered', () => {
    const { asked, portals } = withAbandonedAtPortal("no-captured");
    const offered = legalActions(asked).map((a) => (a as { cell: number }).cell);
    expect(offered).toEqual(portals.slice(3).map((r) => r.cell));
  });
});
