/**
 * Per-player views. Tiny Epic Quest has no secret hands: the only hidden information is the order
 * of the quest deck and the RNG state (which would reveal future dice and shuffles).
 *
 * @module
 */
import { InvalidOptionsError } from "../core/errors";
import type { GameState } from "./state";
import { guarded } from "./api";
import { assertStateShape } from "./state-guard";

/**
 * What one player may see: the state with the RNG removed and the quest deck in content order
 * rather than draw order (which cards remain is public knowledge; their order is not).
 *
 * @example
 * ```ts
 * const view: PlayerView = playerView(state, 0);
 * view.quests.deck.length; // how many cards remain, in no meaningful order
 * ```
 */
export type PlayerView = Omit<GameState, "rng"> & {
  /** Always null: the RNG state would reveal future dice and shuffles. */
  readonly rng: null;
};

/**
 * The view of the state for one seat (or for a spectator, `"spectator"`). Two states that differ
 * only in hidden information give equal views.
 *
 * @param state - the full state
 * @param viewer - a seat or `"spectator"`
 * @returns the view, safe to send to that player
 * @example
 * ```ts
 * const socket = { send: (data: string) => console.log(data.length) }; // e.g. a WebSocket to seat 1's client
 * socket.send(JSON.stringify(playerView(state, 1)));
 * ```
 */
export function playerView(state: GameState, viewer: number | "spectator"): PlayerView {
  assertStateShape(state);
  if (viewer !== "spectator" && !(Number.isInteger(viewer) && viewer >= 0 && viewer < state.config.players)) {
    throw new InvalidOptionsError("VIEWER", `The viewer must be a seat from 0 to ${state.config.players - 1} or "spectator".`);
  }
  return guarded(() => {
    const order = new Map(state.content.quests.map((q, i) => [q.id, i]));
    const deck = [...state.quests.deck].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
    return { ...state, rng: null, quests: { ...state.quests, deck } };
  });
}
