/**
 * Rulebook, Torches and Scrolls, Forge Ahead, Attacking: using one Night ability that
 * `night-abilities.ts` listed, and the symbols left after it.
 *
 * @module
 */
import type { AdvanceHeroAction, AttackAction, SwordAction } from "../actions";
import type { GameDraft, RuleContext } from "../game-types";
import { damageGoblin } from "../goblins/damage-goblin";
import { portalOnCell } from "../goblins/portals";
import { advanceHero } from "../temples/advance-temples";
import { forgeCost, type SymbolPool } from "./night-abilities";
import { nextSpaceIn, nightRegionAt } from "./night-regions";

/**
 * Applies a Night ability (already checked) and returns the pool left.
 *
 * @param draft - the state being changed
 * @param ctx - the transition context
 * @param seat - the player
 * @param pool - the pool before
 * @param action - the ability used
 * @returns the pool after
 */
export function applyNightOption(
  draft: GameDraft,
  ctx: RuleContext,
  seat: number,
  pool: SymbolPool,
  action: AdvanceHeroAction | AttackAction | SwordAction,
): SymbolPool {
  const player = draft.players[seat];
  if (player === undefined) return pool;
  if (action.type === "advance-hero") {
    const hero = player.heroes[action.hero];
    const space =
      hero === undefined ? null : nextSpaceIn(nightRegionAt(draft.map.cells, hero.at, ctx.env), hero.templeSpace);
    if (space === null) return pool;
    const forge = action.forge ?? 0;
    if (forge > 0) {
      const cost = forge * forgeCost(draft, ctx.env, seat, action.hero);
      player.power -= cost;
      ctx.emit({ type: "power-spent", player: seat, amount: cost, reason: "forge-ahead" });
    }
    advanceHero(draft, ctx, seat, action.hero);
    // A fresh pool of the three fields (not a spread of whatever object the pool came in).
    const used = space.count - forge;
    return space.symbol === "torch"
      ? { torch: pool.torch - used, scroll: pool.scroll, attack: pool.attack }
      : { torch: pool.torch, scroll: pool.scroll - used, attack: pool.attack };
  }
  const portal = portalOnCell(
    draft,
    action.type === "attack" ? action.cell : (player.heroes[action.hero]?.at.cell ?? -1),
  );
  if (action.type === "sword") {
    player.power -= 1;
    ctx.emit({ type: "power-spent", player: seat, amount: 1, reason: "sword" });
    damageGoblin(draft, ctx, seat, portal, 1);
    return pool;
  }
  damageGoblin(draft, ctx, seat, portal, 1);
  return { torch: pool.torch, scroll: pool.scroll, attack: pool.attack - 1 };
}
