/**
 * Rulebook, Resting and Learning Spells: a player who rests by choice stops adventuring; their
 * heroes on portals, obelisks and the last space of a temple track go home (the others stay). A
 * hero on a last space completes its temple (the treasure quest goes to the first to rest there,
 * several quests may be taken at Night); a hero on an obelisk lets the player learn its spell if the
 * magic level reaches it (the Staff may pay Power for extra magic spaces). Each returned hero gives
 * 1 Health or 1 Power.
 *
 * Ruling (docs/rulings.md, "Learning with several obelisks"): the highest spell the player can
 * learn is learned (a higher spell level is never worse).
 *
 * @module
 */
import type { SkipStaffAction, UseStaffAction } from "../actions";
import type { UseStaffDecision } from "../decisions";
import type { GameDraft, RuleContext, RuleDecision, RuleStep, RulesEnv } from "../game-types";
import { gainStat } from "../gains/gain";
import { magicLevel } from "../magic/magic-level";
import type { GameState } from "../state";
import { returnHome } from "../temples/complete-temple";
import { nightRegionAt } from "./night-regions";
import { withdrawAttacks } from "./withdraw-attacks";
import { holdsAbility } from "../items/abilities";

function bestSpell(
  state: GameState,
  env: RulesEnv,
  seat: number,
  spells: readonly string[],
  extraSpaces: number,
): { id: string; level: number } | null {
  const current = state.players[seat]?.spellLevel ?? 0;
  const reach = magicLevel(state, env, extraSpaces).learnUpTo;
  let best: { id: string; level: number } | null = null;
  for (const id of spells) {
    const level = env.index.spells.get(id)?.level ?? 0;
    if (level > current && level - current <= reach && (best === null || level > best.level)) best = { id, level };
  }
  return best;
}

function staffNeed(
  state: GameState,
  env: RulesEnv,
  seat: number,
  spells: readonly string[],
  staffSpell: string | null,
): number | null {
  if (staffSpell === null) return null;
  const without = bestSpell(state, env, seat, spells, 0);
  const target = env.index.spells.get(staffSpell)?.level ?? 0;
  if (without !== null && without.level >= target) return null;
  const power = state.players[seat]?.power ?? 0;
  const last = env.hooks.magicTrack(env.content).spaces.length - 1;
  for (let k = 1; k <= Math.min(power, last - state.magicSpace); k++) {
    if (bestSpell(state, env, seat, [staffSpell], k) !== null) return k;
  }
  return null;
}

/**
 * Resolves a player's heroes when they rest by choice.
 */
export const restHeroes: RuleStep<{ kind: "rest-heroes"; player: number }> = (draft, step, ctx) => {
  const seat = step.player;
  const player = draft.players[seat];
  if (player === undefined || draft.night === null) return;
  draft.night.adventuring[seat] = false;
  ctx.emit({ type: "rested", player: seat });
  withdrawAttacks(draft, ctx, seat);
  const spells: string[] = [];
  let staffSpell: string | null = null;
  const completed: string[] = [];
  const returned: number[] = [];
  const heroes = player.heroes;
  for (let h = 0; h < heroes.length; h++) {
    const hero = heroes[h] as (typeof heroes)[number];
    // One region lookup per hero serves the obelisk, portal and temple tests.
    const region = nightRegionAt(draft.map.cells, hero.at, ctx.env);
    const onLastSpace = region.track !== null && hero.templeSpace >= region.track.length;
    if (region.spell !== null) {
      spells.push(region.spell);
      if (holdsAbility(hero.items, ctx.env, "staff")) staffSpell = region.spell;
    }
    if (onLastSpace && region.temple !== null) completed.push(region.temple);
    if (region.sendsHome || onLastSpace) {
      returnHome(draft, ctx, seat, h, "rested");
      returned.push(h);
    }
  }
  for (const temple of completed) ctx.emit({ type: "temple-completed", player: seat, temple });
  const need = staffNeed(draft, ctx.env, seat, spells, staffSpell);
  queueRestSteps(draft, seat, completed, returned.length);
  restBonuses(draft, ctx, seat, returned);
  if (need !== null && staffSpell !== null)
    draft.decision = { kind: "use-staff", player: seat, power: need, spells, staffSpell };
  else learnBest(draft, ctx, seat, spells, 0);
};

/**
 * Queues, before the rest of the queue, each completed temple's step, the legendary advance when
 * any was completed, and one "1 Health OR 1 Power" per returned hero.
 */
function queueRestSteps(draft: GameDraft, seat: number, completed: readonly string[], returned: number): void {
  const steps: GameDraft["queue"][number][] = [];
  for (const temple of completed) steps.push({ kind: "complete-temple", player: seat, temple, byDay: false });
  if (completed.length > 0) steps.push({ kind: "advance-legendary", player: seat, temples: completed });
  for (let i = 0; i < returned; i++) steps.push({ kind: "offer-gain", player: seat, reason: "rest" });
  if (steps.length > 0) draft.queue.unshift(...steps);
}

function restBonuses(draft: GameDraft, ctx: RuleContext, seat: number, returned: readonly number[]): void {
  for (const h of returned) {
    for (const id of draft.players[seat]?.heroes[h]?.items ?? []) {
      const ability = ctx.env.index.items.get(id)?.ability;
      if (ability?.type === "rest-bonus") gainStat(draft, ctx, seat, ability.stat, ability.amount, "item");
    }
  }
}

function learnBest(
  draft: GameDraft,
  ctx: RuleContext,
  seat: number,
  spells: readonly string[],
  extraSpaces: number,
): void {
  learn(draft, ctx, seat, bestSpell(draft, ctx.env, seat, spells, extraSpaces));
}

function learn(draft: GameDraft, ctx: RuleContext, seat: number, best: { id: string; level: number } | null): void {
  const player = draft.players[seat];
  if (best === null || player === undefined) return;
  player.spellLevel = best.level;
  ctx.emit({ type: "spell-learned", player: seat, spell: best.id, spellLevel: best.level });
}

/**
 * The handler of the Staff choice on resting.
 */
export const useStaff: RuleDecision<UseStaffDecision> = {
  actionKeys: { "use-staff": [], "skip-staff": [] },
  candidates: (_state, decision) => [
    { type: "use-staff", player: decision.player } satisfies UseStaffAction,
    { type: "skip-staff", player: decision.player } satisfies SkipStaffAction,
  ],
  check: () => null,
  apply: (draft, decision, action, ctx) => {
    const player = draft.players[decision.player];
    if (player === undefined) return;
    if (action.type === "use-staff") {
      player.power -= decision.power;
      ctx.emit({ type: "power-spent", player: decision.player, amount: decision.power, reason: "staff" });
      // The extra spaces count only for the spell the Staff hero stands on (Legendary Item Clarification).
      const plain = bestSpell(draft, ctx.env, decision.player, decision.spells, 0);
      const staffed = bestSpell(draft, ctx.env, decision.player, [decision.staffSpell], decision.power);
      learn(
        draft,
        ctx,
        decision.player,
        staffed !== null && (plain === null || staffed.level > plain.level) ? staffed : plain,
      );
    } else {
      learnBest(draft, ctx, decision.player, decision.spells, 0);
    }
  },
};
