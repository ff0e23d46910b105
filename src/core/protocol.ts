/**
 * The game-agnostic protocol between the kernel and a ruleset: decisions, steps, actions, events
 * (their shapes in `payloads.ts`, re-exported here), and the handler tables a ruleset provides. The
 * kernel names no card, rule or module.
 *
 * The state always says who must decide what (`decision`); automatic work waits in `queue` as
 * named, serializable steps. After an action is applied, the kernel runs queued steps until one
 * of them opens a new decision, or the queue is empty (the game is over).
 *
 * @module
 */
import type { ActionBase, DecisionBase, GameTypes, StateDraft, StepBase } from "./payloads";

export type {
  Actor,
  ActionBase,
  DecisionBase,
  EventBase,
  GameTypes,
  KernelState,
  StateDraft,
  StepBase,
} from "./payloads";

/**
 * What a handler may read while listing or checking options.
 *
 * @example
 * ```ts
 * function content(ctx: ReadContext<BaseGame>): ContentPack { return ctx.env.content; }
 * ```
 */
export interface ReadContext<G extends GameTypes> {
  /** Read-only data derived from the state once per call. */
  readonly env: G["env"];
}

/**
 * What a step or action handler may use while mutating the draft state.
 *
 * @example
 * ```ts
 * function coin(ctx: TransitionContext<BaseGame>): boolean { return ctx.random() < 0.5; }
 * ```
 */
export interface TransitionContext<G extends GameTypes> extends ReadContext<G> {
  /** A uniform float in [0, 1) from the state's RNG. */
  random(): number;
  /** A uniform integer in [0, n) from the state's RNG. */
  randomInt(n: number): number;
  /** Records an event of this transition, for front-ends to animate. */
  emit(event: G["event"]): void;
}

/**
 * Runs one automatic step on the draft. It may queue further steps (at the front, to run next)
 * and may open a decision, which pauses the kernel until an action answers it. It never writes into
 * the step it runs (read-only here), or into any queued step or pending decision: copies of a state
 * share those objects, so a rule queues a new step or opens a new decision instead.
 *
 * @example
 * ```ts
 * const tick: StepHandler<BaseGame, { kind: "my-module/tick" }> = () => {};
 * ```
 */
export type StepHandler<G extends GameTypes, T extends StepBase = G["step"]> = (
  draft: StateDraft<G["state"]>,
  step: Readonly<T>,
  ctx: TransitionContext<G>,
) => void;

/**
 * Why an action is refused: a stable code and a readable message. The kernel wraps it in an
 * `IllegalActionError` together with the action.
 *
 * @example
 * ```ts
 * const no: Rejection = { code: "TITHE_UNAFFORDABLE", message: "A tithe costs 1 Power; player 0 has 0." };
 * ```
 */
export interface Rejection {
  /** A stable error code (docs/errors.md). */
  readonly code: string;
  /** What is wrong, in a sentence. */
  readonly message: string;
}

/**
 * The handler of one decision kind: which action types answer it, the candidate actions, the
 * legality check, optionally a direct generator of the legal actions, and the recipe that applies
 * a legal action. `A` is the type of the actions answering it (a module's handler takes its own).
 *
 * `check` is the one source of truth on legality. `legalActions` is `candidates` filtered by
 * `check`, unless the handler provides `generate`, which must return exactly that list (same
 * actions, same order) computed directly; a property test holds every generator to it.
 *
 * @example
 * ```ts
 * type AnyHandler = DecisionHandler<BaseGame>; // RuleDecision<Decision>
 * ```
 */
export interface DecisionHandler<
  G extends GameTypes,
  D extends DecisionBase = G["decision"],
  A extends ActionBase = G["action"],
> {
  /**
   * The action types that answer this decision, each with the fields it takes besides `type` and
   * `player`. The kernel refuses any other field (`UNEXPECTED_FIELD`), so an action is legal only
   * in exactly the shape `candidates` lists it.
   */
  readonly actionKeys: Readonly<Record<string, readonly string[]>>;
  /** A superset of the legal actions, in a stable order. */
  candidates(state: G["state"], decision: D, ctx: ReadContext<G>): A[];
  /**
   * Why the action is illegal, or `null` when it is legal. Called only for an object action whose
   * type is in `actionKeys`, with no other field, and whose `player` is the deciding actor; the rest is
   * unchecked input.
   */
  check(state: G["state"], decision: D, action: A, ctx: ReadContext<G>): Rejection | null;
  /**
   * Optional: exactly the legal actions, in `candidates` order, element for element what
   * `candidates` filtered by `check` gives, but computed directly (what the check needs is derived
   * once per call instead of once per candidate). `check` still guards untrusted input.
   */
  generate?(state: G["state"], decision: D, ctx: ReadContext<G>): A[];
  /**
   * Applies a legal action to the draft (the decision is already cleared). It never writes into
   * `decision`, which copies of the state share: it opens a new one to ask again.
   */
  apply(draft: StateDraft<G["state"]>, decision: Readonly<D>, action: A, ctx: TransitionContext<G>): void;
}

/**
 * A complete ruleset: a handler per step kind and per decision kind, how to derive the
 * per-transition environment, and the ruleset's own extension points (`hooks`), which modules
 * override. Modules may add step and decision kinds of their own, so both tables also accept
 * kinds beyond the base unions.
 *
 * @example
 * ```ts
 * type Same = Ruleset<BaseGame, BaseHooks>; // GameRuleset
 * ```
 */
export interface Ruleset<G extends GameTypes, H = unknown> {
  // any: each table holds every kind's handler, each narrowed to its own payload; the runner picks it by kind.
  /** The handler of each step kind (a module's kinds too, beyond the base union). */
  // A namespaced kind (`"<module>/..."`, an open shape in the unions) takes a module's handler of its own payload types.
  readonly steps: {
    readonly [K in G["step"]["kind"]]: K extends `${string}/${string}`
      ? // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
        StepHandler<G, any>
      : StepHandler<G, Extract<G["step"], Record<"kind", K>>>;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  } & Readonly<Record<string, StepHandler<G, any>>>;
  /** The handler of each decision kind (a module's kinds too, beyond the base union). */
  readonly decisions: {
    readonly [K in G["decision"]["kind"]]: K extends `${string}/${string}`
      ? // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as for steps above
        DecisionHandler<G, any, any>
      : DecisionHandler<G, Extract<G["decision"], Record<"kind", K>>>;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as for steps above
  } & Readonly<Record<string, DecisionHandler<G, any, any>>>;
  /** Derives the read-only environment of one transition; `ruleset` is the composed ruleset being run. */
  env(state: G["state"], ruleset: Ruleset<G, H>): G["env"];
  /**
   * Top-level state keys that no transition changes in place once the state is frozen (static
   * data such as a board laid out at setup). The copying runner shares them instead of copying
   * them; a rule may still replace such a key whole.
   */
  readonly staticKeys?: readonly string[];
  /**
   * A shallow copy of a state's top level, built so that every state has one object shape (the
   * copying runner makes each next state with it). A spread when absent.
   */
  readonly copyTop?: (state: G["state"]) => G["state"];
  /**
   * A deep, unfrozen copy of one top-level value, equal to a plain deep copy, built so that the
   * copies have the rules' object shapes (the copying runner copies each subtree a transition
   * touches with it). A plain deep copy when absent.
   */
  readonly copySubtree?: (key: string, value: unknown) => unknown;
  /** The ruleset's extension points, which modules override. */
  readonly hooks: H;
}
