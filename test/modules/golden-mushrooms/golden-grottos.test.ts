/**
 * Golden Mushrooms rulebook, Using Mushrooms: the three PROVISIONAL Golden Grotto actions (the
 * printed ones are unknown; see docs/modules/golden-mushrooms.md).
 */
import { describe, expect, it } from "vitest";
import { legalActions, referencePack, type Action, type RegionRef } from "../../../src/index";
import { goldenActions } from "../../../src/modules/golden-mushrooms/golden-grottos";
import { act, expectRejected, putHero, setMoveOrIdle } from "../../support/scenario";
import { at, expectMushroomsConserved, gmGame, places, setMushrooms } from "./support";

const mv = (player: number, hero: number, to: RegionRef): Action => ({
  type: "move",
  player,
  hero,
  to: { cell: to.cell, side: to.side },
});
const use = (player: number, target?: number): Action =>
  target === undefined
    ? { type: "golden-mushrooms/use-golden-grotto", player }
    : { type: "golden-mushrooms/use-golden-grotto", player, target };
const skip = (player: number): Action => ({ type: "golden-mushrooms/skip-golden-grotto", player });

/** Red hero 0 escorting a mushroom, one Horse move away from the Golden Grotto on (row, 2). */
function arriving(row: number, escorting = true) {
  const s = gmGame();
  setMushrooms(s, escorting ? [{ where: "hero", seat: 0, hero: 0 }] : []);
  putHero(s, 0, 0, at(s, row, 1, "portal"));
  setMoveOrIdle(s, 0, "horse");
  return s;
}

