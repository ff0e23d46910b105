/**
 * The hostile-client suite's tools (issue 52): raw socket.io sockets that record every message,
 * the secrets of a stored match (seed, RNG, quest deck order) and the check that no message holds
 * one, and the attacks themselves, each a list of raw packets.
 */
import { io, type Socket } from "socket.io-client";
import { legalActions, type GameState } from "../../src/index";
import type { MatchConnection } from "../../examples/web/src/online/connection";
import { GAME_NAME, type Seat } from "../../examples/web/src/online/lobby";

/** A raw socket.io socket on the game's namespace, keeping every event it receives. */
export interface Probe {
  readonly socket: Socket;
  readonly received: Array<{ readonly event: string; readonly args: unknown[] }>;
  /** Resolves with the next `sync` answer for `matchID` (or null after `ms`). */
  syncAnswer(matchID: string, ms?: number): Promise<unknown>;
  close(): void;
}

/** Connects a raw socket (websocket only, no reconnection), resolving once connected. */
export async function probe(url: string): Promise<Probe> {
  const socket = io(`${url}/${GAME_NAME}`, { transports: ["websocket"], reconnection: false, forceNew: true });
  const received: Array<{ event: string; args: unknown[] }> = [];
  socket.onAny((event: string, ...args: unknown[]) => received.push({ event, args }));
  await new Promise<void>((ok, fail) => {
    socket.once("connect", () => ok());
    socket.once("connect_error", fail);
  });
  return {
    socket,
    received,
    syncAnswer: (matchID, ms = 10_000) =>
      new Promise((ok) => {
        const done = (info: unknown): void => {
          clearTimeout(timer);
          socket.off("sync", listener);
          socket.off("disconnect", closed);
          ok(info);
        };
        const timer = setTimeout(() => done(null), ms);
        const listener = (id: string, info: unknown): void => {
          if (id === matchID) done(info);
        };
        const closed = (): void => done(null);
        socket.on("sync", listener);
        socket.once("disconnect", closed);
      }),
    close: () => socket.close(),
  };
}

/** What no client may ever receive of a match: its seed, its RNG's state words, its quest deck in draw order. */
export interface Secrets {
  readonly seed: string;
  readonly rng: readonly string[];
  readonly deck: string;
}

/** The secrets of a stored (full) state. */
export function secretsOf(state: GameState): Secrets {
  const rng =
    state.rng === null
      ? []
      : Object.values(state.rng)
          .map(String)
          .filter((v) => v.length >= 8);
  return { seed: String(state.config.seed), rng, deck: JSON.stringify(state.quests.deck) };
}

/** Which secrets appear anywhere in `messages` (as JSON text). */
export function leaked(messages: readonly unknown[], secrets: readonly Secrets[]): string[] {
  const text = JSON.stringify(messages);
  const found: string[] = [];
  for (const s of secrets) {
    if (text.includes(s.seed)) found.push(`seed ${s.seed}`);
    for (const word of s.rng) if (text.includes(word)) found.push(`rng word ${word}`);
    if (s.deck.length > 40 && text.includes(s.deck.slice(1, -1))) found.push("the quest deck in draw order");
  }
  return found;
}

