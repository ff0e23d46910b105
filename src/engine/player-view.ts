/**
 * Per-player views. Tiny Epic Quest has no secret hands: the hidden information is the order of
 * the quest deck and everything that would predict future chance (the RNG state and the seed).
 * A view keeps neither, so no holder of views can rebuild the deck order or the next roll from
 * them (see docs/threat-model.md). Views are readable by `legalActions`, `validate`,
 * `isGameOver`, `scores` and the formatters; applying an action needs the full state.
 *
 * @module
 */
import { InvalidOptionsError } from "../core/errors";
import type { GameConfig } from "../rules/state";
import type { GameState } from "./state";
import { referenceContext, type EngineContext } from "./engine-context";
import { assertGameState } from "./state-guard";
import { guarded } from "./guarded";

/**
 * The configuration as a view shows it: the seed is withheld (it would predict every roll and
 * shuffle).
 *
 * @example
 * ```ts
 * const config: ViewConfig = playerView(state, 0).config;
 * config.seed; // null
 * ```
 */
export type ViewConfig = Omit<GameConfig, "seed"> & {
  /** Always null in a view. */
  readonly seed: null;
};

/**
 * What one player may see: the state without the RNG state or the seed, with the quest deck in
 * content order rather than draw order (which cards remain is public knowledge; their order is
 * not), and the seat it was made for.
 *
 * @example
 * ```ts
 * const view: PlayerView = playerView(state, 0);
 * view.quests.deck.length; // how many cards remain, in no meaningful order
 * legalActions(view); // the same list the full state gives
 * ```
 */
export interface PlayerView extends Omit<GameState, "rng" | "config"> {
  /** Always null: the RNG state would reveal future dice and shuffles. */
  readonly rng: null;
  /** The configuration without the seed. */
  readonly config: ViewConfig;
  /** The seat this view was made for, or `"spectator"`. */
  readonly viewer: number | "spectator";
}

/** Builds the view of a full state for one viewer (the engine's `playerView`). */
export function viewOf(ctx: EngineContext, state: GameState, viewer: number | "spectator"): PlayerView {
  assertGameState(ctx, state);
  if (viewer !== "spectator" && !(Number.isInteger(viewer) && viewer >= 0 && viewer < state.config.players)) {
    throw new InvalidOptionsError(
      "VIEWER",
      `The viewer must be a seat from 0 to ${state.config.players - 1} or "spectator".`,
    );
  }
  return guarded(() => {
    const order = new Map(ctx.content.quests.map((q, i) => [q.id, i]));
    const deck = [...state.quests.deck].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
    const { rng: _rng, config, ...visible } = state;
    return Object.freeze({
      ...visible,
      rng: null,
      config: Object.freeze({ ...config, seed: null }),
      quests: Object.freeze({ ...state.quests, deck: Object.freeze(deck) }),
      viewer,
    });
  });
}

/**
 * The view of the state for one seat (or for a spectator, `"spectator"`). Two states that differ
 * only in hidden information (the deck order, the RNG state, the seed) give equal views. A view is
 * accepted by `legalActions`, `validate`, `isGameOver` and `scores`, which give the same answers
 * as for the full state; `reduce` refuses it (`STATE_IS_VIEW`): a view cannot roll dice.
 *
 * @param state - the full state
 * @param viewer - a seat or `"spectator"`
 * @returns the view, safe to send to that player
 * @example
 * ```ts
 * const view = playerView(state, 0);
 * legalActions(view); // what seat 0 may do, worked out without the hidden information
 * JSON.stringify(view).includes(String(state.config.seed)); // false (for a seed that is not a common word)
 * ```
 */
export function playerView(state: GameState, viewer: number | "spectator"): PlayerView {
  return viewOf(referenceContext(), state, viewer);
}
