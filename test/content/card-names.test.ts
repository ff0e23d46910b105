import { describe, expect, it } from "vitest";
import { referencePack, validateContent, type ContentPack } from "../../src/content/index";

/** Every named card table of a pack, as [table path, records]. */
function namedTables(
  pack: ContentPack,
): [string, readonly { id: string; name: string; provenance: Record<string, { status: string }> }[]][] {
  return [
    ["mapCards", pack.mapCards],
    ["temples", pack.temples],
    ["spells", pack.spells],
    ["grottoEffects", pack.grottoEffects],
    ["movementCards", pack.movementCards],
    ["quests", pack.quests],
    ["items", pack.items],
    ["goldenMushrooms.mapCards", pack.goldenMushrooms.mapCards],
    ["goldenMushrooms.actions", pack.goldenMushrooms.actions],
  ];
}

describe("card display names", () => {
  it("every card of the reference pack has a distinct, non-empty name with a sourced provenance", () => {
    for (const [table, records] of namedTables(referencePack)) {
      const names = records.map((r) => r.name);
      expect(
        names.every((n) => typeof n === "string" && n.trim() !== ""),
        table,
      ).toBe(true);
      expect(new Set(names).size, table).toBe(names.length);
      for (const r of records)
        expect(r.provenance["name"]?.status, `${table} ${r.id}`).toMatch(/^(confirmed|provisional)$/);
    }
  });

  it("names the rulebooks give are confirmed (Rulebook, Hero Movement: the five movement cards); invented names are provisional", () => {
    for (const card of referencePack.movementCards) expect(card.provenance["name"]?.status).toBe("confirmed");
    expect(referencePack.movementCards.map((c) => c.name)).toEqual(["Horse", "Raft", "Gryphon", "Ship", "Foot"]);
    for (const q of referencePack.quests) expect(q.provenance["name"]?.status).toBe("provisional");
    for (const e of referencePack.grottoEffects) expect(e.provenance["name"]?.status).toBe("provisional");
    for (const c of referencePack.mapCards) expect(c.provenance["name"]?.status).toBe("provisional");
  });

  it("validateContent reports a missing or empty name at its path, and a name without provenance", () => {
    const { name: _dropped, ...noName } = referencePack.quests[3]!;
    const quests = referencePack.quests.map((q, i) => (i === 3 ? noName : q)) as ContentPack["quests"];
    const emptyCard = { ...referencePack.mapCards[0]!, name: "" };
    const unsourced = {
      ...referencePack.movementCards[0]!,
      provenance: { method: referencePack.movementCards[0]!.provenance["method"]! },
    };
    const pack: ContentPack = {
      ...referencePack,
      quests,
      mapCards: [emptyCard, ...referencePack.mapCards.slice(1)],
      movementCards: [unsourced, ...referencePack.movementCards.slice(1)],
    };
    const problems = validateContent(pack).map((p) => `${p.path} ${p.code}`);
    expect(problems).toContain("quests[3].name MISSING_FIELD");
    expect(problems).toContain("mapCards[0].name INVALID_VALUE");
    expect(problems).toContain("movementCards[0].provenance.name MISSING_PROVENANCE");
    expect(validateContent(referencePack)).toEqual([]);
  });
});