/** An array nested `depth` levels deep around `leaf`, built without recursion. */
export function nest(depth: number, leaf: unknown = 0): unknown {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** A seat on turn in a match, the state it acts on, and a legal action of its view. */
export interface Turn {
  readonly matchID: string;
  readonly seat: Seat;
  readonly stateID: number;
  readonly legal: unknown;
  readonly view: unknown;
}

/** The turn of a match as a seat's connection last saw it (the seat on turn's connection). */
export function turnOf(conns: readonly MatchConnection[], seats: readonly Seat[]): Turn {
  const state = conns.find((c) => c.state !== null)?.state;
  if (!state) throw new Error("no state yet");
  const seat = seats.find((s) => s.playerID === state.currentPlayer)!;
  const own = conns.find((c) => c.options.playerID === seat.playerID)!.state!;
  return { matchID: seat.matchID, seat, stateID: own.stateID, legal: legalActions(own.view)[0], view: own.view };
}

/**
 * Sends one attack packet: an event and its arguments, or `["raw", frame]` for an engine.io frame
 * written as is (a packet socket.io's client refuses to build: a reserved or non-string event name).
 */
export function send(p: Probe, packet: readonly [string, ...unknown[]]): void {
  if (packet[0] === "raw")
    (p.socket.io as unknown as { engine: { write(frame: string): void } }).engine.write(String(packet[1]));
  else p.socket.emit(...packet);
}

/** One attack: a name and the raw packets (event name and arguments) it sends. */
export interface Attack {
  readonly name: string;
  packets(turn: Turn, unknownID: string): Array<readonly [string, ...unknown[]]>;
}

/** An `update` packet of the seat on turn, with its credentials, carrying `action`. */
const seated = (turn: Turn, action: Record<string, unknown>): readonly [string, ...unknown[]] => [
  "update",
  {
    ...action,
    payload: { ...(action["payload"] as object), playerID: turn.seat.playerID, credentials: turn.seat.credentials },
  },
  turn.stateID,
  turn.matchID,
  turn.seat.playerID,
];
const move = (turn: Turn, name: string, args: unknown[]): readonly [string, ...unknown[]] =>
  seated(turn, { type: "MAKE_MOVE", payload: { type: name, args } });

/** Every attack of issue 52, as raw packets (a seated player on its turn, or a socket with no credentials). */
export const ATTACKS: readonly Attack[] = [
  {
    name: "PATCH rigging the dice (replace /G/rng, /G/config/seed, /G/quests/deck)",
    packets: (t) => [
      seated(t, {
        type: "PATCH",
        patch: [
          { op: "replace", path: "/G/rng", value: { c: 1, s0: 0.5, s1: 0.25, s2: 0.125 } },
          { op: "replace", path: "/G/config/seed", value: "rigged" },
          { op: "replace", path: "/G/quests/deck", value: [] },
        ],
        payload: {},
      }),
    ],
  },
  {
    name: "PATCH adding a forged winner (/ctx/gameover)",
    packets: (t) => [
      seated(t, {
        type: "PATCH",
        patch: [{ op: "add", path: "/ctx/gameover", value: { winners: ["0"] } }],
        payload: {},
      }),
    ],
  },
  {
    name: "UPDATE with a forged state, UPDATE with a player view, RESET with junk",
    packets: (t) => [
      seated(t, {
        type: "UPDATE",
        state: { G: { ...(t.view as object), config: { seed: "rigged" } }, ctx: {} },
        payload: {},
      }),
      seated(t, { type: "UPDATE", state: { G: t.view, ctx: { currentPlayer: "0" }, _stateID: 999 }, payload: {} }),
      seated(t, { type: "RESET", state: { junk: true }, payload: {} }),
      seated(t, { type: "RESET", state: 42, payload: {} }),
    ],
  },
  {
    name: "client events, UNDO, REDO, PLUGIN, SYNC and unknown action types",
    packets: (t) => [
      seated(t, { type: "GAME_EVENT", payload: { type: "endTurn", args: [] } }),
      seated(t, { type: "GAME_EVENT", payload: { type: "endGame", args: [{ winners: ["0"] }] } }),
      seated(t, { type: "UNDO", payload: { type: "", args: [] } }),
      seated(t, { type: "REDO", payload: { type: "", args: [] } }),
      seated(t, { type: "PLUGIN", payload: { type: "teq-engine", args: [] } }),
      seated(t, { type: "SYNC", state: {}, payload: {} }),
      seated(t, { type: "STRIP_TRANSIENTS", payload: {} }),
    ],
  },
  {
    name: "sync for a match that does not exist (no credentials)",
    packets: (_t, unknownID) => [["sync", unknownID, null, null, 2]],
  },
  {
    name: "sync with no arguments, a number, an object, a nested playerID",
    packets: (t) => [
      ["sync"],
      ["sync", 42],
      ["sync", { matchID: t.matchID }],
      ["sync", [t.matchID]],
      ["sync", t.matchID, nest(4000, "0"), t.seat.credentials],
      ["sync", t.matchID, { toString: "0" }],
    ],
  },
  {
    name: "update with a nested playerID, no arguments, junk arguments",
    packets: (t) => [
      [
        "update",
        { type: "MAKE_MOVE", payload: { type: "act", args: [t.legal] } },
        t.stateID,
        t.matchID,
        nest(4000, "0"),
      ],
      ["update"],
      ["update", null, null, null, null],
      ["update", "MAKE_MOVE", t.stateID, t.matchID, t.seat.playerID],
    ],
  },
  {
    name: "moves named constructor, toString, __proto__, hasOwnProperty",
    packets: (t) =>
      ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"].map((n) => move(t, n, [t.legal])),
  },
  {
    name: "move arguments nested 4,000 levels deep",
    packets: (t) => [move(t, "act", [nest(4000)]), move(t, "act", [{ ...(t.legal as object), extra: nest(4000) }])],
  },
  {
    name: "a move sent as another seat (payload playerID not the sender's)",
    packets: (t) => [
      [
        "update",
        {
          type: "MAKE_MOVE",
          payload: {
            type: "act",
            args: [t.legal],
            playerID: t.seat.playerID === "0" ? "1" : "0",
            credentials: t.seat.credentials,
          },
        },
        t.stateID,
        t.matchID,
        t.seat.playerID,
      ],
    ],
  },
  {
    name: "events the server does not serve (patch, matchData, chat while off) and prototype keys",
    packets: (t) => [
      ["patch", t.matchID, 0, 1, [], []],
      ["matchData", t.matchID, []],
      ["chat", t.matchID, { id: "x", sender: t.seat.playerID, payload: "hello" }, t.seat.credentials],
      [
        "update",
        JSON.parse('{"type":"MAKE_MOVE","__proto__":{"polluted":true},"payload":{}}'),
        t.stateID,
        t.matchID,
        "0",
      ],
      ["sync", t.matchID, JSON.parse('{"__proto__":{"x":1}}')],
    ],
  },
  {
    name: "event names socket.io 3 lets through: error, disconnect, newListener, a number, an object with a toString key",
    packets: (t) => [
      ["error", "boom"],
      ["raw", `42/${GAME_NAME},["error",{"message":"boom"}]`],
      ["raw", `42/${GAME_NAME},["disconnect","transport error"]`],
      ["raw", `42/${GAME_NAME},["newListener","update"]`],
      ["raw", `42/${GAME_NAME},[42,"${t.matchID}"]`],
      ["raw", `42/${GAME_NAME},[{"toString":1},"${t.matchID}"]`],
      ["raw", `42/${GAME_NAME},[["sync"],"${t.matchID}"]`],
    ],
  },
  {
    name: "chat of 900 KB",
    packets: (t) => [
      ["chat", t.matchID, { id: "x", sender: t.seat.playerID, payload: "x".repeat(900_000) }, t.seat.credentials],
    ],
  },
];
