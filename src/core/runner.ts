/**
 * The transition runner: lists a decision's legal actions, checks an action (`check-action.ts`), then
 * runs the ruleset's recipe and the queued steps after it. One recipe, two ways to run it:
 *
 * - `"immutable"`: on a lazy draft that copies each top-level subtree when the recipe first touches
 *   it, after which every unchanged part is swapped back for the input's own (structural sharing)
 *   and every new node is frozen: the input is untouched and the result frozen, as with an immer
 *   producer, at a fraction of the cost of reading the state through proxies (what `reduce` uses;
 *   the draft is in `lazy-draft.ts`);
 * - `"in-place"`: directly on a mutable state the caller owns (what simulators use).
 *
 * @module
 */
import { describeValue } from "./schema/describe";
import { checkAction } from "./check-action";
import { handlerOf, tablesOf } from "./handler-tables";
import { finishDraft, lazyDraft } from "./lazy-draft";
import { IllegalActionError, InvalidStateError, TeqError } from "./errors";
import type {
  ActionBase,
  DecisionBase,
  DecisionHandler,
  GameTypes,
  ReadContext,
  Ruleset,
  StateDraft,
  TransitionContext,
} from "./protocol";
import { Rng } from "./rng";
import { ShapeAnchor } from "./shape-anchor";

export { checkAction } from "./check-action";

/**
 * How a transition runs: on a lazy draft of the input (frozen result, input untouched) or in place
 * on a mutable state the caller owns.
 */
export type ApplyMode = "immutable" | "in-place";

/**
 * The next state and the events of one transition.
 */
export interface TransitionResult<G extends GameTypes> {
  readonly state: G["state"];
  readonly events: readonly G["event"][];
}

/** More automatic steps than this in one transition means a rule loops forever: a bug. */
const MAX_STEPS_PER_TRANSITION = 100_000;

/** Keeps a transition context's hidden class alive between games (see core/shape-anchor). */
const contextAnchor = new ShapeAnchor<object>();

class Context<G extends GameTypes> implements TransitionContext<G> {
  readonly env: G["env"];
  readonly events: G["event"][] = [];
  #rng: Rng | null = null;
  readonly #state: G["state"];

  constructor(state: G["state"], env: G["env"]) {
    this.#state = state;
    this.env = env;
    contextAnchor.latest = this;
  }

  random(): number {
    this.#rng ??= new Rng(this.#state.rng);
    return this.#rng.next();
  }

  randomInt(n: number): number {
    return Math.floor(this.random() * n);
  }

  emit(event: G["event"]): void {
    this.events.push(event);
  }

