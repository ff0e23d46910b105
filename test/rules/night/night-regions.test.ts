import { describe, expect, it } from "vitest";
import { envFor } from "../../../src/bots/bot-env";
import { createGame } from "../../../src/index";
import { allRegions, regionAt } from "../../../src/rules/map/regions";
import { nightRegionAt } from "../../../src/rules/night/night-regions";

describe("Night region records (Rulebook, Resting and Learning Spells; Mushroom Grottos; Exploring Temples)", () => {
  it("say for every region what its definition says, under each face, all in one key order", () => {
    const bright = createGame({ seed: 5, players: 4 });
    const gloom = createGame({ seed: 5, players: 4, modules: ["gloomfall"] });
    const cells = bright.map.cells;
    const kinds = new Set<string>();
    for (const env of [envFor(bright), envFor(gloom), envFor(bright)]) {
      for (const ref of allRegions(cells)) {
        const region = regionAt(cells, ref, env);
        const record = nightRegionAt(cells, ref, env);
        kinds.add(region.kind);
        expect(Object.keys(record)).toEqual(["grotto", "sendsHome", "temple", "track", "spell"]);
        expect(record.grotto).toBe(region.kind === "grotto" || region.kind === "golden-grotto");
        expect(record.sendsHome).toBe(region.kind === "portal" || region.kind === "obelisk");
        expect(record.temple).toBe(region.kind === "temple" ? region.temple : null);
        expect(record.track).toBe(
          region.kind === "temple" ? env.index.temples.get(region.temple)!.tracks[env.hooks.mapFace] : null,
        );
        expect(record.spell).toBe(region.kind === "obelisk" ? region.spell : null);
        // The record is built once per map and face, then shared.
        expect(nightRegionAt(cells, ref, env)).toBe(record);
      }
    }
    expect([...kinds].sort()).toEqual(expect.arrayContaining(["castle", "grotto", "obelisk", "portal", "temple"]));
  });

  it("throw for a region off the map, as regionAt does", () => {
    const state = createGame({ seed: 5, players: 2 });
    expect(() => nightRegionAt(state.map.cells, { cell: 99, side: "left" }, envFor(state))).toThrow(RangeError);
  });
});
