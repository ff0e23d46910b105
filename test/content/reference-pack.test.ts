import { describe, expect, it } from "vitest";
import { listProvisional, listSources, referencePack, validateContent, type Provenance } from "../../src/content/index";

const pack = referencePack;

/** Every record of the pack with a label, for provenance checks. */
function allRecords(): { label: string; record: Record<string, unknown> & { provenance: Provenance } }[] {
  const out: { label: string; record: Record<string, unknown> & { provenance: Provenance } }[] = [];
  const add = (label: string, record: object & { provenance: Provenance }): void => {
    out.push({ label, record: record });
  };
  add("dice", pack.dice);
  add("layout", pack.layout);
  add("magicTracks.multiplayer", pack.magicTracks.multiplayer);
  add("magicTracks.solo", pack.magicTracks.solo);
  add("scoring", pack.scoring);
  add("goldenMushrooms", pack.goldenMushrooms);
  const tables = {
    mapCards: pack.mapCards,
    temples: pack.temples,
    spells: pack.spells,
    grottoEffects: pack.grottoEffects,
    movementCards: pack.movementCards,
    quests: pack.quests,
    items: pack.items,
    playerCards: pack.playerCards,
    "goldenMushrooms.mapCards": pack.goldenMushrooms.mapCards,
    "goldenMushrooms.actions": pack.goldenMushrooms.actions,
  };
  for (const [table, records] of Object.entries(tables)) records.forEach((r, i) => add(`${table}[${i}]`, r));
  return out;
}

