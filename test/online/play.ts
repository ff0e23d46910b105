/**
 * Seats playing a match over socket.io, as the online tests drive them: each seat connects with
 * its credentials and, when the server says it must act, picks a random legal action from its own
 * received view. Also: reading a match back from the server's storage, and the leak checks.
 */
import type { LogEntry, State } from "boardgame.io";
import { Redis } from "ioredis";
import { legalActions, referencePack, type Action, type GameState, type PlayerView } from "../../src/index";
import { FileStore } from "../../examples/server/file-store";
import { MatchConnection, type MatchState } from "../../examples/web/src/online/connection";
import { createMatch, joinMatch, type Seat } from "../../examples/web/src/online/lobby";
import type { TeqSetupData } from "../../src/adapters/boardgame-io/index";
import type { TestStorage } from "./processes";

/** A small seeded generator for the seats' choices: the bots' own mulberry32. */
export { mulberry32 as prng } from "../../src/bots/seeded-random";

/** A match created and fully joined through the lobby. */
export interface Match {
  readonly matchID: string;
  readonly seats: readonly Seat[];
}

/** Creates a match through the lobby API and joins every seat. */
export async function openMatch(api: string, players: number, setupData: TeqSetupData = {}): Promise<Match> {
  const matchID = await createMatch(api, players, setupData);
  const seats: Seat[] = [];
  for (let p = 0; p < players; p++) seats.push(await joinMatch(api, matchID, `player ${p}`, String(p)));
  return { matchID, seats };
}

/** Connects a seat (keeping every raw message for the leak checks). */
export function connect(server: string, seat: Seat): MatchConnection {
  return new MatchConnection(
    { server, matchID: seat.matchID, playerID: seat.playerID, credentials: seat.credentials },
    true,
  );
}

/**
 * Waits for a state, asking the server for the whole match again after each 15 s without it (an
 * update lost to a reconnection under load is then recovered, as a real client would); fails
 * after 8 tries.
 */
async function patiently(conn: MatchConnection, test: (state: MatchState) => boolean): Promise<MatchState> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await conn.until(test, 15_000);
    } catch (error) {
      if (attempt >= 8) throw error;
      conn.resync();
    }
  }
}

/** Move latencies, in ms, from sending a move to receiving the state it made. */
export const latencies: number[] = [];

/**
 * Plays this seat's turns until the match is over: whenever the latest state says this seat must
 * act, sends a random legal action of its own view and waits for the next state. `pause` is called
 * before each move (a test may stop here, e.g. to disconnect).
 */
export async function playSeat(
  conn: MatchConnection,
  rand: () => number,
  pause?: (state: PlayerView) => Promise<void>,
): Promise<number> {
  let sent = 0;
  const me = conn.options.playerID;
  for (;;) {
    const state = await patiently(conn, (s) => s.gameover !== undefined || s.currentPlayer === me);
    if (state.gameover !== undefined) return sent;
    if (pause) await pause(state.view);
    const current = conn.state ?? state;
    if (current.gameover !== undefined || current.currentPlayer !== me) continue;
    const legal = legalActions(current.view);
    const action = legal[Math.floor(rand() * legal.length)] as Action;
    const started = performance.now();
    for (let attempt = 1; ; attempt++) {
      conn.send(action, current.stateID);
      try {
        // Backing off (3 s, 6 s, ... 15 s): resending every 3 s to a server slowed by load queues
        // more copies behind the first, and slows it further.
        await conn.until((s) => s.stateID > current.stateID, Math.min(3000 * attempt, 15_000));
        break;
      } catch (error) {
        // Sent again against the same state: if the first one was applied, the server refuses the
        // copy as stale. (With several server processes, a move can reach one before the state it
        // answers is written by another, and be refused as stale: docs/online.md.)
        if (attempt >= 40) throw error;
        conn.resync();
      }
    }
    latencies.push(performance.now() - started);
    sent++;
  }
}

