/**
 * Golden Mushrooms rulebook, Abandoning ("At any time when your Hero moves, it may abandon a
 * Mushroom"), Abandoned mushrooms ("may be picked up ... by any Hero that moves into that region"),
 * Stealing and Escorting: the mushroom choices of a hero moved by an effect (a grotto's move, a
 * GloomFall Foot move), as a movement-card move has them (docs/rulings.md, "Heroes moved by a grotto
 * effect"). Every decision the base's `effectMoves` hook lists is wrapped: its moving actions may
 * carry a `mushroom` choice, checked and applied around the wrapped handler exactly as in
 * `move.ts`. Under the `grottoMoveMushroom: "none"` ruling, such moves make no choice.
 *
 * @module
 */
import { legalOf } from "../../core/runner";
import type { Action, UseGrottoAction } from "../../rules/actions";
import type { Decision } from "../../rules/decisions";
import type { BaseHooks, ModuleActionShape, RuleDecision } from "../../rules/game-types";
import type { GameState } from "../../rules/state";
import type { GloomfallFootMoveAction } from "../gloomfall/types";
import type {
  GoldenMushroomsAction,
  MushroomChoice,
  MushroomFootMoveAction,
  MushroomGrottoMoveAction,
} from "./actions";
import { heroMayChoose, MoveChoices, MUSHROOM_CHOICES, mushroomRejection } from "./move-choices";
import { setOff } from "./move";
import { pickUpOnArrival } from "./pick-up";
import { abandonedIn } from "./state";

type MoveOf = BaseHooks["effectMoves"][string];

/** An action of a wrapped decision: a base one, a module's, or a move with its mushroom choice. */
type EffectAction = Action | ModuleActionShape | GoldenMushroomsAction | GloomfallFootMoveAction;

const choicesOn = (state: GameState): boolean => state.config.rulings.grottoMoveMushroom !== "none";

/** The action's own `mushroom` field (undefined when absent). */
const choiceOf = (action: EffectAction): unknown =>
  Object.hasOwn(action, "mushroom") ? (action as { mushroom?: unknown }).mushroom : undefined;

// The two functions below spell the moves the rules list (`use-grotto` and GloomFall's
// `gloomfall/foot-move`) as literals, with their fields in the order the rules build them: a spread
// makes a new V8 map for each source shape (it caused late deoptimization storms in long runs) and
// rest destructuring is a slow generic copy. Any other action goes through the generic forms.

/** The action without its `mushroom` field, as the wrapped handler knows it (which reads only its fields' values). */
function withoutChoice(action: EffectAction): EffectAction {
  const type = action.type as string;
  const use = action as Partial<MushroomGrottoMoveAction>;
  if (type === "use-grotto" && use.target !== undefined && use.to !== undefined) {
    const player = use.player as number;
    return use.via === undefined
      ? { type: "use-grotto", player, target: use.target, to: use.to }
      : { type: "use-grotto", player, target: use.target, to: use.to, via: use.via };
  }
  const foot = action as Partial<MushroomFootMoveAction>;
  if (type === "gloomfall/foot-move" && foot.hero !== undefined && foot.to !== undefined) {
    return { type: "gloomfall/foot-move", player: foot.player as number, hero: foot.hero, to: foot.to };
  }
  const { mushroom: _omit, ...rest } = action as EffectAction & { mushroom?: unknown };
  return rest;
}

/** `{ ...action, mushroom: choice }` for a listed move (the same fields in the same order). */
function withChoice(action: EffectAction, choice: MushroomChoice): EffectAction {
  const type = action.type as string;
  const use = action as UseGrottoAction;
  if (type === "use-grotto" && use.target !== undefined && use.to !== undefined) {
    return use.via === undefined
      ? { type: "use-grotto", player: use.player, target: use.target, to: use.to, mushroom: choice }
      : { type: "use-grotto", player: use.player, target: use.target, to: use.to, via: use.via, mushroom: choice };
  }
  if (type === "gloomfall/foot-move") {
    const foot = action as GloomfallFootMoveAction;
    return {
      type: "gloomfall/foot-move",
      player: foot.player,
      hero: foot.hero,
      to: foot.to,
      mushroom: choice,
    };
  }
  return { ...action, mushroom: choice } as EffectAction;
}

