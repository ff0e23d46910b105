import fc from "fast-check";
import { size } from "../support/scale";
import { describe, expect, it } from "vitest";
import { referencePack, validateContent } from "../../src/content/index";

// Mutations work on a plain JSON copy (no shared objects), typed loosely on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const copy = (): Loose => JSON.parse(JSON.stringify(referencePack));

/** The problems of a copy of the reference pack after one mutation. */
function problemsAfter(mutate: (pack: Loose) => void): { path: string; code: string }[] {
  const pack = copy();
  mutate(pack);
  return validateContent(pack).map(({ path, code }) => ({ path, code }));
}

describe("validateContent: one mutation per check", () => {
  it("rejects a value that is not an object", () => {
    for (const value of [null, undefined, 3, "pack", [], true]) {
      expect(validateContent(value)).toEqual([expect.objectContaining({ path: "", code: "NOT_AN_OBJECT" })]);
    }
  });

  it("reports a wrong format version, and only that", () => {
    expect(problemsAfter((p) => (p.formatVersion = 2))).toEqual([{ path: "formatVersion", code: "FORMAT_VERSION" }]);
    expect(problemsAfter((p) => (p.formatVersion = "1"))).toEqual([{ path: "formatVersion", code: "FORMAT_VERSION" }]);
    expect(problemsAfter((p) => delete p.formatVersion)).toEqual([{ path: "formatVersion", code: "MISSING_FIELD" }]);
  });

  it("reports missing fields and tables", () => {
    expect(problemsAfter((p) => delete p.temples[0].name)).toContainEqual({
      path: "temples[0].name",
      code: "MISSING_FIELD",
    });
    expect(problemsAfter((p) => delete p.spells)).toEqual([{ path: "spells", code: "MISSING_FIELD" }]);
    expect(problemsAfter((p) => delete p.goldenMushrooms.mushroomCount)).toContainEqual({
      path: "goldenMushrooms.mushroomCount",
      code: "MISSING_FIELD",
    });
  });

  it("reports wrong types and non-objects inside the pack", () => {
    expect(problemsAfter((p) => (p.spells[0].name = 5))).toEqual([{ path: "spells[0].name", code: "WRONG_TYPE" }]);
    expect(problemsAfter((p) => (p.quests = {}))).toEqual([{ path: "quests", code: "WRONG_TYPE" }]);
    expect(problemsAfter((p) => (p.dice = "five"))).toEqual([{ path: "dice", code: "NOT_AN_OBJECT" }]);
    expect(problemsAfter((p) => (p.mapCards[3].bright.left = null))).toContainEqual({
      path: "mapCards[3].bright.left",
      code: "NOT_AN_OBJECT",
    });
  });

  it("reports duplicate ids, map cards including golden cards, player cards by colour", () => {
    expect(problemsAfter((p) => (p.quests[5].id = p.quests[2].id))).toEqual([
      { path: "quests[5].id", code: "DUPLICATE_ID" },
    ]);
    expect(problemsAfter((p) => (p.goldenMushrooms.mapCards[0].id = "grotto-1"))).toEqual([
      { path: "goldenMushrooms.mapCards[0].id", code: "DUPLICATE_ID" },
    ]);
    expect(problemsAfter((p) => (p.playerCards[2].color = "red"))).toContainEqual({
      path: "playerCards[2].color",
      code: "DUPLICATE_ID",
    });
  });

  it("reports dangling references", () => {
    expect(problemsAfter((p) => (p.quests[4].temple = "moon"))).toEqual([
      { path: "quests[4].temple", code: "DANGLING_REFERENCE" },
    ]);
    expect(problemsAfter((p) => (p.mapCards[4].bright.right.spell = "newt"))).toEqual([
      { path: "mapCards[4].bright.right.spell", code: "DANGLING_REFERENCE" },
    ]);
    expect(problemsAfter((p) => (p.playerCards[1].legendary.sword[0] = "moon"))).toEqual([
      { path: "playerCards[1].legendary.sword[0]", code: "DANGLING_REFERENCE" },
    ]);
    expect(problemsAfter((p) => (p.goldenMushrooms.mapCards[1].gloom.right.action = "nothing"))).toEqual([
      { path: "goldenMushrooms.mapCards[1].gloom.right.action", code: "DANGLING_REFERENCE" },
    ]);
    expect(problemsAfter((p) => (p.goldenMushrooms.replacesGrottoEffects[0] = "bright-nothing"))).toEqual([
      { path: "goldenMushrooms.replacesGrottoEffects[0]", code: "DANGLING_REFERENCE" },
    ]);
  });

  it("reports a grotto effect printed on the wrong face", () => {
    expect(
      problemsAfter((p) => {
        const card = p.mapCards[10];
        [card.bright.left.effect, card.gloom.left.effect] = [card.gloom.left.effect, card.bright.left.effect];
      }),
    ).toEqual([
      { path: "mapCards[10].bright.left.effect", code: "INVALID_VALUE" },
      { path: "mapCards[10].gloom.left.effect", code: "INVALID_VALUE" },
    ]);
  });

  it("reports wrong counts", () => {
    expect(problemsAfter((p) => p.mapCards.pop())).toContainEqual({ path: "mapCards", code: "WRONG_COUNT" });
    expect(problemsAfter((p) => p.quests.pop())).toContainEqual({ path: "quests", code: "WRONG_COUNT" });
    expect(problemsAfter((p) => (p.dice.count = 4))).toEqual([{ path: "dice.count", code: "WRONG_COUNT" }]);
    expect(problemsAfter((p) => p.temples[0].tracks.gloom.pop())).toEqual([
      { path: "temples[0].tracks.gloom", code: "WRONG_COUNT" },
    ]);
    expect(problemsAfter((p) => p.scoring.goblins.pop())).toEqual([{ path: "scoring.goblins", code: "WRONG_COUNT" }]);
    expect(problemsAfter((p) => (p.goldenMushrooms.mushroomCount = 6))).toEqual([
      { path: "goldenMushrooms.mushroomCount", code: "WRONG_COUNT" },
    ]);
    expect(problemsAfter((p) => (p.movementCards[1].method = "horse"))).toEqual([
      { path: "movementCards[1].method", code: "WRONG_COUNT" },
      { path: "movementCards", code: "WRONG_COUNT" },
    ]);
    // A portal turned into a second grotto: 6 portals per face on the regular cards.
    expect(problemsAfter((p) => (p.mapCards[16].bright.right = { kind: "grotto", effect: "bright-magic-2" }))).toEqual([
      { path: "mapCards", code: "WRONG_COUNT" },
      { path: "goldenMushrooms.replacesGrottoEffects[1]", code: "WRONG_COUNT" },
    ]);
    expect(problemsAfter((p) => (p.quests[1].item = "bow"))).toEqual([
      { path: "items[3]", code: "WRONG_COUNT" },
      { path: "items[4]", code: "WRONG_COUNT" },
    ]);
    expect(problemsAfter((p) => (p.mapCards[5].gloom.right.temple = "ice"))).toEqual([
      { path: "temples[0]", code: "WRONG_COUNT" },
      { path: "temples[1]", code: "WRONG_COUNT" },
    ]);
  });

  it("reports invalid values", () => {
    expect(problemsAfter((p) => (p.spells[0].level = 0))).toEqual([{ path: "spells[0].level", code: "INVALID_VALUE" }]);
    expect(problemsAfter((p) => (p.spells[4].level = 2))).toEqual([{ path: "spells[4].level", code: "INVALID_VALUE" }]);
    expect(problemsAfter((p) => (p.temples[2].tracks.bright[0].count = 3))).toEqual([
      { path: "temples[2].tracks.bright[0].count", code: "INVALID_VALUE" },
    ]);
    expect(problemsAfter((p) => (p.items[1].ability = { type: "sword" }))).toEqual([
      { path: "items[1].ability", code: "INVALID_VALUE" },
    ]);
    expect(problemsAfter((p) => (p.magicTracks.solo.spaces = [0, 1, 0, 3]))).toEqual([
      { path: "magicTracks.solo.spaces[2]", code: "INVALID_VALUE" },
    ]);
    expect(problemsAfter((p) => (p.magicTracks.multiplayer.spaces = [0, 1, 2]))).toEqual([
      { path: "magicTracks.multiplayer.spaces[2]", code: "INVALID_VALUE" },
    ]);
    expect(problemsAfter((p) => (p.magicTracks.multiplayer.spaces = [0, 1, 4]))).toContainEqual({
      path: "magicTracks.multiplayer.spaces[2]",
      code: "DANGLING_REFERENCE",
    });
  });

  it("reports player colours that do not match the castles", () => {
    expect(problemsAfter((p) => (p.playerCards[3].color = "purple"))).toEqual([
      { path: "playerCards[3].color", code: "DANGLING_REFERENCE" },
      { path: "mapCards[3].bright.right.color", code: "DANGLING_REFERENCE" },
    ]);
  });

  it("reports missing and malformed provenance", () => {
    expect(problemsAfter((p) => delete p.spells[0].provenance.level)).toEqual([
      { path: "spells[0].provenance.level", code: "MISSING_PROVENANCE" },
    ]);
    expect(problemsAfter((p) => delete p.scoring.provenance)).toEqual([
      { path: "scoring.provenance", code: "MISSING_PROVENANCE" },
    ]);
    expect(problemsAfter((p) => (p.spells[0].provenance.level = { status: "maybe" }))).toEqual([
      { path: "spells[0].provenance.level", code: "BAD_PROVENANCE" },
    ]);
    expect(problemsAfter((p) => (p.items[0].provenance.name = { status: "confirmed", ref: "" }))).toEqual([
      { path: "items[0].provenance.name", code: "BAD_PROVENANCE" },
    ]);
    expect(problemsAfter((p) => (p.temples[0].provenance.colour = { status: "provisional", reason: "x" }))).toEqual([
      { path: "temples[0].provenance.colour", code: "BAD_PROVENANCE" },
    ]);
  });

  it("reports a field a record does not declare, even with a provenance entry, and a layout cell that is not a pair", () => {
    expect(
      problemsAfter((p) => {
        p.spells[0].colour = "red";
        p.spells[0].provenance.colour = { status: "provisional", reason: "a typo of a field" };
      }),
    ).toEqual([{ path: "spells[0].colour", code: "INVALID_VALUE" }]);
    expect(problemsAfter((p) => (p.layout.cross[0] = [2]))).toContainEqual({
      path: "layout.cross[0]",
      code: "WRONG_COUNT",
    });
  });

  it("reports layout problems", () => {
    const swapped = problemsAfter((p) => {
      const ring = p.layout.coastRing;
      [ring[0], ring[1]] = [ring[1], ring[0]];
    });
    // (0,2) (0,1) (1,3) ...: the second cell is two columns away from the third.
    expect(swapped).toEqual([{ path: "layout.coastRing[1]", code: "LAYOUT" }]);
    expect(problemsAfter((p) => (p.layout.coast[0] = [2, 2]))).toContainEqual({
      path: "layout.coast[0]",
      code: "LAYOUT",
    });
    expect(problemsAfter((p) => p.layout.coastRing.pop())).toEqual([
      { path: "layout.castles[0]", code: "LAYOUT" },
      { path: "layout.coastRing[10]", code: "LAYOUT" },
    ]);
    expect(problemsAfter((p) => (p.layout.cross[0] = [-1, 2]))).toContainEqual({
      path: "layout.cross[0]",
      code: "LAYOUT",
    });
  });

  it("gives every problem a path, a code and a message", () => {
    for (const problem of validateContent({ formatVersion: 1, mapCards: [{}], quests: [7] })) {
      expect(typeof problem.path).toBe("string");
      expect(problem.code).toMatch(/^[A-Z_]+$/);
      expect(problem.message.length).toBeGreaterThan(0);
    }
  });
});

