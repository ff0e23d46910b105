/**
 * GloomFall — Mushroom Grottos, gloom effect 1 (docs/sources.md, Translated player summary): "move your two other
 * heroes by Foot". Each of the two heroes that are not on the grotto may make one Foot move (to a
 * region of one of the 8 neighbouring map cards), as a full move: occupancy is respected and a
 * goblin at a destination portal is pacified (Foot moves through no card, so no Power is paid).
 *
 * Ruling (docs/rulings.md, "GloomFall"): using the grotto names the FIRST hero and its destination
 * (`use-grotto` with `target` and `to`); then, if the other hero has a legal Foot move, the module
 * decision `gloomfall/foot-move` lets the player move it too or leave it (`gloomfall/foot-stay`).
 * Either hero may go first, so the player chooses the order; neither has to move.
 *
 * @module
 */
import type { Rejection } from "../../core/protocol";
import type { Action, UseGrottoAction } from "../../rules/actions";
import type {
  EffectMove,
  GameDraft,
  ModuleActionShape,
  RuleContext,
  RuleDecision,
  RulesEnv,
} from "../../rules/game-types";
import type { GrottoEffect } from "../../rules/grottos/grotto-effect";
import { readTarget } from "../../rules/grottos/grotto-effect";
import { routesFrom, type Route } from "../../rules/map/geometry";
import { moveHeroByEffect, travelRejection } from "../../rules/map/move-hero";
import { isRegionRef, regionRefProblem } from "../../rules/map/regions";
import { TravelView } from "../../rules/map/travel-view";
import type { GameState, RegionRef } from "../../rules/state";
import type { GloomfallFootMoveAction, GloomfallFootMoveDecision, GloomfallFootStayAction } from "./types";

/** The effect id this file implements. */
const EFFECT = "gloom-foot-move-other-heroes";

/**
 * The regions a hero may enter by one Foot move, in route order, left before right: the routes'
 * shared region references (the listed actions carry them, as the base's moves do; a move copies
 * its destination into the state), so listing allocates only the list.
 */
function footMoves(state: GameState, view: TravelView, seat: number, hero: number): RegionRef[] {
  const walker = state.players[seat]?.heroes[hero];
  if (walker === undefined) return [];
  const out: RegionRef[] = [];
  for (const route of routesFrom(state.map.cells, walker.at.cell, "foot")) {
    for (const to of route.regions) if (view.mayTravel(seat, hero, route, to)) out.push(to);
  }
  return out;
}

/** Whether a hero has a legal Foot move (as `footMoves`, stopping at the first). */
function hasFootMove(state: GameState, env: RulesEnv, seat: number, hero: number): boolean {
  const walker = state.players[seat]?.heroes[hero];
  if (walker === undefined) return false;
  const view = new TravelView(state, env);
  for (const route of routesFrom(state.map.cells, walker.at.cell, "foot")) {
    for (const to of route.regions) if (view.mayTravel(seat, hero, route, to)) return true;
  }
  return false;
}

/** Why a Foot move of `hero` to `to` is illegal (the destination's shape is unchecked input), or its route. */
function footRoute(state: GameState, env: RulesEnv, seat: number, hero: number, to: unknown): Route | Rejection {
  if (!isRegionRef(to)) return { code: "MALFORMED_ACTION", message: `A Foot move: ${regionRefProblem(to, "to")}` };
  const from = state.players[seat]?.heroes[hero]?.at.cell ?? -1;
  const route = routesFrom(state.map.cells, from, "foot").find((r) => r.cell === to.cell);
  if (route === undefined)
    return { code: "UNREACHABLE", message: "A Foot move goes to one of the 8 map cards around the hero." };
  return travelRejection(state, env, seat, hero, route, to) ?? route;
}

/** Moves a hero along a checked Foot route and records it as moved this turn. */
function walk(draft: GameDraft, ctx: RuleContext, seat: number, hero: number, to: RegionRef): void {
  const from = draft.players[seat]?.heroes[hero]?.at.cell ?? -1;
  const route = routesFrom(draft.map.cells, from, "foot").find((r) => r.cell === to.cell);
  if (route === undefined) return;
  moveHeroByEffect(draft, ctx, seat, hero, route, to, EFFECT);
}

