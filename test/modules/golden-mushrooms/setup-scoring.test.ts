/**
 * Golden Mushrooms rulebook, Setup and Game End.
 */
import { referencePack } from "../../../src/index";
import { describe, expect, it } from "vitest";
import { createGame, scores } from "../../../src/index";
import { isReplacedCard } from "../../../src/modules/golden-mushrooms/setup";
import { expectMushroomsConserved, gmGame, mushrooms, places, setMushrooms, tryGame } from "./support";

describe("Setup", () => {
  it("removes the 3 grotto cards named by their bright effect and shuffles in the 3 Golden Grotto cards", () => {
    for (const seed of ["a", "b", 7, 42]) {
      const s = createGame({ seed, players: 3, modules: ["golden-mushrooms"] });
      const ids = s.map.cells.map((c) => c.cardId);
      expect(ids).toHaveLength(17);
      for (const golden of referencePack.goldenMushrooms.mapCards) expect(ids).toContain(golden.id);
      const removed = referencePack.mapCards.filter((c) => isReplacedCard(referencePack, c)).map((c) => c.id);
      expect(removed).toHaveLength(3);
      for (const id of removed) expect(ids).not.toContain(id);
    }
  });

  it("the removed cards are the ones whose bright grotto has one of the listed effects", () => {
    const content = referencePack;
    const effects = content.mapCards
      .filter((c) => isReplacedCard(content, c))
      .flatMap((c) => [c.bright.left, c.bright.right])
      .flatMap((r) => (r.kind === "grotto" ? [r.effect] : []));
    expect([...effects].sort()).toEqual([...content.goldenMushrooms.replacesGrottoEffects].sort());
  });

  it("with GloomFall, the same physical cards are removed (by their bright effect), gloom side up", () => {
    const s = tryGame({ seed: "gloomy", players: 2, modules: ["gloomfall", "golden-mushrooms"] });
    if (s === null) return; // GloomFall not registered yet
    const ids = s.map.cells.map((c) => c.cardId);
    for (const c of referencePack.mapCards.filter((card) => isReplacedCard(referencePack, card)))
      expect(ids).not.toContain(c.id);
    for (const golden of referencePack.goldenMushrooms.mapCards) expect(ids).toContain(golden.id);
    expect(s.map.face).toBe("gloom");
    expectMushroomsConserved(s);
  });

  it("after normal setup, one captured (lying) mushroom is next to each of the 7 portals", () => {
    for (const players of [2, 3, 4]) {
      const s = createGame({ seed: `setup-${players}`, players, modules: ["golden-mushrooms"] });
      expect(s.goblins.portals).toHaveLength(7);
      expect(places(s)).toEqual(s.goblins.portals.map((p) => `portal:${p.at.cell}`).sort());
      expect(mushrooms(s).every((m) => !m.upright)).toBe(true);
      expect(s.decision?.kind).toBe("choose-movement-card");
      expectMushroomsConserved(s);
    }
  });

  it("a game without the module has no mushrooms and no Golden Grotto", () => {
    const s = createGame({ seed: "plain", players: 2 });
    expect(s.moduleState).toEqual({});
    expect(s.map.cells.some((c) => c.cardId.startsWith("golden"))).toBe(false);
  });
});

describe("Game End", () => {
  it("2 victory points per mushroom in the player's castle; escorted, abandoned and captured ones score nothing", () => {
    const s = gmGame(3);
    setMushrooms(s, [
      { where: "castle", seat: 0 },
      { where: "castle", seat: 0 },
      { where: "castle", seat: 2 },
      { where: "hero", seat: 1, hero: 0 },
      { where: "region", region: { cell: 0, side: "left" } },
      { where: "portal", region: s.goblins.portals[0]!.at },
    ]);
    const sheet = scores(s);
    const line = (seat: number) => sheet.players[seat]!.breakdown.find((l) => l.source === "mushrooms");
    expect(line(0)).toEqual({ source: "mushrooms", count: 2, points: 4 });
    expect(line(1)).toEqual({ source: "mushrooms", count: 0, points: 0 });
    expect(line(2)).toEqual({ source: "mushrooms", count: 1, points: 2 });
    expect(sheet.players[0]!.breakdown.map((l) => l.source)).toEqual([
      "quests",
      "goblins",
      "spells",
      "legendary-items",
      "mushrooms",
    ]);
  });
});
