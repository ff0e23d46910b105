/**
 * Starts a boardgame.io server for Tiny Epic Quest: the game on one port (socket.io), the lobby
 * REST API on another (with koa 2.16 the lobby answers 404 on the game port: docs/online.md),
 * both bound to one host, with the storage and pub/sub chosen.
 */
import type { AddressInfo } from "node:net";
import type { Server as HttpServer } from "node:http";
import { FlatFile, Origins, Server, SocketIO } from "boardgame.io/server";
import { redactInitialState, strictCredentials, teqGame, type Refusal } from "teq-engine/boardgame.io";
import { RedisPubSub } from "./redis-pubsub";
import { RedisStorage } from "./redis-storage";

/** Where matches are kept: in a directory (boardgame.io's FlatFile), or in Redis (shared by several processes). */
export type Storage = { readonly kind: "files"; readonly dir: string } | { readonly kind: "redis"; readonly url: string };

export interface StartOptions {
  readonly host: string;
  /** 0 for a free port. */
  readonly port: number;
  /** 0 for a free port. */
  readonly apiPort: number;
  readonly storage: Storage;
  /** Origins allowed to connect (browsers): the web client's. Localhost in development by default. */
  readonly origins?: readonly string[];
  readonly onRefusal?: (refusal: Refusal) => void;
}

export interface Running {
  readonly port: number;
  readonly apiPort: number;
  /** Closes the servers and the storage's connections. */
  stop(): Promise<void>;
}

/**
 * boardgame.io's `run` listens with `listen(port, callback)`, which binds every interface; Node's
 * `listen` also takes `{ port, host }` in place of the port, which binds one host.
 */
const on = (host: string, port: number): number => ({ port, host }) as unknown as number;

export async function startServer(options: StartOptions): Promise<Running> {
  const storage = options.storage;
  const redisStorage = storage.kind === "redis" ? new RedisStorage(storage.url) : null;
  const pubSub = storage.kind === "redis" ? new RedisPubSub<never>(storage.url) : null;
  // boardgame.io sends each connecting client the initial state unfiltered: it holds the seed (docs/online.md).
  const db = redactInitialState(redisStorage ?? new FlatFile({ dir: storage.kind === "files" ? storage.dir : "" }));
  const origins = options.origins ? [...options.origins] : [Origins.LOCALHOST_IN_DEVELOPMENT];
  const server = Server({
    games: [teqGame(options.onRefusal ? { onRefusal: options.onRefusal } : {})],
    db,
    transport: new SocketIO(pubSub ? { pubSub } : {}),
    origins,
    authenticateCredentials: strictCredentials,
  });
  const { appServer, apiServer } = await server.run({ port: on(options.host, options.port), lobbyConfig: { apiPort: on(options.host, options.apiPort) } });
  const portOf = (s: HttpServer | undefined): number => (s?.address() as AddressInfo).port;
  return {
    port: portOf(appServer),
    apiPort: portOf(apiServer),
    async stop() {
      server.kill({ appServer, ...(apiServer ? { apiServer } : {}) });
      await Promise.all([redisStorage?.close(), pubSub?.close()]);
    },
  };
}
