/**
 * Stage 4 of the deep checks (`STATE_INCONSISTENT`), what stands where: a hero has progress on a
 * temple track only while it stands on a temple, and the goblin portals are exactly the portal
 * regions of the map, in map order (cell by cell, left before right, as setup makes them).
 * Runs only on a map that passed `checkMap`.
 *
 * @module
 * @internal
 */
import { allRegions, regionAt } from "../../rules/map/regions";
import type { CheckContext } from "./context";
import { at, describe, type Problems } from "./problems";

/**
 * Checks the heroes' temple progress against the regions they stand on, and the portals against
 * the map.
 *
 * @param p - the collector (`STATE_INCONSISTENT`)
 * @param ctx - the state and its rules environment
 * @internal
 */
export function checkPlacement(p: Problems, ctx: CheckContext): void {
  const { state, env } = ctx;
  const cells = state.map.cells;
  state.players.forEach((player, seat) => {
    player.heroes.forEach((hero, h) => {
      if (hero.templeSpace === 0) return;
      const region = regionAt(cells, hero.at, env);
      if (region.kind !== "temple") {
        p.add(
          at(at(at(at("players", seat), "heroes"), h), "templeSpace"),
          `expected 0 (the hero stands on a ${region.kind}, not a temple), found ${hero.templeSpace}`,
        );
      }
    });
  });
  // The portal regions in map order, compared with the portals as they are found.
  const portals = state.goblins.portals;
  let count = 0;
  let misplaced = false;
  for (let cell = 0; cell < cells.length; cell++) {
    const card = env.index.mapCards.get(cells[cell]!.cardId)!;
    const face = card[env.hooks.mapFace];
    for (const side of SIDES) {
      if (face[side].kind !== "portal") continue;
      const portal = portals[count++];
      if (portal !== undefined && !misplaced && (portal.at.cell !== cell || portal.at.side !== side)) misplaced = true;
    }
  }
  if (portals.length !== count) {
    p.add("goblins.portals", `expected ${count} portals (the map's portal regions), found ${portals.length}`);
    return;
  }
  if (!misplaced) return;
  const expected = allRegions(cells).filter((ref) => regionAt(cells, ref, env).kind === "portal");
  portals.forEach((portal, i) => {
    const want = expected[i];
    if (want !== undefined && (portal.at.cell !== want.cell || portal.at.side !== want.side)) {
      p.add(
        at(at("goblins.portals", i), "at"),
        `expected the portal at cell ${want.cell} ${want.side} (portals in map order), found cell ${describe(portal.at.cell)} ${portal.at.side}`,
      );
    }
  });
}

const SIDES = ["left", "right"] as const;