/** The match as the server stored it: the full final state, and the actions of its log in order. */
export interface StoredMatch {
  readonly state: GameState;
  readonly actions: Action[];
  readonly stateIDs: number[];
}

const storedOf = (state: State | undefined, log: readonly LogEntry[] | undefined): StoredMatch => {
  if (state === undefined) throw new Error("no such match in storage");
  const moves = (log ?? []).filter((e) => e.action.type === "MAKE_MOVE");
  return {
    state: state.G as GameState,
    actions: moves.map((e) => (e.action.payload.args as Action[])[0] as Action),
    stateIDs: moves.map((e) => e._stateID),
  };
};

/** Reads matches back from a server's storage. */
export async function readStored(storage: TestStorage, matchIDs: readonly string[]): Promise<Map<string, StoredMatch>> {
  const out = new Map<string, StoredMatch>();
  if ("data" in storage) {
    // Reading needs no lock: each file is whole (written aside, then renamed), even while a server writes.
    const db = new FileStore({ dir: storage.data, report: () => undefined });
    for (const id of matchIDs) {
      const { state, log } = await db.fetch(id, { state: true, log: true });
      out.set(id, storedOf(state, log));
    }
    return out;
  }
  const redis = new Redis(storage.redis);
  try {
    for (const id of matchIDs) {
      const [state, log] = await Promise.all([
        redis.get(`bgio:match:${id}:state`),
        redis.lrange(`bgio:match:${id}:log`, 0, -1),
      ]);
      out.set(
        id,
        storedOf(
          state === null ? undefined : (JSON.parse(state) as State),
          log.map((l) => JSON.parse(l) as LogEntry),
        ),
      );
    }
  } finally {
    await redis.quit();
  }
  return out;
}

const CONTENT_ORDER = new Map(referencePack.quests.map((q, i) => [q.id, i]));

/**
 * Problems with what one client received: a state with an RNG or a seed, a quest deck not in
 * content order (its draw order would leak), a view for another seat, the match's secret seed
 * anywhere in any message, or an event (the adapter's `teq-events` plugin data) holding what the
 * view it came with hides: an RNG or a seed field, or a quest still in the deck (naming one would
 * tell where it lies).
 */
export function leaks(conn: MatchConnection, secretSeed: string): string[] {
  return leaksIn(conn.received, conn.options.playerID, secretSeed);
}

/**
 * {@link leaks} of messages received by a seat (`playerID`, null for a spectator) however they were
 * captured: each a `sync`'s info or an `update`, both `{ state }`.
 */
export function leaksIn(received: readonly unknown[], playerID: string | null, secretSeed: string): string[] {
  const problems: string[] = [];
  const text = JSON.stringify(received);
  if (text.includes(secretSeed)) problems.push("the secret seed appears in a message");
  for (const message of received as Array<{
    state: { G: PlayerView; plugins?: { "teq-events"?: { data?: { events?: readonly unknown[] } } } };
  }>) {
    const view = message.state.G;
    const inDeck = new Set(view.quests.deck);
    for (const event of message.state.plugins?.["teq-events"]?.data?.events ?? []) {
      const words = JSON.stringify(event);
      if (/"(rng|seed)"/.test(words)) problems.push(`an event with an RNG or a seed: ${words}`);
      const named = words.match(/"[^"]*"/g)?.map((s) => s.slice(1, -1)) ?? [];
      if (named.some((s) => inDeck.has(s))) problems.push(`an event naming a quest still in the deck: ${words}`);
    }
    if (view.rng !== null) problems.push("a state with an RNG");
    if (view.config.seed !== null) problems.push("a state with a seed");
    const deck = view.quests.deck.map((id) => CONTENT_ORDER.get(id) ?? -1);
    if (deck.some((v, i) => i > 0 && v < (deck[i - 1] ?? 0))) problems.push("a quest deck in draw order");
    const expected = playerID === null ? "spectator" : Number(playerID);
    if (view.viewer !== expected) problems.push(`a view for ${String(view.viewer)}`);
  }
  return problems;
}
