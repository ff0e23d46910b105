/**
 * The contract entry points over a game state: `reduce`, `reduceWithEvents`, `validate`,
 * `legalActions` and `isGameOver`.
 *
 * @module
 */
import { IllegalActionError, TeqError } from "../core/errors";
import { applyChecked, checkAction, listActions } from "../core/runner";
import type { Action } from "./action";
import { asPublicEvents, type GameEvent } from "./event";
import { asPublicState, readable, type GameState } from "./state";
import { referenceContext, type EngineContext } from "./engine-context";
import { guarded } from "./guarded";
import type { PlayerView } from "./player-view";
import { assertReadable, checkGameState, markVerified } from "./state-guard";
import { plainAction } from "./plain-action";

/** `reduceWithEvents` against one engine context. */
export function reduceWithEventsIn(ctx: EngineContext, state: GameState, action: Action): StepResult {
  // A state this engine made is deeply frozen, which the transition uses.
  const frozen = checkGameState(ctx, state);
  const plain = plainAction(action);
  const ruleset = ctx.rules(state.config.modules);
  const rejection = guarded(() => checkAction(ruleset, state, plain));
  if (rejection !== null) throw new IllegalActionError(rejection.code, rejection.message, action);
  const result = guarded(() => applyChecked(ruleset, state, plain as never, "immutable", frozen));
  const next = asPublicState(result.state);
  markVerified(ctx, next);
  return { state: next, events: asPublicEvents(result.events) };
}

/** `validate` against one engine context. */
export function validateIn(ctx: EngineContext, state: GameState | PlayerView, action: unknown): ValidationResult {
  try {
    assertReadable(ctx, state);
    const plain = plainAction(action);
    const rejection = guarded(() => checkAction(ctx.rules(state.config.modules), readable(state), plain));
    if (rejection === null) return { ok: true };
    return { ok: false, error: new IllegalActionError(rejection.code, rejection.message, action) };
  } catch (error) {
    if (error instanceof TeqError) return { ok: false, error };
    throw error;
  }
}

/** `legalActions` against one engine context. */
export function legalActionsIn(ctx: EngineContext, state: GameState | PlayerView): Action[] {
  assertReadable(ctx, state);
  return guarded(() => listActions(ctx.rules(state.config.modules), readable(state)));
}

/** `isGameOver` against one engine context. */
export function isGameOverIn(ctx: EngineContext, state: GameState | PlayerView): boolean {
  assertReadable(ctx, state);
  return state.phase === "ended";
}

/**
 * The result of `validate`: ok, or the coded error `reduce` would throw.
 *
 * @example
 * ```ts
 * const r: ValidationResult = validate(state, action);
 * if (!r.ok) console.log(r.error.code);
 * ```
 */
export type ValidationResult =
  | {
      /** The action is legal. */
      readonly ok: true;
    }
  | {
      /** The action would be refused. */
      readonly ok: false;
      /** The coded error `reduce` would throw for it. */
      readonly error: TeqError;
    };

/**
 * The next state and the events of one transition.
 *
 * @example
 * ```ts
 * const { state: next, events }: StepResult = reduceWithEvents(state, action);
 * ```
 */
export interface StepResult {
  /** The next state (frozen). */
  readonly state: GameState;
  /** What happened, in order. */
  readonly events: readonly GameEvent[];
}

/**
 * Applies an action and returns the next state together with the events of the transition.
 *
 * @param state - a state from `createGame`, `reduce` or `parseState`
 * @param action - the action to apply
 * @returns the next (frozen) state and the events
 * @throws {@link IllegalActionError} for a malformed or illegal action; {@link InvalidStateError} for a bad state (every code: {@link ERROR_CODES})
 * @example
 * ```ts
 * const { state: next, events } = reduceWithEvents(state, legalActions(state)[0]!);
 * ```
 */
export function reduceWithEvents(state: GameState, action: Action): StepResult {
  return reduceWithEventsIn(referenceContext(), state, action);
}

/**
 * The pure transition: returns the next state; never mutates its input.
 *
 * The action is read once: it is first copied into plain JSON data (each own field read once,
 * `-0` read as `0`), and that copy is checked and applied, so a getter or Proxy cannot pass the
 * check with one value and be applied with another; an action that is not plain JSON data is
 * `MALFORMED_ACTION`. States are frozen from `createGame` and `parseState` on, and every state
 * `reduce` returns is frozen. Load stored states with `parseState` (it copies them): a state built
 * by `JSON.parse` and passed to `reduce` directly is only cheaply guarded, and the parts the next
 * state shares with it (the map, the config, unchanged subtrees) are frozen in place.
 *
 * @param state - a state from `createGame`, `reduce` or `parseState`
 * @param action - the action to apply
 * @returns the next (frozen) state
 * @throws {@link IllegalActionError} for a malformed or illegal action (with a stable `code`); {@link InvalidStateError} for a bad state (every code: {@link ERROR_CODES})
 * @example
 * ```ts
 * let state = createGame({ seed: 7, players: 2 });
 * state = reduce(state, { type: "choose-movement-card", player: state.firstPlayer, card: "horse" });
 * ```
 */
export function reduce(state: GameState, action: Action): GameState {
  return reduceWithEvents(state, action).state;
}

/**
 * The same check as `reduce`, without throwing or applying anything.
 *
 * @param state - the current state, or a player view
 * @param action - untrusted input
 * @returns `{ ok: true }` or `{ ok: false, error }`
 * @example
 * ```ts
 * const result = validate(state, { type: "idle", player: 1 });
 * ```
 */
export function validate(state: GameState | PlayerView, action: unknown): ValidationResult {
  return validateIn(referenceContext(), state, action);
}

/**
 * Every action legal now, in a stable order. Each is accepted by `reduce`, and `reduce` accepts
 * no other action. The array is the caller's; the actions in it are read-only (most are frozen and
 * shared between calls, and `reduce` takes those without copying them): copy one to change it,
 * e.g. `{ ...action }`.
 *
 * @param state - the current state, or a player view (the same list)
 * @returns the legal actions; empty once the game is over
 * @example
 * ```ts
 * const options = legalActions(state);
 * state = reduce(state, options[0]!);
 * ```
 */
export function legalActions(state: GameState | PlayerView): Action[] {
  return legalActionsIn(referenceContext(), state);
}

/**
 * Whether the game has ended (after the Night of round 5).
 *
 * @param state - the current state
 * @returns true when no further action is expected
 * @example
 * ```ts
 * let state = createGame({ seed: "until-the-end", players: 2 });
 * while (!isGameOver(state)) state = reduce(state, legalActions(state)[0]!);
 * ```
 */
export function isGameOver(state: GameState | PlayerView): boolean {
  return isGameOverIn(referenceContext(), state);
}
