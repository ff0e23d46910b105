/**
 * Rulebook, Attacking: each point of damage rotates a goblin token; the 5th defeats it, and the
 * player who dealt it collects the token at once (raising their maximum Health).
 *
 * @module
 */
import { GOBLIN_HEALTH } from "../constants";
import type { GameDraft, RuleContext } from "../game-types";

/**
 * Deals damage to the goblin on a portal; defeats and collects it at 5 damage (then runs the
 * `onGoblinDefeated` hook).
 *
 * @param draft - the state being changed
 * @param ctx - the transition context
 * @param seat - the attacking player
 * @param portal - the index in `state.goblins.portals`
 * @param amount - damage to deal
 */
export function damageGoblin(draft: GameDraft, ctx: RuleContext, seat: number, portal: number, amount: number): void {
  const target = draft.goblins.portals[portal];
  const player = draft.players[seat];
  if (target?.goblin == null || player === undefined || amount <= 0) return;
  const dealt = Math.min(GOBLIN_HEALTH, target.goblin.damage + amount) - target.goblin.damage;
  target.goblin.damage += dealt;
  target.goblin.dealtBy[seat] = (target.goblin.dealtBy[seat] ?? 0) + dealt;
  ctx.emit({ type: "goblin-damaged", cell: target.at.cell, damage: target.goblin.damage, player: seat });
  if (target.goblin.damage >= GOBLIN_HEALTH) {
    target.goblin = null;
    player.goblinsDefeated += 1;
    ctx.emit({ type: "goblin-defeated", cell: target.at.cell, player: seat });
    ctx.env.hooks.onGoblinDefeated(draft, ctx, seat, portal);
  }
}

/**
 * Deals damage to the goblin a hero is attacking (the goblin on the portal the hero stands on), if
 * there is one.
 *
 * @param draft - the state being changed
 * @param ctx - the transition context
 * @param seat - the hero's player
 * @param hero - the hero's index
 * @param amount - damage to deal
 */
export function damageGoblinAttackedBy(
  draft: GameDraft,
  ctx: RuleContext,
  seat: number,
  hero: number,
  amount: number,
): void {
  const at = draft.players[seat]?.heroes[hero]?.at;
  if (at === undefined) return;
  const portal = draft.goblins.portals.findIndex(
    (p) => p.goblin !== null && p.at.cell === at.cell && p.at.side === at.side,
  );
  if (portal >= 0) damageGoblin(draft, ctx, seat, portal, amount);
}
