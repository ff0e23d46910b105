/**
 * Issue 50, points 1 to 3: Golden Mushrooms rulings where its own rules meet (docs/rulings.md,
 * "Stealing on the way into a temple", "A mushroom left in another player's castle" and "A mushroom
 * picked up on a Golden Grotto card").
 */
import { describe, expect, it } from "vitest";
import { describeEvent, ja, legalActions, scores, type Action, type RegionRef } from "../../../src/index";
import { act, actWithEvents, expectRejected, putHero, setGrotto, setMoveOrIdle } from "../../support/scenario";
import { at, castle, expectMushroomsConserved, gmGame, places, setMushrooms } from "./support";

const mv = (player: number, hero: number, to: RegionRef, mushroom?: string): Action =>
  (mushroom === undefined
    ? { type: "move", player, hero, to: { cell: to.cell, side: to.side } }
    : { type: "move", player, hero, to: { cell: to.cell, side: to.side }, mushroom }) as Action;

const listed = (s: Parameters<typeof legalActions>[0], action: Action): boolean =>
  legalActions(s).some((a) => JSON.stringify(a) === JSON.stringify(action));

const mushroomPoints = (s: Parameters<typeof scores>[0], seat: number): number =>
  scores(s).players[seat]!.breakdown.find((l) => l.source === "mushrooms")?.points ?? 0;

/** Red's hero 0 alone in blue's castle, which holds one rescued mushroom; the Ice temple is a Horse move away. */
function thiefByTheTemple(ruling?: "abandoned" | "joins") {
  const s = gmGame();
  if (ruling !== undefined) s.config.rulings = { ...s.config.rulings, mushroomLeftInCastle: ruling };
  setMushrooms(s, [{ where: "castle", seat: 1 }]);
  const blue = castle(s, 1);
  putHero(s, 0, 0, blue);
  for (let h = 0; h < 3; h++) putHero(s, 1, h, at(s, 2, 0, h === 0 ? "obelisk" : "temple"));
  setMoveOrIdle(s, 0, "horse");
  return { s, blue, temple: at(s, 1, 4, "temple") };
}

describe('docs/rulings.md, "Stealing on the way into a temple"', () => {
  it('a steal into a temple is legal and listed: the mushroom "becomes Abandoned", upright in the robbed castle, and scores for nobody', () => {
    const { s, blue, temple } = thiefByTheTemple();
    expect(mushroomPoints(s, 1)).toBe(2);
    expect(listed(s, mv(0, 0, temple, "steal"))).toBe(true);
    const { state: next, events } = actWithEvents(s, mv(0, 0, temple, "steal"));
    expect(next.players[0]!.heroes[0]!.at).toEqual(temple);
    expect(places(next)).toEqual([`region:${blue.cell}.${blue.side}`]);
    expect(mushroomPoints(next, 1)).toBe(0);
    expect(events.map((e) => e.type).filter((t) => t.startsWith("golden-mushrooms/"))).toEqual([
      "golden-mushrooms/stolen",
      "golden-mushrooms/abandoned",
    ]);
    expect(events.find((e) => e.type === "golden-mushrooms/abandoned")).toMatchObject({
      castle: null,
      cause: "into-temple",
    });
    expectMushroomsConserved(next);
  });

  it("the steal still needs the thieves to outnumber the guards", () => {
    const { s, temple } = thiefByTheTemple();
    putHero(s, 1, 0, castle(s, 1));
    expectRejected(s, mv(0, 0, temple, "steal"), "TOO_FEW_THIEVES");
    expect(listed(s, mv(0, 0, temple, "steal"))).toBe(false);
  });

  it('under mushroomLeftInCastle: "joins" the mushroom would join the castle again: the steal changes nothing and is refused (MUSHROOM_TEMPLE), not listed', () => {
    const { s, temple } = thiefByTheTemple("joins");
    expectRejected(s, mv(0, 0, temple, "steal"), "MUSHROOM_TEMPLE");
    expect(listed(s, mv(0, 0, temple, "steal"))).toBe(false);
    expect(listed(s, mv(0, 0, temple))).toBe(true);
  });

  it("carrying out of your own castle into a temple still changes nothing (it stays in that castle): refused and not listed", () => {
    const { temple } = thiefByTheTemple();
    const own = gmGame();
    setMushrooms(own, [{ where: "castle", seat: 1 }]);
    putHero(own, 1, 0, castle(own, 1));
    setMoveOrIdle(own, 1, "horse");
    expectRejected(own, mv(1, 0, temple, "carry"), "MUSHROOM_TEMPLE");
    expect(listed(own, mv(1, 0, temple, "carry"))).toBe(false);
    expect(listed(own, mv(1, 0, temple))).toBe(true);
  });
});

