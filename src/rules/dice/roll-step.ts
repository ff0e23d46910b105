/**
 * The roll of the adventure dice as a step. In seeded mode the dice are drawn from the state's RNG;
 * in external-chance mode the roll stops at a chance point and the next action (`roll-outcome`)
 * supplies the symbols. Either way the result is stored in `state.lastRoll` for the steps queued
 * after the roll.
 *
 * @module
 */
import type { DieSymbol } from "../../content/types";
import type { RollOutcomeAction } from "../actions";
import type { ChanceDecision } from "../decisions";
import type { BaseHooks, GameDraft, RuleContext, RuleDecision, RuleStep, RulesEnv } from "../game-types";
import { rollOutcomes } from "../chance/roll-outcomes";
import { rollDice } from "./roll-dice";

function storeRoll(
  draft: GameDraft,
  ctx: RuleContext,
  player: number,
  purpose: string,
  symbols: readonly DieSymbol[],
): void {
  draft.lastRoll = { player, purpose, symbols: [...symbols] };
  ctx.emit({ type: "dice-rolled", player, symbols: [...symbols], purpose });
}

/**
 * Rolls the dice, or opens a chance point in external-chance mode.
 */
export const rollDiceStep: RuleStep<{ kind: "roll-dice"; player: number; purpose: string }> = (draft, step, ctx) => {
  if (draft.config.chance === "external") {
    draft.lastRoll = { player: step.player, purpose: step.purpose, symbols: [] };
    draft.decision = { kind: "chance", player: "chance", dice: ctx.env.content.dice.count, purpose: step.purpose };
    ctx.emit({ type: "roll-pending", player: step.player, dice: ctx.env.content.dice.count, purpose: step.purpose });
    return;
  }
  storeRoll(draft, ctx, step.player, step.purpose, rollDice(ctx));
};

/**
 * The dice a chance point rolls: always the content's count, the only value `rollDiceStep` writes.
 * A state that says otherwise is corrupt (and a large count would take unbounded time and memory
 * to enumerate).
 */
function diceOf(decision: ChanceDecision, env: RulesEnv): number {
  const count = env.content.dice.count;
  if (decision.dice !== count)
    throw new RangeError(`The chance point rolls ${String(decision.dice)} dice; the content's roll has ${count}.`);
  return count;
}

function isOutcome(symbols: unknown, dice: number, faces: readonly DieSymbol[]): symbols is DieSymbol[] {
  return Array.isArray(symbols) && symbols.length === dice && symbols.every((s) => faces.includes(s as DieSymbol));
}

/**
 * The handler of a chance point: any multiset of die faces of the right size is a legal outcome;
 * `legalActions` lists each multiset once (in canonical face order).
 */
export const chanceRoll: RuleDecision<ChanceDecision> = {
  actionKeys: { "roll-outcome": ["symbols"] },
  candidates: (_state, decision, ctx) =>
    rollOutcomes(ctx.env.content.dice.faces, diceOf(decision, ctx.env)).map((o): RollOutcomeAction => ({
      type: "roll-outcome",
      player: "chance",
      symbols: o.symbols,
    })),
  check: (_state, decision, action, ctx) => {
    const symbols = (action as Partial<RollOutcomeAction>).symbols;
    return isOutcome(symbols, diceOf(decision, ctx.env), ctx.env.content.dice.faces)
      ? null
      : { code: "MALFORMED_ACTION", message: `roll-outcome needs \`symbols\`: ${decision.dice} die faces.` };
  },
  apply: (draft, decision, action, ctx) => {
    const roller = draft.lastRoll?.player ?? 0;
    storeRoll(draft, ctx, roller, decision.purpose, (action as RollOutcomeAction).symbols);
  },
};

/**
 * The outcomes of a roll of the adventure dice at a chance point (the default `chanceOutcomes`
 * entry for `"chance"` decisions): every multiset of faces with its probability.
 */
export const diceChanceOutcomes: BaseHooks["chanceOutcomes"][string] = (_state, decision, env) =>
  decision.kind !== "chance"
    ? []
    : rollOutcomes(env.content.dice.faces, diceOf(decision, env)).map((o) => ({
        action: { type: "roll-outcome", player: "chance", symbols: o.symbols } satisfies RollOutcomeAction,
        probability: o.probability,
      }));
