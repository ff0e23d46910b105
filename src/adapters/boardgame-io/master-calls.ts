/**
 * What the hardened transport (`HardenedSocketIO`) hands boardgame.io's master and reads of
 * socket.io: the parts of a socket it uses, a registered client, the server app, the storage with
 * match creation refused, and the master's messages held until a call has finished.
 *
 * @module
 */
import type { StorageAPI } from "boardgame.io";
import type { SocketIO } from "boardgame.io/server";
import type { MasterMessage } from "./outgoing";

/** The parts of a socket.io socket the transport uses. */
export interface WireSocket {
  readonly id: string;
  readonly handshake: { readonly address: string };
  use(middleware: (packet: unknown[], next: (error?: Error) => void) => void): void;
  on(event: "disconnect", listener: (reason: string) => void): void;
  on(event: "error", listener: (error: unknown) => void): void;
  emit(event: string, ...args: unknown[]): boolean;
  join(room: string): void;
  disconnect(close?: boolean): void;
}

/** A connected client registered by a sync. */
export interface Registered {
  readonly matchID: string;
  readonly playerID: string | null;
  readonly credentials: string | undefined;
  readonly socket: WireSocket;
}

/** The server app as boardgame.io hands it to a transport (its socket.io server once `init` ran). */
export type App = Parameters<SocketIO["init"]>[0];
/** A match storage, as boardgame.io takes either kind. */
type Storage = StorageAPI.Async | StorageAPI.Sync;

/** The storage as the master sees it: `createMatch` refuses (a sync never creates a match; the lobby does). */
export function noCreate(db: Storage): Storage {
  return new Proxy(db, {
    get(target, key) {
      if (key === "createMatch")
        return () => {
          throw new Error("a sync may not create a match");
        };
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The messages of one master call, held until the call (and its storage writes) finished. */
export class Held {
  readonly all: MasterMessage[] = [];
  readonly own: Array<{ playerID: string | null; message: MasterMessage }> = [];
  readonly api = {
    send: ({ playerID, ...message }: { playerID: string | null } & MasterMessage) =>
      this.own.push({ playerID, message }),
    sendAll: (message: MasterMessage) => this.all.push(message),
  };
}
