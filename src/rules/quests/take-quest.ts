/**
 * Rulebook, Quest Cards, The Quest Card Row and Flip the First Player Token: taking a quest from
 * the row, its reward, and the Day-only limits (one quest per player per turn; the first quest taken
 * by day flips the first player token). Also the step that checks movement quests after a move.
 *
 * @module
 */
import type { ChooseQuestAction } from "../actions";
import type { ChooseQuestDecision } from "../decisions";
import type { GameDraft, RuleContext, RuleDecision, RuleStep } from "../game-types";
import { gainStat } from "../gains/gain";
import { advanceMagic } from "../magic/advance-magic";
import { isConditionMet } from "./movement-conditions";
import { refillQuestRow, removeFromRow } from "./quest-row";
import { readView } from "../state/state-shape";
import type { QuestDef } from "../../content/types";
import type { GameState, MovedThisTurn } from "../state";

/**
 * Takes quests from the row for a player, all at once: the cards go to the player's completed
 * quests in the order given, a movement quest's reward is applied, a treasure quest's item is
 * gained (in the same order), by day the turn's quest is used up and the first player token flips;
 * then the row slides, refills and has its mix restored once.
 *
 * @param draft - the state being changed
 * @param ctx - the transition context
 * @param seat - the player
 * @param questIds - quests in the row (one by day; at Night every treasure quest of a completed temple)
 */
export function takeQuests(draft: GameDraft, ctx: RuleContext, seat: number, questIds: readonly string[]): void {
  const player = draft.players[seat];
  const quests = questIds.map((id) => ctx.env.index.quests.get(id));
  if (player === undefined || quests.some((q) => q === undefined))
    throw new RangeError(`Cannot take quests ${questIds.join(", ")}.`);
  removeFromRow(draft, questIds);
  const items: { kind: "gain-item"; player: number; item: string }[] = [];
  for (const quest of quests as QuestDef[]) {
    player.completedQuests.push(quest.id);
    ctx.emit({ type: "quest-completed", player: seat, quest: quest.id });
    if (quest.kind === "movement") {
      const { health = 0, power = 0, magic = 0 } = quest.reward;
      if (health > 0) gainStat(draft, ctx, seat, "health", health, "quest");
      if (power > 0) gainStat(draft, ctx, seat, "power", power, "quest");
      if (magic > 0) advanceMagic(draft, ctx, magic, "quest");
    } else {
      const rack = draft.itemRack.indexOf(quest.item);
      if (rack >= 0) {
        draft.itemRack.splice(rack, 1);
        ctx.emit({ type: "item-taken", player: seat, item: quest.item });
        items.push({ kind: "gain-item", player: seat, item: quest.item });
      }
    }
  }
  draft.queue.unshift(...items);
  if (draft.day !== null) {
    draft.day.questTaken = true;
    if (ctx.env.hooks.usesFirstPlayerToken && draft.firstPlayerToken === "quest") {
      draft.firstPlayerToken = "no-quest";
      ctx.emit({ type: "first-player-token-flipped" });
    }
  }
  // Last, so that a chance point of the refill (external-chance mode) comes before the item steps.
  refillQuestRow(draft, ctx);
}

/**
 * Takes one quest from the row for a player (see `takeQuests`).
 *
 * @param draft - the state being changed
 * @param ctx - the transition context
 * @param seat - the player
 * @param questId - a quest in the row
 */
export function takeQuest(draft: GameDraft, ctx: RuleContext, seat: number, questId: string): void {
  takeQuests(draft, ctx, seat, [questId]);
}

/**
 * After a Day move: the movement quests in the row that the move completed, and the treasure quests
 * of temples completed by day during it. None: nothing; one: taken; several: the player chooses one
 * (Rulebook, The Quest Card Row note). Skipped when the player already took a quest this turn.
 */
export const checkMovementQuests: RuleStep<{ kind: "check-movement-quests"; player: number }> = (draft, step, ctx) => {
  const day = draft.day;
  if (day === null) return;
  const treasure = day.treasureQuests;
  // Most turns earn no treasure quest: the list is already empty, no new one is made.
  if (treasure.length > 0) day.treasureQuests = [];
  if (day.questTaken) return;
  const moved = day.moved;
  if (moved === null && treasure.length === 0) return;
  // Checking conditions only reads: the row and the heroes are read without copying them.
  const view = readView(draft);
  // The quests met, in row order: the first kept apart, a list made only when there are several.
  let first: string | undefined;
  let several: string[] | null = null;
  for (const id of view.quests.row) {
    if (!(treasure.includes(id) || (moved !== null && movementQuestMet(view, ctx, step.player, moved, id)))) continue;
    if (first === undefined) first = id;
    else (several ??= [first]).push(id);
  }
  if (several !== null) draft.decision = { kind: "choose-quest", player: step.player, options: several };
  else if (first !== undefined) takeQuest(draft, ctx, step.player, first);
};

/** Whether `id` is a movement quest whose condition the player's move this turn meets. */
function movementQuestMet(state: GameState, ctx: RuleContext, seat: number, moved: MovedThisTurn, id: string): boolean {
  const quest = ctx.env.index.quests.get(id);
  return quest?.kind === "movement" && isConditionMet(state, ctx.env, seat, moved, quest.condition);
}

/**
 * The handler of choosing one quest among several completed at once.
 */
export const chooseQuest: RuleDecision<ChooseQuestDecision> = {
  actionKeys: { "choose-quest": ["quest"] },
  candidates: (_state, decision) =>
    decision.options.map((quest): ChooseQuestAction => ({ type: "choose-quest", player: decision.player, quest })),
  check: (_state, decision, action) => {
    const quest = (action as Partial<ChooseQuestAction>).quest;
    if (typeof quest !== "string")
      return { code: "MALFORMED_ACTION", message: "choose-quest needs `quest`, a quest id." };
    return decision.options.includes(quest)
      ? null
      : { code: "QUEST_NOT_OFFERED", message: `Quest "${quest}" is not among the completed quests.` };
  },
  apply: (draft, decision, action, ctx) => takeQuest(draft, ctx, decision.player, (action as ChooseQuestAction).quest),
};
