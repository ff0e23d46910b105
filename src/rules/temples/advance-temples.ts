/**
 * Rulebook, Torches and Scrolls: rolled Torch and Scroll symbols advance the player's heroes on
 * their temple tracks, each symbol used once, a double space taking two of the same symbol on one
 * hero. By day (through a grotto) a hero reaching the last space completes the temple at once.
 *
 * @module
 */
import type { AdvanceHeroAction } from "../actions";
import type { AdvanceTemplesDecision } from "../decisions";
import type { GameDraft, RuleContext, RuleDecision, RuleStep } from "../game-types";
import type { GameState } from "../state";
import { completeTempleByDay } from "./complete-temple";
import { nextSpace, templeOfHero } from "./temple-track";
import type { RulesEnv } from "../game-types";
import { seatAction } from "../seat-actions";

function advanceable(state: GameState, env: RulesEnv, d: { player: number; torch: number; scroll: number }): number[] {
  const heroes = state.players[d.player]?.heroes ?? [];
  return heroes.flatMap((_, h) => {
    const space = nextSpace(state, env, d.player, h);
    return space !== null && d[space.symbol] >= space.count ? [h] : [];
  });
}

/**
 * Advances a hero one space on its temple track; completes the temple by day when it reaches the
 * last space during the Day.
 *
 * @param draft - the state being changed
 * @param ctx - the transition context
 * @param seat - the hero's player
 * @param hero - the hero's index
 */
export function advanceHero(draft: GameDraft, ctx: RuleContext, seat: number, hero: number): void {
  const walker = draft.players[seat]?.heroes[hero];
  const found = templeOfHero(draft, ctx.env, seat, hero);
  if (walker === undefined || found === null || walker.templeSpace >= found.track.length) return;
  walker.templeSpace += 1;
  ctx.emit({ type: "temple-advanced", player: seat, hero, space: walker.templeSpace });
  if (walker.templeSpace === found.track.length && draft.phase === "day") completeTempleByDay(draft, ctx, seat, hero);
}

/**
 * Opens the advance-temples decision for a pool of symbols, if any hero can use them.
 *
 * @param draft - the state being changed
 * @param ctx - the transition context
 * @param pool - the player, the symbols and why
 */
export function offerTempleAdvances(
  draft: GameDraft,
  ctx: RuleContext,
  pool: Omit<AdvanceTemplesDecision, "kind">,
): void {
  // A literal, not a spread of the pool: one hidden class for every advance-temples decision.
  if (advanceable(draft, ctx.env, pool).length > 0)
    draft.decision = {
      kind: "advance-temples",
      player: pool.player,
      torch: pool.torch,
      scroll: pool.scroll,
      reason: pool.reason,
    };
}

/**
 * The handler of spending a pool of Torch/Scroll symbols.
 */
export const advanceTemples: RuleDecision<AdvanceTemplesDecision> = {
  actionKeys: { "advance-hero": ["hero"], finish: [] },
  candidates: (state, decision, ctx) => [
    ...advanceable(state, ctx.env, decision).map((hero): AdvanceHeroAction => ({
      type: "advance-hero",
      player: decision.player,
      hero,
    })),
    seatAction("finish", decision.player),
  ],
  check: (state, decision, action, ctx) => {
    if (action.type === "finish") return null;
    const hero = (action as Partial<AdvanceHeroAction>).hero;
    if (typeof hero !== "number" || !Number.isInteger(hero))
      return { code: "MALFORMED_ACTION", message: "advance-hero needs `hero`, a hero index." };
    if (nextSpace(state, ctx.env, decision.player, hero) === null)
      return { code: "NOT_IN_TEMPLE", message: `Hero ${hero} is not on a temple track with a space ahead.` };
    if (!advanceable(state, ctx.env, decision).includes(hero))
      return { code: "NOT_ENOUGH_SYMBOLS", message: `The symbols left cannot pay hero ${hero}'s next space.` };
    return null;
  },
  apply: (draft, decision, action, ctx) => {
    if (action.type === "finish") return;
    const hero = (action as AdvanceHeroAction).hero;
    const space = nextSpace(draft, ctx.env, decision.player, hero);
    if (space === null) return;
    const torch = space.symbol === "torch" ? decision.torch - space.count : decision.torch;
    const scroll = space.symbol === "scroll" ? decision.scroll - space.count : decision.scroll;
    advanceHero(draft, ctx, decision.player, hero);
    offerTempleAdvances(draft, ctx, { player: decision.player, torch, scroll, reason: decision.reason });
  },
};

/**
 * After a grotto's roll for temples: offers the rolled Torch and Scroll symbols to the player's
 * heroes on temple tracks.
 */
export const grottoRollTemples: RuleStep<{ kind: "grotto-roll-temples"; player: number }> = (draft, step, ctx) => {
  const symbols = draft.lastRoll?.symbols ?? [];
  offerTempleAdvances(draft, ctx, {
    player: step.player,
    torch: symbols.filter((s) => s === "torch").length,
    scroll: symbols.filter((s) => s === "scroll").length,
    reason: draft.lastRoll?.purpose ?? "roll",
  });
};
