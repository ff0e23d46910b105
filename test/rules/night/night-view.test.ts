/**
 * Unit tests of `src/rules/night/night-view.ts`. A `NightView` answers what the Night rules ask of
 * the board (Rulebook, Attacking; Legendary Item Clarification for the Bow): `goblinAt` is "a portal
 * in this region holds a goblin", `occupied` is "a hero stands in this region" and `goblinPortals`
 * lists the portals holding a goblin in portal order. The view reads the goblins into bit sets on its
 * first `goblinAt` (cells below BIT_CELLS) and scans the portals beyond them; a property holds every
 * answer to a direct scan of the state on random states of every configuration, with goblins removed
 * and turned at random, and on maps extended beyond BIT_CELLS by hand (a content pack cannot make
 * one: its layout has 17 cards).
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createGame, Simulator } from "../../../src/index";
import { BIT_CELLS } from "../../../src/rules/map/geometry";
import { allRegions, sameRegion } from "../../../src/rules/map/regions";
import { NightView } from "../../../src/rules/night/night-view";
import type { GameState as RulesGameState } from "../../../src/rules/state";
import { CONFIGURATIONS, optionsFor } from "../../contract/configurations";
import { size } from "../../support/scale";
import { extendMap } from "../../support/big-map";
import { mutable, prng, type S } from "../../support/scenario";

/** A game of a configuration after some random legal actions, its goblins removed and turned at random. */
function randomState(config: (typeof CONFIGURATIONS)[number], seed: number, plies: number): S {
  const rand = prng(seed);
  const sim = new Simulator(createGame(optionsFor(config, seed)));
  for (let i = 0; i < plies && !sim.isGameOver(); i++) {
    const listed = sim.legalActions();
    sim.apply(listed[Math.floor(rand() * listed.length)]!);
  }
  const s = mutable(sim.state);
  for (const portal of s.goblins.portals) {
    const roll = rand();
    if (roll < 0.3) portal.goblin = null;
    else if (portal.goblin !== null) portal.goblin.stance = roll < 0.65 ? "aggressive" : "passive";
  }
  return s;
}

/** Every answer of one view, asked region by region, against a scan of the state; returns the regions with a goblin. */
function expectViewMatchesState(state: RulesGameState): number {
  const view = new NightView(state);
  const wrong: string[] = [];
  let withGoblin = 0;
  for (const ref of allRegions(state.map.cells)) {
    const goblin = state.goblins.portals.some((p) => p.goblin !== null && sameRegion(p.at, ref));
    const hero = state.players.some((p) => p.heroes.some((h) => sameRegion(h.at, ref)));
    if (goblin) withGoblin++;
    if (view.goblinAt(ref) !== goblin) wrong.push(`goblinAt ${JSON.stringify(ref)}: view ${!goblin}`);
    if (view.occupied(ref) !== hero) wrong.push(`occupied ${JSON.stringify(ref)}: view ${!hero}`);
  }
  const portals = state.goblins.portals.filter((p) => p.goblin !== null).map((p) => p.at);
  expect(view.goblinPortals()).toEqual(portals);
  expect(wrong).toEqual([]);
  return withGoblin;
}

describe("Attacking (the goblin a hero attacks is on its own portal): NightView answers as a scan of the state", () => {
  it("goblinAt, occupied and goblinPortals equal the state's portals and heroes, on random states of every configuration", () => {
    let withGoblin = 0;
    let far = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...CONFIGURATIONS),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 400 }),
        fc.boolean(),
        (config, seed, plies, extend) => {
          const s = randomState(config, seed, plies);
          if (extend) {
            const rand = prng(seed ^ 0x3c);
            extendMap(s, 10 + (seed % 24), () =>
              rand() < 0.5 ? null : { stance: "passive", damage: 0, dealtBy: [0, 0, 0, 0] },
            );
          }
          if (s.map.cells.length > BIT_CELLS) far++;
          withGoblin += expectViewMatchesState(s);
        },
      ),
      { numRuns: size(120, 30) },
    );
    // The states had goblins to find, and some maps reached past the bits.
    expect(withGoblin).toBeGreaterThan(0);
    expect(far).toBeGreaterThan(0);
  });

  it("a goblin beyond BIT_CELLS: goblinAt finds it and still answers the regions below the bits", () => {
    const s = randomState(CONFIGURATIONS[0]!, 7, 0);
    extendMap(s, 24, () => null); // every new portal without a goblin
    const far = s.goblins.portals.find((p) => p.at.cell >= BIT_CELLS)!;
    far.goblin = { stance: "aggressive", damage: 0, dealtBy: [0, 0, 0, 0] };
    const near = s.goblins.portals.find((p) => p.at.cell < BIT_CELLS && p.goblin !== null)!;
    const view = new NightView(s);
    expect(view.goblinAt(far.at)).toBe(true);
    expect(view.goblinAt({ cell: far.at.cell, side: far.at.side === "left" ? "right" : "left" })).toBe(false);
    expect(view.goblinAt(near.at)).toBe(true);
    near.goblin = null;
    // A view is a snapshot built on its first question; a new one reads the change.
    expect(new NightView(s).goblinAt(near.at)).toBe(false);
  });
});
