/**
 * Rulebook, Attacking: a goblin not defeated in one round recovers; when its attacker leaves the
 * portal (resting or exhausted), the damage dealt to it is lost.
 *
 * @module
 */
import type { GameDraft, RuleContext } from "../game-types";
import { sameRegion } from "../map/regions";

/**
 * If the hero stands on a portal, resets the damage of the goblin there.
 *
 * @param draft - the state being changed
 * @param ctx - the transition context
 * @param seat - the hero's player
 * @param hero - the hero's index
 * @example
 * ```ts
 * leavePortal(draft, ctx, 0, 2);
 * ```
 */
export function leavePortal(draft: GameDraft, ctx: RuleContext, seat: number, hero: number): void {
  const at = draft.players[seat]?.heroes[hero]?.at;
  if (at === undefined) return;
  const portal = draft.goblins.portals.find((p) => sameRegion(p.at, at));
  if (portal?.goblin != null && portal.goblin.damage > 0) {
    portal.goblin.damage = 0;
    ctx.emit({ type: "goblin-healed", cell: portal.at.cell });
  }
}
