/**
 * The one move of an online game: apply a library action, as the engine checks it.
 *
 * @module
 */
import { createEngine, isTeqError, type Action, type Engine, type GameState } from "teq-engine";
import { baseState, remember } from "./base-state";
import type { Refusal } from "./options";
import { seatOf } from "./seats";
import { recordStepEvents } from "./step-events";

/**
 * boardgame.io's marker for a refused move (the value of `INVALID_MOVE` in `boardgame.io/core`;
 * defined here so the adapter loads nothing of boardgame.io at run time).
 *
 * @example
 * ```ts
 * INVALID_MOVE; // "INVALID_MOVE"
 * ```
 */
export const INVALID_MOVE = "INVALID_MOVE";

/** What boardgame.io passes a move (the part the move reads). */
export interface MoveContext {
  readonly G: unknown;
  readonly playerID?: string | null;
}

/**
 * Applies `action` for the seat that sent it: refused unless the action names that seat (acting for
 * another seat is `NOT_YOUR_DECISION`), then checked and applied by the engine (`reduce`: a
 * malformed, oversized, out-of-turn or illegal action is refused with its code). Returns the next
 * engine state, or `INVALID_MOVE` with the state unchanged.
 */
export function applyAction(
  context: MoveContext,
  action: unknown,
  onRefusal?: (refusal: Refusal) => void,
  engine: Engine = createEngine(),
): GameState | typeof INVALID_MOVE {
  const playerID = typeof context.playerID === "string" ? context.playerID : null;
  const refuse = (code: string, message: string): typeof INVALID_MOVE => {
    onRefusal?.({ playerID, code, message });
    return INVALID_MOVE;
  };
  let state: GameState;
  try {
    state = baseState(context.G, engine);
  } catch (error) {
    if (isTeqError(error)) return refuse(error.code, error.message);
    throw error;
  }
  const seat = seatOf(playerID, state.config.players);
  if (seat === null) return refuse("NOT_YOUR_DECISION", "Only a seated player may act; spectators watch.");
  const named = typeof action === "object" && action !== null ? (action as { player?: unknown }).player : undefined;
  if (named !== seat) {
    // An action the engine refuses anyway gets the engine's code (a malformed one: MALFORMED_ACTION).
    const check = engine.validate(state, action);
    return check.ok
      ? refuse("NOT_YOUR_DECISION", `Seat ${seat} may only send actions for player ${seat}.`)
      : refuse(check.error.code, check.error.message);
  }
  try {
    const step = engine.reduceWithEvents(state, action as Action);
    recordStepEvents(step.events);
    return remember(step.state);
  } catch (error) {
    if (isTeqError(error)) return refuse(error.code, error.message);
    throw error;
  }
}
