/**
 * Golden Mushrooms rulebook: Stealing, Escorting and Abandoning Mushrooms, Passing Through Grottos,
 * and the rulings on moves (docs/rulings.md, "Golden Mushrooms").
 */
import { describe, expect, it } from "vitest";
import { legalActions, type Action, type RegionRef } from "../../../src/index";
import { act, expectRejected, putHero, setGrotto, setMoveOrIdle } from "../../support/scenario";
import { at, castle, expectMushroomsConserved, gmGame, mushrooms, places, setMushrooms } from "./support";

const mv = (player: number, hero: number, to: RegionRef, mushroom?: string): Action =>
  (mushroom === undefined
    ? { type: "move", player, hero, to: { cell: to.cell, side: to.side } }
    : { type: "move", player, hero, to: { cell: to.cell, side: to.side }, mushroom }) as Action;

const listed = (s: Parameters<typeof legalActions>[0], action: Action): boolean =>
  legalActions(s).some((a) => JSON.stringify(a) === JSON.stringify(action));

describe("Escorting: carrying a mushroom out of your own castle", () => {
  it("a hero leaving its own castle may carry one of its mushrooms; the other stays home", () => {
    const s = gmGame();
    setMushrooms(s, [
      { where: "castle", seat: 0 },
      { where: "castle", seat: 0 },
    ]);
    setMoveOrIdle(s, 0, "horse");
    const portal = at(s, 1, 2, "portal");
    expect(listed(s, mv(0, 0, portal, "carry"))).toBe(true);
    const next = act(s, mv(0, 0, portal, "carry"));
    expect(places(next)).toEqual(["castle:0", "hero:0.0"]);
    expectMushroomsConserved(next);
  });

  it("a plain move out of the castle leaves the mushrooms home", () => {
    const s = gmGame();
    setMushrooms(s, [{ where: "castle", seat: 0 }]);
    setMoveOrIdle(s, 0, "horse");
    expect(places(act(s, mv(0, 0, at(s, 1, 2, "portal"))))).toEqual(["castle:0"]);
  });

  it("carrying needs a mushroom at home, and the hero in its own castle", () => {
    const s = gmGame();
    setMoveOrIdle(s, 0, "horse");
    expectRejected(s, mv(0, 0, at(s, 1, 2, "portal"), "carry"), "NO_MUSHROOM");
    setMushrooms(s, [{ where: "castle", seat: 0 }]);
    putHero(s, 0, 0, at(s, 1, 2, "portal"));
    expectRejected(s, mv(0, 0, at(s, 1, 4, "obelisk"), "carry"), "NOT_IN_OWN_CASTLE");
  });

  it("an unknown mushroom choice is malformed; `mushroom` is refused on other actions", () => {
    const s = gmGame();
    setMushrooms(s, [{ where: "castle", seat: 0 }]);
    setMoveOrIdle(s, 0, "horse");
    expectRejected(s, mv(0, 0, at(s, 1, 2, "portal"), "juggle"), "MALFORMED_ACTION");
    expectRejected(s, { type: "idle", player: 0, mushroom: "carry" }, "UNEXPECTED_FIELD");
  });

  it("a hero escorts one mushroom at a time", () => {
    const s = gmGame();
    setMushrooms(s, [
      { where: "hero", seat: 0, hero: 0 },
      { where: "region", region: at(s, 1, 2, "portal") },
    ]);
    putHero(s, 0, 0, at(s, 1, 4, "obelisk"));
    setMoveOrIdle(s, 0, "horse");
    expectRejected(s, mv(0, 0, at(s, 1, 2, "portal"), "pick-up"), "MUSHROOM_ESCORTED");
  });
});