  /** Writes the advanced RNG state back, if anything was drawn. */
  storeRng(draft: StateDraft<G["state"]>): void {
    if (this.#rng !== null) (draft as { rng: unknown }).rng = this.#rng.state();
  }
}

/**
 * The legal actions of one decision by definition: its candidates that pass its check. The
 * reference every `generate` is held to.
 *
 * @param handler - the decision's handler
 * @param state - the current state
 * @param decision - the pending decision
 * @param ctx - the read context
 * @returns the candidates that pass `check`, in candidate order
 */
export function checkedCandidates<G extends GameTypes, D extends DecisionBase, A extends ActionBase = G["action"]>(
  handler: DecisionHandler<G, D, A>,
  state: G["state"],
  decision: D,
  ctx: ReadContext<G>,
): A[] {
  return handler
    .candidates(state, decision, ctx)
    .filter((action) => handler.check(state, decision, action, ctx) === null);
}

/**
 * The legal actions of one decision: its `generate` when it has one, else its candidates that
 * pass its check. Handlers that wrap another (a module's patch) call this for the wrapped one.
 *
 * @param handler - the decision's handler
 * @param state - the current state
 * @param decision - the pending decision
 * @param ctx - the read context
 * @returns the legal actions, in candidate order
 */
export function legalOf<G extends GameTypes, D extends DecisionBase, A extends ActionBase = G["action"]>(
  handler: DecisionHandler<G, D, A>,
  state: G["state"],
  decision: D,
  ctx: ReadContext<G>,
): A[] {
  return handler.generate !== undefined
    ? handler.generate(state, decision, ctx)
    : checkedCandidates(handler, state, decision, ctx);
}

/**
 * Every legal action in this state: what the pending decision's handler generates, or its
 * candidates that pass its check.
 *
 * @param ruleset - the composed ruleset
 * @param state - the current state
 * @param options - `reference: true` ignores `generate` and filters the candidates by `check` (for tests)
 * @returns the legal actions (empty when the game is over)
 */
export function listActions<G extends GameTypes>(
  ruleset: Ruleset<G, unknown>,
  state: G["state"],
  options?: { readonly reference?: boolean },
): G["action"][] {
  const decision = state.decision;
  if (decision === null) return [];
  const handler = handlerOf(ruleset, decision);
  const ctx: ReadContext<G> = { env: ruleset.env(state, ruleset) };
  return options?.reference === true
    ? checkedCandidates<G, DecisionBase, G["action"]>(handler, state, decision, ctx)
    : legalOf<G, DecisionBase, G["action"]>(handler, state, decision, ctx);
}

function drain<G extends GameTypes>(
  ruleset: Ruleset<G, unknown>,
  draft: StateDraft<G["state"]>,
  ctx: Context<G>,
): void {
  // Cast: `GameTypes` cannot tie a state's queue to its step type (both are parameters of the game).
  const kernel = draft as unknown as { decision: unknown; queue: G["step"][] };
  let count = 0;
  const steps = tablesOf(ruleset).steps as ReadonlyMap<string, Ruleset<G, unknown>["steps"][string]>;
  while (kernel.decision === null && kernel.queue.length > 0) {
    const step = kernel.queue.shift() as G["step"];
    const kind: unknown = typeof step === "object" && step !== null ? (step as { kind?: unknown }).kind : undefined;
    const handler = typeof kind === "string" ? steps.get(kind) : undefined;
    if (handler === undefined) {
      throw new InvalidStateError(
        "STATE_UNKNOWN_STEP",
        `The state queues an unknown step kind ${describeValue(kind)}.`,
      );
    }
    handler(draft, step, ctx);
    if (++count > MAX_STEPS_PER_TRANSITION) {
      throw new TeqError("RUNAWAY_STEPS", `More than ${MAX_STEPS_PER_TRANSITION} automatic steps in one transition.`);
    }
  }
}

/**
 * One transition: the decision's recipe (none when only queued steps run), the automatic steps it
 * queues, then the RNG written back. Closure-free: search runs millions of these.
 */
function transition<G extends GameTypes>(
  ruleset: Ruleset<G, unknown>,
  state: G["state"],
  mode: ApplyMode,
  handler: Ruleset<G, unknown>["decisions"][string] | null,
  decision: DecisionBase | null,
  action: G["action"] | null,
  inputFrozen: boolean,
): TransitionResult<G> {
  const ctx = new Context<G>(state, ruleset.env(state, ruleset));
  if (mode === "in-place") {
    runRecipe(ruleset, state as StateDraft<G["state"]>, ctx, handler, decision, action);
    return { state, events: ctx.events };
  }
  const draft = lazyDraft(state, ruleset.staticKeys ?? [], ruleset.copySubtree) as StateDraft<G["state"]>;
  runRecipe(ruleset, draft, ctx, handler, decision, action);
  return { state: finishDraft(state, draft as G["state"], ruleset.copyTop, inputFrozen), events: ctx.events };
}

function runRecipe<G extends GameTypes>(
  ruleset: Ruleset<G, unknown>,
  draft: StateDraft<G["state"]>,
  ctx: Context<G>,
  handler: Ruleset<G, unknown>["decisions"][string] | null,
  decision: DecisionBase | null,
  action: G["action"] | null,
): void {
  if (handler !== null) {
    draft.decision = null;
    handler.apply(draft, decision as never, action as G["action"], ctx);
  }
  drain(ruleset, draft, ctx);
  ctx.storeRng(draft);
}

/**
 * Checks and applies an action, then runs automatic steps until the next decision.
 *
 * @param ruleset - the composed ruleset
 * @param state - the current state (untouched in `"immutable"` mode; mutated in `"in-place"` mode)
 * @param action - untrusted input
 * @param mode - how to run the recipe
 * @returns the next state and the events
 * @throws {@link IllegalActionError} when the action is malformed or illegal (nothing changes)
 */
export function applyAction<G extends GameTypes>(
  ruleset: Ruleset<G, unknown>,
  state: G["state"],
  action: unknown,
  mode: ApplyMode,
): TransitionResult<G> {
  const rejection = checkAction(ruleset, state, action);
  if (rejection !== null) throw new IllegalActionError(rejection.code, rejection.message, action);
  return applyChecked(ruleset, state, action as G["action"], mode);
}

/**
 * Applies an action that `checkAction` already accepted in this very state (or that `listActions`
 * listed for it), without checking it again.
 *
 * @param ruleset - the composed ruleset
 * @param state - the state the action was checked against
 * @param action - the checked action
 * @param mode - how to run the recipe
 * @param inputFrozen - the state is deeply frozen already (one this library made): `"immutable"` mode then skips freezing what it keeps of it
 * @returns the next state and the events
 * @internal
 */
export function applyChecked<G extends GameTypes>(
  ruleset: Ruleset<G, unknown>,
  state: G["state"],
  action: G["action"],
  mode: ApplyMode,
  inputFrozen = false,
): TransitionResult<G> {
  const decision = state.decision;
  if (decision === null) throw new IllegalActionError("GAME_OVER", "The game is over: no action is expected.", action);
  return transition(ruleset, state, mode, handlerOf(ruleset, decision), decision, action, inputFrozen);
}

/**
 * Runs the queued automatic steps of a state (used to finish setup) until a decision opens or the
 * queue is empty.
 *
 * @param ruleset - the composed ruleset
 * @param state - a state whose queue holds steps and which has no pending decision
 * @param mode - how to run the steps
 * @returns the next state and the events
 */
export function runSteps<G extends GameTypes>(
  ruleset: Ruleset<G, unknown>,
  state: G["state"],
  mode: ApplyMode,
): TransitionResult<G> {
  return transition(ruleset, state, mode, null, null, null, false);
}
