/**
 * Rulebook, The Quest Card Row (and Game Setup step 8): drawing, sliding and refilling the row of
 * 3 quests, reshuffling the discard pile when the deck runs out, and keeping at least one Movement
 * and one Treasure quest face up.
 *
 * Ruling (docs/rulings.md, "Fixing the quest row's mix"): to fix the mix, the rightmost card is
 * discarded, the row slides right and a new card is dealt on the left, as for any taken card.
 *
 * @module
 */
import { shuffleInPlace } from "../../core/rng";
import { QUEST_ROW_SIZE } from "../constants";
import type { GameDraft, RuleContext } from "../game-types";

/**
 * Draws the top quest of the deck, first shuffling the discard pile into a new deck if the deck is
 * empty. Returns null when both are empty (the game goes on without quests).
 *
 * @param draft - the state being changed
 * @param ctx - the transition context (RNG, events)
 * @returns the quest id drawn, or null
 */
export function drawQuest(draft: GameDraft, ctx: RuleContext): string | null {
  const quests = draft.quests;
  if (quests.deck.length === 0) {
    if (quests.discard.length === 0) return null;
    const deck = [...quests.discard];
    shuffleInPlace(deck, (n) => ctx.randomInt(n));
    quests.deck = deck;
    quests.discard = [];
    ctx.emit({ type: "quest-deck-reshuffled", cards: deck.length });
  }
  return quests.deck.shift() ?? null;
}

/**
 * Fills the row up to 3 cards, each new card dealt on the left (the cards already there slide
 * right). Stops early when no quest can be drawn.
 *
 * @param draft - the state being changed
 * @param ctx - the transition context
 */
export function refillRow(draft: GameDraft, ctx: RuleContext): void {
  while (draft.quests.row.length < QUEST_ROW_SIZE) {
    const id = drawQuest(draft, ctx);
    if (id === null) return;
    draft.quests.row.unshift(id);
    ctx.emit({ type: "quest-drawn", quest: id });
  }
}

function rowHasMix(draft: GameDraft, ctx: RuleContext): boolean {
  let movement = false;
  let treasure = false;
  for (const id of draft.quests.row) {
    const kind = ctx.env.index.quests.get(id)?.kind;
    if (kind === "movement") movement = true;
    if (kind === "treasure") treasure = true;
  }
  return movement && treasure;
}

/**
 * Refills the row, then, while it lacks a Movement or a Treasure quest, discards the rightmost
 * card and refills again. Gives up (leaving the row as it is) once every quest outside the players'
 * hands has been tried, so a pack without both kinds cannot loop forever.
 *
 * @param draft - the state being changed
 * @param ctx - the transition context
 * @returns the quest ids discarded to fix the mix, in order
 */
export function dealRow(draft: GameDraft, ctx: RuleContext): string[] {
  const discarded: string[] = [];
  refillRow(draft, ctx);
  let attempts = draft.quests.deck.length + draft.quests.discard.length + draft.quests.row.length;
  while (!rowHasMix(draft, ctx) && attempts-- > 0 && draft.quests.row.length > 0) {
    const dropped = draft.quests.row.pop() as string;
    draft.quests.discard.push(dropped);
    discarded.push(dropped);
    refillRow(draft, ctx);
  }
  return discarded;
}

/**
 * Takes a quest out of the row: the cards to its left slide one place right and a new card is
 * dealt on the left.
 *
 * @param draft - the state being changed
 * @param questId - a quest in the row
 * @param ctx - the transition context
 */
export function takeFromRow(draft: GameDraft, questId: string, ctx: RuleContext): void {
  const i = draft.quests.row.indexOf(questId);
  if (i < 0) throw new RangeError(`Quest "${questId}" is not in the row.`);
  draft.quests.row.splice(i, 1);
  // Ruling (docs/rulings.md, "The quest row's mix"): the mix is restored at setup and at the
  // round-end refill (official ruling), not when a quest is taken during a round.
  refillRow(draft, ctx);
}
