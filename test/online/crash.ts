/**
 * Matches played through SIGKILLs of a server process: every seat plays on (its socket.io client
 * reconnects by itself to the restarted server, on the same ports, and asks for the match again),
 * and right after each kill, before anything is restarted, every move any client had been shown
 * must be in the storage, in order (what a client saw is a prefix of the stored log).
 */
import { expect } from "vitest";
import { DEFAULT_RULINGS, replay, type GameState, type ModuleId } from "../../src/index";
import type { MatchConnection } from "../../examples/web/src/online/connection";
import { playSeat, prng, readStored, type Match } from "./play";
import type { TestStorage } from "./processes";

/** A kill, as a test does it: SIGKILL a server process, then (after the check) start it again. */
export interface Killer {
  kill(round: number): Promise<void>;
  restart(round: number): Promise<void>;
}

/** What each kill found: moves shown to clients, and those of them not in the storage. */
export interface KillReport {
  readonly shown: number;
  readonly lost: readonly string[];
}

const pause = (ms: number): Promise<void> => new Promise((ok) => setTimeout(ok, ms));

/** The moves shown to any client of `conns`, at most one list per match (the longest). */
const shownMoves = (conns: readonly MatchConnection[][]): number =>
  conns.reduce((n, seats) => n + Math.max(...seats.map((c) => c.moves.length)), 0);

/**
 * Plays every seat of `matches` to the end while `killer` kills the server `kills` times, each
 * after `every` more moves were shown; returns each kill's report and the moves each seat sent.
 */
export async function playThroughKills(
  storage: TestStorage,
  matches: readonly Match[],
  conns: readonly MatchConnection[][],
  killer: Killer,
  kills: number,
  every: number,
): Promise<{ reports: KillReport[]; sent: number[] }> {
  let finished = false;
  const playing = Promise.all(
    conns.flatMap((seats, m) => seats.map((c, s) => playSeat(c, prng(7_000 + 10 * m + s)))),
  ).finally(() => (finished = true));
  const reports: KillReport[] = [];
  for (let round = 1; round <= kills; round++) {
    const target = shownMoves(conns) + every;
    while (!finished && shownMoves(conns) < target) await pause(20);
    if (finished) throw new Error(`the matches ended before kill ${round}: play longer matches or kill sooner`);
    await killer.kill(round);
    // What every client holds at the kill, against what the storage holds with no server running.
    const seen = conns.map((seats) => seats.map((c) => c.moves.map((move) => JSON.stringify(move.action))));
    const stored = await readStored(
      storage,
      matches.map((m) => m.matchID),
    );
    const lost: string[] = [];
    matches.forEach((match, m) => {
      const actions = (stored.get(match.matchID)?.actions ?? []).map((a) => JSON.stringify(a));
      seen[m]?.forEach((moves, s) => {
        const at = moves.findIndex((move, i) => actions[i] !== move);
        if (at >= 0)
          lost.push(
            `match ${m} seat ${s}: shown ${moves.length} moves, storage holds ${actions.length}, first missing at ${at}`,
          );
      });
    });
    reports.push({ shown: shownMoves(conns), lost });
    await killer.restart(round);
  }
  return { reports, sent: await playing };
}

const optionsOf = (state: GameState) => ({
  seed: state.config.seed,
  players: state.config.players,
  modules: state.config.modules.filter((m): m is ModuleId => m !== "solo"),
  rulings: Object.fromEntries(
    Object.entries(state.config.rulings).filter(([k, v]) => v !== DEFAULT_RULINGS[k as keyof typeof DEFAULT_RULINGS]),
  ),
});

/**
 * After play: every match ended in the storage, its log has one move per state, its final state
 * equals `replay` of that log, and every client ended holding exactly the stored moves (once the
 * last update reached it). Returns the number of stored moves.
 */
export async function expectFinished(
  storage: TestStorage,
  matches: readonly Match[],
  conns: readonly MatchConnection[][],
): Promise<number> {
  for (const seats of conns) {
    for (const c of seats) {
      const ended = (s: { gameover?: unknown; stateID: number }): boolean =>
        s.gameover !== undefined && s.stateID === c.moves.length;
      await c.until(ended, 15_000).catch(() => {
        c.resync();
        return c.until(ended, 60_000);
      });
    }
  }
  const stored = await readStored(
    storage,
    matches.map((m) => m.matchID),
  );
  let moves = 0;
  matches.forEach((match, m) => {
    const { state, actions, stateIDs } = stored.get(match.matchID)!;
    expect(state.phase).toBe("ended");
    expect(stateIDs).toEqual(stateIDs.map((_, i) => i));
    expect(replay(optionsOf(state), actions)).toEqual(state);
    for (const c of conns[m] ?? []) expect(c.moves.map((move) => move.action)).toEqual(actions);
    moves += actions.length;
  });
  return moves;
}