/**
 * The effect handler: `use-grotto` with `target` (one of the two other heroes) and `to` (a region
 * on a neighbouring card) makes the first Foot move, then offers the other hero's.
 */
export const footMoveOtherHeroes: GrottoEffect = {
  movesTarget: true,
  candidates: (state, decision, ctx) => {
    const out: UseGrottoAction[] = [];
    const heroes = state.players[decision.player]?.heroes.length ?? 0;
    const view = new TravelView(state, ctx.env); // occupancy and goblins read once for both heroes
    for (let target = 0; target < heroes; target++) {
      if (target === decision.hero) continue;
      for (const to of footMoves(state, view, decision.player, target)) {
        out.push({ type: "use-grotto", player: decision.player, target, to });
      }
    }
    return out;
  },
  check: (state, decision, action, ctx) => {
    const target = readTarget(state, decision, action, true);
    if (typeof target !== "number") return target;
    if (target === decision.hero)
      return { code: "GROTTO_TARGET", message: "This grotto moves your two OTHER heroes, not the one on it." };
    const route = footRoute(state, ctx.env, decision.player, target, action.to);
    return "code" in route ? route : null;
  },
  apply: (draft, decision, action, ctx) => {
    const first = action.target as number;
    walk(draft, ctx, decision.player, first, action.to as RegionRef);
    const heroes = draft.players[decision.player]?.heroes ?? [];
    const second = heroes.findIndex((_, h) => h !== decision.hero && h !== first);
    if (second >= 0 && hasFootMove(draft, ctx.env, decision.player, second)) {
      const next: GloomfallFootMoveDecision = {
        kind: "gloomfall/foot-move",
        player: decision.player,
        hero: second,
        effect: decision.effect,
      };
      draft.decision = next;
    }
  },
};

/**
 * The `effectMoves` entry of the second hero's Foot move: `gloomfall/foot-move` moves `hero` to `to`.
 *
 * @param _state - the state
 * @param _decision - the pending decision
 * @param action - a foot-move or foot-stay action
 * @returns the moved hero and its destination, or null
 */
export function footMoveOf(
  _state: GameState,
  _decision: unknown,
  action: Action | ModuleActionShape,
): EffectMove | null {
  // Any action of the pending decision: its fields are read as unchecked input.
  const move: { readonly type: string; readonly hero?: unknown; readonly to?: unknown } = action;
  return move.type === "gloomfall/foot-move" && typeof move.hero === "number" && isRegionRef(move.to)
    ? { hero: move.hero, to: move.to }
    : null;
}

/** The actions answering the second hero's Foot move. */
type FootAction = GloomfallFootMoveAction | GloomfallFootStayAction;

/**
 * The handler of the second hero's optional Foot move.
 */
export const gloomfallFootMove: RuleDecision<GloomfallFootMoveDecision, FootAction> = {
  actionKeys: { "gloomfall/foot-move": ["hero", "to"], "gloomfall/foot-stay": [] },
  candidates: (state, decision, ctx) => {
    const out: FootAction[] = [];
    for (const to of footMoves(state, new TravelView(state, ctx.env), decision.player, decision.hero))
      out.push({ type: "gloomfall/foot-move", player: decision.player, hero: decision.hero, to });
    out.push({ type: "gloomfall/foot-stay", player: decision.player });
    return out;
  },
  // `footMoves` lists only the moves `check` accepts.
  generate: (state, decision, ctx) => gloomfallFootMove.candidates(state, decision, ctx),
  check: (state, decision, action, ctx) => {
    if (action.type === "gloomfall/foot-stay") return null;
    // Unchecked input: only its type and keys are checked before.
    const move: Partial<GloomfallFootMoveAction> = action;
    if (typeof move.hero !== "number" || !Number.isInteger(move.hero)) {
      return {
        code: "MALFORMED_ACTION",
        message: "gloomfall/foot-move needs `hero`, the index of the hero still to move.",
      };
    }
    if (move.hero !== decision.hero)
      return { code: "GROTTO_TARGET", message: `Only hero ${decision.hero} may still move by Foot.` };
    const route = footRoute(state, ctx.env, decision.player, decision.hero, move.to);
    return "code" in route ? route : null;
  },
  apply: (draft, decision, action, ctx) => {
    if (action.type === "gloomfall/foot-stay") return;
    walk(draft, ctx, decision.player, decision.hero, action.to);
  },
};
