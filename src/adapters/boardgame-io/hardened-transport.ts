/**
 * A boardgame.io socket.io transport that serves only the game's own move: every packet is
 * checked before boardgame.io sees it, every handler's exception is caught, every state sent is a
 * view, and a move is told to the clients only once it is stored.
 *
 * @module
 */
import type { Game } from "boardgame.io";
import { Master } from "boardgame.io/master";
import { SocketIO } from "boardgame.io/server";
import { Held, noCreate, type App, type Registered, type WireSocket } from "./master-calls";
import { checkPacket, DEFAULT_PACKET_LIMITS, eventName, type PacketRules } from "./packet-guard";
import { forClient, initialView, viewFilter, viewsOf, type MasterMessage, type ViewFilter } from "./outgoing";
import { defaultLog, type HardenedTransportOptions, type TransportLogEntry } from "./transport-options";
import { wallClock } from "./wall-clock";

export type { HardenedTransportOptions, TransportLogEntry } from "./transport-options";

/**
 * boardgame.io 0.50's `SocketIO` transport, hardened (its handlers are replaced; the socket.io
 * server, CORS and pub/sub are boardgame.io's):
 * - each packet is checked (event name, arity, argument types, size, depth) before boardgame.io
 *   sees it; only a `MAKE_MOVE` of one of the game's own moves (own properties: no `constructor`)
 *   sent by the seat it names is taken: PATCH, UPDATE, RESET, GAME_EVENT, UNDO, REDO, PLUGIN and
 *   anything else are refused and logged with the socket's address;
 * - `sync` never creates a match: an unknown match is refused;
 * - every handler's exception is caught and logged;
 * - a new state is stored before any client is told of it; a refused move (state unchanged) is
 *   answered to its sender alone;
 * - every state sent or published is a player's view (a `patch` goes out as the full view it
 *   ends in; the pub/sub carries each seat's view, never the full state);
 * - chat is off unless enabled, then bounded in size and rate.
 *
 * @example
 * ```ts
 * import { Server } from "boardgame.io/server";
 * import { HardenedSocketIO } from "teq-engine/boardgame.io/server";
 * import { strictCredentials, teqGame } from "teq-engine/boardgame.io";
 *
 * Server({ games: [teqGame()], transport: new HardenedSocketIO(), authenticateCredentials: strictCredentials });
 * ```
 */
export class HardenedSocketIO extends SocketIO {
  private readonly log: (entry: TransportLogEntry) => void;
  private readonly options: HardenedTransportOptions;

  constructor(options: HardenedTransportOptions = {}) {
    super({
      socketOpts: { maxHttpBufferSize: 64 * 1024, ...options.socketOpts } as never,
      ...(options.pubSub ? { pubSub: options.pubSub } : {}),
      ...(options.socketAdapter === undefined ? {} : { socketAdapter: options.socketAdapter }),
    });
    this.options = options;
    this.log = options.log ?? defaultLog;
  }

  override init(app: Parameters<SocketIO["init"]>[0], games: Game[], origins?: Parameters<SocketIO["init"]>[2]): void {
    super.init(app, games, origins);
    for (const game of games) {
      const nsp = app._io!.of(game.name!);
      nsp.removeAllListeners("connection");
      nsp.on("connection", (socket) => this.serve(app, game, socket));
    }
  }