describe("Golden Grottos", () => {
  it("the handler table holds the content's three provisional actions, keyed by id", () => {
    const ids = referencePack.goldenMushrooms.actions.map((a) => a.id);
    expect(Object.keys(goldenActions)).toEqual(ids);
  });

  it("golden-magic-surge: the magic token advances 2 spaces and the player gains 2 Power; the mushroom goes to the supply", () => {
    const s = arriving(2);
    s.players[0]!.power = 1;
    s.magicSpace = 0;
    const offered = act(s, mv(0, 0, at(s, 2, 2, "golden-grotto")));
    expect(offered.decision).toEqual({
      kind: "golden-mushrooms/use-golden-grotto",
      player: 0,
      hero: 0,
      action: "golden-magic-surge",
    });
    expect(legalActions(offered)).toEqual([use(0), skip(0)]);
    expectRejected(offered, use(0, 1), "MALFORMED_ACTION");
    const used = act(offered, use(0));
    expect(used.magicSpace).toBe(2);
    expect(used.players[0]!.power).toBe(3);
    expect(places(used)).toEqual([]); // in the supply
    expectMushroomsConserved(used);
  });

  it("skipping keeps the mushroom with its hero", () => {
    const offered = act(arriving(2), mv(0, 0, at(gmGame(), 2, 2, "golden-grotto")));
    expect(places(act(offered, skip(0)))).toEqual(["hero:0.0"]);
  });

  it('Using Mushrooms ("moves onto a Golden Grotto Map Card"): a hero escorting a mushroom onto the card\'s other region (its portal) is offered the action too', () => {
    const s = arriving(2);
    s.players[0]!.power = 1;
    s.magicSpace = 0;
    const offered = act(s, mv(0, 0, at(s, 2, 2, "portal")));
    expect(offered.decision).toEqual({
      kind: "golden-mushrooms/use-golden-grotto",
      player: 0,
      hero: 0,
      action: "golden-magic-surge",
    });
    const used = act(offered, use(0));
    expect(used.magicSpace).toBe(2);
    expect(used.players[0]!.heroes[0]!.at).toEqual(at(s, 2, 2, "portal"));
    expectMushroomsConserved(used);
  });

  it('ruling goldenGrottoArrival: "region": only the Golden Grotto region offers the action', () => {
    const s = arriving(2);
    s.config.rulings = { ...s.config.rulings, goldenGrottoArrival: "region" };
    const onPortal = act(s, mv(0, 0, at(s, 2, 2, "portal")));
    expect(onPortal.decision?.kind).not.toBe("golden-mushrooms/use-golden-grotto");
    const onGrotto = act(s, mv(0, 0, at(s, 2, 2, "golden-grotto")));
    expect(onGrotto.decision?.kind).toBe("golden-mushrooms/use-golden-grotto");
  });

  it("a hero without a mushroom is not offered the action", () => {
    const s = arriving(2, false);
    const next = act(s, mv(0, 0, at(s, 2, 2, "golden-grotto")));
    expect(next.decision?.kind).not.toBe("golden-mushrooms/use-golden-grotto");
  });

  it("golden-temple-leap: one of your heroes advances 2 spaces on its temple track", () => {
    const s = gmGame();
    setMushrooms(s, [{ where: "hero", seat: 0, hero: 0 }]);
    putHero(s, 0, 0, at(s, 2, 3, "portal"));
    putHero(s, 0, 1, at(s, 1, 4, "temple"), 1);
    setMoveOrIdle(s, 0, "foot");
    const offered = act(s, mv(0, 0, at(s, 2, 4, "golden-grotto")));
    expect(legalActions(offered)).toEqual([use(0, 1), skip(0)]);
    expectRejected(offered, use(0, 2), "GROTTO_TARGET");
    expectRejected(offered, use(0), "MALFORMED_ACTION");
    const used = act(offered, use(0, 1));
    expect(used.players[0]!.heroes[1]!.templeSpace).toBe(3);
    expect(places(used)).toEqual([]);
  });

  it("golden-temple-leap is not offered when no hero of yours is on a temple track", () => {
    const s = gmGame();
    setMushrooms(s, [{ where: "hero", seat: 0, hero: 0 }]);
    putHero(s, 0, 0, at(s, 2, 3, "portal"));
    setMoveOrIdle(s, 0, "foot");
    expect(act(s, mv(0, 0, at(s, 2, 4, "golden-grotto"))).decision?.kind).not.toBe(
      "golden-mushrooms/use-golden-grotto",
    );
  });

  it("golden-goblin-strike: a hero of yours attacking a goblin deals it 2 damage; a defeat rescues its portal's mushroom", () => {
    const s = gmGame();
    const portal = at(s, 2, 1, "portal");
    setMushrooms(s, [
      { where: "hero", seat: 0, hero: 0 },
      { where: "portal", region: portal },
    ]);
    putHero(s, 0, 0, at(s, 4, 3, "obelisk"));
    putHero(s, 0, 1, portal);
    s.goblins.portals.find((p) => p.at.cell === portal.cell)!.goblin = {
      stance: "passive",
      damage: 1,
      dealtBy: [1, 0, 0, 0],
    };
    setMoveOrIdle(s, 0, "horse");
    const offered = act(s, mv(0, 0, at(s, 4, 2, "golden-grotto")));
    expect(legalActions(offered)).toEqual([use(0, 1), skip(0)]);
    const once = act(offered, use(0, 1));
    expect(once.goblins.portals.find((p) => p.at.cell === portal.cell)!.goblin!.damage).toBe(3);
    expect(places(once)).toEqual([`portal:${portal.cell}`]);
    // again, with the goblin at 3 damage: defeated, and its mushroom rescued into red's castle
    const again = gmGame();
    setMushrooms(again, [
      { where: "hero", seat: 0, hero: 0 },
      { where: "portal", region: portal },
    ]);
    putHero(again, 0, 0, at(again, 4, 3, "obelisk"));
    putHero(again, 0, 1, portal);
    again.goblins.portals.find((p) => p.at.cell === portal.cell)!.goblin = {
      stance: "passive",
      damage: 3,
      dealtBy: [3, 0, 0, 0],
    };
    setMoveOrIdle(again, 0, "horse");
    const defeated = act(act(again, mv(0, 0, at(again, 4, 2, "golden-grotto"))), use(0, 1));
    expect(defeated.goblins.portals.find((p) => p.at.cell === portal.cell)!.goblin).toBeNull();
    expect(defeated.players[0]!.goblinsDefeated).toBe(1);
    expect(places(defeated)).toEqual(["castle:0"]);
    expectMushroomsConserved(defeated);
  });
});
