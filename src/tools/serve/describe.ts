/**
 * The words of the serve protocol's `describe`: the CLI's action and event formatters.
 *
 * @module
 */
import type { Action, GameEvent, GameState } from "../../index";
import { describeAction, describeEvent } from "../../cli/describe-action";

/** An action in words, as its player would take it in `state`. */
export function actionText(state: GameState, action: Action): string {
  return describeAction(state, action);
}

/** An event in words, or null for an event the log does not show. */
export function eventText(state: GameState, event: GameEvent): string | null {
  return describeEvent(state, event);
}