describe("Stealing: the thieves must outnumber the guards", () => {
  function stealGame(thieves: number, guards: number) {
    const s = gmGame(3);
    setMushrooms(s, [{ where: "castle", seat: 1 }]);
    const blue = castle(s, 1);
    for (let h = 0; h < 3; h++) {
      putHero(s, 0, h, h < thieves ? blue : castle(s, 0));
      putHero(s, 1, h, h < guards ? blue : at(s, 2, 3, h === 0 ? "portal" : "grotto"));
    }
    setMoveOrIdle(s, 0, "horse");
    return s;
  }
  const dest = (s: ReturnType<typeof gmGame>) => at(s, 1, 4, "obelisk");

  it("1 guard needs 2 thieves: 1 thief is refused, 2 may steal", () => {
    const one = stealGame(1, 1);
    expectRejected(one, mv(0, 0, dest(one), "steal"), "TOO_FEW_THIEVES");
    expect(legalActions(one).some((a) => (a as { mushroom?: string }).mushroom === "steal")).toBe(false);
    const two = stealGame(2, 1);
    expect(listed(two, mv(0, 0, dest(two), "steal"))).toBe(true);
    const next = act(two, mv(0, 0, dest(two), "steal"));
    expect(places(next)).toEqual(["hero:0.0"]);
    expectMushroomsConserved(next);
  });

  it("2 guards need 3 thieves; an unguarded castle needs 1", () => {
    expectRejected(stealGame(2, 2), mv(0, 0, dest(stealGame(2, 2)), "steal"), "TOO_FEW_THIEVES");
    const three = stealGame(3, 2);
    expect(places(act(three, mv(0, 0, dest(three), "steal")))).toEqual(["hero:0.0"]);
    const alone = stealGame(1, 0);
    expect(places(act(alone, mv(0, 0, dest(alone), "steal")))).toEqual(["hero:0.0"]);
  });

  it("a third player's heroes in the castle count neither as thieves nor as guards", () => {
    const s = stealGame(2, 1);
    for (let h = 0; h < 3; h++) putHero(s, 2, h, castle(s, 1));
    expect(places(act(s, mv(0, 0, dest(s), "steal")))).toEqual(["hero:0.0"]);
  });

  it("stealing needs a mushroom in that castle, another player's castle, and a free hand", () => {
    const empty = stealGame(2, 0);
    setMushrooms(empty, []);
    expectRejected(empty, mv(0, 0, dest(empty), "steal"), "NO_MUSHROOM");
    const own = gmGame();
    setMushrooms(own, [{ where: "castle", seat: 0 }]);
    setMoveOrIdle(own, 0, "horse");
    expectRejected(own, mv(0, 0, at(own, 1, 2, "portal"), "steal"), "NOT_IN_OPPONENT_CASTLE");
    const busy = stealGame(2, 0);
    setMushrooms(busy, [
      { where: "castle", seat: 1 },
      { where: "hero", seat: 0, hero: 0 },
    ]);
    expectRejected(busy, mv(0, 0, dest(busy), "steal"), "MUSHROOM_ESCORTED");
    expect(places(act(busy, mv(0, 1, dest(busy), "steal")))).toEqual(["hero:0.0", "hero:0.1"]);
  });

  it("a stolen mushroom escorted into the thief's own castle joins that castle", () => {
    const s = gmGame();
    setMushrooms(s, [{ where: "castle", seat: 1 }]);
    putHero(s, 0, 0, castle(s, 1));
    for (let h = 0; h < 3; h++) putHero(s, 1, h, at(s, 2, 0, h === 0 ? "obelisk" : "temple"));
    setMoveOrIdle(s, 0, "horse");
    const next = act(s, mv(0, 0, castle(s, 0), "steal"));
    expect(places(next)).toEqual(["castle:0"]);
  });
});

describe("The temple exception", () => {
  it("a mushroom does not follow its hero into a temple: it is left standing where the move began", () => {
    const s = gmGame();
    const start = at(s, 1, 2, "portal");
    setMushrooms(s, [{ where: "hero", seat: 0, hero: 0 }]);
    putHero(s, 0, 0, start);
    setMoveOrIdle(s, 0, "horse");
    const next = act(s, mv(0, 0, at(s, 1, 4, "temple")));
    expect(places(next)).toEqual([`region:${start.cell}.${start.side}`]);
    expect(next.players[0]!.heroes[0]!.at).toEqual(at(s, 1, 4, "temple"));
    expectMushroomsConserved(next);
  });

  it("choices that would change nothing on the way into a temple are refused (and not listed)", () => {
    const s = gmGame();
    setMushrooms(s, [
      { where: "castle", seat: 0 },
      { where: "hero", seat: 0, hero: 1 },
    ]);
    putHero(s, 0, 1, at(s, 1, 2, "portal"));
    setMoveOrIdle(s, 0, "horse");
    const temple = at(s, 1, 4, "temple");
    expectRejected(s, mv(0, 0, temple, "carry"), "MUSHROOM_TEMPLE");
    expectRejected(s, mv(0, 1, temple, "abandon"), "MUSHROOM_TEMPLE");
    const intoTemple = legalActions(s).filter(
      (a) => a.type === "move" && JSON.stringify(a.to) === JSON.stringify(temple),
    );
    expect(intoTemple.every((a) => (a as { mushroom?: string }).mushroom === undefined)).toBe(true);
  });
});