  /** Serves one socket: every event through the packet checks, every handler guarded. */
  private serve(app: App, game: Game, socket: WireSocket): void {
    const rules: PacketRules = {
      moves: new Set(Object.keys(game.moves ?? {})),
      chat: this.options.chat !== undefined,
      maxChatBytes: this.options.chat?.maxBytes ?? 500,
      limits: { ...DEFAULT_PACKET_LIMITS, ...this.options.limits },
    };
    const filter = viewFilter(game);
    const address = socket.handshake.address;
    const maxRefusals = this.options.maxRefusals ?? 100;
    let refusals = 0;
    const chats: number[] = [];
    const refuse = (event: string, reason: string): void => {
      this.log({ level: "refused", event, address, reason });
      if (++refusals === maxRefusals) socket.disconnect(true);
    };
    const guarded = (event: string, run: () => Promise<void>): void => {
      run().catch((error: unknown) =>
        this.log({ level: "error", event, address, reason: error instanceof Error ? error.message : String(error) }),
      );
    };
    // Every incoming packet goes through this middleware, which handles it and never passes it on:
    // socket.io 3 (boardgame.io's) lets a client name any event, `error` and `disconnect` included,
    // and emitting those (or a non-string name) on the socket would throw or fake a disconnection.
    socket.use((packet: unknown[]) => {
      const [event, ...args] = packet;
      const name = typeof event === "string" ? event.slice(0, 40) : eventName(event);
      guarded(name, async () => {
        const packet = checkPacket(event, args, rules);
        if (typeof packet === "string") return refuse(name, packet);
        const db = app.context.db;
        if (packet.kind === "update") {
          const held = new Held();
          const master = new Master(game, db, held.api, app.context.auth);
          await this.inMatchQueue(packet.matchID, async () => {
            const { action, stateID, matchID, playerID } = packet;
            const result = await master.onUpdate(action as never, stateID, matchID, playerID);
            if (result?.error !== undefined) refuse("update", `${result.error} (match ${matchID}, seat ${playerID})`);
            this.tell(filter, socket, playerID, held, stateID);
          });
          return;
        }
        const { metadata } = await db.fetch(packet.matchID, { metadata: true });
        if (metadata === undefined) return refuse(packet.kind, `no match ${packet.matchID}`);
        const seat = packet.kind === "sync" ? packet.playerID : packet.message.sender;
        if (seat !== null && !Object.hasOwn(metadata.players, seat))
          return refuse(packet.kind, `no seat ${seat} in match ${packet.matchID}`);
        if (packet.kind === "chat") {
          const now = wallClock();
          while (chats.length > 0 && chats[0]! < now - 60_000) chats.shift();
          if (chats.length >= (this.options.chat?.perMinute ?? 20)) return refuse("chat", "more than the chat rate");
          chats.push(now);
          const held = new Held();
          const master = new Master(game, db, held.api, app.context.auth);
          const result = await master.onChatMessage(packet.matchID, packet.message, packet.credentials);
          if (result?.error !== undefined) return refuse("chat", result.error);
          return this.tell(filter, socket, seat, held, -1);
        }
        await this.inMatchQueue(packet.matchID, () => this.sync(app, game, filter, socket, packet));
      });
    });
    // socket.io reports a packet it could not decode ("invalid payload") as an error of the socket.
    socket.on("error", (error) => refuse("socket", String(error)));
    socket.on("disconnect", (reason) =>
      guarded("disconnect", async () => {
        // engine.io closes a connection whose message is over maxHttpBufferSize ("transport error").
        if (reason === "transport error") this.log({ level: "refused", event: "disconnect", address, reason });
        const client = this.clientInfo.get(socket.id) as Registered | undefined;
        this.forget(socket.id);
        if (client === undefined || client.playerID === null) return;
        const held = new Held();
        const master = new Master(game, app.context.db, held.api, app.context.auth);
        await this.inMatchQueue(client.matchID, async () => {
          await master.onConnectionChange(client.matchID, client.playerID, client.credentials, false);
          this.tell(filter, socket, client.playerID, held, -1);
        });
      }),
    );
  }

  /** Answers a sync (the match exists): the sender's view, then it receives every new state. */
  private async sync(
    app: App,
    game: Game,
    filter: ViewFilter,
    socket: WireSocket,
    packet: { matchID: string; playerID: string | null; credentials: string | undefined },
  ): Promise<void> {
    const { matchID, playerID, credentials } = packet;
    const db = noCreate(app.context.db);
    this.forget(socket.id);
    const held = new Held();
    const master = new Master(game, db, held.api, app.context.auth);
    const result = await master.onSync(matchID, playerID, credentials);
    if (result?.error !== undefined) {
      this.log({ level: "refused", event: "sync", address: socket.handshake.address, reason: result.error });
      return;
    }
    for (const own of held.own) {
      if (own.message.type !== "sync") continue;
      const [, info] = own.message.args as [string, { initialState?: never }];
      const initialState = initialView(game, playerID, info.initialState);
      own.message = { type: "sync", args: [matchID, { ...info, initialState }] };
    }
    this.tell(filter, socket, playerID, held, -1);
    socket.join(matchID);
    this.register({ matchID, playerID, credentials, socket }, filter);
    const change = new Held();
    await new Master(game, db, change.api, app.context.auth).onConnectionChange(matchID, playerID, credentials, true);
    this.tell(filter, socket, playerID, change, -1);
  }

