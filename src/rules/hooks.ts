/**
 * The hooks of the base rules (the extension points a module overrides), and the shapes the hooks
 * name: a module's action as the base sees it, a hero moved by an effect, a chance outcome, a
 * grotto effect. `game-types.ts` re-exports them with the rest of the base game's binding.
 *
 * @module
 */
import type { CardFace, ContentPack, MagicTrackDef, MapCardDef, RegionKind } from "../content/types";
import type { ActionBase, Rejection } from "../core/protocol";
import type { Action, UseGrottoAction } from "./actions";
import type { Decision, UseGrottoDecision } from "./decisions";
import type { GameDraft, RuleContext, RuleReadContext, RulesEnv } from "./game-types";
import type { GameState, RegionRef } from "./state";
import type { ScoreSource } from "./scoring/score-sources";
import type { ScoreSheet } from "./scoring/scores";
import type { Step } from "./steps";

/**
 * The extension points of the base rules. A module replaces a hook to change one rule without
 * touching the code that uses it.
 *
 * @example
 * ```ts
 * import type { BaseHooks, GameModule } from "teq-engine";
 * const angry: GameModule = {
 *   id: "angry-goblins", docs: "docs/modules/angry-goblins.md",
 *   words: { en: { actions: {}, decisions: {}, events: {} } },
 *   extend: (base) => {
 *     const hooks: BaseHooks = { ...base.hooks, newGoblinStance: "aggressive" };
 *     return { ...base, hooks };
 *   },
 * };
 * ```
 */
export interface BaseHooks {
  /** The setup steps, in order. */
  readonly setupSteps: readonly Step[];
  /** Which face of the map cards is used to build the Land Map. */
  readonly mapFace: CardFace;
  /**
   * The regular map cards shuffled into the Land Map. A function of `content` alone: set-up asks it
   * once per engine and ruleset and keeps the answer.
   */
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
  /** What happens when a hero is placed on a region by a movement card, by region kind. */
  readonly arrival: Readonly<
    Partial<Record<RegionKind, (draft: GameDraft, ctx: RuleContext, seat: number, hero: number) => void>>
  >;
  /**
   * Runs after a hero has travelled along a route (a movement card or an effect that moves it), once
   * it stands on its destination; `from` is where it started, `through` the cards moved through.
   */
  readonly onHeroMoved: (
    draft: GameDraft,
    ctx: RuleContext,
    seat: number,
    hero: number,
    from: RegionRef,
    through: readonly number[],
  ) => void;
  /** Runs when a goblin is defeated, after its token is collected; `portal` indexes `state.goblins.portals`. */
  readonly onGoblinDefeated: (draft: GameDraft, ctx: RuleContext, seat: number, portal: number) => void;
  /** Runs just before a hero is sent back to its castle without travelling (resting, exhaustion, a completed temple). */
  readonly onReturnHome: (draft: GameDraft, ctx: RuleContext, seat: number, hero: number, cause: string) => void;
  /** Whether the first player token is in play (base: true); when false, taking a Day quest never flips it. */
  readonly usesFirstPlayerToken: boolean;
  /**
   * The outcomes of each chance-point decision kind (`player: "chance"`), with their probabilities;
   * read by `chanceOutcomes`. Base: the roll of the adventure dice (`"chance"`).
   */
  readonly chanceOutcomes: Readonly<
    Record<string, (state: GameState, decision: Decision, env: RulesEnv) => readonly RuleChanceOutcome[]>
  >;
  /**
   * The last word on a score sheet (base: the sheet as it is): a module that judges the game against
   * a goal sets `winners` and adds its verdict's fields.
   */
  readonly finishScores: (sheet: ScoreSheet, state: GameState) => ScoreSheet;
  /**
   * Whether the castle of `color` is an opponent's castle for the player at `seat`, for the movement
   * quests that send a hero there (base: the castle of another player in this game). A module without
   * opponents says which castles stand in for theirs (solo: any castle but the player's own).
   */
  readonly opponentCastle: (state: GameState, seat: number, color: string) => boolean;
  /**
   * For each decision kind whose actions can move a hero by an effect (not the movement card): which
   * hero an action moves, and where, or null when it moves none. Base: `use-grotto` (an effect with
   * `movesTarget`). A module adding such a decision adds its entry; a module attaching choices to
   * moves (Golden Mushrooms' mushroom choices) wraps the decisions listed here.
   */
  readonly effectMoves: Readonly<
    Record<
      string,
      (state: GameState, decision: Decision, action: Action | ModuleActionShape, env: RulesEnv) => EffectMove | null
    >
  >;
}

/**
 * The shape of a module's action as the base rules see it: a namespaced type and the actor (its own
 * fields are the module's to read; its handlers take its own action types).
 *
 * @example
 * ```ts
 * const a: ModuleActionShape = { type: "my-module/pay", player: 0 };
 * ```
 */
export interface ModuleActionShape {
  /** `"<module id>/<action>"`. */
  readonly type: `${string}/${string}`;
  /** Who takes it. */
  readonly player: number | "chance";
}

/**
 * A hero moved by an effect: the hero's index (of the deciding player) and its destination.
 *
 * @example
 * ```ts
 * const move: EffectMove = { hero: 1, to: { cell: 3, side: "left" } };
 * ```
 */
export interface EffectMove {
  /** The moved hero's index. */
  readonly hero: number;
  /** Where it goes. */
  readonly to: RegionRef;
}

/**
 * One outcome of a chance point as the rules list it: the action selecting it and its probability.
 *
 * @example
 * ```ts
 * const certain: RuleChanceOutcome = { action: { type: "roll-outcome", player: "chance" }, probability: 1 };
 * ```
 */
export interface RuleChanceOutcome {
  /** The action selecting this outcome (player `"chance"`). */
  readonly action: ActionBase;
  /** Its probability; the outcomes of one chance point sum to 1. */
  readonly probability: number;
}

/**
 * One grotto effect: its use variants (the choices it needs), their check, and the recipe.
 *
 * @example
 * ```ts
 * const heal: GrottoEffect = {
 *   candidates: (_state, d) => [{ type: "use-grotto", player: d.player }],
 *   check: () => null,
 *   apply: (draft, d) => {
 *     draft.players[d.player]!.health += 1;
 *   },
 * };
 * ```
 */
export interface GrottoEffect {
  /** Exactly the legal ways to use the effect now, in a stable order (empty when it cannot be used): the uses `check` accepts. */
  candidates(state: GameState, decision: UseGrottoDecision, ctx: RuleReadContext): UseGrottoAction[];
  /** Why a use is illegal, or null. */
  check(state: GameState, decision: UseGrottoDecision, action: UseGrottoAction, ctx: RuleReadContext): Rejection | null;
  /** Applies a checked use. */
  apply(draft: GameDraft, decision: UseGrottoDecision, action: UseGrottoAction, ctx: RuleContext): void;
  /**
   * True when a use moves one of the player's heroes: hero `target` travels to region `to` (the
   * base's `effectMoves` hook reads it, so a module can attach its choices to such a move).
   */
  readonly movesTarget?: boolean;
}
