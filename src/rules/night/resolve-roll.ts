/**
 * Rulebook, Night Phase (the order of the dice actions) and Adventure Dice Actions: a roll resolves
 * Take Damage first, then Gain Power, then Conjure Magic (damage on the last magic space), then every
 * adventuring player, clockwise from the roller, uses the Torch, Scroll and Attack symbols; then the
 * dice pass on.
 *
 * @module
 */
import { peekLastRoll } from "../state/peek-state";
import { countSymbol } from "../dice/roll-dice";
import type { RuleStep } from "../game-types";
import { gainStat } from "../gains/gain";
import { advanceMagic } from "../magic/advance-magic";
import { amountAt, magicLevel, onLastMagicSpace } from "../magic/magic-level";
import { nextAdventurer } from "./night-flow";

/**
 * Queues the resolution of an adventure roll, in the rulebook's order.
 */
export const resolveAdventureRoll: RuleStep<{ kind: "resolve-adventure-roll"; player: number }> = (draft, step) => {
  const symbols = peekLastRoll(draft)?.symbols ?? [];
  const player = step.player;
  draft.queue.unshift(
    {
      kind: "deal-damage",
      roller: player,
      source: "take-damage",
      index: 0,
      next: player,
      remaining: countSymbol(symbols, "take-damage"),
    },
    { kind: "roll-gain-power", player },
    { kind: "roll-conjure-magic", player },
    { kind: "open-spend-windows", player },
    { kind: "pass-dice", from: player },
  );
};

/**
 * Gain Power: one symbol at a time, clockwise from the roller among adventuring players, each worth
 * what the magic level gives (capped at each player's maximum).
 */
export const rollGainPower: RuleStep<{ kind: "roll-gain-power"; player: number }> = (draft, step, ctx) => {
  const count = countSymbol(peekLastRoll(draft)?.symbols ?? [], "gain-power");
  const amounts = magicLevel(draft, ctx.env).gainPower;
  let next = step.player;
  for (let i = 0; i < count; i++) {
    const seat = nextAdventurer(draft, next);
    if (seat === null) return;
    const amount = amountAt(amounts, i);
    if (amount > 0) gainStat(draft, ctx, seat, "power", amount, "gain-power");
    next = (seat + 1) % draft.config.players;
  }
};

/**
 * Conjure Magic: each symbol advances the magic token one space; on the last space (or wherever the
 * level says it no longer advances) it deals damage instead, dealt like Take Damage from the roller.
 */
export const rollConjureMagic: RuleStep<{ kind: "roll-conjure-magic"; player: number }> = (draft, step, ctx) => {
  const count = countSymbol(peekLastRoll(draft)?.symbols ?? [], "conjure-magic");
  let damaging = 0;
  for (let i = 0; i < count; i++) {
    if (magicLevel(draft, ctx.env).conjureMagic.advances && !onLastMagicSpace(draft, ctx.env))
      advanceMagic(draft, ctx, 1, "conjure-magic");
    else damaging += 1;
  }
  if (damaging > 0) {
    draft.queue.unshift({
      kind: "deal-damage",
      roller: step.player,
      source: "conjure-magic",
      index: 0,
      next: step.player,
      remaining: damaging,
    });
  }
};

/**
 * Queues a spending window for every player still adventuring, clockwise from the roller.
 */
export const openSpendWindows: RuleStep<{ kind: "open-spend-windows"; player: number }> = (draft, step) => {
  const n = draft.config.players;
  const windows = [];
  for (let k = 0; k < n; k++) windows.push({ kind: "spend-window" as const, player: (step.player + k) % n });
  draft.queue.unshift(...windows);
};
