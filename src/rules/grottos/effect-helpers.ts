/**
 * Building blocks shared by grotto-like effects (the bright and gloom grottos, the Golden Grottos):
 * an effect with no choice, an effect aimed at one of the player's heroes, and the usual targets.
 *
 * @module
 */
import type { Rejection } from "../../core/protocol";
import type { UseGrottoAction } from "../actions";
import type { GameDraft, RuleContext, RulesEnv } from "../game-types";
import { sameRegion } from "../map/regions";
import type { GameState } from "../state";
import { nextSpace } from "../temples/temple-track";
import { noParams, readTarget, type GrottoEffect } from "./grotto-effect";

/**
 * An effect with no choice to make: one use action, no parameters.
 *
 * @param apply - the effect, given the player's seat and the effect id
 * @returns the effect handler
 */
export function simpleEffect(
  apply: (draft: GameDraft, seat: number, ctx: RuleContext, effect: string) => void,
): GrottoEffect {
  return {
    candidates: (_state, decision) => [{ type: "use-grotto", player: decision.player }],
    check: (_state, _decision, action) => noParams(action),
    apply: (draft, decision, _action, ctx) => apply(draft, decision.player, ctx, decision.effect),
  };
}

/**
 * An effect aimed at one of the player's heroes (`target`), chosen among `eligible`.
 *
 * @param eligible - the heroes the effect may target now
 * @param apply - the effect on the chosen hero
 * @param notEligible - the message (code `GROTTO_TARGET`), or a function giving the rejection
 * @returns the effect handler
 */
export function targetedEffect(
  eligible: (state: GameState, seat: number, env: RulesEnv) => number[],
  apply: (draft: GameDraft, seat: number, target: number, ctx: RuleContext, effect: string) => void,
  notEligible: string | ((state: GameState, seat: number, target: number) => Rejection),
): GrottoEffect {
  return {
    candidates: (state, decision, ctx) =>
      eligible(state, decision.player, ctx.env).map((target): UseGrottoAction => ({
        type: "use-grotto",
        player: decision.player,
        target,
      })),
    check: (state, decision, action, ctx) => {
      const target = readTarget(state, decision, action, false);
      if (typeof target !== "number") return target;
      if (eligible(state, decision.player, ctx.env).includes(target)) return null;
      return typeof notEligible === "string"
        ? { code: "GROTTO_TARGET", message: notEligible }
        : notEligible(state, decision.player, target);
    },
    apply: (draft, decision, action, ctx) =>
      apply(draft, decision.player, action.target as number, ctx, decision.effect),
  };
}

/**
 * The heroes of a player standing on a portal that holds a goblin (they are attacking it).
 *
 * @param state - the state
 * @param seat - the player
 * @returns hero indices
 */
export function heroesAttackingGoblins(state: GameState, seat: number): number[] {
  const heroes = state.players[seat]?.heroes ?? [];
  return heroes.flatMap((hero, h) =>
    state.goblins.portals.some((p) => p.goblin !== null && sameRegion(p.at, hero.at)) ? [h] : [],
  );
}

/**
 * The heroes of a player on a temple track with a space ahead.
 *
 * @param state - the state
 * @param seat - the player
 * @param env - the rules environment
 * @returns hero indices
 */
export function heroesOnTempleTracks(state: GameState, seat: number, env: RulesEnv): number[] {
  const heroes = state.players[seat]?.heroes ?? [];
  return heroes.flatMap((_, h) => (nextSpace(state, env, seat, h) !== null ? [h] : []));
}
