/**
 * The events of a match's last step, carried to the clients in boardgame.io plugin data: the one
 * move records what `reduceWithEvents` said, the plugin keeps it with the state, and each seat
 * receives it through the plugin's `playerView`, as it receives `G` through the game's.
 *
 * @module
 */
import type { Plugin } from "boardgame.io";
import type { GameEvent, GameState } from "teq-engine";
import { seatOf } from "./seats";
import { baseState } from "./base-state";

/**
 * What the events plugin keeps with the state, and what each seat receives of it.
 *
 * @example
 * ```ts
 * const data = client.getState()?.plugins["teq-events"]?.data as TeqStepEvents | undefined;
 * data?.events; // the events of the move that led to this state, e.g. [{ type: "idled", player: 0 }]
 * ```
 */
export interface TeqStepEvents {
  /** The events of the last accepted move, in order (empty before the first move). */
  readonly events: readonly GameEvent[];
}

/** The events the running move recorded (null until a move of the action being processed succeeds). */
let recorded: readonly GameEvent[] | null = null;

/** Records the events of the move being run (called by the move once the engine accepted it). */
export function recordStepEvents(events: readonly GameEvent[]): void {
  recorded = events;
}

/**
 * The events one seat (or a spectator) may receive. A seat's view withholds the seed, the RNG state
 * and the quest deck's order; no event holds any of them (an event names a quest only once it is
 * drawn into the row, and a reshuffle only its size), so every seat receives every event, as a
 * frozen copy that shares nothing with the server's state. The online tests (test/online/play.ts,
 * `leaksIn`) hold every event each seat receives against the view it is sent with.
 *
 * @param events - the events of one step
 * @param viewer - the seat receiving them, or `"spectator"`
 * @returns what that seat may read
 * @example
 * ```ts
 * eventsForSeat([{ type: "idled", player: 0 }], 1); // [{ type: "idled", player: 0 }]
 * ```
 */
export function eventsForSeat(events: readonly GameEvent[], viewer: number | "spectator"): readonly GameEvent[] {
  if (viewer !== "spectator" && !(Number.isInteger(viewer) && viewer >= 0)) return [];
  return Object.freeze(events.map((e) => Object.freeze(JSON.parse(JSON.stringify(e)) as GameEvent)));
}

/**
 * The plugin: `api` (called before each action) forgets what the last action recorded; `flush`
 * keeps the events of an action whose move succeeded (any other action leaves the data as it was);
 * `playerView` gives each seat its share.
 */
export const TEQ_EVENTS_PLUGIN: Plugin<Record<string, never>, TeqStepEvents, GameState> = {
  name: "teq-events",
  setup: () => ({ events: [] }),
  api: () => {
    recorded = null;
    return {};
  },
  flush: ({ data }) => {
    const events = recorded;
    recorded = null;
    return events === null ? data : { events };
  },
  playerView: ({ G, data, playerID }) => {
    const seat = seatOf(playerID, baseState(G).config.players);
    return { events: eventsForSeat(data.events, seat ?? "spectator") };
  },
};