describe('"Stealing on the way into a temple" and "A mushroom picked up on a Golden Grotto card" for a hero moved by a grotto effect', () => {
  const MOVE = "bright-move-other-hero-orthogonal-3";
  const use = (target: number, to: RegionRef, mushroom: string): Action =>
    ({ type: "use-grotto", player: 0, target, to: { cell: to.cell, side: to.side }, mushroom }) as Action;
  function grottoMove() {
    const s = gmGame();
    putHero(s, 0, 0, at(s, 2, 3, "grotto"));
    setGrotto(s, 0, 0, MOVE);
    for (let h = 0; h < 3; h++) putHero(s, 1, h, at(s, 2, 0, h === 0 ? "obelisk" : "temple"));
    return s;
  }

  it("a grotto move out of blue's castle into a temple may steal: the mushroom stays abandoned in blue's castle", () => {
    const s = grottoMove();
    const blue = castle(s, 1);
    setMushrooms(s, [{ where: "castle", seat: 1 }]);
    putHero(s, 0, 1, blue);
    const temple = at(s, 1, 4, "temple");
    expect(listed(s, use(1, temple, "steal"))).toBe(true);
    const next = act(s, use(1, temple, "steal"));
    expect(next.players[0]!.heroes[1]!.at).toEqual(temple);
    expect(places(next)).toEqual([`region:${blue.cell}.${blue.side}`]);
  });

  it("a grotto move that picks a mushroom up on a Golden Grotto card is not offered the Golden Grotto", () => {
    const s = grottoMove();
    const grotto = at(s, 2, 2, "golden-grotto");
    setMushrooms(s, [{ where: "region", region: grotto }]);
    putHero(s, 0, 1, at(s, 2, 1, "portal"));
    expect(listed(s, use(1, grotto, "pick-up"))).toBe(true);
    const next = act(s, use(1, grotto, "pick-up"));
    expect(next.decision?.kind).not.toBe("golden-mushrooms/use-golden-grotto");
    expect(places(next)).toEqual(["hero:0.1"]);
  });
});