describe("Abandoning and picking up", () => {
  it("a moving hero may abandon its mushroom in the region it starts from; any hero moving in may pick it up", () => {
    const s = gmGame();
    const start = at(s, 1, 2, "portal");
    setMushrooms(s, [{ where: "hero", seat: 0, hero: 0 }]);
    putHero(s, 0, 0, start);
    setMoveOrIdle(s, 0, "horse");
    const left = act(s, mv(0, 0, at(s, 1, 4, "obelisk"), "abandon"));
    expect(places(left)).toEqual([`region:${start.cell}.${start.side}`]);
    expect(mushrooms(left)[0]!.upright).toBe(true);
    // a blue hero moves in without picking it up, then another picks it up
    setMoveOrIdle(left, 1, "horse");
    const passer = act(left, mv(1, 0, start));
    expect(places(passer)).toEqual([`region:${start.cell}.${start.side}`]);
    putHero(left, 1, 0, castle(left, 1));
    expect(listed(left, mv(1, 0, start, "pick-up"))).toBe(true);
    const picked = act(left, mv(1, 0, start, "pick-up"));
    expect(places(picked)).toEqual(["hero:1.0"]);
    expectMushroomsConserved(picked);
  });

  it("pick-up needs an abandoned mushroom in the destination; abandon needs an escorted one", () => {
    const s = gmGame();
    setMoveOrIdle(s, 0, "horse");
    expectRejected(s, mv(0, 0, at(s, 1, 2, "portal"), "pick-up"), "NO_MUSHROOM");
    expectRejected(s, mv(0, 0, at(s, 1, 2, "portal"), "abandon"), "NO_MUSHROOM");
  });

  it('a mushroom abandoned in another player\'s castle stays abandoned there (joins it under mushroomLeftInCastle: "joins")', () => {
    for (const ruling of ["abandoned", "joins"] as const) {
      const s = gmGame();
      s.config.rulings = { ...s.config.rulings, mushroomLeftInCastle: ruling };
      setMushrooms(s, [{ where: "hero", seat: 0, hero: 0 }]);
      putHero(s, 0, 0, castle(s, 1));
      setMoveOrIdle(s, 0, "horse");
      const blue = castle(s, 1);
      expect(places(act(s, mv(0, 0, at(s, 1, 4, "obelisk"), "abandon")))).toEqual(
        ruling === "joins" ? ["castle:1"] : [`region:${blue.cell}.${blue.side}`],
      );
    }
  });

  it("a mushroom abandoned in the castle of an unused colour lies there, and can be picked up", () => {
    const s = gmGame(2); // green (3,1) and yellow (3,3) are unused
    const green = at(s, 3, 1, "castle");
    setMushrooms(s, [{ where: "hero", seat: 0, hero: 0 }]);
    putHero(s, 0, 0, green);
    setMoveOrIdle(s, 0, "horse");
    const left = act(s, mv(0, 0, at(s, 3, 3, "castle"), "abandon"));
    expect(places(left)).toEqual([`region:${green.cell}.${green.side}`]);
    putHero(left, 1, 0, at(left, 1, 1, "castle"));
    setMoveOrIdle(left, 1, "raft");
    expect(places(act(left, mv(1, 0, green, "pick-up")))).toEqual(["hero:1.0"]);
  });
});

describe("Castles and escorts", () => {
  it("a mushroom escorted into its hero's own castle joins the castle and scores", () => {
    const s = gmGame();
    setMushrooms(s, [{ where: "hero", seat: 0, hero: 0 }]);
    putHero(s, 0, 0, at(s, 1, 2, "portal"));
    setMoveOrIdle(s, 0, "horse");
    expect(places(act(s, mv(0, 0, castle(s, 0))))).toEqual(["castle:0"]);
  });

  it("a mushroom escorted into another player's castle stays with its hero", () => {
    const s = gmGame();
    setMushrooms(s, [{ where: "hero", seat: 0, hero: 0 }]);
    putHero(s, 0, 0, at(s, 1, 2, "portal"));
    setMoveOrIdle(s, 0, "horse");
    expect(places(act(s, mv(0, 0, castle(s, 1))))).toEqual(["hero:0.0"]);
  });
});

