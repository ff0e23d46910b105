/**
 * The base game's binding of the kernel protocol: its state, actions, decisions, steps, events,
 * the per-transition environment, and the hooks (extension points) that modules override (declared
 * in `hooks.ts`, re-exported here).
 *
 * @module
 */
import type { ContentPack } from "../content/types";
import type {
  ActionBase,
  DecisionHandler,
  GameTypes,
  ReadContext,
  Ruleset,
  StepBase,
  StateDraft,
  StepHandler,
  TransitionContext,
} from "../core/protocol";
import type { Action } from "./actions";
import type { ContentIndex } from "./content-index";
import type { Decision } from "./decisions";
import type { GameEvent } from "./events";
import type { BaseHooks } from "./hooks";
import type { GameState } from "./state";
import type { Step } from "./steps";

export type { BaseHooks, EffectMove, GrottoEffect, ModuleActionShape, RuleChanceOutcome } from "./hooks";

/**
 * One problem found by a module's state check: where (a property path) and what.
 *
 * @example
 * ```ts
 * const issue: StateIssue = { path: "moduleState.my-module.count", message: "expected 0 or more, found -1" };
 * ```
 */
export interface StateIssue {
  /** A property path in the state. */
  readonly path: string;
  /** What is wrong there. */
  readonly message: string;
}

/**
 * What every handler of the base rules can read during one transition.
 *
 * @example
 * ```ts
 * function questCount(env: RulesEnv): number { return env.content.quests.length; }
 * ```
 */
export interface RulesEnv {
  /** The engine's content pack. */
  readonly content: ContentPack;
  /** Lookup tables over `content`, built once per content pack. */
  readonly index: ContentIndex;
  /** The composed ruleset's hooks (the base's, as the modules changed them). */
  readonly hooks: BaseHooks;
}

/**
 * The base game's type bundle for the kernel.
 *
 * @example
 * ```ts
 * type Draft = StateDraft<BaseGame["state"]>; // GameDraft
 * ```
 */
export interface BaseGame extends GameTypes {
  /** The state as the rules see it. */
  state: GameState;
  /** The base actions (a module's are cast to them in its handlers). */
  action: Action;
  /** A base decision or a module's in its open shape. */
  decision: Decision;
  /** A base step or a module's in its open shape. */
  step: Step;
  /** A base event or a module's in its open shape. */
  event: GameEvent;
  /** What every handler reads: content, index, hooks. */
  env: RulesEnv;
}

/**
 * The base game's ruleset type; composed rulesets (with modules) have the same type.
 *
 * @example
 * ```ts
 * const noToken = (base: GameRuleset): GameRuleset => ({ ...base, hooks: { ...base.hooks, usesFirstPlayerToken: false } });
 * ```
 */
export type GameRuleset = Ruleset<BaseGame, BaseHooks>;

/**
 * A step handler of the base rules (or of a module's step kind).
 *
 * @example
 * ```ts
 * const setup: RuleStep<{ kind: "my-module/setup" }> = (draft) => {
 *   draft.moduleState = { ...draft.moduleState, "my-module": { count: 0 } };
 * };
 * ```
 */
export type RuleStep<T extends StepBase> = StepHandler<BaseGame, T>;

/**
 * A decision handler of the base rules, or of a module's decision kind with the module's own
 * decision and action types (`RuleDecision<MyDecision, MyAction>`: the base `Action` by default).
 *
 * @example
 * ```ts
 * type Ask = { readonly kind: "my-module/ask"; readonly player: number };
 * const ask: RuleDecision<Ask> = {
 *   actionKeys: { idle: [] },
 *   candidates: (_state, d) => [{ type: "idle", player: d.player }],
 *   check: () => null,
 *   apply: (draft, d) => {
 *     draft.players[d.player]!.power += 1;
 *   },
 * };
 * ```
 */
export type RuleDecision<D extends Decision, A extends ActionBase = Action> = DecisionHandler<BaseGame, D, A>;

/**
 * The mutable context of a base-rules transition: the environment, the state's RNG, and `emit`.
 *
 * @example
 * ```ts
 * function d6(ctx: RuleContext): number { return ctx.randomInt(6) + 1; }
 * ```
 */
export type RuleContext = TransitionContext<BaseGame>;

/**
 * The read-only context of a base-rules check or listing.
 *
 * @example
 * ```ts
 * function packId(ctx: RuleReadContext): string { return ctx.env.content.id; }
 * ```
 */
export type RuleReadContext = ReadContext<BaseGame>;

/**
 * The draft of a game state inside a recipe: writable all the way down, except the queued steps
 * and the pending decision, which are replaced whole (see `StateDraft`).
 *
 * @example
 * ```ts
 * function flip(draft: GameDraft): void { draft.firstPlayerToken = "no-quest"; }
 * ```
 */
export type GameDraft = StateDraft<GameState>;
