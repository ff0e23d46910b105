/**
 * The words of the serve protocol's `describe`: the library's formatters (`src/text`), in English.
 *
 * @module
 */
import { describeAction, describeEvent, type Action, type GameEvent, type GameState } from "../../index";

/** An action in words, as its player would take it in `state`. */
export function actionText(state: GameState, action: Action): string {
  return describeAction(action, state);
}

/** An event in words, read against `state`. */
export function eventText(state: GameState, event: GameEvent): string {
  return describeEvent(event, state);
}
