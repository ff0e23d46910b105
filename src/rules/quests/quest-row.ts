/**
 * Rulebook, The Quest Card Row (and Game Setup step 8): drawing, sliding and refilling the row of
 * 3 quests, reshuffling the discard pile when the deck runs out, and keeping at least one Movement
 * and one Treasure quest face up.
 *
 * Rulings (docs/rulings.md, "Fixing the quest row's mix", "The quest row's mix whenever the row changes", "Quest draws and the two chance modes"):
 * to fix the mix, the rightmost card is discarded, the row slides right and a new card is dealt on
 * the left, as for any taken card; the mix is restored whenever the row changes (setup, a quest
 * taken, the round-end discard).
 *
 * Chance: in seeded mode a draw takes the top of the deck (shuffled from the state's RNG). In
 * external-chance mode every draw after setup is a chance point (`draw-quest`) over the unseen cards
 * (the deck, in no meaningful order), each equally likely; the refill then goes on in the
 * `fill-quest-row` step. A draw with a single card left is certain and needs no chance point.
 *
 * @module
 */
import { shuffleInPlace } from "../../core/rng";
import type { DrawQuestAction } from "../actions";
import { QUEST_ROW_SIZE } from "../constants";
import type { DrawQuestDecision } from "../decisions";
import type { BaseHooks, GameDraft, RuleContext, RuleDecision, RuleStep } from "../game-types";
import type { GameState } from "../state";

/**
 * Makes the deck drawable: when it is empty, the discard pile becomes the new deck (shuffled from
 * the RNG in seeded mode; in external-chance mode its order is never read). Returns false when both
 * are empty (the game goes on without quests).
 */
function readyDeck(draft: GameDraft, ctx: RuleContext, external: boolean): boolean {
  const quests = draft.quests;
  if (quests.deck.length > 0) return true;
  if (quests.discard.length === 0) return false;
  const deck = [...quests.discard];
  if (!external) shuffleInPlace(deck, (n) => ctx.randomInt(n));
  quests.deck = deck;
  quests.discard = [];
  ctx.emit({ type: "quest-deck-reshuffled", cards: deck.length });
  return true;
}

