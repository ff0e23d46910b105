/**
 * Rulebook, Attacking: "if you rest or are exhausted before you can defeat a goblin you are
 * attacking ... damage dealt to the goblin is not saved". When a player stops adventuring, the
 * damage they dealt this round is taken off every goblin they attacked (from its portal, or with the
 * Bow from an adjacent card); damage dealt by players still adventuring stays.
 *
 * Ruling (docs/rulings.md, "Goblin damage when an attacker stops"): damage is recorded per seat.
 *
 * @module
 */
import { peekGoblins } from "../state/peek-state";
import type { GameDraft, RuleContext } from "../game-types";

/**
 * Withdraws a player's damage from every goblin.
 *
 * @param draft - the state being changed
 * @param ctx - the transition context
 * @param seat - the player who rested or was exhausted
 */
export function withdrawAttacks(draft: GameDraft, ctx: RuleContext, seat: number): void {
  if (!peekGoblins(draft).portals.some((portal) => (portal.goblin?.dealtBy[seat] ?? 0) > 0)) return;
  for (const portal of draft.goblins.portals) {
    const goblin = portal.goblin;
    const share = goblin?.dealtBy[seat] ?? 0;
    if (goblin == null || share <= 0) continue;
    goblin.damage = Math.max(0, goblin.damage - share);
    goblin.dealtBy[seat] = 0;
    ctx.emit({ type: "goblin-healed", cell: portal.at.cell });
  }
}
