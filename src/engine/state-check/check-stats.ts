/**
 * Stage 4 of the deep checks (`STATE_INCONSISTENT`), the stat bounds (Rulebook, Health and Power
 * Maximum Thresholds): each player's Health is at most its maximum (6 + goblins collected + its
 * items' bonuses, at most 10) and its Power at most its maximum (3 + spell level + bonuses, at most
 * 10). Types and the ranges that need nothing else (integers from 0 to 10, spell level 0 to 10,
 * goblins 0 to 16) are stage 2's.
 *
 * No rule lowers a maximum below the value it bounds (docs/rulings.md, "No maximum drops below its
 * value"): goblins and items are never lost, and the one rule that lowers the spell level
 * (Exhaustion) sets Power to 3, which every maximum allows. So a stat above its maximum is a
 * tampered state.
 *
 * @module
 * @internal
 */
import { maxHealth, maxPower } from "../../rules/stats";
import type { CheckContext } from "./context";
import { at, type Problems } from "./problems";

/**
 * Checks Health and Power against their maximum thresholds.
 *
 * @param p - the collector (`STATE_INCONSISTENT`)
 * @param ctx - the state and its rules environment
 * @internal
 */
export function checkStats(p: Problems, { state, env }: CheckContext): void {
  for (let seat = 0; seat < state.players.length; seat++) {
    const player = state.players[seat]!;
    const health = maxHealth(state, seat, env.content);
    if (player.health > health) {
      p.add(
        at(at("players", seat), "health"),
        `${player.health} is above the player's maximum Health, ${health} (6 + goblins collected + item bonuses, at most 10)`,
      );
    }
    const power = maxPower(state, seat, env.content);
    if (player.power > power) {
      p.add(
        at(at("players", seat), "power"),
        `${player.power} is above the player's maximum Power, ${power} (3 + spell level + item bonuses, at most 10)`,
      );
    }
  }
}
