/**
 * The 7 bright grotto effects (docs/sources.md, Translated player summary; the
 * printed wording is not public). Rulings in docs/rulings.md ("Grotto effects").
 *
 * @module
 */
import type { UseGrottoAction } from "../actions";
import { gainStat } from "../gains/gain";
import { damageGoblinAttackedBy } from "../goblins/damage-goblin";
import { advanceMagic } from "../magic/advance-magic";
import type { Route } from "../map/geometry";
import { bentOrthogonalRoutes, orthogonalRoutes } from "../map/orthogonal-routes";
import { moveHeroByEffect, travelRejection } from "../map/move-hero";
import { TravelView } from "../map/travel-view";
import { castleOf, isRegionRef, regionRefProblem, sameRegion } from "../map/regions";
import { advanceHero } from "../temples/advance-temples";
import type { GameState, RegionRef } from "../state";
import type { Rejection } from "../../core/protocol";
import type { RulesEnv } from "../game-types";
import { readTarget, type GrottoEffect } from "./grotto-effect";
import { grottoMovesAlong } from "./grotto-move-actions";
import { heroesAttackingGoblins, heroesOnTempleTracks, simpleEffect, targetedEffect } from "./effect-helpers";

function heroesAway(state: GameState, env: RulesEnv, seat: number): number {
  const player = state.players[seat];
  if (player === undefined) return 0;
  const home = castleOf(state.map.cells, player.color, env);
  return player.heroes.filter((hero) => !sameRegion(hero.at, home)).length;
}

const ORTHOGONAL_RANGE = 3;

/** Whether the game plays bent paths (`orthogonalGrottoMove: "path"`, the default) or straight lines only. */
const bentPathsOn = (state: GameState): boolean => state.config.rulings.orthogonalGrottoMove !== "line";

/** Whether `via` is a list of map cell indexes. */
const isCellList = (via: unknown, cells: number): via is readonly number[] =>
  Array.isArray(via) && via.length <= cells && via.every((c) => Number.isInteger(c) && c >= 0 && c < cells);

/**
 * The route a use names: without `via`, the straight line (row or column) to `to`'s card; with
 * `via`, the bent path through those cards, in order (a straight line is spelled without it).
 */
function namedRoute(state: GameState, from: number, to: RegionRef, via: unknown): Route | Rejection {
  if (via === undefined) {
    const line = orthogonalRoutes(state.map.cells, from, ORTHOGONAL_RANGE).find((r) => r.cell === to.cell);
    if (line !== undefined) return line;
    return bentPathsOn(state)
      ? {
          code: "UNREACHABLE",
          message:
            "The destination is not 1 to 3 cards away along a row or column: name the cards of a path that turns in `via`.",
        }
      : { code: "UNREACHABLE", message: "The destination is not 1 to 3 cards away along a row or column." };
  }
  if (!isCellList(via, state.map.cells.length))
    return { code: "MALFORMED_ACTION", message: "`via` must list the map cells passed through, in order." };
  if (!bentPathsOn(state))
    return {
      code: "MALFORMED_ACTION",
      message:
        'This game\'s orthogonal grotto move goes in a straight line (ruling orthogonalGrottoMove: "line"): it takes no `via`.',
    };
  const path = bentOrthogonalRoutes(state.map.cells, from, ORTHOGONAL_RANGE).find(
    (r) => r.cell === to.cell && r.through.length === via.length && r.through.every((c, i) => c === via[i]),
  );
  if (path !== undefined) return path;
  const straight = orthogonalRoutes(state.map.cells, from, ORTHOGONAL_RANGE).some(
    (r) => r.cell === to.cell && r.through.length === via.length && r.through.every((c, i) => c === via[i]),
  );
  return straight
    ? { code: "MALFORMED_ACTION", message: "A straight move is spelled without `via`." }
    : {
        code: "UNREACHABLE",
        message:
          "`via` is not a path of 1 to 3 orthogonal steps to the destination that turns, meeting each card once.",
      };
}

/**
 * Lists a hero's legal grotto moves along routes, in route order, left before right; `via` names
 * the cards of a bent route. The actions are the shared ones of `grottoMovesAlong`, so a listing
 * allocates nothing per move.
 */