  /**
   * Sends what a master call held, once it finished: its own messages to the socket, and each new
   * state as views on the pub/sub, or to the sender alone when the state did not change
   * (`stateID` is the state the move was made against; -1 when not a move).
   */
  private tell(filter: ViewFilter, socket: WireSocket, playerID: string | null, held: Held, stateID: number): void {
    for (const { playerID: to, message } of held.own) {
      const wire = filter(to, message);
      socket.emit(wire.type, ...wire.args);
    }
    for (const message of held.all) {
      const isState = message.type === "update" || message.type === "patch";
      if (!isState) {
        this.pubSub.publish(`MATCH-${String(message.args[0])}`, message as never);
        continue;
      }
      const state = message.args[message.type === "patch" ? 3 : 1] as { _stateID: number };
      if (state._stateID === stateID) {
        const wire = filter(playerID, message);
        socket.emit(wire.type, ...wire.args);
      } else {
        this.pubSub.publish(`MATCH-${String(message.args[0])}`, viewsOf(filter, message) as never);
      }
    }
  }

  /**
   * Runs `task` in the match's queue: after every master call this process began on the match (a
   * move, a sync, a connection change) and before any it begins later; the queue is dropped once
   * idle and unwatched. {@link createTeqServer} runs the lobby's writes (join, leave, update,
   * rename, play again) in it, so that a join and a seat connecting never write the match's
   * metadata over each other.
   *
   * @param matchID - the match
   * @param task - what to run, alone on the match
   * @returns what `task` returns
   * @example
   * ```ts
   * const transport = new HardenedSocketIO();
   * const seats = await transport.inMatchQueue("match-1", async () => ["0", "1"]);
   * ```
   */
  async inMatchQueue<T>(matchID: string, task: () => Promise<T>): Promise<T> {
    const queue = this.getMatchQueue(matchID);
    try {
      return await queue.add(task);
    } finally {
      if (!this.roomInfo.has(matchID) && queue.size === 0 && queue.pending === 0) this.perMatchQueue.delete(matchID);
    }
  }

  /** Registers a synced client: the first of a match subscribes this process to the match's channel. */
  private register(client: Registered, filter: ViewFilter): void {
    let room = this.roomInfo.get(client.matchID);
    if (room === undefined) {
      room = new Set();
      this.roomInfo.set(client.matchID, room);
      this.pubSub.subscribe(`MATCH-${client.matchID}`, (message: MasterMessage) =>
        this.deliver(client.matchID, filter, message),
      );
    }
    room.add(client.socket.id);
    this.clientInfo.set(client.socket.id, client as never);
  }

  /** Relays one published message to the match's clients on this process, each its own view. */
  private deliver(matchID: string, filter: ViewFilter, message: MasterMessage): void {
    for (const id of this.roomInfo.get(matchID) ?? []) {
      const client = this.clientInfo.get(id) as Registered | undefined;
      if (client === undefined) continue;
      try {
        const wire = forClient(filter, client.playerID, message);
        if (wire === null) continue;
        client.socket.emit(wire.type, ...wire.args);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        this.log({ level: "error", event: "broadcast", address: client.socket.handshake.address, reason });
      }
    }
  }

  /** Unregisters a socket; the last client of a match unsubscribes this process from its channel. */
  private forget(socketID: string): void {
    const client = this.clientInfo.get(socketID) as Registered | undefined;
    if (client === undefined) return;
    this.clientInfo.delete(socketID);
    const room = this.roomInfo.get(client.matchID);
    room?.delete(socketID);
    if (room !== undefined && room.size === 0) {
      this.pubSub.unsubscribeAll(`MATCH-${client.matchID}`);
      this.roomInfo.delete(client.matchID);
      const queue = this.perMatchQueue.get(client.matchID);
      if (queue !== undefined && queue.size === 0 && queue.pending === 0) this.perMatchQueue.delete(client.matchID);
    }
  }
}
