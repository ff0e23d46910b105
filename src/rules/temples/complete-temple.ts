/**
 * Rulebook, Exploring Temples and Legendary Items: a hero on the last space of a temple track
 * completes it (by day at once, through a grotto; by night only when its player rests). The hero
 * returns to its castle with 1 Health or 1 Power; the player takes the treasure quest of that
 * temple if one is in the row (and its item), and advances the legendary item whose next temple it
 * is (both temples must be completed in order; the second one gains the item). At Night every
 * treasure quest of the temple in the row is taken.
 *
 * @module
 */
import type { GameDraft, RuleContext, RuleStep } from "../game-types";
import { castleOf } from "../map/regions";
import { takeQuests } from "../quests/take-quest";
import { templeOfHero } from "./temple-track";

/**
 * Completes a temple by day: the hero on its last space goes home at once, then the gain, the
 * treasure quest and the legendary item follow.
 *
 * @param draft - the state being changed
 * @param ctx - the transition context
 * @param seat - the hero's player
 * @param hero - the hero on the last space
 */
export function completeTempleByDay(draft: GameDraft, ctx: RuleContext, seat: number, hero: number): void {
  const found = templeOfHero(draft, ctx.env, seat, hero);
  const player = draft.players[seat];
  const walker = player?.heroes[hero];
  if (found === null || player === undefined || walker === undefined) return;
  returnHome(draft, ctx, seat, hero, "temple-completed");
  ctx.emit({ type: "temple-completed", player: seat, temple: found.temple });
  draft.queue.unshift(
    { kind: "offer-gain", player: seat, reason: "temple" },
    { kind: "complete-temple", player: seat, temple: found.temple, byDay: true },
    { kind: "advance-legendary", player: seat, temples: [found.temple] },
    // Offer the treasure quest (with any movement quest the same move met) now; the move's own
    // check afterwards finds the turn's quest taken, or nothing new.
    { kind: "check-movement-quests", player: seat },
  );
}

/**
 * Sends a hero back to its player's castle, dropping temple progress (the `onReturnHome` hook runs
 * first).
 *
 * @param draft - the state being changed
 * @param ctx - the transition context
 * @param seat - the hero's player
 * @param hero - the hero's index
 * @param cause - why, for the event
 */
export function returnHome(draft: GameDraft, ctx: RuleContext, seat: number, hero: number, cause: string): void {
  const player = draft.players[seat];
  const walker = player?.heroes[hero];
  if (player === undefined || walker === undefined) return;
  ctx.env.hooks.onReturnHome(draft, ctx, seat, hero, cause);
  const home = castleOf(draft.map.cells, player.color, ctx.env);
  const from = { cell: walker.at.cell, side: walker.at.side }; // the literal `moveHeroAlong` builds it with
  walker.at = { cell: home.cell, side: home.side };
  walker.templeSpace = 0;
  ctx.emit({
    type: "hero-moved",
    player: seat,
    hero,
    from,
    to: { cell: home.cell, side: home.side },
    through: [],
    cause,
  });
}

/**
 * The treasure reward of a completed temple: its treasure quests from the row. At Night the player
 * takes every one of them (Rulebook, Treasure Quests: the first player to Rest with a hero on the
 * last space completes them; several quests may be completed at Night, official ruling). By day
 * they are only noted, to be offered with the movement quests of the same move (one quest per Day
 * turn). The legendary item is a separate step.
 */
export const completeTemple: RuleStep<{ kind: "complete-temple"; player: number; temple: string; byDay: boolean }> = (
  draft,
  step,
  ctx,
) => {
  const offered = draft.quests.row.filter((id) => {
    const quest = ctx.env.index.quests.get(id);
    return quest?.kind === "treasure" && quest.temple === step.temple;
  });
  if (step.byDay && draft.day !== null) {
    // By day the treasure quest joins the movement quests of the same move: one is taken, chosen
    // by the player if several (Rulebook, The Quest Card Row note). See check-movement-quests.
    for (const id of offered) if (!draft.day.treasureQuests.includes(id)) draft.day.treasureQuests.push(id);
    return;
  }
  if (offered.length > 0) takeQuests(draft, ctx, step.player, offered);
};

/**
 * Advances each legendary item whose next temple is among the temples just completed, at most one
 * space per item: completing both temples of an item at the same time advances it once (Rulebook,
 * Legendary Items). The second temple gains the item.
 */
export const advanceLegendary: RuleStep<{ kind: "advance-legendary"; player: number; temples: readonly string[] }> = (
  draft,
  step,
  ctx,
) => {
  const player = draft.players[step.player];
  const card = ctx.env.content.playerCards.find((c) => c.color === player?.color);
  if (player === undefined || card === undefined) return;
  for (const item of Object.keys(card.legendary)) {
    const progress = player.legendary[item] ?? 0;
    const pair = card.legendary[item];
    if (pair === undefined || progress >= pair.length || !step.temples.includes(pair[progress] as string)) continue;
    player.legendary[item] = progress + 1;
    ctx.emit({ type: "legendary-advanced", player: step.player, item, progress: progress + 1 });
    if (progress + 1 === pair.length) draft.queue.unshift({ kind: "gain-item", player: step.player, item });
  }
};
