/**
 * Starts a boardgame.io server for Tiny Epic Quest: the game on one port (socket.io), the lobby
 * REST API on another (with koa 2.16 the lobby answers 404 on the game port: docs/online.md),
 * both bound to one host, with the storage and pub/sub chosen.
 */
import type { AddressInfo } from "node:net";
import type { Server as HttpServer } from "node:http";
import { Origins } from "boardgame.io/server";
import type { Refusal } from "teq-engine/boardgame.io";
import { createTeqServer, type TransportLogEntry } from "teq-engine/boardgame.io/server";
import { FileStore } from "./file-store";
import { RedisPubSub } from "./redis-pubsub";
import { RedisStorage } from "./redis-storage";

/** Where matches are kept: in a directory (`FileStore`: atomic writes), or in Redis (shared by several processes). */
export type Storage =
  | { readonly kind: "files"; readonly dir: string; readonly durable?: boolean }
  | { readonly kind: "redis"; readonly url: string };

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
  /** Where the transport's refused packets and caught errors go (a console.warn line each by default). */
  readonly onTransportLog?: (entry: TransportLogEntry) => void;
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

/**
 * The origins allowed when none are given: pages served from localhost or 127.0.0.1 (the web
 * client's `npm run web` serves 127.0.0.1:5173), and only outside production.
 */
const DEVELOPMENT_ORIGINS =
  process.env["NODE_ENV"] === "production" ? [] : [Origins.LOCALHOST, /^https?:\/\/127\.0\.0\.1(:\d+)?$/];

export async function startServer(options: StartOptions): Promise<Running> {
  const storage = options.storage;
  const redisStorage = storage.kind === "redis" ? new RedisStorage(storage.url) : null;
  const pubSub = storage.kind === "redis" ? new RedisPubSub<never>(storage.url) : null;
  // The hardened transport sends views only (the initial state included): the storage needs no redacting wrapper.
  const fileStore =
    storage.kind === "files" ? new FileStore({ dir: storage.dir, durable: storage.durable ?? true }) : null;
  const db = redisStorage ?? (fileStore as FileStore);
  const origins = options.origins ? [...options.origins] : DEVELOPMENT_ORIGINS;
  const server = createTeqServer({
    game: options.onRefusal ? { onRefusal: options.onRefusal } : {},
    db,
    origins,
    transport: {
      ...(pubSub ? { pubSub } : {}),
      ...(options.onTransportLog ? { log: options.onTransportLog } : {}),
    },
  });
  const { appServer, apiServer } = await server.run({
    port: on(options.host, options.port),
    lobbyConfig: { apiPort: on(options.host, options.apiPort) },
  });
  const portOf = (s: HttpServer | undefined): number => (s?.address() as AddressInfo).port;
  return {
    port: portOf(appServer),
    apiPort: portOf(apiServer),
    async stop() {
      server.kill({ appServer, ...(apiServer ? { apiServer } : {}) });
      // A graceful stop: the moves already received finish, their states written, before the storage closes.
      const queues = (server.transport as unknown as { perMatchQueue: Map<string, { onIdle(): Promise<void> }> })
        .perMatchQueue;
      await Promise.all([...queues.values()].map((queue) => queue.onIdle()));
      await Promise.all([fileStore?.idle(), redisStorage?.close(), pubSub?.close()]);
    },
  };
}
