/**
 * Solo Variant Rules, Day Phase - Solo Movement Drafting: at the start of the Day 2 of the 5
 * movement cards are dealt face up at random; the player picks one of them (then moves with it or
 * idles, as in the base game); that card is flipped and another is dealt, so two are offered again;
 * until 4 cards have been used.
 *
 * Implemented by wrapping the base `begin-day` and `end-day-turn` steps (to deal), restricting the
 * base `choose-movement-card` check to the offered cards, and a deal step that draws from the
 * state's RNG, or stops at a chance point in external-chance mode.
 *
 * @module
 */
import type { Draft } from "immer";
import type { ContentPack } from "../../content/types";
import type { ChooseMovementCardAction } from "../../rules/actions";
import type { ChooseMovementCardDecision } from "../../rules/decisions";
import type { BaseHooks, GameDraft, GameRuleset, RuleContext, RuleDecision, RuleStep } from "../../rules/game-types";
import type { GameState } from "../../rules/state";
import type { ModuleStep } from "../../rules/steps";
import type { SoloDealAction, SoloDealDecision, SoloEvent, SoloState } from "./types";

/** The module id, the key of its state slice. */
const ID = "solo";

/** The kind of the deal step and of its chance point. @example `draft.queue.unshift({ kind: DEAL_STEP });` */
export const DEAL_STEP = "solo/deal-movement-card";

/**
 * The solo state slice of a state (empty before the first Day).
 *
 * @param state - the state
 * @returns the slice
 */
export function soloState(state: GameState): SoloState {
  return (state.moduleState[ID] as SoloState | undefined) ?? { dealt: [], offered: [] };
}

function draftSlice(draft: GameDraft): Draft<SoloState> {
  const slice = draft.moduleState[ID] as Draft<SoloState> | undefined;
  if (slice !== undefined) return slice;
  const fresh: Draft<SoloState> = { dealt: [], offered: [] };
  draft.moduleState[ID] = fresh;
  return draft.moduleState[ID] as Draft<SoloState>;
}

/**
 * The movement cards not dealt yet this Day, in content order.
 *
 * @param state - the state
 * @returns their ids
 */
export function undealtCards(state: GameState, content: ContentPack): string[] {
  const dealt = soloState(state).dealt;
  return content.movementCards.map((card) => card.id).filter((id) => !dealt.includes(id));
}

function deal(draft: GameDraft, ctx: RuleContext, card: string): void {
  const slice = draftSlice(draft);
  slice.dealt.push(card);
  slice.offered.push(card);
  emitSoloEvent(ctx, { type: "solo/movement-card-dealt", card, offered: [...slice.offered] });
}

/** Records a solo event (typed by the module's own union). @example `emitSoloEvent(ctx, { type: "solo/drafting-began", round: 1 });` */
export function emitSoloEvent(ctx: RuleContext, event: SoloEvent): void {
  ctx.emit(event);
}

/**
 * Creates the (empty) solo state slice at setup.
 */
export const soloSetup: RuleStep<ModuleStep> = (draft) => {
  draft.moduleState[ID] = { dealt: [], offered: [] };
};

/**
 * Deals one movement card face up from those not dealt yet: drawn from the state's RNG, or, in
 * external-chance mode, left to a chance point (`solo/deal-movement-card`). The last card left is
 * dealt directly (no draw, no chance point).
 */
export const dealMovementCard: RuleStep<ModuleStep> = (draft, _step, ctx) => {
  const undealt = undealtCards(draft, ctx.env.content);
  if (undealt.length === 0) return;
  // The last card left is certain: dealt without a draw or a chance point.
  if (undealt.length === 1) {
    deal(draft, ctx, undealt[0] as string);
    return;
  }
  if (draft.config.chance === "external") {
    draft.decision = { kind: DEAL_STEP, player: "chance" } satisfies SoloDealDecision;
    return;
  }
  deal(draft, ctx, undealt[ctx.randomInt(undealt.length)] as string);
};

