/**
 * Rulebook, Night Phase ("all Adventuring players may simultaneously use these symbols"): after a
 * roll, each adventuring player in turn, clockwise from the roller, spends the Torch, Scroll and
 * Attack symbols on their own heroes (each symbol once per player), with Forge Ahead and the Sword,
 * and finishes when they wish. A player with nothing to do is skipped.
 *
 * @module
 */
import type { FinishAction } from "../actions";
import type { NightSpendDecision } from "../decisions";
import type { GameDraft, RuleDecision, RuleStep, RulesEnv } from "../game-types";
import type { GameState } from "../state";
import { peekNight } from "../state/peek-state";
import { readView } from "../state/state-shape";
import {
  applyNightOption,
  hasNightOption,
  isListed,
  nightOptions,
  rollPool,
  type NightOption,
  type SymbolPool,
} from "./night-abilities";

/**
 * The Night options found when a spending window opened or stayed open in place (the Simulator's
 * path), for the listing that follows: nothing changes the state between the two, so the list is
 * not scanned again. One slot, used once: a listing of another position, or a second listing of
 * this one, scans as before. (`reduce` opens windows on a draft, never the state listed next.)
 */
let opened: { decision: object; state: object; options: NightOption[] } | null = null;

/**
 * Asks the player to spend `pool` if they have a use for it. In place (the view is the state
 * itself) the options are listed now and kept for the listing; on a draft, whether any exists.
 */
function offerSpending(draft: GameDraft, view: GameState, env: RulesEnv, player: number, pool: SymbolPool): void {
  if (view !== draft) {
    if (hasNightOption(view, env, player, pool)) draft.decision = { kind: "night-spend", player, ...pool };
    return;
  }
  const options = nightOptions(view, env, player, pool);
  if (options.length === 0) return;
  const decision = { kind: "night-spend" as const, player, ...pool };
  draft.decision = decision;
  opened = { decision, state: view, options };
}

/** The options kept by `offerSpending` for this decision and state (taken once), or null. */
function openedOptions(state: GameState, decision: NightSpendDecision): NightOption[] | null {
  const kept = opened;
  if (kept === null || kept.decision !== decision || kept.state !== state) return null;
  opened = null;
  return kept.options;
}

/**
 * Opens a player's spending window for the last roll, if they adventure and have something to do.
 */
export const spendWindow: RuleStep<{ kind: "spend-window"; player: number }> = (draft, step, ctx) => {
  if (peekNight(draft)?.adventuring[step.player] !== true) return;
  // Finding the pool and whether anything can be done only reads: nothing is copied for it.
  const view = readView(draft);
  offerSpending(draft, view, ctx.env, step.player, rollPool(view, ctx.env, step.player));
};

/**
 * The handler of spending a roll.
 */
export const nightSpend: RuleDecision<NightSpendDecision> = {
  actionKeys: { "advance-hero": ["hero", "forge"], attack: ["hero", "cell"], sword: ["hero"], finish: [] },
  candidates: (state, decision, ctx) => [
    ...nightOptions(state, ctx.env, decision.player, decision),
    { type: "finish", player: decision.player } satisfies FinishAction,
  ],
  check: (state, decision, action, ctx) => {
    if (action.type === "finish") return null;
    return isListed(nightOptions(state, ctx.env, decision.player, decision), action)
      ? null
      : {
          code: "ABILITY_NOT_AVAILABLE",
          message: "That use of the roll is not possible (symbols, Power, hero or target).",
        };
  },
  // The options are listed by `nightOptions` itself, which is what `check` accepts (or were, when
  // the window opened in place).
  generate: (state, decision, ctx) => {
    const out: (NightOption | FinishAction)[] =
      openedOptions(state, decision) ?? nightOptions(state, ctx.env, decision.player, decision);
    out.push({ type: "finish", player: decision.player } satisfies FinishAction);
    return out;
  },
  apply: (draft, decision, action, ctx) => {
    if (action.type === "finish") return;
    const pool = applyNightOption(
      draft,
      ctx,
      decision.player,
      decision,
      action as Parameters<typeof applyNightOption>[4],
    );
    offerSpending(draft, readView(draft), ctx.env, decision.player, pool);
  },
};