/** Deals a quest from the deck face up on the left of the row. */
function dealToRow(draft: GameDraft, ctx: RuleContext, questId: string): void {
  const i = draft.quests.deck.indexOf(questId);
  if (i < 0) throw new RangeError(`Quest "${questId}" is not in the deck.`);
  draft.quests.deck.splice(i, 1);
  draft.quests.row.unshift(questId);
  ctx.emit({ type: "quest-drawn", quest: questId });
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
 * How the row is being filled: `attempts` is null until the first refill is done, then the number
 * of mix-fixing discards still allowed; `seeded` forces seeded draws (setup, in every mode);
 * `announce` emits a `quest-discarded` event per mix-fixing discard (setup reports them in
 * `quest-row-dealt` instead).
 */
interface FillProgress {
  readonly attempts: number | null;
  readonly seeded: boolean;
  readonly announce: boolean;
}

/**
 * Fills the row up to 3 cards (each new card dealt on the left), then, while it lacks a Movement or
 * a Treasure quest, discards the rightmost card and fills again. Gives up once every quest outside
 * the players' hands has been tried, so a pack without both kinds cannot loop forever. In
 * external-chance mode it stops at the first uncertain draw (a `draw-quest` chance point) and
 * queues its own continuation.
 *
 * @returns the quests discarded to fix the mix before it finished or stopped
 */
function fill(draft: GameDraft, ctx: RuleContext, progress: FillProgress): string[] {
  const external = !progress.seeded && draft.config.chance === "external";
  const discarded: string[] = [];
  let attempts = progress.attempts;
  for (;;) {
    if (draft.quests.row.length < QUEST_ROW_SIZE && readyDeck(draft, ctx, external)) {
      const deck = draft.quests.deck;
      if (external && deck.length > 1) {
        draft.decision = { kind: "draw-quest", player: "chance" } satisfies DrawQuestDecision;
        draft.queue.unshift({ kind: "fill-quest-row", attempts });
        break;
      }
      dealToRow(draft, ctx, deck[0] as string);
      continue;
    }
    attempts ??= draft.quests.deck.length + draft.quests.discard.length + draft.quests.row.length;
    if (rowHasMix(draft, ctx) || attempts <= 0 || draft.quests.row.length === 0) break;
    attempts -= 1;
    const dropped = draft.quests.row.pop() as string;
    draft.quests.discard.push(dropped);
    discarded.push(dropped);
    if (progress.announce) ctx.emit({ type: "quest-discarded", quest: dropped, reason: "row-mix" });
  }
  return discarded;
}

/**
 * Deals the row at setup: always from the seed (like the map and the first player), in both chance
 * modes, so a new game starts at its first player decision.
 *
 * @param draft - the state being changed
 * @param ctx - the transition context
 * @returns the quest ids discarded to fix the mix, in order
 */
export function dealSetupRow(draft: GameDraft, ctx: RuleContext): string[] {
  return fill(draft, ctx, { attempts: null, seeded: true, announce: false });
}

/**
 * Refills the row to 3 cards and restores its mix (Rulebook, Game Setup: "There should always be
 * at least 1 Movement Quest and 1 Treasure Quest face up in the row"). In external-chance mode it may
 * stop at a `draw-quest` chance point; the rest follows in the queued `fill-quest-row` step.
 *
 * @param draft - the state being changed
 * @param ctx - the transition context
 */
export function refillQuestRow(draft: GameDraft, ctx: RuleContext): void {
  fill(draft, ctx, { attempts: null, seeded: false, announce: true });
}

/**
 * Takes quests out of the row (the cards to their left slide right), without refilling: the
 * caller refills once with `refillQuestRow`.
 *
 * @param draft - the state being changed
 * @param questIds - quests in the row
 */
export function removeFromRow(draft: GameDraft, questIds: readonly string[]): void {
  for (const id of questIds) {
    const i = draft.quests.row.indexOf(id);
    if (i < 0) throw new RangeError(`Quest "${id}" is not in the row.`);
    draft.quests.row.splice(i, 1);
  }
}

/**
 * The continuation of a row refill after a `draw-quest` chance point.
 */
export const fillQuestRowStep: RuleStep<{ kind: "fill-quest-row"; attempts: number | null }> = (draft, step, ctx) => {
  fill(draft, ctx, { attempts: step.attempts, seeded: false, announce: true });
};

/**
 * The unseen quests a draw can reveal (the deck), in content order.
 *
 * @param state - the state
 * @param order - the quest ids in content order
 * @returns the quest ids
 */
export function unseenQuests(state: GameState, order: readonly string[]): string[] {
  const deck = new Set(state.quests.deck);
  return order.filter((id) => deck.has(id));
}

/**
 * The handler of a quest draw's chance point: any card of the deck.
 */
export const drawQuestChance: RuleDecision<DrawQuestDecision> = {
  actionKeys: { "draw-quest": ["quest"] },
  candidates: (state, _decision, ctx) =>
    unseenQuests(
      state,
      ctx.env.content.quests.map((q) => q.id),
    ).map((quest): DrawQuestAction => ({ type: "draw-quest", player: "chance", quest })),
  check: (state, _decision, action) => {
    const quest = (action as Partial<DrawQuestAction>).quest;
    if (typeof quest !== "string")
      return { code: "MALFORMED_ACTION", message: "draw-quest needs `quest`, a quest id." };
    return state.quests.deck.includes(quest)
      ? null
      : { code: "QUEST_NOT_IN_DECK", message: `Quest "${quest}" is not among the unseen cards of the quest deck.` };
  },
  apply: (draft, _decision, action, ctx) => dealToRow(draft, ctx, (action as DrawQuestAction).quest),
};

/**
 * The outcomes of a quest draw (the `chanceOutcomes` entry for `"draw-quest"`): each card of the
 * deck with probability 1 / (cards in the deck).
 */
export const questDrawOutcomes: BaseHooks["chanceOutcomes"][string] = (state, _decision, env) => {
  const unseen = unseenQuests(
    state,
    env.content.quests.map((q) => q.id),
  );
  return unseen.map((quest) => ({
    action: { type: "draw-quest", player: "chance", quest } satisfies DrawQuestAction,
    probability: 1 / unseen.length,
  }));
};
