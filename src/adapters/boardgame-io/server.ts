/**
 * `teq-engine/boardgame.io/server`: the hardened way to serve Tiny Epic Quest with boardgame.io
 * 0.50. Unlike `teq-engine/boardgame.io`, this entry loads boardgame.io's server (Koa, socket.io)
 * at run time: import it on the server only. See docs/online.md and docs/threat-model.md.
 *
 * @example
 * ```ts
 * import { FlatFile } from "boardgame.io/server";
 * import { createTeqServer } from "teq-engine/boardgame.io/server";
 *
 * const server = createTeqServer({ db: new FlatFile({ dir: "matches" }), origins: ["https://example.org"] });
 * await server.run({ port: 8000, lobbyConfig: { apiPort: 8001 } });
 * ```
 *
 * @packageDocumentation
 */
import type { StorageAPI } from "boardgame.io";
import { Server } from "boardgame.io/server";
import { strictCredentials, teqGame, type TeqGameOptions } from "teq-engine/boardgame.io";
import { HardenedSocketIO, type HardenedTransportOptions } from "./hardened-transport";

export { HardenedSocketIO } from "./hardened-transport";
export type { HardenedTransportOptions, TransportLogEntry } from "./hardened-transport";
export { DEFAULT_PACKET_LIMITS } from "./packet-guard";
export type { PacketLimits } from "./packet-guard";

/**
 * Options of {@link createTeqServer}.
 *
 * @example
 * ```ts
 * const options: TeqServerOptions = { game: { players: [2, 4] }, origins: ["https://example.org"] };
 * ```
 */
export interface TeqServerOptions {
  /** The game's options (player counts, modules, refusal hook, ...). */
  readonly game?: TeqGameOptions;
  /** boardgame.io storage (FlatFile, your own Async one); boardgame.io's in-memory one by default. */
  readonly db?: StorageAPI.Async | StorageAPI.Sync;
  /** Origins allowed to connect (CORS), as boardgame.io's `Server` takes them; none by default. */
  readonly origins?: Parameters<typeof Server>[0]["origins"];
  /** Options of the hardened transport (pub/sub, chat, log, packet bounds). */
  readonly transport?: HardenedTransportOptions;
}

/**
 * A boardgame.io `Server` for Tiny Epic Quest that accepts only the game's own move: the game
 * ({@link teqGame}), the {@link HardenedSocketIO} transport (packet checks, no match created by a
 * sync, no client event or state rewrite, views only, store before tell, chat off) and
 * {@link strictCredentials}. It is boardgame.io's `Server`: run it, add routes, kill it as usual.
 * The initial state needs no `redactInitialState` wrapper: the transport sends its view.
 *
 * @param options - the game, storage, origins and transport options
 * @returns boardgame.io's server object (`run`, `kill`, `app`, `db`, `transport`, ...)
 * @example
 * ```ts
 * const server = createTeqServer({ game: { players: [1, 4] }, transport: { log: (e) => console.warn(e) } });
 * const { appServer, apiServer } = await server.run({ port: 8000, lobbyConfig: { apiPort: 8001 } });
 * ```
 */
export function createTeqServer(options: TeqServerOptions = {}): ReturnType<typeof Server> {
  const transport = new HardenedSocketIO(options.transport);
  const server = Server({
    games: [teqGame(options.game)],
    ...(options.db === undefined ? {} : { db: options.db }),
    transport,
    origins: options.origins ?? [],
    authenticateCredentials: strictCredentials,
  });
  // boardgame.io's lobby routes read a match's metadata, change it and write it whole, as the
  // master does when a seat connects: each runs in the match's queue, or one change can be lost.
  server.router.use(async (ctx, next) => {
    const write = ctx.method === "POST" ? LOBBY_WRITE.exec(ctx.path) : null;
    if (write === null) await next();
    else await transport.inMatchQueue(decodedSegment(write[1]!), async () => void (await next()));
  });
  return server;
}

/** The lobby's routes that rewrite an existing match's metadata; the match ID is group 1. */
const LOBBY_WRITE = /^\/games\/[^/]+\/([^/]+)\/(?:join|leave|update|rename|playAgain)$/;

/** A path segment decoded as the router decodes its parameters (left as is when malformed). */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
