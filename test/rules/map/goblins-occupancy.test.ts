/**
 * Rulebook, Moving Past Goblins; Regions on the Map Cards (occupancy) and the CLARIFICATIONS
 * temple and leaving-a-temple rulings.
 */
import { describe, expect, it } from "vitest";
import { legalActions } from "../../../src/index";
import {
  act,
  actWithEvents,
  arrange,
  canon,
  cellAt,
  expectRejected,
  move,
  newGame,
  portalOn,
  putHero,
  setMoveOrIdle,
  setStance,
  sideOf,
  type S,
} from "../../support/scenario";

/** Row 2: shadow temple, three grotto/portal cards, ice temple. Hero 0 of player 0 on (2,0)'s obelisk. */
function rowScenario(power: number): S {
  const s = newGame(2, "goblins");
  arrange(s, { "2,0": "temple-shadow", "2,1": "grotto-1", "2,2": "grotto-2", "2,3": "grotto-4", "2,4": "temple-ice" });
  putHero(s, 0, 0, sideOf(s, cellAt(s, 2, 0), "obelisk"));
  s.players[0]!.power = power;
  setMoveOrIdle(s, 0, "horse");
  return s;
}

describe("Moving Past Goblins", () => {
  it("Moving Past Goblins: each card moved through with an aggressive goblin costs 1 Power and flips it passive", () => {
    const s = rowScenario(3);
    const [a, b, c] = [cellAt(s, 2, 1), cellAt(s, 2, 2), cellAt(s, 2, 3)];
    setStance(s, a, "aggressive");
    setStance(s, c, "aggressive");
    const to = sideOf(s, cellAt(s, 2, 4), "obelisk");
    const next = act(s, move(0, 0, to));
    expect(next.players[0]!.power).toBe(1);
    for (const cell of [a, b, c]) expect(portalOn(next, cell).goblin!.stance).toBe("passive");
    expect(next.players[0]!.heroes[0]!.at).toEqual(to);
  });

  it("Moving Past Goblins: passive goblins on the way cost nothing", () => {
    const s = rowScenario(3);
    const next = act(s, move(0, 0, sideOf(s, cellAt(s, 2, 4), "obelisk")));
    expect(next.players[0]!.power).toBe(3);
  });

  it("Moving Past Goblins: the start and destination cards are not moved through (no cost, no flip)", () => {
    const s = rowScenario(0);
    // hero starts on (2,1) (aggressive) and ends on the grotto of (2,3) (aggressive): nothing between them but (2,2), passive
    putHero(s, 0, 0, sideOf(s, cellAt(s, 2, 1), "grotto"));
    setStance(s, cellAt(s, 2, 1), "aggressive");
    setStance(s, cellAt(s, 2, 3), "aggressive");
    const next = act(s, move(0, 0, sideOf(s, cellAt(s, 2, 3), "grotto")));
    expect(next.players[0]!.power).toBe(0);
    expect(portalOn(next, cellAt(s, 2, 1)).goblin!.stance).toBe("aggressive");
    expect(portalOn(next, cellAt(s, 2, 3)).goblin!.stance).toBe("aggressive");
  });

  it("Moving Past Goblins: without enough Power the move is rejected NOT_ENOUGH_POWER and nothing changes", () => {
    const s = rowScenario(1);
    setStance(s, cellAt(s, 2, 1), "aggressive");
    setStance(s, cellAt(s, 2, 3), "aggressive");
    const far = move(0, 0, sideOf(s, cellAt(s, 2, 4), "obelisk"));
    expectRejected(s, far, "NOT_ENOUGH_POWER");
    const legal = legalActions(s).map(canon);
    expect(legal).not.toContain(canon(far));
    // a shorter move past one aggressive goblin is still affordable
    expect(legal).toContain(canon(move(0, 0, sideOf(s, cellAt(s, 2, 2), "portal"))));
    expect(legal).toContain(canon(move(0, 0, sideOf(s, cellAt(s, 2, 3), "portal"))));
  });

  it("Moving Past Goblins: with 0 Power an aggressive goblin blocks every move through its card", () => {
    const s = rowScenario(0);
    setStance(s, cellAt(s, 2, 1), "aggressive");
    const dests = legalActions(s)
      .filter((a) => a.type === "move" && a.hero === 0)
      .map((a) => (a as { to: { cell: number } }).to.cell);
    expect(new Set(dests)).toEqual(new Set([cellAt(s, 2, 1)]));
  });

  it("Moving Past Goblins: ending at a Portal with an aggressive goblin flips it for free", () => {
    const s = rowScenario(0);
    const c = cellAt(s, 2, 1);
    setStance(s, c, "aggressive");
    const { state: next, events } = actWithEvents(s, move(0, 0, sideOf(s, c, "portal")));
    expect(portalOn(next, c).goblin!.stance).toBe("passive");
    expect(next.players[0]!.power).toBe(0);
    expect(events.some((e) => e.type === "goblin-flipped")).toBe(true);
  });

  it("Moving Past Goblins: ending on the other region of a card with an aggressive goblin does not flip it", () => {
    const s = rowScenario(0);
    const c = cellAt(s, 2, 1);
    setStance(s, c, "aggressive");
    const next = act(s, move(0, 0, sideOf(s, c, "grotto")));
    expect(portalOn(next, c).goblin!.stance).toBe("aggressive");
  });

  it("Moving Past Goblins, By Ship: the cards passed depend on the direction", () => {
    // (0,1) -> (4,3): clockwise passes (0,2) (1,3) (1,4) (2,4) (3,3); counterclockwise (1,1) (2,0) (3,0) (3,1) (4,2)
    const build = (power: number, aggressive: [number, number]): S => {
      const s = newGame(2, "ship-goblins");
      arrange(s, { "0,2": "grotto-3", "2,0": "grotto-6", "4,3": "temple-fire", "0,1": "temple-sun" });
      putHero(s, 0, 0, sideOf(s, cellAt(s, 0, 1), "obelisk"));
      setStance(s, cellAt(s, ...aggressive), "aggressive");
      s.players[0]!.power = power;
      setMoveOrIdle(s, 0, "ship");
      return s;
    };
    const to = (s: S) => sideOf(s, cellAt(s, 4, 3), "obelisk");
    let s = build(0, [0, 2]);
    expectRejected(s, move(0, 0, to(s), "clockwise"), "NOT_ENOUGH_POWER");
    const ccw = act(s, move(0, 0, to(s), "counterclockwise"));
    expect(ccw.players[0]!.power).toBe(0);
    expect(portalOn(ccw, cellAt(s, 0, 2)).goblin!.stance).toBe("aggressive");

    s = build(2, [0, 2]);
    const cw = act(s, move(0, 0, to(s), "clockwise"));
    expect(cw.players[0]!.power).toBe(1);
    expect(portalOn(cw, cellAt(s, 0, 2)).goblin!.stance).toBe("passive");

    s = build(2, [2, 0]);
    const ccw2 = act(s, move(0, 0, to(s), "counterclockwise"));
    expect(ccw2.players[0]!.power).toBe(1);
    expect(portalOn(ccw2, cellAt(s, 2, 0)).goblin!.stance).toBe("passive");
    s = build(2, [2, 0]);
    const cw2 = act(s, move(0, 0, to(s), "clockwise"));
    expect(cw2.players[0]!.power).toBe(2);
    expect(portalOn(cw2, cellAt(s, 2, 0)).goblin!.stance).toBe("aggressive");
  });
});

