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
import { orthogonalRoutes } from "../map/geometry";
import { moveHeroByEffect, travelRejection } from "../map/move-hero";
import { TravelView } from "../map/travel-view";
import { castleOf, isRegionRef, regionRefProblem, SIDES, sameRegion } from "../map/regions";
import { advanceHero } from "../temples/advance-temples";
import type { GameState } from "../state";
import type { RulesEnv } from "../game-types";
import { readTarget, type GrottoEffect } from "./grotto-effect";
import { heroesAttackingGoblins, heroesOnTempleTracks, simpleEffect, targetedEffect } from "./effect-helpers";

function heroesAway(state: GameState, env: RulesEnv, seat: number): number {
  const player = state.players[seat];
  if (player === undefined) return 0;
  const home = castleOf(state.map.cells, player.color, env);
  return player.heroes.filter((hero) => !sameRegion(hero.at, home)).length;
}





const ORTHOGONAL_RANGE = 3;

/** Ruling: a straight orthogonal line (row or column) up to 3 cards, with pass-through costs. */
const moveOtherHero: GrottoEffect = {
  movesTarget: true,
  candidates: (state, decision, ctx) => {
    const out: UseGrottoAction[] = [];
    const heroes = state.players[decision.player]?.heroes ?? [];
    const view = new TravelView(state, ctx.env); // occupancy and goblins read once, not per destination
    heroes.forEach((hero, target) => {
      if (target === decision.hero) return;
      for (const route of orthogonalRoutes(state.map.cells, hero.at.cell, ORTHOGONAL_RANGE)) {
        for (const side of SIDES) {
          const to = { cell: route.cell, side };
          if (view.mayTravel(decision.player, target, route, to)) {
            out.push({ type: "use-grotto", player: decision.player, target, to });
          }
        }
      }
    });
    return out;
  },
  check: (state, decision, action, ctx) => {
    const target = readTarget(state, decision, action, true);
    if (typeof target !== "number") return target;
    if (target === decision.hero) return { code: "GROTTO_TARGET", message: "This grotto moves one of your OTHER heroes." };
    const to = action.to;
    if (!isRegionRef(to)) {
      return { code: "MALFORMED_ACTION", message: `This grotto effect: ${regionRefProblem(to, "to")}` };
    }
    const from = state.players[decision.player]?.heroes[target]?.at.cell ?? -1;
    const route = orthogonalRoutes(state.map.cells, from, ORTHOGONAL_RANGE).find((r) => r.cell === to.cell);
    if (route === undefined) return { code: "UNREACHABLE", message: "The destination is not 1 to 3 cards away along a row or column." };
    return travelRejection(state, ctx.env, decision.player, target, route, to);
  },
  apply: (draft, decision, action, ctx) => {
    const target = action.target as number;
    const to = action.to as NonNullable<UseGrottoAction["to"]>;
    const from = draft.players[decision.player]?.heroes[target]?.at.cell ?? -1;
    const route = orthogonalRoutes(draft.map.cells, from, ORTHOGONAL_RANGE).find((r) => r.cell === to.cell);
    if (route === undefined) return;
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
