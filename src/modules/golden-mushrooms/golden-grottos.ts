/**
 * Golden Mushrooms rulebook, Using Mushrooms: a hero escorting a mushroom that arrives on a Golden
 * Grotto may use the mushroom to take the grotto's special action; the used mushroom goes to the
 * general supply.
 *
 * The printed actions are in no public source. The three actions here are the content's
 * PROVISIONAL ones (`content.goldenMushrooms.actions`), implemented by id in {@link goldenActions};
 * a content pack may point its Golden Grotto cards at other ids of this table.
 *
 * @module
 */
import { heroesAttackingGoblins, heroesOnTempleTracks } from "../../rules/grottos/effect-helpers";
import type { Rejection } from "../../core/protocol";
import type {
  BaseHooks,
  GameDraft,
  RuleContext,
  RuleDecision,
  RuleReadContext,
  RulesEnv,
} from "../../rules/game-types";
import { gainStat } from "../../rules/gains/gain";
import { damageGoblinAttackedBy } from "../../rules/goblins/damage-goblin";
import { advanceMagic } from "../../rules/magic/advance-magic";
import { regionAt } from "../../rules/map/regions";
import type { GameState, RegionRef } from "../../rules/state";
import { advanceHero } from "../../rules/temples/advance-temples";
import { nextSpace } from "../../rules/temples/temple-track";
import type { SkipGoldenGrottoAction, UseGoldenGrottoAction, UseGoldenGrottoDecision } from "./actions";
import { emitMushroomEvent, escortedBy, putMushroom } from "./state";

/**
 * One Golden Grotto action: its legal uses, their check, and the recipe.
 */
export interface GoldenAction {
  /** The legal uses now (empty when the action cannot be used). */
  candidates(state: GameState, decision: UseGoldenGrottoDecision, ctx: RuleReadContext): UseGoldenGrottoAction[];
  /** Why a use is illegal, or null. */
  check(
    state: GameState,
    decision: UseGoldenGrottoDecision,
    action: UseGoldenGrottoAction,
    ctx: RuleReadContext,
  ): Rejection | null;
  /** Applies a checked use (the mushroom has already gone to the supply). */
  apply(draft: GameDraft, decision: UseGoldenGrottoDecision, action: UseGoldenGrottoAction, ctx: RuleContext): void;
}

/** An action that acts on one of the player's heroes chosen among `eligible`. */
function targeted(
  eligible: (state: GameState, seat: number, ctx: RuleReadContext) => number[],
  apply: (draft: GameDraft, seat: number, target: number, ctx: RuleContext) => void,
  notEligible: string,
): GoldenAction {
  return {
    candidates: (state, d, ctx) =>
      eligible(state, d.player, ctx).map((target) => ({
        type: "golden-mushrooms/use-golden-grotto",
        player: d.player,
        target,
      })),
    check: (state, d, action, ctx) => {
      const target = action.target;
      if (typeof target !== "number" || !Number.isInteger(target)) {
        return {
          code: "MALFORMED_ACTION",
          message: "This Golden Grotto action needs `target`, the index of one of your heroes.",
        };
      }
      return eligible(state, d.player, ctx).includes(target) ? null : { code: "GROTTO_TARGET", message: notEligible };
    },
    apply: (draft, d, action, ctx) => apply(draft, d.player, action.target as number, ctx),
  };
}

const GOLDEN_LEAP = 2;
const GOLDEN_STRIKE = 2;
const GOLDEN_SURGE = 2;

/**
 * The Golden Grotto actions, keyed by action id. All three are PROVISIONAL (invented by this
 * project; the printed actions are unknown):
 *
 * - `golden-temple-leap`: one of your heroes advances 2 spaces on its temple track (whatever the
 *   spaces' symbols; reaching the last space by day completes the temple as usual);
 * - `golden-goblin-strike`: a hero of yours attacking a goblin (on its portal) deals it 2 damage;
 * - `golden-magic-surge`: the magic token advances 2 spaces and you gain 2 Power.
 */
export const goldenActions: Readonly<Record<string, GoldenAction>> = {
  "golden-temple-leap": targeted(
    (state, seat, ctx) => heroesOnTempleTracks(state, seat, ctx.env),
    (draft, seat, target, ctx) => {
      for (let i = 0; i < GOLDEN_LEAP; i++) {
        if (nextSpace(draft, ctx.env, seat, target) === null) break;
        advanceHero(draft, ctx, seat, target);
      }
    },
    "That hero is not on a temple track with a space ahead.",
  ),
  "golden-goblin-strike": targeted(
    (state, seat) => heroesAttackingGoblins(state, seat),
    (draft, seat, target, ctx) => damageGoblinAttackedBy(draft, ctx, seat, target, GOLDEN_STRIKE),
    "That hero is not attacking a goblin.",
  ),
  "golden-magic-surge": {
    candidates: (_state, d) => [{ type: "golden-mushrooms/use-golden-grotto", player: d.player }],
    check: (_state, _d, action) =>
      action.target === undefined
        ? null
        : { code: "MALFORMED_ACTION", message: "This Golden Grotto action takes no `target`." },
    apply: (draft, d, _action, ctx) => {
      advanceMagic(draft, ctx, GOLDEN_SURGE, "golden-magic-surge");
      gainStat(draft, ctx, d.player, "power", GOLDEN_SURGE, "golden-magic-surge");
    },
  },
};

