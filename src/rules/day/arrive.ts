/**
 * Rulebook, Regions on the Map Cards: what a hero placed on a region by a movement card does at
 * once. Castle: gain 1 Health or 1 Power. Grotto: may take the grotto's action. (Temples, obelisks
 * and portals act at Night.) The table is the `arrival` hook, so modules add region kinds.
 *
 * Ruling (docs/rulings.md, "Heroes moved by a grotto"): a hero moved by a grotto effect takes the
 * action of the region it lands on too (castle gain, a grotto's action), once the effect is done.
 *
 * @module
 */
import type { RegionKind } from "../../content/types";
import type { BaseHooks, RuleStep } from "../game-types";
import { regionAt } from "../map/regions";
import type { RegionRef } from "../state";

/**
 * The base game's arrival effects.
 */
export const baseArrival: BaseHooks["arrival"] = {
  castle: (draft, _ctx, seat) => {
    draft.queue.unshift({ kind: "offer-gain", player: seat, reason: "castle" });
  },
  grotto: (draft, ctx, seat, hero) => {
    const at = draft.players[seat]?.heroes[hero]?.at;
    if (at === undefined) return;
    const region = regionAt(draft.map.cells, at, ctx.env);
    if (region.kind === "grotto" && ctx.env.hooks.grottoEffects[region.effect] !== undefined) {
      draft.decision = { kind: "use-grotto", player: seat, hero, effect: region.effect };
    }
  },
};

/**
 * Runs the arrival effect of the region a hero was just placed on.
 */
export const arrive: RuleStep<{ kind: "arrive"; player: number; hero: number; at?: RegionRef }> = (
  draft,
  step,
  ctx,
) => {
  const at = draft.players[step.player]?.heroes[step.hero]?.at;
  if (at === undefined) return;
  if (step.at !== undefined && (step.at.cell !== at.cell || step.at.side !== at.side)) return;
  const kind: RegionKind = regionAt(draft.map.cells, at, ctx.env).kind;
  ctx.env.hooks.arrival[kind]?.(draft, ctx, step.player, step.hero);
};
