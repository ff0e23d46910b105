/**
 * The data of the kernel protocol: who acts, the common shapes of decisions, steps, actions and
 * events, the kernel's part of a state and the draft a recipe changes, and the `GameTypes` bundle
 * that names one game's types. `protocol.ts` re-exports them beside the handlers that take them.
 *
 * @module
 */
import type { Draft } from "immer";
import type { RngState } from "./rng";

/**
 * Who acts: a player seat (0-based, clockwise from seat 0) or `"chance"` for a chance point.
 *
 * @example
 * ```ts
 * const actor: Actor = 0;
 * const dice: Actor = "chance";
 * ```
 */
export type Actor = number | "chance";

/**
 * The common shape of a pending decision: a kind and the actor who must decide.
 *
 * @example
 * ```ts
 * const d: DecisionBase = { kind: "my-module/ask", player: 0 };
 * ```
 */
export interface DecisionBase {
  /** The decision kind; the ruleset's handler for it lists and checks the options. */
  readonly kind: string;
  /** Who must decide. */
  readonly player: Actor;
}

/**
 * The common shape of a queued automatic step.
 *
 * @example
 * ```ts
 * const s: StepBase = { kind: "begin-round" };
 * ```
 */
export interface StepBase {
  /** The step kind; the ruleset's handler for it runs it. */
  readonly kind: string;
}

/**
 * The common shape of an action: a type and the actor taking it.
 *
 * @example
 * ```ts
 * const a: ActionBase = { type: "idle", player: 0 };
 * ```
 */
export interface ActionBase {
  /** The action type; the pending decision's handler lists the types that answer it. */
  readonly type: string;
  /** Who takes it. */
  readonly player: Actor;
}

/**
 * The common shape of a transition event.
 *
 * @example
 * ```ts
 * const e: EventBase = { type: "my-module/paid" };
 * ```
 */
export interface EventBase {
  /** The event type. */
  readonly type: string;
}

/**
 * The part of a game state the kernel reads and writes.
 *
 * @example
 * ```ts
 * const kernel: KernelState = state;
 * ```
 */
export interface KernelState {
  /** The seeded RNG's state: all chance comes from it. */
  readonly rng: RngState;
  /** The pending decision, or null once the game is over. */
  readonly decision: DecisionBase | null;
  /** The automatic steps waiting to run, in order. */
  readonly queue: readonly StepBase[];
}

/**
 * A state a recipe changes in place: every field writable, all the way down, except the pending
 * decision and the queued steps. Those a recipe replaces or queues whole and never changes in
 * place: a queued step may be an object the ruleset shares (a hook's list of steps), and a state's
 * decision may be frozen. So `queue` is a writable list of read-only steps, and `decision` a
 * writable field holding a read-only decision. Types only: a draft is the plain state object.
 *
 * @example
 * ```ts
 * function pass(draft: StateDraft<GameState>) { draft.queue.unshift({ kind: "begin-night" }); }
 * ```
 */
export type StateDraft<S extends KernelState> = {
  -readonly [K in keyof S]: K extends "queue"
    ? S[K] extends readonly (infer T)[]
      ? T[]
      : never
    : K extends "decision"
      ? S[K] | null
      : Draft<S[K]>;
};

/**
 * The type parameters of a game, bundled so rulesets and handlers take one parameter.
 *
 * @example
 * ```ts
 * type Env = GameTypes["env"]; // what `ctx.env` is, per game (RulesEnv for this one)
 * ```
 */
export interface GameTypes {
  /** The game state. */
  state: KernelState;
  /** The actions. */
  action: ActionBase;
  /** The decisions. */
  decision: DecisionBase;
  /** The queued steps. */
  step: StepBase;
  /** The events. */
  event: EventBase;
  /** Read-only data computed once per transition from the state (e.g. the content tables). */
  env: unknown;
}