/**
 * The chance point of a deal: any card not dealt yet, each equally likely.
 */
export const dealChance: RuleDecision<SoloDealDecision, SoloDealAction> = {
  actionKeys: { [DEAL_STEP]: ["card"] },
  candidates: (state, _decision, ctx) =>
    undealtCards(state, ctx.env.content).map((card) => ({ type: DEAL_STEP, player: "chance", card })),
  check: (state, _decision, action, ctx) => {
    // Unchecked input: only its type and keys are checked before.
    const { card }: Partial<SoloDealAction> = action;
    if (typeof card !== "string")
      return { code: "MALFORMED_ACTION", message: `${DEAL_STEP} needs \`card\`, a movement card id.` };
    if (!ctx.env.content.movementCards.some((c) => c.id === card))
      return { code: "UNKNOWN_CARD", message: `There is no movement card "${card}".` };
    if (!undealtCards(state, ctx.env.content).includes(card))
      return { code: "CARD_ALREADY_DEALT", message: `The ${card} card was already dealt this Day.` };
    return null;
  },
  apply: (draft, _decision, action, ctx) => {
    deal(draft, ctx, action.card);
  },
};

/**
 * The outcomes of a deal's chance point (the `chanceOutcomes` hook entry): each undealt card with
 * probability 1 / (cards left).
 */
export const dealOutcomes: BaseHooks["chanceOutcomes"][string] = (state, _decision, env) => {
  const undealt = undealtCards(state, env.content);
  return undealt.map((card) => ({
    action: { type: DEAL_STEP, player: "chance", card } satisfies SoloDealAction,
    probability: 1 / undealt.length,
  }));
};

/**
 * The base movement card choice, restricted to the cards on offer (`CARD_NOT_OFFERED` otherwise).
 *
 * @param base - the base handler
 * @returns the solo handler
 */
export function offeredOnly(base: RuleDecision<ChooseMovementCardDecision>): RuleDecision<ChooseMovementCardDecision> {
  return {
    ...base,
    check: (state, decision, action, ctx) => {
      const rejection = base.check(state, decision, action, ctx);
      if (rejection !== null) return rejection;
      const card = (action as ChooseMovementCardAction).card;
      const offered = soloState(state).offered;
      return offered.includes(card)
        ? null
        : {
            code: "CARD_NOT_OFFERED",
            message: `The ${card} card is not face up: choose one of the cards dealt (${offered.join(", ")}).`,
          };
    },
  };
}

/**
 * Starts the Day as the base game does, after clearing the drafting and queueing the first 2 deals.
 *
 * @param base - the base `begin-day` step
 * @returns the solo step
 */
export function dealingBeginDay(base: GameRuleset["steps"]["begin-day"]): GameRuleset["steps"]["begin-day"] {
  return (draft, step, ctx) => {
    base(draft, step, ctx);
    draft.moduleState[ID] = { dealt: [], offered: [] };
    emitSoloEvent(ctx, { type: "solo/drafting-began", round: draft.round });
    draft.queue.unshift({ kind: DEAL_STEP }, { kind: DEAL_STEP });
  };
}

/**
 * Ends a Day turn as the base game does (the card is flipped), takes the used card off the offer,
 * and deals another one when the Day goes on.
 *
 * @param base - the base `end-day-turn` step
 * @returns the solo step
 */
export function dealingEndDayTurn(base: GameRuleset["steps"]["end-day-turn"]): GameRuleset["steps"]["end-day-turn"] {
  return (draft, step, ctx: RuleContext) => {
    const card = draft.day?.card ?? null;
    base(draft, step, ctx);
    const slice = draftSlice(draft);
    const i = card === null ? -1 : slice.offered.indexOf(card);
    if (i >= 0) {
      slice.offered.splice(i, 1);
      emitSoloEvent(ctx, { type: "solo/movement-card-played", card: card as string });
    }
    if (draft.day !== null) draft.queue.unshift({ kind: DEAL_STEP });
  };
}