describe("the reference pack", () => {
  it("has no problems", () => {
    expect(validateContent(referencePack)).toEqual([]);
  });

  it("has the component counts of the box", () => {
    expect(pack.formatVersion).toBe(1);
    expect(pack.dice.count).toBe(5);
    expect(pack.dice.faces).toHaveLength(6);
    expect(pack.mapCards).toHaveLength(17);
    expect(pack.mapCards.filter((c) => c.kind === "castle").map((c) => c.id)).toEqual([
      "castle-red",
      "castle-blue",
      "castle-green",
      "castle-yellow",
    ]);
    expect(pack.temples.map((t) => t.id)).toEqual(["ice", "shadow", "fire", "forest", "sun", "storm"]);
    expect(pack.spells).toHaveLength(10);
    expect(pack.movementCards.map((c) => c.method)).toEqual(["horse", "raft", "gryphon", "ship", "foot"]);
    expect(pack.quests.filter((q) => q.kind === "treasure")).toHaveLength(12);
    expect(pack.quests.filter((q) => q.kind === "movement")).toHaveLength(12);
    expect(pack.items.filter((i) => i.kind === "treasure")).toHaveLength(12);
    expect(pack.items.filter((i) => i.kind === "legendary").map((i) => i.id)).toEqual(["sword", "shield", "staff"]);
    expect(pack.playerCards.map((c) => c.color)).toEqual(["red", "blue", "green", "yellow"]);
    expect(pack.goldenMushrooms.mapCards).toHaveLength(3);
    expect(pack.goldenMushrooms.actions.map((a) => a.id)).toEqual([
      "golden-temple-leap",
      "golden-goblin-strike",
      "golden-magic-surge",
    ]);
    expect(pack.goldenMushrooms.mushroomCount).toBe(7);
  });

  it("has the fourteen grotto effects with the fixed ids, each on exactly one grotto card face", () => {
    const bright = pack.grottoEffects.filter((e) => e.face === "bright").map((e) => e.id);
    const gloom = pack.grottoEffects.filter((e) => e.face === "gloom").map((e) => e.id);
    expect(bright).toEqual([
      "bright-health-per-hero-away",
      "bright-power-per-hero-away",
      "bright-magic-2",
      "bright-goblin-damage-1",
      "bright-move-other-hero-orthogonal-3",
      "bright-temple-advance-1",
      "bright-roll-for-temples",
    ]);
    expect(gloom).toEqual([
      "gloom-foot-move-other-heroes",
      "gloom-power-then-roll",
      "gloom-move-to-treasure-temple",
      "gloom-roll-for-magic",
      "gloom-health-per-hero-inland",
      "gloom-roll-for-attack",
      "gloom-spend-power-temple-2",
    ]);
    const printed = pack.mapCards.flatMap((c) =>
      (["bright", "gloom"] as const)
        .flatMap((f) => [c[f].left, c[f].right])
        .flatMap((r) => (r.kind === "grotto" ? [r.effect] : [])),
    );
    expect([...printed].sort()).toEqual([...bright, ...gloom].sort());
  });

  it("gives every record a source for every data field", () => {
    for (const { label, record } of allRecords()) {
      const fields = Object.keys(record).filter((k) => k !== "id" && k !== "provenance");
      expect(Object.keys(record.provenance).sort(), label).toEqual(fields.sort());
    }
  });

  it("keeps the confirmed rulebook values", () => {
    const level = (id: string) => pack.spells.find((s) => s.id === id);
    expect(level("snake")?.level).toBe(1);
    expect(level("scorpion")?.level).toBe(2);
    expect(level("spider")?.level).toBe(3);
    expect(level("snake")?.provenance["level"]?.status).toBe("confirmed");
    expect(pack.scoring.quests[3]).toBe(3);
    expect(pack.scoring.goblins[8]).toBe(25);
    expect(pack.scoring.spells[0]).toBe(-4);
    expect(pack.scoring.spells[10]).toBe(16);
    expect(pack.scoring.legendaryItem).toBe(4);
    for (const row of [pack.scoring.spells, pack.scoring.quests, pack.scoring.goblins]) expect(row).toHaveLength(11);
    expect(pack.temples.find((t) => t.id === "ice")?.provenance["name"]?.status).toBe("confirmed");
    expect(pack.temples.find((t) => t.id === "fire")?.provenance["name"]?.status).toBe("provisional");
    expect(pack.goldenMushrooms.replacesGrottoEffects).toEqual([
      "bright-temple-advance-1",
      "bright-magic-2",
      "bright-goblin-damage-1",
    ]);
  });

  it("has the confirmed magic levels", () => {
    const multi = pack.magicTracks.multiplayer.levels;
    expect(multi.map((l) => [l.learnUpTo, l.takeDamage.rest, l.gainPower.rest, l.conjureMagic.advances])).toEqual([
      [0, 1, 1, true],
      [1, 1, 1, true],
      [2, 2, 0, true],
      [3, 3, 0, false],
    ]);
    const solo = pack.magicTracks.solo.levels;
    expect(solo[0]?.takeDamage).toEqual({ sequence: [0], rest: 1 });
    expect(solo[1]?.takeDamage).toEqual({ sequence: [1, 0], rest: 1 });
    expect(solo[1]?.gainPower).toEqual({ sequence: [0], rest: 1 });
    expect(solo[3]?.conjureMagic).toEqual({ advances: false, damage: { sequence: [], rest: 1 } });
    expect(pack.magicTracks.multiplayer.spaces.at(-1)).toBe(3);
    expect(pack.magicTracks.multiplayer.spaces.length).toBeGreaterThanOrEqual(8);
  });

  it("doubles the second space of every gloom track, and only that", () => {
    for (const temple of pack.temples) {
      const { bright, gloom } = temple.tracks;
      expect(bright).toHaveLength(4);
      expect(bright.filter((s) => s.count === 2).length).toBeLessThanOrEqual(1);
      expect(gloom[1]?.count).toBe(2);
      expect(gloom.map((s) => s.symbol)).toEqual(bright.map((s) => s.symbol));
      gloom.forEach((space, i) => i !== 1 && expect(space.count).toBe(bright[i]?.count));
    }
  });

  it("gives each player card all six temples, with the rulebook's Sword example on one card", () => {
    const temples = pack.temples.map((t) => t.id).sort();
    for (const card of pack.playerCards) expect(Object.values(card.legendary).flat().sort()).toEqual(temples);
    expect(pack.playerCards.filter((c) => c.legendary["sword"]?.join() === "ice,shadow")).toHaveLength(1);
    const signatures = new Set(pack.playerCards.map((c) => JSON.stringify(c.legendary)));
    expect(signatures.size).toBe(4);
  });

  it("uses the inferred pinwheel layout", () => {
    expect(pack.layout.coastRing).toEqual([
      [0, 1],
      [0, 2],
      [1, 3],
      [1, 4],
      [2, 4],
      [3, 3],
      [4, 3],
      [4, 2],
      [3, 1],
      [3, 0],
      [2, 0],
      [1, 1],
    ]);
    expect(pack.layout.provenance["coastRing"]?.status).toBe("provisional");
  });

  it("lists provisional values in a stable order, each with a reason", () => {
    const values = listProvisional(referencePack);
    expect(values).toEqual(listProvisional(referencePack));
    expect(values.length).toBe(listSources(referencePack).filter((v) => v.source.status === "provisional").length);
    expect(values[0]).toMatchObject({ table: "dice", id: "dice", field: "faces" });
    expect(values.at(-1)).toMatchObject({
      table: "goldenMushrooms.actions",
      id: "golden-magic-surge",
      field: "description",
    });
    for (const v of values) expect(v.reason.length).toBeGreaterThan(10);
  });
});
