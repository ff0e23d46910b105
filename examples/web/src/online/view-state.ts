/**
 * The board and panels are typed by `GameState` but read only what a `PlayerView` also holds (the
 * library's formatters, `legalActions`, `scores` and `validate` take views; `maxHealth` and
 * `maxPower` read the players). This is the one place a view is handed to them.
 */
import type { GameState, PlayerView } from "teq-engine";

/** A seat's view, given to the renderers that are typed by the full state. */
export function asShown(view: PlayerView): GameState {
  return view as unknown as GameState;
}
