/**
 * The hostile-client cases, run against real example servers (FlatFile, or two processes over
 * Redis): each attack of {@link ATTACKS} is sent by a raw socket, then checked: the stored match is
 * unchanged, the server is alive and logged the refusal with the socket's address, another match
 * goes on, and no message any socket (or the pub/sub) carried holds a seed, an RNG word or a deck
 * order.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { legalActions } from "../../src/index";
import type { MatchConnection } from "../../examples/web/src/online/connection";
import { MatchConnection as Connection } from "../../examples/web/src/online/connection";
import { GAME_NAME } from "../../examples/web/src/online/lobby";
import { ATTACKS, leaked, probe, secretsOf, send, turnOf, type Probe, type Secrets } from "./hostile";
import { connect, openMatch, readStored, type Match } from "./play";
import type { GameServer, TestStorage } from "./processes";

/** The servers a suite attacks. */
export interface HostileEnv {
  /** The server the attacker connects to first; others serve the match's other clients. */
  readonly servers: readonly GameServer[];
  readonly storage: TestStorage;
  /** Messages seen elsewhere (the Redis pub/sub), checked for leaks too. */
  readonly extra?: () => readonly unknown[];
  stop(): Promise<void>;
}

/** Whether a process is still running. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Plays one legal move of a match through its seats' connections and waits until every connection has it. */
export async function oneMove(conns: readonly MatchConnection[]): Promise<void> {
  const state = conns[0]!.state!;
  const conn = conns.find((c) => c.options.playerID === state.currentPlayer)!;
  const own = conn.state!;
  conn.send(legalActions(own.view)[0], own.stateID);
  await Promise.all(conns.map((c) => c.until((s) => s.stateID === own.stateID + 1, 30_000)));
}

/** Registers the hostile cases (one `it` per attack) on the environment `start` brings up. */
export function hostileCases(label: string, start: () => Promise<HostileEnv>): void {
  let env: HostileEnv;
  let a: Match;
  let b: Match;
  const aConns: MatchConnection[] = [];
  const bConns: MatchConnection[] = [];
  const probes: Probe[] = [];
  const secrets: Secrets[] = [];
  let unknownCount = 0;

  beforeAll(async () => {
    env = await start();
    const [first, second = first] = env.servers as [GameServer, GameServer?];
    a = await openMatch(first.api, 2, { modules: ["gloomfall"] });
    b = await openMatch(second.api, 2);
    aConns.push(connect(first.url, a.seats[0]!), connect(second.url, a.seats[1]!));
    aConns.push(new Connection({ server: second.url, matchID: a.matchID, playerID: null }, true));
    bConns.push(...b.seats.map((s, i) => connect((i === 0 ? first : second).url, s)));
    await Promise.all([...aConns, ...bConns].map((c) => c.until((s) => s.stateID === 0)));
    // A few moves first, so the attacks meet a match in play.
    for (let i = 0; i < 3; i++) await oneMove(aConns.slice(0, 2));
    const stored = await readStored(env.storage, [a.matchID, b.matchID]);
    for (const m of stored.values()) secrets.push(secretsOf(m.state));
  }, 180_000);

  afterAll(async () => {
    for (const p of probes) p.close();
    for (const c of [...aConns, ...bConns]) c.close();
    await env?.stop();
  });

  for (const attack of ATTACKS) {
    it(`${label}: ${attack.name}: refused and logged, stored match unchanged, server alive, another match goes on, nothing leaked`, async () => {
      const [first] = env.servers as [GameServer];
      const turn = turnOf(aConns.slice(0, 2), a.seats);
      const before = (await readStored(env.storage, [a.matchID])).get(a.matchID)!;
      const refusedBefore = env.servers.map((s) => s.output().split("refused").length).reduce((x, y) => x + y, 0);
      const unknownID = `chosen-id-${++unknownCount}`;
      const attacker = await probe(first.url);
      probes.push(attacker);
      for (const packet of attack.packets(turn, unknownID)) send(attacker, packet);
      // The attacker's own sync is answered after its earlier packets were handled (one match queue);
      // a socket the server closed (a message over its size limit) is replaced.
      await new Promise((ok) => setTimeout(ok, 200));
      const settle = attacker.socket.connected ? attacker : await probe(first.url);
      if (settle !== attacker) probes.push(settle);
      settle.socket.emit("sync", a.matchID, null, null);
      expect(await settle.syncAnswer(a.matchID), "the server still answers a sync").not.toBeNull();

      const after = (await readStored(env.storage, [a.matchID])).get(a.matchID)!;
      expect(after.state, "stored state unchanged").toEqual(before.state);
      expect(after.actions, "stored log unchanged").toEqual(before.actions);
      expect(
        env.servers.every((s) => alive(s.pid)),
        "every server process alive",
      ).toBe(true);
      // The servers' output reaches this process through pipes: give it a moment.
      const refusals = (): number =>
        env.servers.map((s) => s.output().split("refused").length).reduce((x, y) => x + y, 0);
      for (let waited = 0; refusals() <= refusedBefore && waited < 3000; waited += 50)
        await new Promise((ok) => setTimeout(ok, 50));
      expect(refusals(), "refusals logged").toBeGreaterThan(refusedBefore);
      const logged = env.servers.map((s) => s.output()).join("\n");
      expect(logged, "refusals logged with the socket's address").toMatch(/refused \w+ from \S*127\.0\.0\.1/);
      expect(logged, "no handler error").not.toContain("[teq-engine/boardgame.io] error");
      // The lobby: no forged gameover, no match created by a sync.
      const meta = (await (await fetch(`${first.api}/games/${GAME_NAME}/${a.matchID}`)).json()) as {
        gameover?: unknown;
      };
      expect(meta.gameover, "no gameover in the lobby").toBeUndefined();
      expect((await fetch(`${first.api}/games/${GAME_NAME}/${unknownID}`)).status, "no match made by a sync").toBe(404);
      expect(attacker.received.filter((m) => m.event === "sync" && m.args[0] === unknownID)).toEqual([]);
      // Another match goes on (its seats on both processes), then this one.
      await oneMove(bConns);
      const messages = [
        ...probes.map((p) => p.received),
        ...[...aConns, ...bConns].map((c) => c.received),
        ...(env.extra?.() ?? []),
      ];
      expect(leaked(messages, secrets), "no secret in any message").toEqual([]);
    }, 120_000);
  }

  it(`${label}: after every attack the attacked match goes on with its seats' moves only`, async () => {
    await oneMove(aConns.slice(0, 2));
    const stored = (await readStored(env.storage, [a.matchID])).get(a.matchID)!;
    expect(stored.actions.length).toBe(4);
    expect(stored.stateIDs).toEqual([0, 1, 2, 3]);
  }, 60_000);
}
