/**
 * What the hardened transport sends: every state a client or a pub/sub channel receives is a
 * player's view (boardgame.io's `playerView`), never the full state.
 *
 * @module
 */
import type { Game, State } from "boardgame.io";
import { getFilterPlayerView } from "boardgame.io/internal";

/** A message as boardgame.io's master hands it to its transport (before any view is taken). */
export interface MasterMessage {
  readonly type: string;
  readonly args: readonly unknown[];
}

/** A message as boardgame.io declares what its master hands its transport. */
type MasterData = Parameters<ReturnType<typeof getFilterPlayerView>>[1];

/** A message ready for one client: a socket.io event name and its arguments. */
export interface WireMessage {
  readonly type: string;
  readonly args: readonly unknown[];
}

/**
 * The pub/sub message of one new state: each seat's view and the spectator's, taken before
 * publishing, so no message crossing the pub/sub (Redis) holds the seed, the RNG or the deck order.
 */
export interface ViewsMessage {
  readonly type: "teq-views";
  readonly args: readonly [string, { readonly seats: Record<string, WireMessage>; readonly spectator: WireMessage }];
}

/** The filter boardgame.io applies per player (views of `G` and of plugin data, log redaction). */
export type ViewFilter = (playerID: string | null, message: MasterMessage) => WireMessage;

/** boardgame.io's per-player filter for `game`, with a `patch` sent as the full view it ends in. */
export function viewFilter(game: Game): ViewFilter {
  const filter = getFilterPlayerView(game);
  // A message the master handed its transport is one of boardgame.io's intermediate messages.
  return (playerID, message) => filter(playerID, asUpdate(message) as MasterData);
}

/**
 * A `patch` message as the `update` of its final state: a patch computed between two states
 * could carry what a view withholds, and a full view costs the client one message all the same.
 */
export function asUpdate(message: MasterMessage): MasterMessage {
  if (message.type !== "patch") return message;
  const [matchID, , , state] = message.args;
  return { type: "update", args: [matchID, state] };
}

/** The views message of an `update` or `patch`: each seat of the state's play order and a spectator. */
export function viewsOf(filter: ViewFilter, message: MasterMessage): ViewsMessage {
  const update = asUpdate(message);
  const [matchID, state] = update.args as [string, State];
  const seats: Record<string, WireMessage> = Object.create(null) as Record<string, WireMessage>;
  for (const playerID of state.ctx.playOrder) seats[playerID] = filter(playerID, update);
  return { type: "teq-views", args: [matchID, { seats, spectator: filter(null, update) }] };
}

/** The initial state of a `sync` answer as this player's view (undefined when it cannot be taken). */
export function initialView(game: Game, playerID: string | null, initial: State | undefined): State | undefined {
  if (initial === undefined || game.playerView === undefined) return undefined;
  try {
    const G: unknown = game.playerView({ G: initial.G as never, ctx: initial.ctx, playerID });
    const { deltalog: _log, ...kept } = initial;
    return { ...kept, G, plugins: {}, _undo: [], _redo: [] };
  } catch {
    // Already a view (a storage wrapped by redactInitialState) or unreadable: the client needs none.
    return undefined;
  }
}

/**
 * The message one client receives of a published one, or null for a message the transport does
 * not relay. Views messages give the client its seat's view (a spectator's for any other
 * playerID); a raw `update` or `patch` (from a process without this transport) is filtered here.
 */
export function forClient(filter: ViewFilter, playerID: string | null, message: MasterMessage): WireMessage | null {
  switch (message.type) {
    case "teq-views": {
      const [, views] = (message as ViewsMessage).args;
      const own = playerID !== null && Object.hasOwn(views.seats, playerID) ? views.seats[playerID] : undefined;
      return own ?? views.spectator;
    }
    case "update":
    case "patch":
      return filter(playerID, message);
    case "matchData":
    case "chat":
      return message;
    default:
      return null;
  }
}
