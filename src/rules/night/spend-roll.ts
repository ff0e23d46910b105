/**
 * Rulebook, Night Phase ("all Adventuring players may simultaneously use these symbols"): after a
 * roll, each adventuring player in turn, clockwise from the roller, spends the Torch, Scroll and
 * Attack symbols on their own heroes (each symbol once per player), with Forge Ahead and the Sword,
 * and finishes when they wish. A player with nothing to do is skipped.
 *
 * @module
 */
import type { Action } from "../actions";
import type { NightSpendDecision } from "../decisions";
import type { RuleDecision, RuleStep } from "../game-types";
import { peekNight } from "../state/peek-state";
import { readView } from "../state/state-shape";
import { hasNightOption, isListed, nightOptions, pushNightOptions, rollPool } from "./night-abilities";
import { applyNightOption } from "./use-night-ability";
import { seatAction } from "../seat-actions";

/**
 * Opens a player's spending window for the last roll, if they adventure and have something to do.
 */
export const spendWindow: RuleStep<{ kind: "spend-window"; player: number }> = (draft, step, ctx) => {
  if (peekNight(draft)?.adventuring[step.player] !== true) return;
  // Finding the pool and whether anything can be done only reads: nothing is copied for it.
  const view = readView(draft);
  const pool = rollPool(view, ctx.env, step.player);
  if (hasNightOption(view, ctx.env, step.player, pool)) {
    // Fields written out: the pool is a fresh `rollPool` object, so this is its spread without the copy loop.
    draft.decision = {
      kind: "night-spend",
      player: step.player,
      torch: pool.torch,
      scroll: pool.scroll,
      attack: pool.attack,
    };
  }
};

/**
 * The handler of spending a roll.
 */
export const nightSpend: RuleDecision<NightSpendDecision> = {
  actionKeys: { "advance-hero": ["hero", "forge"], attack: ["hero", "cell"], sword: ["hero"], finish: [] },
  candidates: (state, decision, ctx) => {
    const out: Action[] = [];
    pushNightOptions(out, state, ctx.env, decision.player, decision);
    out.push(seatAction("finish", decision.player));
    return out;
  },
  check: (state, decision, action, ctx) => {
    if (action.type === "finish") return null;
    return isListed(nightOptions(state, ctx.env, decision.player, decision), action)
      ? null
      : {
          code: "ABILITY_NOT_AVAILABLE",
          message: "That use of the roll is not possible (symbols, Power, hero or target).",
        };
  },
  // The options are listed by `nightOptions` itself, which is what `check` accepts.
  generate: (state, decision, ctx) => nightSpend.candidates(state, decision, ctx),
  apply: (draft, decision, action, ctx) => {
    if (action.type === "finish") return;
    const pool = applyNightOption(
      draft,
      ctx,
      decision.player,
      decision,
      action as Parameters<typeof applyNightOption>[4],
    );
    if (hasNightOption(readView(draft), ctx.env, decision.player, pool)) {
      draft.decision = {
        kind: "night-spend",
        player: decision.player,
        torch: pool.torch,
        scroll: pool.scroll,
        attack: pool.attack,
      };
    }
  },
};