function pushGrottoMoves(
  out: UseGrottoAction[],
  view: TravelView,
  player: number,
  target: number,
  routes: readonly Route[],
  withVia: boolean,
): void {
  view.pushTravels(player, target, routes, grottoMovesAlong(routes, player, target, withVia), out);
}

/**
 * Ruling (docs/rulings.md, "Grotto effects"): 1 to 3 orthogonal steps, turns allowed (a straight
 * line under `orthogonalGrottoMove: "line"`), with pass-through costs for the cards on the path.
 */
const moveOtherHero: GrottoEffect = {
  movesTarget: true,
  candidates: (state, decision, ctx) => {
    const out: UseGrottoAction[] = [];
    const heroes = state.players[decision.player]?.heroes ?? [];
    const view = new TravelView(state, ctx.env); // occupancy and goblins read once, not per destination
    const bent = bentPathsOn(state);
    for (let target = 0; target < heroes.length; target++) {
      if (target === decision.hero) continue;
      const from = (heroes[target] as (typeof heroes)[number]).at.cell;
      pushGrottoMoves(
        out,
        view,
        decision.player,
        target,
        orthogonalRoutes(state.map.cells, from, ORTHOGONAL_RANGE),
        false,
      );
      if (bent)
        pushGrottoMoves(
          out,
          view,
          decision.player,
          target,
          bentOrthogonalRoutes(state.map.cells, from, ORTHOGONAL_RANGE),
          true,
        );
    }
    return out;
  },
  check: (state, decision, action, ctx) => {
    const target = readTarget(state, decision, action, true, true);
    if (typeof target !== "number") return target;
    if (target === decision.hero)
      return { code: "GROTTO_TARGET", message: "This grotto moves one of your OTHER heroes." };
    const to = action.to;
    if (!isRegionRef(to)) {
      return { code: "MALFORMED_ACTION", message: `This grotto effect: ${regionRefProblem(to, "to")}` };
    }
    const from = state.players[decision.player]?.heroes[target]?.at.cell ?? -1;
    const route = namedRoute(state, from, to, action.via);
    if ("code" in route) return route;
    return travelRejection(state, ctx.env, decision.player, target, route, to);
  },
  apply: (draft, decision, action, ctx) => {
    const target = action.target as number;
    const to = action.to as NonNullable<UseGrottoAction["to"]>;
    const from = draft.players[decision.player]?.heroes[target]?.at.cell ?? -1;
    const route = namedRoute(draft, from, to, action.via);
    if ("code" in route) return;
    moveHeroByEffect(draft, ctx, decision.player, target, route, to, decision.effect);
  },
};

/**
 * The bright grotto effects, keyed by effect id.
 */
export const brightGrottoEffects: Readonly<Record<string, GrottoEffect>> = {
  "bright-health-per-hero-away": simpleEffect((draft, seat, ctx) => {
    gainStat(draft, ctx, seat, "health", 2 * heroesAway(draft, ctx.env, seat), "grotto");
  }),
  "bright-power-per-hero-away": simpleEffect((draft, seat, ctx) => {
    gainStat(draft, ctx, seat, "power", 2 * heroesAway(draft, ctx.env, seat), "grotto");
  }),
  "bright-magic-2": simpleEffect((draft, _seat, ctx) => advanceMagic(draft, ctx, 2, "grotto")),
  "bright-goblin-damage-1": targetedEffect(
    heroesAttackingGoblins,
    (draft, seat, target, ctx) => damageGoblinAttackedBy(draft, ctx, seat, target, 1),
    "That hero is not attacking a goblin.",
  ),
  "bright-move-other-hero-orthogonal-3": moveOtherHero,
  "bright-temple-advance-1": targetedEffect(
    heroesOnTempleTracks,
    (draft, seat, target, ctx) => advanceHero(draft, ctx, seat, target),
    "That hero is not on a temple track with a space ahead.",
  ),
  "bright-roll-for-temples": simpleEffect((draft, seat) => {
    draft.queue.unshift(
      { kind: "roll-dice", player: seat, purpose: "bright-roll-for-temples" },
      { kind: "grotto-roll-temples", player: seat },
    );
  }),
};
