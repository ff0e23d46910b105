/**
 * Rulebook, Take Damage, Defending Damage and Becoming Exhausted: each damaging symbol is dealt on
 * its own, clockwise from the roller among adventuring players (wrapping); its recipient may cancel
 * all of its damage with 2 Power (1 with the Shield). A player at 0 Health is exhausted: they rest
 * at once, all their heroes go home, Health becomes 6 and Power 3, and they lose a spell level.
 *
 * @module
 */
import { STARTING_HEALTH, STARTING_POWER } from "../constants";
import type { DefendDecision } from "../decisions";
import type { GameDraft, RuleContext, RuleDecision, RuleStep } from "../game-types";
import { returnHome } from "../temples/complete-temple";
import { amountAt, magicLevel } from "../magic/magic-level";
import { nextAdventurer } from "./night-flow";
import { withdrawAttacks } from "./withdraw-attacks";
import { readView } from "../state/state-shape";
import type { GameState } from "../state";
import type { RulesEnv } from "../game-types";
import { holdsAbility } from "../items/abilities";
import { seatAction } from "../seat-actions";

/**
 * The Power it costs a player to defend one symbol: 2, or 1 if one of their heroes holds the Shield.
 *
 * @param state - the state
 * @param env - the rules environment
 * @param seat - the player
 * @returns 1 or 2
 */
export function defendCost(state: GameState, env: RulesEnv, seat: number): number {
  const heroes = state.players[seat]?.heroes ?? [];
  const shield = heroes.some((hero) => holdsAbility(hero.items, env, "shield"));
  return shield ? 1 : 2;
}

/**
 * Makes a player exhausted: no longer adventuring, every hero home (progress and goblin damage
 * lost), Health 6, Power 3, one spell level lost. Goblins already defeated are kept.
 *
 * @param draft - the state being changed
 * @param ctx - the transition context
 * @param seat - the player
 */
export function exhaust(draft: GameDraft, ctx: RuleContext, seat: number): void {
  const player = draft.players[seat];
  const night = draft.night;
  if (player === undefined || night === null) return;
  night.adventuring[seat] = false;
  ctx.emit({ type: "exhausted", player: seat });
  withdrawAttacks(draft, ctx, seat);
  player.heroes.forEach((_, h) => returnHome(draft, ctx, seat, h, "exhausted"));
  player.health = STARTING_HEALTH;
  player.power = STARTING_POWER;
  if (player.spellLevel > 0) {
    player.spellLevel -= 1;
    ctx.emit({ type: "spell-level-lost", player: seat, spellLevel: player.spellLevel });
  }
}

function suffer(draft: GameDraft, ctx: RuleContext, seat: number, amount: number, roller?: number): void {
  const player = draft.players[seat];
  if (player === undefined) return;
  player.health = Math.max(0, player.health - amount);
  ctx.emit({
    type: "damage-taken",
    player: seat,
    amount,
    health: player.health,
    ...(roller === undefined ? {} : { roller }),
  });
  if (player.health === 0) exhaust(draft, ctx, seat);
}

/**
 * Deals one damaging symbol to the next adventuring player and queues the rest.
 */
export const dealDamage: RuleStep<{
  kind: "deal-damage";
  roller: number;
  source: "take-damage" | "conjure-magic";
  index: number;
  next: number;
  remaining: number;
}> = (draft, step, ctx) => {
  if (step.remaining <= 0) return;
  const recipient = nextAdventurer(draft, step.next);
  if (recipient === null) return;
  const level = magicLevel(draft, ctx.env);
  const amounts = step.source === "take-damage" ? level.takeDamage : level.conjureMagic.damage;
  const amount = amountAt(amounts, step.index);
  if (step.remaining > 1) {
    // A literal, not a spread of `step`: a spread of a frozen step gets a hidden class of its own.
    draft.queue.unshift({
      kind: "deal-damage",
      roller: step.roller,
      source: step.source,
      index: step.index + 1,
      next: (recipient + 1) % draft.config.players,
      remaining: step.remaining - 1,
    });
  }
  if (amount <= 0) return;
  const view = readView(draft);
  const cost = defendCost(view, ctx.env, recipient);
  if ((view.players[recipient]?.power ?? 0) >= cost) {
    draft.decision = { kind: "defend", player: recipient, amount, cost };
  } else {
    suffer(draft, ctx, recipient, amount, step.roller);
  }
};

/**
 * The handler of defending (or not) one damaging symbol.
 */
export const defend: RuleDecision<DefendDecision> = {
  actionKeys: { defend: [], "take-damage": [] },
  candidates: (_state, decision) => [seatAction("defend", decision.player), seatAction("take-damage", decision.player)],
  check: () => null,
  apply: (draft, decision, action, ctx) => {
    const player = draft.players[decision.player];
    if (player === undefined) return;
    if (action.type === "defend") {
      player.power -= decision.cost;
      ctx.emit({ type: "power-spent", player: decision.player, amount: decision.cost, reason: "defend" });
      ctx.emit({ type: "damage-defended", player: decision.player, amount: decision.amount });
    } else {
      suffer(draft, ctx, decision.player, decision.amount);
    }
  },
};
