/**
 * A fast rule-based policy for playouts: no look-ahead, a few rules of thumb per decision kind
 * (spend rolled symbols, defend only when the damage would exhaust, rest when the dice could
 * exhaust the player or nothing is left to gain). The search bots play it inside their
 * determinized playouts; it is cheap enough to run thousands of times per decision.
 *
 * @module
 */
import type { Action } from "../engine/action";
import type { GameState } from "../engine/state";
import type { RulesEnv } from "../rules/game-types";
import { regionAt } from "../rules/map/regions";
import { magicLevel } from "../rules/magic/magic-level";

/** Whether `seat` has anything in flight this Night that one more roll could still improve. */
export function hasNightWork(state: GameState, seat: number, env: RulesEnv): boolean {
  const player = state.players[seat];
  if (player === undefined) return false;
  for (const hero of player.heroes) {
    const region = regionAt(state.map.cells, hero.at, env);
    if (region.kind === "temple") {
      const track = env.index.temples.get(region.temple)?.tracks[env.hooks.mapFace];
      if (hero.templeSpace < (track?.length ?? 4)) return true;
    } else if (region.kind === "portal") {
      if (
        state.goblins.portals.some((p) => p.at.cell === hero.at.cell && p.at.side === hero.at.side && p.goblin != null)
      )
        return true;
    } else if (region.kind === "obelisk") {
      const level = env.index.spells.get(region.spell)?.level ?? 0;
      if (level - player.spellLevel > magicLevel(state, env).learnUpTo) return true;
    }
  }
  return false;
}

/** The Health one Take Damage symbol costs at the current magic level (the level's usual amount). */
export function damagePerSymbol(state: GameState, env: RulesEnv): number {
  const level = magicLevel(state, env);
  return Math.max(1, level.takeDamage.rest, ...level.takeDamage.sequence);
}

/** The rule of thumb for adventure-or-rest: true to rest. */
export function quickRest(state: GameState, seat: number, env: RulesEnv): boolean {
  const player = state.players[seat];
  if (player === undefined) return true;
  if (!hasNightWork(state, seat, env)) return true;
  const hit = damagePerSymbol(state, env);
  const guard = Math.floor(player.power / 2);
  return player.health <= hit * 2 - Math.min(guard, 1) * hit;
}

function firstOf(options: readonly Action[], type: string, test: (a: Action) => boolean = () => true): number {
  for (let i = 0; i < options.length; i++) if (options[i]!.type === type && test(options[i]!)) return i;
  return -1;
}

/**
 * The index in `options` (the legal actions of `state`) the quick policy plays.
 *
 * @param state - the state (a player's decision is pending)
 * @param options - its legal actions
 * @param env - the rules environment
 * @param random - the bot's generator (ties and unknown decisions)
 * @returns an index into `options`
 */
export function quickIndex(state: GameState, options: readonly Action[], env: RulesEnv, random: () => number): number {
  const decision = state.decision;
  const seat = typeof decision?.player === "number" ? decision.player : 0;
  const player = state.players[seat];
  const pick = (i: number): number => (i >= 0 ? i : Math.floor(random() * options.length));
  switch (decision?.kind) {
    case "adventure-or-rest":
      return pick(firstOf(options, quickRest(state, seat, env) ? "rest" : "adventure"));
    case "night-spend": {
      let i = firstOf(options, "advance-hero", (a) => !(a as { forge?: boolean }).forge);
      if (i < 0) i = firstOf(options, "attack");
      if (i < 0 && player !== undefined && player.power >= 4) i = firstOf(options, "advance-hero");
      if (i < 0) i = firstOf(options, "finish");
      return pick(i);
    }
    case "defend":
      return pick(
        firstOf(options, player !== undefined && player.health <= decision.amount ? "defend" : "take-damage"),
      );
    case "choose-gain":
      return pick(
        options.findIndex(
          (a) => (a as { stat?: string }).stat === (player !== undefined && player.health < 5 ? "health" : "power"),
        ),
      );
    case "use-staff":
      return pick(firstOf(options, "use-staff"));
    case "advance-temples":
      return pick(firstOf(options, "advance-hero"));
    case "use-grotto":
      return pick(firstOf(options, "use-grotto"));
    default:
      return Math.floor(random() * options.length);
  }
}
