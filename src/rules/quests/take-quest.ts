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
import { takeFromRow } from "./quest-row";

/**
 * Takes a quest from the row for a player: the card goes to the player's completed quests, the row
 * slides and refills, a movement quest's reward is applied, a treasure quest's item is gained, and
 * by day the turn's quest is used up and the first player token flips.
 *
 * @param draft - the state being changed
 * @param ctx - the transition context
 * @param seat - the player
 * @param questId - a quest in the row
 */
export function takeQuest(draft: GameDraft, ctx: RuleContext, seat: number, questId: string): void {
  const quest = ctx.env.index.quests.get(questId);
  const player = draft.players[seat];
  if (quest === undefined || player === undefined) throw new RangeError(`Cannot take quest "${questId}".`);
  takeFromRow(draft, questId, ctx);
  player.completedQuests.push(questId);
  ctx.emit({ type: "quest-completed", player: seat, quest: questId });
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
      draft.queue.unshift({ kind: "gain-item", player: seat, item: quest.item });
    }
  }
  if (draft.day !== null) {
    draft.day.questTaken = true;
    if (ctx.env.hooks.usesFirstPlayerToken && draft.firstPlayerToken === "quest") {
      draft.firstPlayerToken = "no-quest";
      ctx.emit({ type: "first-player-token-flipped" });
    }
  }
}

/**
 * After a Day move: the movement quests in the row that the move completed, and the treasure quests
 * of temples completed by day during it. None: nothing; one: taken; several: the player chooses one
 * (Rulebook, The Quest Card Row note). Skipped when the player already took a quest this turn.
 */
export const checkMovementQuests: RuleStep<{ kind: "check-movement-quests"; player: number }> = (draft, step, ctx) => {
  const day = draft.day;
  if (day === null) return;
  const earned = day.treasureQuests.filter((id) => draft.quests.row.includes(id));
  day.treasureQuests = [];
  if (day.questTaken) return;
  const moved = day.moved;
  const met = draft.quests.row.filter((id) => {
    const quest = ctx.env.index.quests.get(id);
    if (earned.includes(id)) return true;
    return moved !== null && quest?.kind === "movement" && isConditionMet(draft, ctx.env, step.player, moved, quest.condition);
  });
  if (met.length === 1) takeQuest(draft, ctx, step.player, met[0] as string);
  else if (met.length > 1) draft.decision = { kind: "choose-quest", player: step.player, options: met };
};

/**
 * The handler of choosing one quest among several completed at once.
 */
export const chooseQuest: RuleDecision<ChooseQuestDecision> = {
  actionKeys: { "choose-quest": ["quest"] },
  candidates: (_state, decision) =>
    decision.options.map((quest): ChooseQuestAction => ({ type: "choose-quest", player: decision.player, quest })),
  check: (_state, decision, action) => {
    const quest = (action as Partial<ChooseQuestAction>).quest;
    if (typeof quest !== "string") return { code: "MALFORMED_ACTION", message: "choose-quest needs `quest`, a quest id." };
    return decision.options.includes(quest) ? null : { code: "QUEST_NOT_OFFERED", message: `Quest "${quest}" is not among the completed quests.` };
  },
  apply: (draft, decision, action, ctx) => takeQuest(draft, ctx, decision.player, (action as ChooseQuestAction).quest),
};
