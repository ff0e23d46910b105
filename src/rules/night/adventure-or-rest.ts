/**
 * Rulebook, Night Phase (Adventure or Rest) and Forge Ahead: the player holding the dice rolls them
 * or rests. Before choosing, they may Forge Ahead and use the Sword (abilities usable at any time
 * while adventuring).
 *
 * @module
 */
import type { Action } from "../actions";
import type { AdventureOrRestDecision } from "../decisions";
import type { RuleDecision } from "../game-types";
import { isListed, nightOptions, NO_SYMBOLS, pushNightOptions } from "./night-abilities";
import { applyNightOption } from "./use-night-ability";
import { seatAction } from "../seat-actions";

/**
 * The handler of the dice holder's choice.
 */
export const adventureOrRest: RuleDecision<AdventureOrRestDecision> = {
  actionKeys: { adventure: [], rest: [], "advance-hero": ["hero", "forge"], sword: ["hero"] },
  candidates: (state, decision, ctx): Action[] => {
    const out: Action[] = [seatAction("adventure", decision.player), seatAction("rest", decision.player)];
    pushNightOptions(out, state, ctx.env, decision.player, NO_SYMBOLS);
    return out;
  },
  check: (state, decision, action, ctx) => {
    if (action.type === "adventure" || action.type === "rest") return null;
    return isListed(nightOptions(state, ctx.env, decision.player, NO_SYMBOLS), action)
      ? null
      : {
          code: "ABILITY_NOT_AVAILABLE",
          message: "That Forge Ahead or Sword use is not possible now (hero, Power or target).",
        };
  },
  // The Night options are listed by `nightOptions` itself, which is what `check` accepts.
  generate: (state, decision, ctx) => adventureOrRest.candidates(state, decision, ctx),
  apply: (draft, decision, action, ctx) => {
    if (action.type === "adventure") {
      ctx.emit({ type: "adventured", player: decision.player });
      draft.queue.unshift(
        { kind: "roll-dice", player: decision.player, purpose: "adventure" },
        { kind: "resolve-adventure-roll", player: decision.player },
      );
    } else if (action.type === "rest") {
      draft.queue.unshift(
        { kind: "rest-heroes", player: decision.player },
        { kind: "pass-dice", from: decision.player },
      );
    } else {
      applyNightOption(draft, ctx, decision.player, NO_SYMBOLS, action as Parameters<typeof applyNightOption>[4]);
      draft.decision = decision;
    }
  },
};
