/**
 * The base game's binding of the kernel protocol: its state, actions, decisions, steps, events,
 * the per-transition environment, and the hooks (extension points) that modules override.
 *
 * @module
 */
import type { CardFace, ContentPack, MagicTrackDef, MapCardDef, RegionKind } from "../content/types";
import type {
  DecisionHandler,
  GameTypes,
  ReadContext,
  Ruleset,
  StepBase,
  StepHandler,
  TransitionContext,
} from "../core/protocol";
import type { Action } from "./actions";
import type { ContentIndex } from "./content-index";
import type { Decision } from "./decisions";
import type { GameEvent } from "./events";
import type { GameState } from "./state";
import type { GrottoEffect } from "./grottos/grotto-effect";
import type { ScoreSource } from "./scoring/score-sources";
import type { Step } from "./steps";

/**
 * The extension points of the base rules. A module replaces a hook to change one rule without
 * touching the code that uses it.
 *
 * @example
 * ```ts
 * const gloomHooks: BaseHooks = { ...base.hooks, mapFace: "gloom", newGoblinStance: "aggressive" };
 * ```
 */
export interface BaseHooks {
  /** The setup steps, in order. */
  readonly setupSteps: readonly Step[];
  /** Which face of the map cards is used to build the Land Map. */
  readonly mapFace: CardFace;
  /** The regular map cards shuffled into the Land Map. */
  readonly regularMapCards: (content: ContentPack) => readonly MapCardDef[];
  /** The stance of a goblin token newly placed on a portal (at setup and at each refill). */
  readonly newGoblinStance: "passive" | "aggressive";
  /** The side of the magic card in use. */
  readonly magicTrack: (content: ContentPack) => MagicTrackDef;
  /** The sources of victory points, in breakdown order. */
  readonly scoreSources: readonly ScoreSource[];
  /** Grotto effect handlers, keyed by the content's effect ids. */
  readonly grottoEffects: Readonly<Record<string, GrottoEffect>>;
  /** The resolution steps between two rounds, in order. */
  readonly resolutionSteps: readonly Step[];
  /** Whether the rightmost quest is discarded at resolution (base: the token shows its quest side). */
  readonly discardQuestAtResolution: (state: GameState) => boolean;
  /** Runs when a player becomes exhausted, before their heroes go home (modules hook in here). */
  readonly onExhausted: (draft: GameDraft, ctx: RuleContext, seat: number) => void;
  /** What happens when a hero is placed on a region by a movement card, by region kind. */
  readonly arrival: Readonly<Partial<Record<RegionKind, (draft: GameDraft, ctx: RuleContext, seat: number, hero: number) => void>>>;
}

/**
 * What every handler of the base rules can read during one transition.
 *
 * @example
 * ```ts
 * const cell = env.content.mapCards; const face = env.hooks.mapFace;
 * ```
 */
export interface RulesEnv {
  readonly content: ContentPack;
  /** Lookup tables over `content`, built once per content pack. */
  readonly index: ContentIndex;
  readonly hooks: BaseHooks;
}

/**
 * The base game's type bundle for the kernel.
 *
 * @example
 * ```ts
 * type Handler = StepHandler<BaseGame, Step>;
 * ```
 */
export interface BaseGame extends GameTypes {
  state: GameState;
  action: Action;
  decision: Decision;
  step: Step;
  event: GameEvent;
  env: RulesEnv;
}

/**
 * The base game's ruleset type; composed rulesets (with modules) have the same type.
 *
 * @example
 * ```ts
 * const hooks = (ruleset as GameRuleset).hooks;
 * ```
 */
export type GameRuleset = Ruleset<BaseGame, BaseHooks>;

/** A step handler of the base rules. @example `const h: RuleStep<{ kind: "begin-day" }> = (draft) => {};` */
export type RuleStep<T extends StepBase> = StepHandler<BaseGame, T>;

/** A decision handler of the base rules. @example `const h: RuleDecision<MoveOrIdleDecision> = { ... };` */
export type RuleDecision<D extends Decision> = DecisionHandler<BaseGame, D>;

/** The mutable context of a base-rules transition. @example `function gain(ctx: RuleContext) { ctx.emit(...); }` */
export type RuleContext = TransitionContext<BaseGame>;

/** The read-only context of a base-rules check. @example `function legal(ctx: RuleReadContext) { return ctx.env.content; }` */
export type RuleReadContext = ReadContext<BaseGame>;

/** The mutable draft of a game state inside a recipe. @example `function flip(draft: GameDraft) { draft.firstPlayerToken = "no-quest"; }` */
export type GameDraft = import("immer").Draft<GameState>;
