/**
 * The base rules' handlers are typed with the base game's actions; the solo module's own actions
 * join the public `Action` union through `src/modules/actions.ts`. This is the one place where a
 * solo action is handed to the kernel as a rules action.
 *
 * @module
 */
import type { Action } from "../../rules/actions";
import type { SoloAction } from "./types";

/**
 * A solo action, typed as the action of a rules handler (for `candidates`).
 *
 * @param action - a solo action
 * @returns the same object
 */
export function asRuleAction(action: SoloAction): Action {
  // Cast: the base rules type a listed action as their own Action union (they name no module).
  return action as unknown as Action;
}