describe('docs/rulings.md, "A mushroom left in another player\'s castle": abandoned there, told apart from a rescued one', () => {
  /** Blue's castle with one rescued mushroom and one abandoned there by red. */
  function mixedCastle(players = 3) {
    const s = gmGame(players);
    const blue = castle(s, 1);
    setMushrooms(s, [
      { where: "castle", seat: 1 },
      { where: "region", region: blue },
    ]);
    return { s, blue };
  }

  it("only the rescued one scores for the castle's owner", () => {
    const { s } = mixedCastle();
    expect(mushroomPoints(s, 1)).toBe(2);
  });

  it("a third player cannot steal the abandoned one (a steal takes a rescued one), but picks it up by moving in, whatever the guards", () => {
    const { s, blue } = mixedCastle();
    for (let h = 0; h < 3; h++) putHero(s, 1, h, blue); // 3 guards
    putHero(s, 2, 0, at(s, 1, 2, "portal"));
    setMoveOrIdle(s, 2, "horse");
    const next = act(s, mv(2, 0, blue, "pick-up"));
    expect(places(next)).toEqual(["castle:1", "hero:2.0"]);
    // Only the rescued one can be stolen: with the abandoned one alone, a steal finds nothing.
    const alone = gmGame(3);
    setMushrooms(alone, [{ where: "region", region: castle(alone, 1) }]);
    putHero(alone, 2, 0, castle(alone, 1));
    setMoveOrIdle(alone, 2, "horse");
    expectRejected(alone, mv(2, 0, at(alone, 1, 4, "obelisk"), "steal"), "NO_MUSHROOM");
  });

  it("a hero already standing there does not pick it up on leaving: it must move in (the owner's hero too)", () => {
    const s = gmGame(3);
    const blue = castle(s, 1);
    setMushrooms(s, [{ where: "region", region: blue }]);
    putHero(s, 1, 0, blue);
    putHero(s, 2, 0, blue);
    setMoveOrIdle(s, 1, "horse");
    expectRejected(s, mv(1, 0, at(s, 1, 4, "obelisk"), "carry"), "NO_MUSHROOM");
    expectRejected(s, mv(1, 0, at(s, 1, 4, "obelisk"), "pick-up"), "NO_MUSHROOM");
    expect(legalActions(s).some((a) => (a as { mushroom?: string }).mushroom !== undefined)).toBe(false);
  });

  it("the owner claims it by moving a hero in, and may escort it away later like any rescued mushroom", () => {
    const s = gmGame(2);
    const blue = castle(s, 1);
    setMushrooms(s, [{ where: "region", region: blue }]);
    putHero(s, 1, 0, at(s, 1, 4, "obelisk"));
    setMoveOrIdle(s, 1, "horse");
    const home = act(s, mv(1, 0, blue, "pick-up"));
    expect(places(home)).toEqual(["castle:1"]);
    expect(mushroomPoints(home, 1)).toBe(2);
    const later = gmGame(2);
    setMushrooms(later, [{ where: "castle", seat: 1 }]);
    setMoveOrIdle(later, 1, "horse");
    expect(places(act(later, mv(1, 0, at(later, 1, 4, "obelisk"), "carry")))).toEqual(["hero:1.0"]);
  });

  it("the words say which it is: abandoned (anyone may pick it up) or joined to the castle, in English and Japanese", () => {
    const { s, blue } = mixedCastle(2);
    const left = {
      type: "golden-mushrooms/abandoned",
      mushroom: 1,
      player: 0,
      hero: 0,
      at: blue,
      castle: null,
      cause: "exhausted",
    } as const;
    const joined = { ...left, castle: 1 } as const;
    expect(describeEvent(left, s)).toMatch(/abandoned at .*pick up/);
    expect(describeEvent(joined, s)).toMatch(/joins their mushrooms/);
    expect(describeEvent(left, s, { locale: ja })).toMatch(/置き去り/);
    expect(describeEvent(joined, s, { locale: ja })).toMatch(/その城のキノコになる/);
  });
});

describe('docs/rulings.md, "A mushroom picked up on a Golden Grotto card"', () => {
  it("a hero picking up a mushroom on arriving at a Golden Grotto card is not offered the action: it was not escorting while it moved", () => {
    const s = gmGame();
    const grotto = at(s, 2, 2, "golden-grotto");
    setMushrooms(s, [{ where: "region", region: grotto }]);
    putHero(s, 0, 0, at(s, 2, 1, "portal"));
    setMoveOrIdle(s, 0, "horse");
    expect(listed(s, mv(0, 0, grotto, "pick-up"))).toBe(true);
    const next = act(s, mv(0, 0, grotto, "pick-up"));
    expect(next.decision?.kind).not.toBe("golden-mushrooms/use-golden-grotto");
    expect(places(next)).toEqual(["hero:0.0"]);
    expect(next.queue.some((step) => step.kind === "golden-mushrooms/pick-up")).toBe(false);
    expectMushroomsConserved(next);
  });

  it("the same on the card's other region (its portal), under the default goldenGrottoArrival ruling", () => {
    const s = gmGame();
    const portal = at(s, 2, 2, "portal");
    setMushrooms(s, [{ where: "region", region: portal }]);
    putHero(s, 0, 0, at(s, 2, 1, "portal"));
    setMoveOrIdle(s, 0, "horse");
    const next = act(s, mv(0, 0, portal, "pick-up"));
    expect(next.decision?.kind).not.toBe("golden-mushrooms/use-golden-grotto");
    expect(places(next)).toEqual(["hero:0.0"]);
  });

  it("a hero that escorted its mushroom onto the card is offered the action (the other side of the same text)", () => {
    const s = gmGame();
    setMushrooms(s, [{ where: "hero", seat: 0, hero: 0 }]);
    putHero(s, 0, 0, at(s, 2, 1, "portal"));
    setMoveOrIdle(s, 0, "horse");
    expect(act(s, mv(0, 0, at(s, 2, 2, "golden-grotto"))).decision?.kind).toBe("golden-mushrooms/use-golden-grotto");
  });
});
