/**
 * Rulebook, Moving Past Goblins, and the parts of a move shared by every way a hero travels (the
 * movement card, or a grotto effect): the Power cost of passing aggressive goblins, flipping them,
 * losing temple progress when leaving a temple, and pacifying the goblin of a destination portal.
 *
 * @module
 */
import type { Rejection } from "../../core/protocol";
import type { GameDraft, RuleContext, RulesEnv } from "../game-types";
import { hasAggressiveGoblin, pacifyGoblin } from "../goblins/portals";
import type { GameState, RegionRef } from "../state";
import type { Route } from "./geometry";
import { occupancyRejection } from "./occupancy";
import { regionAt } from "./regions";
import { holdsAbility } from "../items/abilities";

/**
 * The Power a hero must spend to take a route: 1 per card moved through with an aggressive goblin,
 * or nothing when the hero holds an item with the `free-passage` ability.
 *
 * @param state - the state
 * @param env - the rules environment
 * @param seat - the hero's player
 * @param hero - the hero's index
 * @param through - the cells moved through
 * @returns the Power cost
 */
export function passageCost(
  state: GameState,
  env: RulesEnv,
  seat: number,
  hero: number,
  through: readonly number[],
): number {
  if (hasFreePassage(state, env, seat, hero)) return 0;
  return aggressiveCount(state, through);
}

/** How many of `through` hold an aggressive goblin (a loop over the portals: no closure or array per call). */
function aggressiveCount(state: GameState, through: readonly number[]): number {
  let count = 0;
  for (let i = 0; i < through.length; i++) if (hasAggressiveGoblin(state, through[i] as number)) count++;
  return count;
}

/**
 * Whether a hero holds an item with the `free-passage` ability (it passes aggressive goblins for free).
 *
 * @param state - the state
 * @param env - the rules environment
 * @param seat - the hero's player
 * @param hero - the hero's index
 * @returns true when its passage costs nothing
 */
export function hasFreePassage(state: GameState, env: RulesEnv, seat: number, hero: number): boolean {
  const items = state.players[seat]?.heroes[hero]?.items;
  return items !== undefined && holdsAbility(items, env, "free-passage");
}

/**
 * Why a hero may not take a route to a region, or null: not enough Power for the aggressive
 * goblins on the way, or the region is full.
 *
 * @param state - the state
 * @param env - the rules environment
 * @param seat - the hero's player
 * @param hero - the hero's index
 * @param route - the route
 * @param to - the destination region (on `route.cell`)
 * @returns a rejection or null
 */
export function travelRejection(
  state: GameState,
  env: RulesEnv,
  seat: number,
  hero: number,
  route: Route,
  to: RegionRef,
): Rejection | null {
  const cost = passageCost(state, env, seat, hero, route.through);
  const power = state.players[seat]?.power ?? 0;
  if (cost > power) {
    return {
      code: "NOT_ENOUGH_POWER",
      message: `Moving past ${cost} aggressive goblin(s) costs ${cost} Power; the player has ${power}.`,
    };
  }
  return occupancyRejection(state, env, seat, hero, to);
}

/**
 * Moves a hero along a checked route: pays and flips for aggressive goblins passed, drops temple
 * progress, places the hero, and pacifies an aggressive goblin at a destination portal for free.
 * Then runs the `onHeroMoved` hook.
 *
 * @param draft - the state being changed
 * @param ctx - the transition context
 * @param seat - the hero's player
 * @param hero - the hero's index
 * @param route - the route (already checked)
 * @param to - the destination region
 * @param cause - what moved the hero, for the event
 */
export function moveHeroAlong(
  draft: GameDraft,
  ctx: RuleContext,
  seat: number,
  hero: number,
  route: Route,
  to: RegionRef,
  cause: string,
): void {
  const player = draft.players[seat];
  const walker = player?.heroes[hero];
  if (player === undefined || walker === undefined) throw new RangeError(`No hero ${hero} for seat ${seat}.`);
  const through = route.through;
  // The goblins passed are counted (`passageCost`) as they flip: only a card with an aggressive
  // goblin has one to flip, and each card is passed once.
  let passed = 0;
  for (let i = 0; i < through.length; i++) {
    const cell = through[i] as number;
    if (!hasAggressiveGoblin(draft, cell)) continue;
    passed++;
    pacifyGoblin(draft, cell, ctx, "passed-through");
  }
  const cost = passed === 0 || hasFreePassage(draft, ctx.env, seat, hero) ? 0 : passed;
  if (cost > 0) {
    player.power -= cost;
    ctx.emit({ type: "power-spent", player: seat, amount: cost, reason: "passing goblins" });
  }
  // Literals rather than spreads: the same fields, one object shape, no generic copy.
  const from = { cell: walker.at.cell, side: walker.at.side };
  if (walker.templeSpace > 0) ctx.emit({ type: "temple-progress-lost", player: seat, hero, space: walker.templeSpace });
  walker.templeSpace = 0;
  walker.at = { cell: to.cell, side: to.side };
  ctx.emit({
    type: "hero-moved",
    player: seat,
    hero,
    from,
    to: { cell: to.cell, side: to.side },
    through: through.slice(),
    cause,
  });
  if (regionAt(draft.map.cells, to, ctx.env).kind === "portal") pacifyGoblin(draft, to.cell, ctx, "arrived");
  ctx.env.hooks.onHeroMoved(draft, ctx, seat, hero, from, route.through);
}

/**
 * Moves a hero by an effect (a grotto, not the movement card): the same move as `moveHeroAlong`;
 * the hero counts as moved this turn for movement quests, and takes the action of the region it
 * lands on, as any moved hero does (docs/rulings.md, "Heroes moved by a grotto").
 *
 * @param draft - the state being changed
 * @param ctx - the transition context
 * @param seat - the hero's player
 * @param hero - the hero's index
 * @param route - the route (already checked)
 * @param to - the destination region
 * @param cause - the effect id, for the event
 */
export function moveHeroByEffect(
  draft: GameDraft,
  ctx: RuleContext,
  seat: number,
  hero: number,
  route: Route,
  to: RegionRef,
  cause: string,
): void {
  moveHeroAlong(draft, ctx, seat, hero, route, { cell: to.cell, side: to.side }, cause);
  draft.day?.moved?.heroes.push(hero);
  // After the arrivals of heroes this effect already moved (the Foot moves of two heroes resolve in
  // the order they were made).
  const queued = draft.queue.findIndex((step) => !(step.kind === "arrive" && step.at !== undefined));
  draft.queue.splice(queued < 0 ? draft.queue.length : queued, 0, {
    kind: "arrive",
    player: seat,
    hero,
    at: { cell: to.cell, side: to.side },
  });
}
