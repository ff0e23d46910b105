/**
 * Moving the magic token forward (grottos, quest rewards); it stops on the track's last space.
 * Dice-driven magic (with its damage on the last space) belongs to the Night rules.
 *
 * @module
 */
import type { GameDraft, RuleContext } from "../game-types";

/**
 * Advances the magic token, stopping on the last space of the magic track in use.
 *
 * @param draft - the state being changed
 * @param ctx - the transition context
 * @param spaces - how many spaces
 * @param reason - why, for the event
 */
export function advanceMagic(draft: GameDraft, ctx: RuleContext, spaces: number, reason: string): void {
  const last = ctx.env.hooks.magicTrack(ctx.env.content).spaces.length - 1;
  const before = draft.magicSpace;
  draft.magicSpace = Math.min(last, before + spaces);
  if (draft.magicSpace !== before) {
    ctx.emit({ type: "magic-advanced", spaces: draft.magicSpace - before, space: draft.magicSpace, reason });
  }
}
