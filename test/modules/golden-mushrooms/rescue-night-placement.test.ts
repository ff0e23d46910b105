/**
 * Golden Mushrooms rulebook: Rescuing Mushrooms, Exhaustion, Placing New Mushrooms on the Land Map,
 * and the rulings on resting heroes and on the placement tie-break (docs/rulings.md, "Golden
 * Mushrooms").
 */
import { describe, expect, it } from "vitest";
import { legalActions } from "../../../src/index";
import { mushroomPlacer } from "../../../src/modules/golden-mushrooms/placement";
import { act, expectRejected, putHero } from "../../support/scenario";
import { pad, rest, roll, setAdventuring } from "../../support/night";
import { at, castle, expectMushroomsConserved, gmGame, gmNight, places, setMushrooms } from "./support";

describe("Rescuing", () => {
  it("defeating the goblin guarding a mushroom stands it upright in the defeating player's castle", () => {
    const s = gmNight();
    setAdventuring(s, [0]);
    const portal = at(s, 2, 1, "portal");
    setMushrooms(s, [{ where: "portal", region: portal }]);
    putHero(s, 0, 0, portal);
    s.goblins.portals.find((p) => p.at.cell === portal.cell)!.goblin = {
      stance: "passive",
      damage: 4,
      dealtBy: [4, 0, 0, 0],
    };
    const rolled = roll(s, pad(["attack-goblin"], "torch"));
    expect(rolled.decision?.kind).toBe("night-spend");
    const next = act(rolled, { type: "attack", player: 0, hero: 0, cell: portal.cell });
    expect(next.players[0]!.goblinsDefeated).toBe(1);
    expect(places(next)).toEqual(["castle:0"]);
    expectMushroomsConserved(next);
  });

  it("a goblin defeated at a portal without a mushroom rescues nothing", () => {
    const s = gmNight();
    setAdventuring(s, [0]);
    const portal = at(s, 2, 1, "portal");
    setMushrooms(s, [{ where: "portal", region: at(s, 2, 2, "portal") }]);
    putHero(s, 0, 0, portal);
    s.goblins.portals.find((p) => p.at.cell === portal.cell)!.goblin = {
      stance: "passive",
      damage: 4,
      dealtBy: [4, 0, 0, 0],
    };
    const next = act(roll(s, pad(["attack-goblin"], "torch")), {
      type: "attack",
      player: 0,
      hero: 0,
      cell: portal.cell,
    });
    expect(places(next)).toEqual([`portal:${at(s, 2, 2, "portal").cell}`]);
  });
});

describe("Exhaustion and resting", () => {
  it("an exhausted player's escorted mushrooms are abandoned where their heroes stood", () => {
    const s = gmNight();
    setAdventuring(s, [0]);
    const where = at(s, 1, 2, "portal");
    setMushrooms(s, [{ where: "hero", seat: 0, hero: 0 }]);
    putHero(s, 0, 0, where);
    s.players[0]!.health = 1;
    s.players[0]!.power = 0;
    const next = roll(s, pad(["take-damage"], "torch"));
    expect(next.players[0]!.heroes[0]!.at).toEqual(castle(s, 0));
    expect(places(next)).toEqual([`region:${where.cell}.${where.side}`]);
    expectMushroomsConserved(next);
  });

  it('Escorting Mushrooms ("follows its Hero") — a resting hero that goes home takes its mushroom into its castle; a hero that stays keeps it', () => {
    const s = gmNight();
    setAdventuring(s, [0]);
    const obelisk = at(s, 1, 4, "obelisk");
    setMushrooms(s, [
      { where: "hero", seat: 0, hero: 0 },
      { where: "hero", seat: 0, hero: 1 },
    ]);
    putHero(s, 0, 0, obelisk);
    putHero(s, 0, 1, at(s, 1, 2, "grotto"));
    let next = rest(s);
    while (next.decision?.kind === "choose-gain") next = act(next, legalActions(next)[0]!);
    expect(next.players[0]!.heroes[0]!.at).toEqual(castle(s, 0));
    expect(places(next).sort()).toEqual(["castle:0", "hero:0.1"].sort());
    expectMushroomsConserved(next);
  });

  it('ruling restingMushroom: "abandoned": a resting hero that goes home leaves its mushroom where it stood', () => {
    const s = gmNight();
    s.config.rulings = { ...s.config.rulings, restingMushroom: "abandoned" };
    setAdventuring(s, [0]);
    const obelisk = at(s, 1, 4, "obelisk");
    setMushrooms(s, [
      { where: "hero", seat: 0, hero: 0 },
      { where: "hero", seat: 0, hero: 1 },
    ]);
    putHero(s, 0, 0, obelisk);
    putHero(s, 0, 1, at(s, 1, 2, "grotto"));
    let next = rest(s);
    while (next.decision?.kind === "choose-gain") next = act(next, legalActions(next)[0]!);
    expect(places(next).sort()).toEqual([`region:${obelisk.cell}.${obelisk.side}`, "hero:0.1"].sort());
    expectMushroomsConserved(next);
  });

  it("Exhaustion: the exhaustion rule holds under either restingMushroom ruling", () => {
    for (const ruling of ["follows", "abandoned"] as const) {
      const s = gmNight();
      s.config.rulings = { ...s.config.rulings, restingMushroom: ruling };
      setAdventuring(s, [0]);
      const where = at(s, 1, 2, "portal");
      setMushrooms(s, [{ where: "hero", seat: 0, hero: 0 }]);
      putHero(s, 0, 0, where);
      s.players[0]!.health = 1;
      s.players[0]!.power = 0;
      const next = roll(s, pad(["take-damage"], "torch"));
      expect(places(next)).toEqual([`region:${where.cell}.${where.side}`]);
    }
  });
});