/** Player 0's hero 0 on (2,1), about to move by Foot onto the centre card `card`. */
function centre(card: string, players = 2): { s: S; c: number } {
  const s = newGame(players, "occupancy");
  arrange(s, { "2,2": card, "2,1": "temple-storm" });
  putHero(s, 0, 0, { cell: cellAt(s, 2, 1), side: "left" });
  setMoveOrIdle(s, 0, "foot");
  return { s, c: cellAt(s, 2, 2) };
}

describe("Regions on the Map Cards: occupancy", () => {
  it("Regions on the Map Cards, Temples: a temple with another player's hero can be entered (2 players)", () => {
    const { s, c } = centre("temple-ice");
    const temple = sideOf(s, c, "temple");
    putHero(s, 1, 0, temple);
    const next = act(s, move(0, 0, temple));
    expect(next.players[0]!.heroes[0]!.at).toEqual(temple);
  });

  it("Regions on the Map Cards, Temples: not a second hero of the same player — TEMPLE_OWN_HERO", () => {
    const { s, c } = centre("temple-ice");
    const temple = sideOf(s, c, "temple");
    putHero(s, 0, 1, temple, 2);
    expectRejected(s, move(0, 0, temple), "TEMPLE_OWN_HERO");
    expect(legalActions(s).map(canon)).not.toContain(canon(move(0, 0, temple)));
  });

  it("Regions on the Map Cards, Temples: at most 2 heroes — TEMPLE_FULL", () => {
    const { s, c } = centre("temple-ice", 3);
    const temple = sideOf(s, c, "temple");
    putHero(s, 1, 0, temple);
    putHero(s, 2, 0, temple);
    expectRejected(s, move(0, 0, temple), "TEMPLE_FULL");
    // the obelisk beside it is still open
    expect(act(s, move(0, 0, sideOf(s, c, "obelisk"))).players[0]!.heroes[0]!.at.side).toBe(
      sideOf(s, c, "obelisk").side,
    );
  });

  for (const [card, kind] of [
    ["temple-ice", "obelisk"],
    ["grotto-1", "grotto"],
  ] as const) {
    it(`Regions on the Map Cards: a ${kind} holds one hero per player — ONE_HERO_PER_PLAYER`, () => {
      const { s, c } = centre(card);
      const ref = sideOf(s, c, kind);
      putHero(s, 0, 1, ref);
      expectRejected(s, move(0, 0, ref), "ONE_HERO_PER_PLAYER");
    });

    it(`Regions on the Map Cards: a ${kind} holds heroes of two different players`, () => {
      const { s, c } = centre(card, 3);
      const ref = sideOf(s, c, kind);
      putHero(s, 1, 0, ref);
      putHero(s, 2, 0, ref);
      const next = act(s, move(0, 0, ref));
      expect(next.players[0]!.heroes[0]!.at).toEqual(ref);
    });
  }

  it("Regions on the Map Cards, Goblin Portal: only 1 hero — PORTAL_OCCUPIED (another player's or your own)", () => {
    const { s, c } = centre("grotto-1");
    const portal = sideOf(s, c, "portal");
    putHero(s, 1, 0, portal);
    expectRejected(s, move(0, 0, portal), "PORTAL_OCCUPIED");
    putHero(s, 1, 0, { cell: cellAt(s, 0, 1), side: "left" });
    putHero(s, 0, 1, portal);
    expectRejected(s, move(0, 0, portal), "PORTAL_OCCUPIED");
  });

  it("Regions on the Map Cards, Castles: no limit to how many heroes", () => {
    const s = newGame(3, "castle-limit");
    const castleCell = cellAt(s, 1, 1);
    const castle = sideOf(s, castleCell, "castle");
    for (const seat of [0, 1, 2]) for (const h of [0, 1, 2]) putHero(s, seat, h, castle);
    putHero(s, 0, 0, { cell: cellAt(s, 1, 2), side: "left" });
    setMoveOrIdle(s, 0, "foot");
    const next = act(s, move(0, 0, castle));
    expect(next.players[0]!.heroes[0]!.at).toEqual(castle);
  });

  it("Regions on the Map Cards: occupancy is per region — the other region of the card is free", () => {
    const { s, c } = centre("grotto-1");
    putHero(s, 1, 0, sideOf(s, c, "portal"));
    expect(legalActions(s).map(canon)).toContain(canon(move(0, 0, sideOf(s, c, "grotto"))));
  });

  it("Exploring Temples (CLARIFICATIONS: leaving a temple): a hero may leave a temple; its progress is lost", () => {
    const s = newGame(2, "leave-temple");
    arrange(s, { "2,2": "temple-ice" });
    const c = cellAt(s, 2, 2);
    putHero(s, 0, 0, sideOf(s, c, "temple"), 3);
    setMoveOrIdle(s, 0, "foot");
    const dest = { cell: cellAt(s, 1, 2), side: "right" as const };
    expect(legalActions(s).map(canon)).toContain(canon(move(0, 0, dest)));
    const next = act(s, move(0, 0, dest));
    expect(next.players[0]!.heroes[0]!.templeSpace).toBe(0);
  });
});