/**
 * Wraps a decision handler whose actions may move a hero by an effect with the mushroom choices of
 * those moves.
 *
 * @param base - the handler to wrap
 * @param moveOf - which hero an action moves, and where (its `effectMoves` entry)
 * @returns the wrapped handler
 */
export function withEffectMoveChoices(
  base: RuleDecision<Decision, EffectAction>,
  moveOf: MoveOf,
): RuleDecision<Decision, EffectAction> {
  const actionKeys: Record<string, readonly string[]> = {};
  for (const [type, keys] of Object.entries(base.actionKeys)) actionKeys[type] = [...keys, "mushroom"];
  return {
    actionKeys,
    candidates: (state, decision, ctx) => {
      const out: EffectAction[] = [];
      for (const action of base.candidates(state, decision, ctx)) {
        out.push(action);
        const move = choicesOn(state) ? moveOf(state, decision, action, ctx.env) : null;
        if (move === null) continue;
        for (const choice of MUSHROOM_CHOICES) {
          if (heroMayChoose(state, ctx.env, decision.player as number, move.hero, choice) !== null) continue;
          if (choice === "pick-up" && abandonedIn(state, move.to).length === 0) continue;
          out.push(withChoice(action, choice));
        }
      }
      return out;
    },
    // The legal actions, each legal move followed by its legal mushroom choices (`MoveChoices` asks
    // the hero-level part once per hero). The heroes moved are the player's own: when none of them
    // has a choice (most uses), the base's list is the answer as it is.
    generate: (state, decision, ctx) => {
      const legal = legalOf(base, state, decision, ctx);
      if (!choicesOn(state)) return legal;
      const seat = decision.player as number;
      const choices = new MoveChoices(state, ctx.env, seat);
      const heroes = state.players[seat]?.heroes.length ?? 0;
      let anyChoice = false;
      for (let hero = 0; hero < heroes && !anyChoice; hero++) anyChoice = choices.heroChoices(hero).length > 0;
      if (!anyChoice) return legal;
      const out: EffectAction[] = [];
      for (const action of legal) {
        out.push(action);
        const move = moveOf(state, decision, action, ctx.env);
        if (move !== null) choices.pushVariants(out, action, move.hero, move.to, withChoice);
      }
      return out;
    },
    check: (state, decision, action, ctx) => {
      const choice = choiceOf(action);
      if (choice === undefined) return base.check(state, decision, action, ctx);
      const plain = withoutChoice(action);
      const why = base.check(state, decision, plain, ctx);
      if (why !== null) return why;
      const move = moveOf(state, decision, plain, ctx.env);
      if (move === null)
        return { code: "UNEXPECTED_FIELD", message: "`mushroom` goes only with an action that moves a hero." };
      if (!choicesOn(state)) {
        return {
          code: "UNEXPECTED_FIELD",
          message:
            'A hero moved by an effect makes no mushroom choice in this game (ruling grottoMoveMushroom: "none").',
        };
      }
      return mushroomRejection(state, ctx.env, decision.player as number, move.hero, move.to, choice);
    },
    apply: (draft, decision, action, ctx) => {
      const choice = choiceOf(action) as MushroomChoice | undefined;
      if (choice === undefined) {
        base.apply(draft, decision, action, ctx);
        return;
      }
      const plain = withoutChoice(action);
      const move = moveOf(draft, decision, plain, ctx.env);
      if (move === null) return;
      setOff(draft, ctx, decision.player as number, move.hero, choice);
      base.apply(draft, decision, plain, ctx);
      if (choice === "pick-up") pickUpOnArrival(draft, ctx, decision.player as number, move.hero, move.to);
    },
  };
}

/**
 * Every decision of `effectMoves` wrapped with {@link withEffectMoveChoices}.
 *
 * @param decisions - the ruleset's decision handlers
 * @param effectMoves - the `effectMoves` hook
 * @returns the wrapped handlers, by decision kind
 */
export function effectMoveDecisions(
  decisions: Readonly<Record<string, RuleDecision<Decision, EffectAction>>>,
  effectMoves: BaseHooks["effectMoves"],
): Record<string, RuleDecision<Decision, EffectAction>> {
  const out: Record<string, RuleDecision<Decision, EffectAction>> = {};
  for (const [kind, moveOf] of Object.entries(effectMoves)) {
    const handler = decisions[kind];
    if (handler !== undefined) out[kind] = withEffectMoveChoices(handler, moveOf);
  }
  return out;
}
