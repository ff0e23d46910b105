/**
 * Rulebook, Game Setup step 6: a goblin token on each of the 7 portals (passive in the base game;
 * the `newGoblinStance` hook lets a module change it), the rest in the supply.
 *
 * @module
 */
import { GOBLIN_TOKENS } from "../constants";
import { newGoblin } from "../goblins/goblin-token";
import type { Draft } from "immer";
import type { RuleStep } from "../game-types";
import { allRegions, regionAt } from "../map/regions";
import type { PortalState } from "../state";

/**
 * Places the goblin tokens.
 */
export const setupGoblins: RuleStep<{ kind: "setup-goblins" }> = (draft, _step, ctx) => {
  const cells = draft.map.cells;
  const { env } = ctx;
  const portals: Draft<PortalState>[] = [];
  for (const at of allRegions(cells))
    if (regionAt(cells, at, env).kind === "portal")
      portals.push({ at, goblin: newGoblin(env.hooks.newGoblinStance, draft.config.players) });
  draft.goblins = { portals, supply: GOBLIN_TOKENS - portals.length };
};
