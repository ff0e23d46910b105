/**
 * Creating and healing goblin tokens.
 *
 * @module
 */
import type { GoblinToken } from "../state";

/**
 * A fresh goblin token with no damage.
 *
 * @param stance - the side face up
 * @param players - the number of seats (for the per-seat damage record)
 * @returns the token
 * @example
 * ```ts
 * portal.goblin = newGoblin("passive", state.config.players);
 * ```
 */
export function newGoblin(stance: GoblinToken["stance"], players: number): GoblinToken {
  return { stance, damage: 0, dealtBy: new Array<number>(players).fill(0) };
}

/**
 * Restores a goblin to full health (Rulebook, Attacking: goblins not defeated in a round recover).
 *
 * @param goblin - the token (mutable)
 * @example
 * ```ts
 * healGoblin(portal.goblin);
 * ```
 */
export function healGoblin(goblin: { damage: number; dealtBy: number[] }): void {
  goblin.damage = 0;
  goblin.dealtBy.fill(0);
}