/** Every path (as keys) into a JSON value, parents before children. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== "object" || value === null) return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
}

const PATHS = pathsOf(copy());

function corrupt(pack: Loose, path: readonly (string | number)[], replacement: unknown, remove: boolean): void {
  let parent = pack;
  for (const key of path.slice(0, -1)) {
    if (typeof parent !== "object" || parent === null) return;
    parent = parent[key];
  }
  const last = path[path.length - 1];
  if (typeof parent !== "object" || parent === null || last === undefined) return;
  if (!remove) parent[last] = replacement;
  else if (Array.isArray(parent) && typeof last === "number") parent.splice(last, 1);
  else delete parent[last];
}

describe("validateContent never throws", () => {
  const isProblemList = (problems: unknown): void => {
    expect(Array.isArray(problems)).toBe(true);
    for (const p of problems as { path: unknown; code: unknown; message: unknown }[]) {
      expect([typeof p.path, typeof p.code, typeof p.message]).toEqual(["string", "string", "string"]);
    }
  };

  it("on arbitrary JSON values", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        isProblemList(validateContent(value));
      }),
    );
  });

  it("on random corruptions of the reference pack, deterministically", () => {
    const corruption = fc.record({
      at: fc.nat(),
      value: fc.oneof(fc.jsonValue(), fc.constant(undefined), fc.constant(null), fc.constant({}), fc.constant([])),
      remove: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(corruption, { minLength: 1, maxLength: 4 }), (corruptions) => {
        const pack = copy();
        for (const c of corruptions) corrupt(pack, PATHS[c.at % PATHS.length] ?? [], c.value, c.remove);
        const problems = validateContent(pack);
        isProblemList(problems);
        expect(validateContent(pack)).toEqual(problems);
      }),
      { numRuns: size(500) },
    );
  });
});
