/**
 * A heuristic value of a state for one player: current victory points plus rough credit for
 * progress the rules will turn into points (temple tracks, goblins under attack, obelisks that can
 * be learned, legendary progress, items, Health and Power).
 *
 * @module
 */
import { maxPower } from "../rules/stats";
import { scoreSheet } from "../rules/scoring/scores";
import type { GameState } from "../rules/state";
import type { RulesEnv } from "../rules/game-types";
import { regionAt } from "../rules/map/regions";

/**
 * The heuristic value of `state` for `seat` (higher is better).
 *
 * @param state - the state
 * @param seat - the player
 * @param ruleset - the composed ruleset (for score sources and hooks)
 * @returns a number; only differences between states matter
 */
export function evaluateFor(state: GameState, seat: number, env: RulesEnv): number {
  const player = state.players[seat];
  if (player === undefined) return 0;
  const sheet = scoreSheet(state, env.hooks.scoreSources, env.content);
  let value = sheet.players[seat]?.total ?? 0;
  for (const hero of player.heroes) {
    const region = regionAt(state.map.cells, hero.at, env);
    if (region.kind === "temple") value += 0.6 + 1.3 * hero.templeSpace;
    if (region.kind === "portal") {
      const goblin = state.goblins.portals.find((p) => p.at.cell === hero.at.cell)?.goblin;
      if (goblin != null) value += 1 + 0.5 * goblin.damage;
    }
    if (region.kind === "obelisk") {
      const level = env.index.spells.get(region.spell)?.level ?? 0;
      if (level > player.spellLevel) value += Math.min(3, level - player.spellLevel);
    }
    value += 0.8 * hero.items.length;
  }
  value += 0.8 * player.reserve.length;
  value += 1.5 * Object.values(player.legendary).reduce((a, b) => a + b, 0);
  value += 0.35 * player.health + 0.25 * Math.min(player.power, maxPower(state, seat, env.content));
  return value;
}
