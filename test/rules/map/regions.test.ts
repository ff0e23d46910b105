import { describe, expect, it } from "vitest";
import { envFor } from "../../../src/bots/bot-env";
import { referencePack } from "../../../src/content";
import { createGame } from "../../../src/index";
import { allRegions, castleOf, regionAt } from "../../../src/rules/map/regions";

describe("Regions on the Map Cards: the face in play decides what stands in a region", () => {
  it("one cells array read under the bright face and then under the gloom face gives each face's regions (the per-map memo is keyed by the face too)", () => {
    const bright = createGame({ seed: 3, players: 2 });
    const gloom = createGame({ seed: 3, players: 2, modules: ["gloomfall"] });
    const cells = bright.map.cells;
    const brightEnv = envFor(bright);
    const gloomEnv = envFor(gloom);
    expect(gloomEnv.hooks.mapFace).toBe("gloom");
    let differing = 0;
    for (const ref of allRegions(cells)) {
      const card = referencePack.mapCards.find((c) => c.id === cells[ref.cell]!.cardId)!;
      expect(regionAt(cells, ref, brightEnv)).toEqual(card.bright[ref.side]);
      // The same array, now under GloomFall's rules (as a state edited to add the module shares it).
      expect(regionAt(cells, ref, gloomEnv)).toEqual(card.gloom[ref.side]);
      expect(regionAt(cells, ref, brightEnv)).toEqual(card.bright[ref.side]);
      if (JSON.stringify(card.bright[ref.side]) !== JSON.stringify(card.gloom[ref.side])) differing++;
    }
    expect(differing).toBeGreaterThan(0);
    for (const color of bright.players.map((p) => p.color)) {
      const castle = castleOf(cells, color, gloomEnv);
      expect(regionAt(cells, castle, gloomEnv)).toMatchObject({ kind: "castle", color });
    }
  });
});
