/**
 * A storage wrapper that keeps each match's initial state on the server.
 *
 * @module
 */
import type { StorageAPI } from "boardgame.io";
import { playerView } from "teq-engine";
import { baseState } from "./base-state";

/** The storage kinds boardgame.io's `Server({ db })` takes. */
type Storage = StorageAPI.Async | StorageAPI.Sync;

/** The fetched initial state with `G` replaced by the spectator's view (no seed, no RNG, no deck order). */
function redact<R>(result: R): R {
  const initial = (result as { initialState?: { G?: unknown } }).initialState;
  if (initial === undefined || initial === null || initial.G === undefined) return result;
  return { ...result, initialState: { ...initial, G: playerView(baseState(initial.G), "spectator") } };
}

/**
 * Wraps a boardgame.io storage so that the initial state it hands the server is the spectator's
 * view of it. boardgame.io 0.50 sends every client that connects the match's `initialState`
 * without passing it through the game's `playerView` (only `state` and the log are filtered), and
 * the initial state of a Tiny Epic Quest match holds the seed, which predicts every roll and
 * draw of the game. The storage itself keeps the full initial state (for audits and replays); only
 * what `fetch` answers is redacted, and the server uses the initial state for nothing but that
 * message.
 *
 * @param db - any boardgame.io storage (FlatFile, your own Async or Sync one)
 * @returns the same storage, its `fetch` answering the redacted initial state
 * @example
 * ```ts
 * import { FlatFile, Server } from "boardgame.io/server";
 *
 * Server({ games: [teqGame()], db: redactInitialState(new FlatFile({ dir: "matches" })), authenticateCredentials: strictCredentials });
 * ```
 */
export function redactInitialState<S extends Storage>(db: S): S {
  return new Proxy(db, {
    get(target, key) {
      if (key === "fetch") {
        return (matchID: string, opts: StorageAPI.FetchOpts): unknown => {
          const result: unknown = target.fetch(matchID, opts);
          return result instanceof Promise ? result.then(redact) : redact(result);
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
