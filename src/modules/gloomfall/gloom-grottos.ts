/**
 * GloomFall — Mushroom Grottos: "new abilities that add more chance and actions". The 7 gloom
 * effects (docs/sources.md, Translated player summary; the printed wording is not
 * public), as handlers in the same `grottoEffects` table as the bright ones. Rulings in
 * docs/rulings.md ("GloomFall").
 *
 * Rolls go through the base roll step (`roll-dice`, the state's RNG, or a chance point in
 * external-chance mode) and are read back from `state.lastRoll` by this module's follow-up steps
 * (`roll-steps.ts`). A hero moved by a grotto effect takes its destination's region action once the effect is done.
 *
 * @module
 */
import type { UseGrottoAction } from "../../rules/actions";
import type { GameDraft, RulesEnv } from "../../rules/game-types";
import { gainStat } from "../../rules/gains/gain";
import type { GrottoEffect } from "../../rules/grottos/grotto-effect";
import { readTarget } from "../../rules/grottos/grotto-effect";
import { directRoute } from "../../rules/map/geometry";
import { moveHeroByEffect } from "../../rules/map/move-hero";
import { occupancyRejection } from "../../rules/map/occupancy";
import { allRegions, isRegionRef, regionRefProblem, regionAt, sameRegion } from "../../rules/map/regions";
import type { GameState, RegionRef } from "../../rules/state";
import { advanceHero } from "../../rules/temples/advance-temples";
import {
  heroesAttackingGoblins,
  heroesOnTempleTracks,
  simpleEffect,
  targetedEffect,
} from "../../rules/grottos/effect-helpers";
import { footMoveOtherHeroes } from "./foot-move";
import type { GloomfallStep } from "./types";

/** The Power `gloom-spend-power-temple-2` costs. */
const TEMPLE_2_COST = 2;

/** Queues a roll of the adventure dice, then the step that reads it. */
function rollThen(draft: GameDraft, seat: number, purpose: string, then: GloomfallStep): void {
  draft.queue.unshift({ kind: "roll-dice", player: seat, purpose }, then);
}

/** The temple regions named by the Treasure quests in the row, in row order, without repeats. */
function treasureTemples(state: GameState, env: RulesEnv): RegionRef[] {
  const temples: string[] = [];
  for (const id of state.quests.row) {
    const quest = env.index.quests.get(id);
    if (quest?.kind === "treasure" && !temples.includes(quest.temple)) temples.push(quest.temple);
  }
  const out: RegionRef[] = [];
  for (const temple of temples) {
    for (const ref of allRegions(state.map.cells)) {
      const region = regionAt(state.map.cells, ref, env);
      if (region.kind === "temple" && region.temple === temple) out.push(ref);
    }
  }
  return out;
}

/**
 * Ruling: a placement, not a travel method: no cards moved through, no Power; occupancy holds, and
 * the hero must change map cards (Rulebook, Hero Movement: "A Hero cannot be moved to a Region on
 * the same Map Card").
 */
const moveToTreasureTemple: GrottoEffect = {
  movesTarget: true,
  candidates: (state, decision, ctx) => {
    const out: UseGrottoAction[] = [];
    const destinations = treasureTemples(state, ctx.env);
    state.players[decision.player]?.heroes.forEach((hero, target) => {
      if (target === decision.hero) return;
      for (const to of destinations) {
        if (hero.at.cell !== to.cell && occupancyRejection(state, ctx.env, decision.player, target, to) === null) {
          out.push({ type: "use-grotto", player: decision.player, target, to });
        }
      }
    });
    return out;
  },
  check: (state, decision, action, ctx) => {
    const target = readTarget(state, decision, action, true);
    if (typeof target !== "number") return target;
    if (target === decision.hero)
      return { code: "GROTTO_TARGET", message: "This grotto moves one of your OTHER heroes." };
    const to = action.to;
    if (!isRegionRef(to))
      return { code: "MALFORMED_ACTION", message: `This grotto effect: ${regionRefProblem(to, "to")}` };
    if (!treasureTemples(state, ctx.env).some((t) => sameRegion(t, to))) {
      return {
        code: "NOT_TREASURE_TEMPLE",
        message: "The destination must be the temple of a Treasure quest in the quest row.",
      };
    }
    const at = state.players[decision.player]?.heroes[target]?.at;
    if (at !== undefined && sameRegion(at, to))
      return { code: "ALREADY_THERE", message: "That hero already stands in this temple." };
    if (at !== undefined && at.cell === to.cell) {
      return {
        code: "SAME_CARD",
        message: "A hero must move to a different map card: this temple is on the card the hero stands on.",
      };
    }
    return occupancyRejection(state, ctx.env, decision.player, target, to);
  },
  apply: (draft, decision, action, ctx) => {
    const target = action.target as number;
    const to = action.to as RegionRef;
    moveHeroByEffect(draft, ctx, decision.player, target, directRoute(to.cell), to, decision.effect);
  },
};

/**
 * The gloom grotto effects, keyed by effect id (merged over the base table by the module).
 */
export const gloomGrottoEffects: Readonly<Record<string, GrottoEffect>> = {
  "gloom-foot-move-other-heroes": footMoveOtherHeroes,
  "gloom-power-then-roll": simpleEffect((draft, seat, ctx, effect) => {
    gainStat(draft, ctx, seat, "power", 1, effect);
    rollThen(draft, seat, effect, { kind: "gloomfall/roll-gain-power", player: seat });
  }),
  "gloom-move-to-treasure-temple": moveToTreasureTemple,
  "gloom-roll-for-magic": simpleEffect((draft, seat, _ctx, effect) => {
    rollThen(draft, seat, effect, { kind: "gloomfall/roll-for-magic", player: seat });
  }),
  "gloom-health-per-hero-inland": simpleEffect((draft, seat, ctx, effect) => {
    const inland = (draft.players[seat]?.heroes ?? []).filter(
      (hero) => draft.map.cells[hero.at.cell]?.coastIndex === null,
    ).length;
    gainStat(draft, ctx, seat, "health", 2 * inland, effect);
  }),
  "gloom-roll-for-attack": targetedEffect(
    (state, seat) => heroesAttackingGoblins(state, seat),
    (draft, seat, hero, _ctx, effect) =>
      rollThen(draft, seat, effect, { kind: "gloomfall/roll-for-attack", player: seat, hero }),
    () => ({ code: "GROTTO_TARGET", message: "That hero is not attacking a goblin." }),
  ),
  "gloom-spend-power-temple-2": targetedEffect(
    (state, seat, env) =>
      (state.players[seat]?.power ?? 0) >= TEMPLE_2_COST ? heroesOnTempleTracks(state, seat, env) : [],
    (draft, seat, hero, ctx, effect) => {
      const player = draft.players[seat];
      if (player === undefined) return;
      player.power -= TEMPLE_2_COST;
      ctx.emit({ type: "power-spent", player: seat, amount: TEMPLE_2_COST, reason: effect });
      advanceHero(draft, ctx, seat, hero);
      advanceHero(draft, ctx, seat, hero);
    },
    (state, seat) =>
      (state.players[seat]?.power ?? 0) < TEMPLE_2_COST
        ? { code: "NOT_ENOUGH_POWER", message: `This grotto costs ${TEMPLE_2_COST} Power.` }
        : { code: "GROTTO_TARGET", message: "That hero is not on a temple track with a space ahead." },
  ),
};