/**
 * The action of the Golden Grotto a hero arriving at `at` reaches: its own region's, or (ruling
 * `goldenGrottoArrival: "card"`) the other region's of its map card; null off a Golden Grotto card.
 *
 * @param state - the state
 * @param env - the rules environment
 * @param at - where the hero arrives
 * @returns the Golden Grotto action id, or null
 */
export function goldenActionAt(state: GameState, env: RulesEnv, at: RegionRef): string | null {
  const region = regionAt(state.map.cells, at, env);
  if (region.kind === "golden-grotto") return region.action;
  if (state.config.rulings["goldenGrottoArrival"] !== "card") return null;
  const other = regionAt(state.map.cells, { cell: at.cell, side: at.side === "left" ? "right" : "left" }, env);
  return other.kind === "golden-grotto" ? other.action : null;
}

/**
 * The Golden Grotto arrival: a hero escorting a mushroom that moves onto a Golden Grotto Map Card
 * (either region, by default; only the grotto region under the `goldenGrottoArrival: "region"`
 * ruling) is offered its action, when the action has a legal use (an action that cannot be used is
 * not asked).
 */
export const goldenArrival: NonNullable<BaseHooks["arrival"]["golden-grotto"]> = (draft, ctx, seat, hero) => {
  const at = draft.players[seat]?.heroes[hero]?.at;
  if (at === undefined || escortedBy(draft, seat, hero) < 0) return;
  const actionId = goldenActionAt(draft, ctx.env, at);
  if (actionId === null) return;
  const handler = goldenActions[actionId];
  if (handler === undefined) return;
  const decision: UseGoldenGrottoDecision = {
    kind: "golden-mushrooms/use-golden-grotto",
    player: seat,
    hero,
    action: actionId,
  };
  const usable = handler
    .candidates(draft, decision, ctx)
    .some((use) => handler.check(draft, decision, use, ctx) === null);
  if (usable) draft.decision = decision;
};

/** The region kinds a Golden Grotto card's other region may have. */
const OTHER_KINDS = ["castle", "obelisk", "temple", "grotto", "portal"] as const;

/**
 * The arrival table with the Golden Grotto added: on its own region, and after the arrival effect of
 * any other region of a Golden Grotto card (when that effect asked nothing; Rulebook, Using
 * Mushrooms: "moves onto a Golden Grotto Map Card").
 *
 * @param base - the arrival table to extend
 * @returns the extended table
 */
export function withGoldenArrival(base: BaseHooks["arrival"]): BaseHooks["arrival"] {
  const out: Partial<Record<string, NonNullable<BaseHooks["arrival"]["golden-grotto"]>>> = {
    ...base,
    "golden-grotto": goldenArrival,
  };
  for (const kind of OTHER_KINDS) {
    const previous = base[kind];
    out[kind] = (draft, ctx, seat, hero) => {
      previous?.(draft, ctx, seat, hero);
      if (draft.decision === null) goldenArrival(draft, ctx, seat, hero);
    };
  }
  return out;
}

/**
 * The handler of the use-it-or-not Golden Grotto decision.
 */
export const useGoldenGrotto: RuleDecision<UseGoldenGrottoDecision, UseGoldenGrottoAction | SkipGoldenGrottoAction> = {
  actionKeys: { "golden-mushrooms/use-golden-grotto": ["target"], "golden-mushrooms/skip-golden-grotto": [] },
  candidates: (state, decision, ctx) => [
    ...(goldenActions[decision.action]?.candidates(state, decision, ctx) ?? []),
    { type: "golden-mushrooms/skip-golden-grotto", player: decision.player },
  ],
  check: (state, decision, action, ctx) => {
    if (action.type === "golden-mushrooms/skip-golden-grotto") return null;
    const handler = goldenActions[decision.action];
    if (handler === undefined)
      return { code: "UNKNOWN_EFFECT", message: `No rule is defined for Golden Grotto action "${decision.action}".` };
    return handler.check(state, decision, action, ctx);
  },
  apply: (draft, decision, action, ctx) => {
    if (action.type === "golden-mushrooms/skip-golden-grotto") {
      emitMushroomEvent(ctx, {
        type: "golden-mushrooms/golden-grotto-skipped",
        player: decision.player,
        hero: decision.hero,
        action: decision.action,
      });
      return;
    }
    const escort = escortedBy(draft, decision.player, decision.hero);
    if (escort >= 0) {
      putMushroom(draft, escort, { where: "supply" });
      const target = action.target ?? null;
      emitMushroomEvent(ctx, {
        type: "golden-mushrooms/golden-grotto-used",
        mushroom: escort,
        player: decision.player,
        hero: decision.hero,
        action: decision.action,
        target,
      });
    }
    goldenActions[decision.action]?.apply(draft, decision, action, ctx);
  },
};
