/**
 * The options of the hardened boardgame.io transport (`HardenedSocketIO`), and the line it
 * logs for each refused packet or caught error.
 *
 * @module
 */
import type { GenericPubSub } from "boardgame.io/server";
import type { PacketLimits } from "./packet-guard";

/**
 * One line of the transport's log: a refused packet (with the socket's address) or a handler's
 * error (caught, never ending the process).
 *
 * @example
 * ```ts
 * const log = (e: TransportLogEntry) => console.warn(`${e.level} ${e.event} from ${e.address}: ${e.reason}`);
 * ```
 */
export interface TransportLogEntry {
  readonly level: "refused" | "error";
  /** The socket.io event (`update`, `sync`, `chat`, ...) or `disconnect`/`broadcast`. */
  readonly event: string;
  /** The client's address as socket.io saw it. */
  readonly address: string;
  readonly reason: string;
}

/**
 * Options of {@link HardenedSocketIO}.
 *
 * @example
 * ```ts
 * const options: HardenedTransportOptions = { chat: { maxBytes: 300, perMinute: 10 }, log: () => {} };
 * ```
 */
export interface HardenedTransportOptions {
  /** boardgame.io's pub/sub (several server processes): it carries views only. */
  readonly pubSub?: GenericPubSub<never>;
  /** socket.io server options; `maxHttpBufferSize` is 64 KiB unless given. */
  readonly socketOpts?: Record<string, unknown>;
  /** A socket.io adapter, as boardgame.io's `SocketIO` takes. */
  readonly socketAdapter?: unknown;
  /** Chat: off unless given; then each message at most `maxBytes` (500) and `perMinute` (20) per socket. */
  readonly chat?: { readonly maxBytes?: number; readonly perMinute?: number };
  /** Where refusals and errors go; a `console.warn` line each by default. */
  readonly log?: (entry: TransportLogEntry) => void;
  /** Bounds on one packet ({@link DEFAULT_PACKET_LIMITS} by default). */
  readonly limits?: Partial<PacketLimits>;
  /** Refused packets after which a socket is disconnected (100 by default). */
  readonly maxRefusals?: number;
}

/** Where the transport's log lines go unless the options say: a `console.warn` line each. */
export const defaultLog = (e: TransportLogEntry): void =>
  console.warn(`[teq-engine/boardgame.io] ${e.level} ${e.event} from ${e.address}: ${e.reason}`);