describe("Placing new mushrooms", () => {
  it("the player with the fewest defeated goblins places them; ties: lowest spell level, then fewest quests, then clockwise from the first player", () => {
    const s = gmGame(3);
    s.firstPlayer = 2;
    const set = (seat: number, goblins: number, spell: number, quests: number) => {
      const p = s.players[seat]!;
      p.goblinsDefeated = goblins;
      p.spellLevel = spell;
      p.completedQuests = s.quests.deck.slice(0, quests);
    };
    set(0, 2, 0, 0);
    set(1, 1, 3, 3);
    set(2, 2, 0, 0);
    expect(mushroomPlacer(s)).toBe(1); // fewest goblins
    set(0, 1, 2, 0);
    set(1, 1, 1, 3);
    set(2, 1, 2, 0);
    expect(mushroomPlacer(s)).toBe(1); // then the lowest spell level
    set(0, 1, 1, 2);
    set(1, 1, 1, 1);
    set(2, 1, 1, 2);
    expect(mushroomPlacer(s)).toBe(1); // then the fewest quests
    set(0, 1, 1, 1);
    set(1, 1, 1, 1);
    set(2, 1, 1, 1);
    expect(mushroomPlacer(s)).toBe(2); // then the first player...
    s.firstPlayer = 1;
    expect(mushroomPlacer(s)).toBe(1);
    set(1, 2, 1, 1);
    expect(mushroomPlacer(s)).toBe(2); // ...and clockwise from them
  });

  /** Night of round 1: only red adventures; red resting ends the Night and the resolution runs. */
  function resolutionGame(supply: number, captured: number, emptied: number) {
    const s = gmNight(2);
    setAdventuring(s, [0]);
    const portals = s.goblins.portals.map((p) => p.at);
    setMushrooms(s, [
      ...portals.slice(0, captured).map((region) => ({ where: "portal" as const, region })),
      ...Array.from({ length: 7 - supply - captured }, () => ({ where: "castle" as const, seat: 0 })),
    ]);
    for (const p of s.goblins.portals.slice(0, emptied)) p.goblin = null;
    s.players[0]!.goblinsDefeated = 3;
    s.goblins.supply = 16 - 7 - 3;
    return { s, portals };
  }

  it("when new goblins appear, the placer puts each supply mushroom, captured, on a portal without one", () => {
    const { s, portals } = resolutionGame(2, 3, 2);
    const asked = rest(s);
    expect(asked.decision).toEqual({ kind: "golden-mushrooms/place-mushroom", player: 1 });
    const free = portals.slice(3).map((r) => r.cell);
    expect(legalActions(asked)).toEqual(
      free.map((cell) => ({ type: "golden-mushrooms/place-mushroom", player: 1, cell })),
    );
    const once = act(asked, { type: "golden-mushrooms/place-mushroom", player: 1, cell: free[2]! });
    expect(once.decision?.kind).toBe("golden-mushrooms/place-mushroom");
    const twice = act(once, { type: "golden-mushrooms/place-mushroom", player: 1, cell: free[0]! });
    expect(twice.decision?.kind).toBe("choose-movement-card"); // the next round began
    expect(twice.round).toBe(2);
    expect(places(twice).filter((p) => p.startsWith("portal"))).toHaveLength(5);
    expect(places(twice)).toContain(`portal:${free[2]}`);
    expect(places(twice)).toContain(`portal:${free[0]}`);
    for (const m of (
      twice.moduleState["golden-mushrooms"] as { mushrooms: { place: { where: string }; upright: boolean }[] }
    ).mushrooms) {
      if (m.place.where === "portal") expect(m.upright).toBe(false);
    }
    expectMushroomsConserved(twice);
  });

  it("a portal that already has a mushroom is refused", () => {
    const { s, portals } = resolutionGame(2, 3, 2);
    const asked = rest(s);
    expect(legalActions(asked).some((a) => (a as { cell?: number }).cell === portals[0]!.cell)).toBe(false);
    expectRejected(
      asked,
      { type: "golden-mushrooms/place-mushroom", player: 1, cell: portals[0]!.cell },
      "PORTAL_HAS_MUSHROOM",
    );
    expectRejected(
      asked,
      { type: "golden-mushrooms/place-mushroom", player: 1, cell: castle(asked, 0).cell },
      "NOT_A_PORTAL",
    );
    expectRejected(
      asked,
      { type: "golden-mushrooms/place-mushroom", player: 0, cell: portals[5]!.cell },
      "NOT_YOUR_DECISION",
    );
  });

  it("when the free portals leave no choice, the mushrooms are placed without asking", () => {
    const { s, portals } = resolutionGame(2, 5, 1);
    const next = rest(s);
    expect(next.decision?.kind).toBe("choose-movement-card");
    expect(
      places(next)
        .filter((p) => p.startsWith("portal"))
        .sort(),
    ).toEqual(portals.map((r) => `portal:${r.cell}`).sort());
  });

  it("no new goblin, no new mushroom: they wait in the supply", () => {
    const { s } = resolutionGame(2, 3, 0);
    const next = rest(s);
    expect(next.decision?.kind).toBe("choose-movement-card");
    expect(places(next).filter((p) => p.startsWith("portal"))).toHaveLength(3);
  });
});
