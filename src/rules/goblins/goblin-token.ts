/**
 * Creating and healing goblin tokens.
 *
 * @module
 */
import type { Draft } from "immer";
import type { RuleContext } from "../game-types";
import type { GoblinToken } from "../state";
import { packedFill } from "../../core/packed";

/**
 * A fresh goblin token with no damage.
 *
 * @param stance - the side face up
 * @param players - the number of seats (for the per-seat damage record)
 * @returns the token, a new object the caller may place in a draft and change
 */
export function newGoblin(stance: GoblinToken["stance"], players: number): Draft<GoblinToken> {
  return { stance, damage: 0, dealtBy: packedFill(players, 0) };
}

/**
 * Restores a goblin to full health (Rulebook, Attacking: goblins not defeated in a round recover),
 * emitting `goblin-healed` when it had damage to lose.
 *
 * @param goblin - the token (mutable)
 * @param ctx - the transition context (for the event)
 * @param cell - the map cell of the goblin's portal
 */
export function healGoblin(goblin: { damage: number; dealtBy: number[] }, ctx: RuleContext, cell: number): void {
  const hurt = goblin.damage > 0 || goblin.dealtBy.some((d) => d !== 0);
  goblin.damage = 0;
  goblin.dealtBy.fill(0);
  if (hurt) ctx.emit({ type: "goblin-healed", cell });
}
