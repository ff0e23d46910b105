/**
 * The contract entry points over a game state: `reduce`, `reduceWithEvents`, `validate`,
 * `legalActions` and `isGameOver`.
 *
 * @module
 */
import { IllegalActionError, InvalidStateError, TeqError } from "../core/errors";
import { applyAction, checkAction, listActions } from "../core/runner";
import type { Action } from "./action";
import { asPublicEvents, type GameEvent } from "./event";
import { asPublicState, type GameState } from "./state";
import { rulesetFor } from "./modules";
import { assertStateShape } from "./state-guard";

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
 * Runs `body`, turning a crash on a malformed state into a coded `InvalidStateError`.
 *
 * @param body - the work to run
 * @returns its result
 * @internal
 */
export function guarded<T>(body: () => T): T {
  try {
    return body();
  } catch (error) {
    if (error instanceof TeqError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new InvalidStateError("STATE_CORRUPT", `The state is inconsistent and cannot be played: ${reason}`);
  }
}

/**
 * Applies an action and returns the next state together with the events of the transition.
 *
 * @param state - a state from `createGame`, `reduce` or `parseState`
 * @param action - the action to apply
 * @returns the next (frozen) state and the events
 * @throws IllegalActionError for a malformed or illegal action; InvalidStateError for a bad state
 * @example
 * ```ts
 * const { state: next, events } = reduceWithEvents(state, legalActions(state)[0]!);
 * ```
 */
export function reduceWithEvents(state: GameState, action: Action): StepResult {
  assertStateShape(state);
  const result = guarded(() => applyAction(rulesetFor(state.config.modules), state, action, "immutable"));
  return { state: asPublicState(result.state), events: asPublicEvents(result.events) };
}

/**
 * The pure transition: returns the next state; never mutates its input.
 *
 * @param state - a state from `createGame`, `reduce` or `parseState`
 * @param action - the action to apply
 * @returns the next (frozen) state
 * @throws IllegalActionError for a malformed or illegal action (with a stable `code`); InvalidStateError for a bad state
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
 * @param state - the current state
 * @param action - untrusted input
 * @returns `{ ok: true }` or `{ ok: false, error }`
 * @example
 * ```ts
 * const result = validate(state, { type: "idle", player: 1 });
 * ```
 */
export function validate(state: GameState, action: unknown): ValidationResult {
  try {
    assertStateShape(state);
    const rejection = guarded(() => checkAction(rulesetFor(state.config.modules), state, action));
    if (rejection === null) return { ok: true };
    return { ok: false, error: new IllegalActionError(rejection.code, rejection.message, action) };
  } catch (error) {
    if (error instanceof TeqError) return { ok: false, error };
    throw error;
  }
}

/**
 * Every action legal now, in a stable order. Each is accepted by `reduce`, and `reduce` accepts
 * no other action.
 *
 * @param state - the current state
 * @returns the legal actions; empty once the game is over
 * @example
 * ```ts
 * const options = legalActions(state);
 * state = reduce(state, options[0]!);
 * ```
 */
export function legalActions(state: GameState): Action[] {
  assertStateShape(state);
  return guarded(() => listActions(rulesetFor(state.config.modules), state));
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
export function isGameOver(state: GameState): boolean {
  assertStateShape(state);
  return state.phase === "ended";
}
