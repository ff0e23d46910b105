/**
 * Gaining Health and Power, always capped at the player's maximum threshold (Rulebook, Health and
 * Power Maximum Thresholds), and the recurring "gain 1 Health OR 1 Power" choice (castles, idling,
 * completing a temple, returning heroes when resting).
 *
 * Ruling (docs/rulings.md, "Choices without a difference"): when only one of the two would change
 * anything it is applied without asking; when neither would, nothing happens.
 *
 * @module
 */
import type { ContentPack } from "../../content/types";
import type { ChooseGainAction } from "../actions";
import type { ChooseGainDecision } from "../decisions";
import type { GameDraft, RuleContext, RuleDecision, RuleStep } from "../game-types";
import { indexContent, type ContentIndex } from "../content-index";
import { maxStat } from "../stats";
import type { GameState, PlayerState } from "../state";
import { chooseGainAction } from "../seat-actions";

/**
 * Adds Health or Power to a player, up to the maximum; returns what was actually gained.
 *
 * @param draft - the state being changed
 * @param ctx - the transition context
 * @param seat - the player
 * @param stat - `"health"` or `"power"`
 * @param amount - how much to add
 * @param reason - why, for the event
 * @returns the amount actually gained
 */
export function gainStat(
  draft: GameDraft,
  ctx: RuleContext,
  seat: number,
  stat: "health" | "power",
  amount: number,
  reason: string,
): number {
  const player = draft.players[seat];
  if (player === undefined) throw new RangeError(`No player at seat ${seat}.`);
  const cap = maxStat(player, ctx.env.index.items, stat);
  const before = player[stat];
  player[stat] = Math.max(before, Math.min(cap, before + amount));
  const gained = player[stat] - before;
  if (gained > 0) ctx.emit({ type: "gained", player: seat, stat, amount: gained, reason });
  return gained;
}

/**
 * Which of Health and Power a gain would raise.
 *
 * @param state - the state
 * @param seat - the player
 * @param content - the content pack
 * @returns the stats below their maximum
 */
export function usefulGains(state: GameState, seat: number, content: ContentPack): ("health" | "power")[] {
  const player = state.players[seat];
  if (player === undefined) return [];
  return gainsBelowMax(player, indexContent(content).items);
}

/** `usefulGains` given the content's item table (the rules pass `env.index`'s). */
function gainsBelowMax(player: PlayerState, items: ContentIndex["items"]): ("health" | "power")[] {
  const out: ("health" | "power")[] = [];
  if (player.health < maxStat(player, items, "health")) out.push("health");
  if (player.power < maxStat(player, items, "power")) out.push("power");
  return out;
}

/**
 * Offers "1 Health OR 1 Power": a decision when both would help, automatic otherwise.
 */
export const offerGain: RuleStep<{ kind: "offer-gain"; player: number; reason: string }> = (draft, step, ctx) => {
  const player = draft.players[step.player];
  const options = player === undefined ? [] : gainsBelowMax(player, ctx.env.index.items);
  if (options.length === 2) {
    draft.decision = { kind: "choose-gain", player: step.player, reason: step.reason };
  } else if (options.length === 1) {
    gainStat(draft, ctx, step.player, options[0] as "health" | "power", 1, step.reason);
  }
};

/**
 * The handler of the "1 Health OR 1 Power" choice.
 */
export const chooseGain: RuleDecision<ChooseGainDecision> = {
  actionKeys: { "choose-gain": ["stat"] },
  candidates: (_state, decision) => [
    chooseGainAction(decision.player, "health"),
    chooseGainAction(decision.player, "power"),
  ],
  check: (_state, _decision, action) => {
    const stat = (action as Partial<ChooseGainAction>).stat;
    return stat === "health" || stat === "power"
      ? null
      : { code: "MALFORMED_ACTION", message: 'choose-gain needs `stat`: "health" or "power".' };
  },
  apply: (draft, decision, action, ctx) => {
    gainStat(draft, ctx, decision.player, (action as ChooseGainAction).stat, 1, decision.reason);
  },
};