describe("Passing through grottos", () => {
  function passGame(escorting: boolean) {
    const s = gmGame();
    setMushrooms(s, escorting ? [{ where: "hero", seat: 0, hero: 0 }] : []);
    s.players[0]!.power = 0;
    return s;
  }

  it("an escorting hero gains 1 Power per grotto card moved through when it ends on a grotto card", () => {
    const s = passGame(true);
    putHero(s, 0, 0, at(s, 2, 0, "obelisk"));
    setMoveOrIdle(s, 0, "horse");
    // through (2,1) grotto, (2,2) golden grotto, (2,3) grotto; ends on (2,4), a golden grotto card
    const next = act(s, mv(0, 0, at(s, 2, 4, "portal")));
    expect(next.players[0]!.power).toBe(3);
  });

  it("no Power when the move ends on a card without a grotto, or without an escorted mushroom", () => {
    const s = passGame(true);
    putHero(s, 0, 0, at(s, 2, 4, "portal"));
    setMoveOrIdle(s, 0, "horse");
    expect(act(s, mv(0, 0, at(s, 2, 0, "obelisk"))).players[0]!.power).toBe(0);
    const t = passGame(false);
    putHero(t, 0, 0, at(t, 2, 0, "obelisk"));
    setMoveOrIdle(t, 0, "horse");
    expect(act(t, mv(0, 0, at(t, 2, 4, "portal"))).players[0]!.power).toBe(0);
  });

  it("a mushroom abandoned at the start, or picked up at the end, earns nothing on the way", () => {
    const s = passGame(true);
    putHero(s, 0, 0, at(s, 2, 0, "obelisk"));
    setMoveOrIdle(s, 0, "horse");
    expect(act(s, mv(0, 0, at(s, 2, 4, "portal"), "abandon")).players[0]!.power).toBe(0);
    const t = passGame(false);
    setMushrooms(t, [{ where: "region", region: at(t, 2, 4, "portal") }]);
    putHero(t, 0, 0, at(t, 2, 0, "obelisk"));
    setMoveOrIdle(t, 0, "horse");
    const picked = act(t, mv(0, 0, at(t, 2, 4, "portal"), "pick-up"));
    expect(picked.players[0]!.power).toBe(0);
    expect(places(picked)).toEqual(["hero:0.0"]);
  });
});

describe("Heroes moved by a grotto effect", () => {
  it("the escorted mushroom follows, the grottos passed pay, and no mushroom choice is made", () => {
    const s = gmGame();
    setMushrooms(s, [{ where: "hero", seat: 0, hero: 1 }]);
    s.players[0]!.power = 0;
    putHero(s, 0, 0, at(s, 2, 3, "grotto")); // on grotto-5: move another hero up to 3 cards orthogonally
    putHero(s, 0, 1, at(s, 2, 0, "obelisk"));
    setGrotto(s, 0, 0, "bright-move-other-hero-orthogonal-3");
    const next = act(s, { type: "use-grotto", player: 0, target: 1, to: at(s, 2, 3, "portal") });
    expect(places(next)).toEqual(["hero:0.1"]);
    expect(next.players[0]!.power).toBe(2); // through (2,1) and (2,2); ends on grotto-5's card
  });

  it("a grotto move into a temple leaves the mushroom where the hero started", () => {
    const s = gmGame();
    const start = at(s, 2, 1, "portal");
    setMushrooms(s, [{ where: "hero", seat: 0, hero: 1 }]);
    putHero(s, 0, 0, at(s, 2, 3, "grotto"));
    putHero(s, 0, 1, start);
    setGrotto(s, 0, 0, "bright-move-other-hero-orthogonal-3");
    const next = act(s, { type: "use-grotto", player: 0, target: 1, to: at(s, 2, 0, "temple") });
    expect(places(next)).toEqual([`region:${start.cell}.${start.side}`]);
  });
});
