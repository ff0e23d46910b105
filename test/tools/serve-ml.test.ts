/**
 * The `ml-*` commands of `serve --stdio` (docs/ml.md): a frame per step with the observation and
 * mask as base64 bytes, rewards, done; a batched step; bad ids refused with the game unchanged.
 */
import { describe, expect, it } from "vitest";
import { createGame, isGameOver, reduce, scores } from "../../src/index";
import { actionSpace, legalMask, observationSpec, observe, legalActionIds } from "../../src/ml/index";
import { ServeSession } from "../../src/tools/serve/server";

interface Frame {
  game: string;
  seat: number | null;
  done: boolean;
  legal: number;
  mask: string;
  obs: (string | null)[];
  rewards: number[];
  scores?: number[];
  winners?: number[];
  goalReached?: boolean;
}

function ask(
  session: ServeSession,
  request: Record<string, unknown>,
): { ok: boolean; result?: unknown; error?: { code: string; message: string } } {
  return JSON.parse(session.handleLine(JSON.stringify(request))) as never;
}
function ok<T>(session: ServeSession, request: Record<string, unknown>): T {
  const r = ask(session, request);
  expect(r.error, JSON.stringify(request)).toBeUndefined();
  return r.result as T;
}
const bytes = (b64: string): Buffer => Buffer.from(b64, "base64");
const floats = (b64: string): Float32Array => {
  const b = bytes(b64);
  return new Float32Array(b.buffer, b.byteOffset, b.byteLength / 4);
};
const ids = (mask: string): number[] => [...bytes(mask)].flatMap((x, i) => (x === 1 ? [i] : []));

describe("serve --stdio ml commands", () => {
  it("ml-spec gives the observation length and the action count of the configuration", () => {
    const s = new ServeSession();
    const spec = ok<{ observationLength: number; actionCount: number }>(s, { cmd: "ml-spec", options: { players: 2 } });
    expect(spec.observationLength).toBe(observationSpec({ players: 2 }).length);
    expect(spec.actionCount).toBe(actionSpace({ players: 2 }).size);
  });

  it("plays a whole 2-player game by ids, each frame matching the library's observe and legalMask", () => {
    const s = new ServeSession();
    let frame = ok<Frame>(s, { cmd: "ml-new", options: { seed: 9, players: 2 } });
    let mirror = createGame({ seed: 9, players: 2 });
    let steps = 0;
    while (!frame.done) {
      const seat = frame.seat!;
      expect(bytes(frame.mask)).toEqual(Buffer.from(legalMask(mirror)));
      expect(floats(frame.obs[seat]!)).toEqual(observe(mirror, seat));
      expect(frame.obs.filter((o) => o !== null)).toHaveLength(1);
      expect(frame.rewards).toEqual([0, 0]);
      const legal = ids(frame.mask);
      expect(legal).toHaveLength(frame.legal);
      const id = legal[steps % legal.length]!;
      const { ids: lids, actions } = legalActionIds(mirror);
      mirror = reduce(mirror, actions[lids.indexOf(id)]!);
      frame = ok<Frame>(s, { cmd: "ml-step", game: frame.game, action: id, seat });
      steps++;
    }
    expect(isGameOver(mirror)).toBe(true);
    const sheet = scores(mirror);
    expect(frame.winners).toEqual(sheet.winners);
    expect(frame.rewards).toEqual([0, 1].map((p) => (sheet.winners.includes(p) ? 1 : -1)));
    expect(frame.scores).toEqual(sheet.players.map((p) => p.total));
    expect(frame.legal).toBe(0);
  });

  it("solo: the reward is the VP gained by the step, their sum the final total, and the goal verdict is given", () => {
    const s = new ServeSession();
    let frame = ok<Frame>(s, { cmd: "ml-new", options: { seed: 3, players: 1, difficulty: "peasant" } });
    let sum = frame.rewards[0]!;
    const start = createGame({ seed: 3, players: 1, difficulty: "peasant" });
    expect(sum).toBe(0);
    const base = scores(start).players[0]!.total;
    for (let i = 0; !frame.done; i++) {
      const legal = ids(frame.mask);
      frame = ok<Frame>(s, { cmd: "ml-step", game: frame.game, action: legal[i % legal.length]! });
      sum += frame.rewards[0]!;
    }
    expect(base + sum).toBe(frame.scores![0]);
    expect(typeof frame.goalReached).toBe("boolean");
  });

  it("ml-step-many steps many games in one message, resets by seed, and reports a bad step without stopping the others", () => {
    const s = new ServeSession();
    const games = [1, 2, 3].map((seed) =>
      ok<Frame>(s, { cmd: "ml-new", options: { seed, players: 3 }, observe: "none" }),
    );
    const { frames } = ok<{ frames: (Frame & { error?: { code: string } })[] }>(s, {
      cmd: "ml-step-many",
      observe: "all",
      steps: [
        { game: games[0]!.game, action: ids(games[0]!.mask)[0] },
        { game: games[1]!.game, action: -4 },
        { game: games[2]!.game, reset: 77 },
      ],
    });
    expect(frames[0]!.obs.every((o) => o !== null)).toBe(true);
    expect(frames[1]!.error!.code).toBe("BAD_ACTION_ID");
    const fresh = createGame({ seed: 77, players: 3 });
    expect(floats(frames[2]!.obs[0]!)).toEqual(observe(fresh, 0));
  });

  it("sparse frames carry the legal ids and the nonzero observation elements, equal to the dense frame", () => {
    const s = new ServeSession();
    const dense = ok<Frame>(s, { cmd: "ml-new", options: { seed: 12, players: 3 }, observe: "all" });
    const sparse = ok<Omit<Frame, "obs"> & { ids: string; obs: ({ index: string; values: string } | null)[] }>(s, {
      cmd: "ml-new",
      options: { seed: 12, players: 3 },
      observe: "all",
      encoding: "sparse",
    });
    const u16 = (b64: string): number[] => [...new Uint16Array(new Uint8Array(bytes(b64)).buffer)];
    expect(u16(sparse.ids)).toEqual(ids(dense.mask));
    sparse.obs.forEach((o, seat) => {
      const full = new Float32Array(observationSpec({ players: 3 }).length);
      u16(o!.index).forEach((k, i) => (full[k] = floats(o!.values)[i]!));
      expect(full).toEqual(floats(dense.obs[seat]!));
    });
    expect(ask(s, { cmd: "ml-step", game: sparse.game, reset: 1, encoding: "packed" }).error!.code).toBe("BAD_REQUEST");
  });

  it("ml-step-batch packs every game's frame into one blob, auto-resets finished games by their seeds, and refuses a bad id before playing any", () => {
    const s = new ServeSession();
    const seeds = [21, 22, 23];
    const games = seeds.map((seed) => ok<Frame>(s, { cmd: "ml-new", options: { seed, players: 2 } }).game);
    const mirrors = seeds.map((seed) => createGame({ seed, players: 2 }));
    const length = observationSpec({ players: 2 }).length;
    /** Unpacks an answer (docs/ml.md "Batched play") and checks it against the mirrors. */
    const check = (answer: { n: number; data: string }, done: boolean[], rewards: number[][]): number[][] => {
      const b = new Uint8Array(bytes(answer.data)).buffer;
      const n = answer.n;
      const head = new Int32Array(b, 0, 3 * n);
      const v = [...head.slice(2 * n)].reduce((x, y) => x + y, 0);
      const l = [...head.slice(n, 2 * n)].reduce((x, y) => x + y, 0);
      const rw = new Float32Array(b, 12 * n, 2 * n);
      const values = new Float32Array(b, 12 * n + 8 * n, v);
      const index = new Uint16Array(b, 12 * n + 8 * n + 4 * v, v);
      const legalIds = new Uint16Array(b, 12 * n + 8 * n + 6 * v, l);
      const dones = new Uint8Array(b, 12 * n + 8 * n + 6 * v + 2 * l, n);
      let at = 0;
      let idAt = 0;
      return mirrors.map((m, i) => {
        expect(head[i]).toBe(m.decision!.player);
        const obs = new Float32Array(length);
        for (let k = 0; k < head[2 * n + i]!; k++, at++) obs[index[at]!] = values[at]!;
        expect(obs).toEqual(observe(m, m.decision!.player as number));
        const legal = [...legalIds.slice(idAt, idAt + head[n + i]!)];
        idAt += head[n + i]!;
        expect(legal).toEqual(legalActionIds(m).ids);
        expect(dones[i]).toBe(done[i] ? 1 : 0);
        expect([rw[2 * i], rw[2 * i + 1]]).toEqual(rewards[i]);
        return legal;
      });
    };
    let legal = check(
      ok(s, { cmd: "ml-step-batch", games }),
      [false, false, false],
      [
        [0, 0],
        [0, 0],
        [0, 0],
      ],
    );
    const bad = ask(s, { cmd: "ml-step-batch", games, actions: [legal[0]![0], 9999, legal[2]![0]] });
    expect(bad.error!.code).toBe("BAD_ACTION_ID");
    expect(bad.error!.message).toContain(`Game 1 (${games[1]})`);
    let resets = 0;
    for (let step = 0; resets === 0; step++) {
      const actions = legal.map((l) => l[step % l.length]!);
      const done: boolean[] = [];
      const rewards: number[][] = [];
      mirrors.forEach((m, i) => {
        const { ids: lids, actions: acts } = legalActionIds(m);
        let next = reduce(m, acts[lids.indexOf(actions[i]!)]!);
        done.push(isGameOver(next));
        const sheet = scores(next);
        rewards.push(isGameOver(next) ? [0, 1].map((p) => (sheet.winners.includes(p) ? 1 : -1)) : [0, 0]);
        if (isGameOver(next)) next = createGame({ seed: 100 + i, players: 2 });
        mirrors[i] = next;
      });
      const answer = ok<{ n: number; resets: number; data: string }>(s, {
        cmd: "ml-step-batch",
        games,
        actions,
        resetSeeds: [100, 101, 102],
      });
      resets = answer.resets;
      legal = check(answer, done, rewards);
    }
    expect(ask(s, { cmd: "ml-step-batch", games: [games[0], games[0]] }).error!.code).toBe("BAD_REQUEST");
  });

  it("refuses a masked-out id, an out-of-range id and the wrong seat, naming the id and the legal count, and the game goes on", () => {
    const s = new ServeSession();
    const frame = ok<Frame>(s, { cmd: "ml-new", options: { seed: 4, players: 2 } });
    const n = actionSpace({ players: 2 }).size;
    const off = [...bytes(frame.mask)].indexOf(0);
    const masked = ask(s, { cmd: "ml-step", game: frame.game, action: off });
    expect(masked.error!.code).toBe("ILLEGAL_ACTION_ID");
    expect(masked.error!.message).toContain(`${off}`);
    expect(masked.error!.message).toContain(`${frame.legal} ids are legal`);
    expect(ask(s, { cmd: "ml-step", game: frame.game, action: n }).error!.code).toBe("BAD_ACTION_ID");
    const wrong = ask(s, { cmd: "ml-step", game: frame.game, action: ids(frame.mask)[0], seat: 1 - frame.seat! });
    expect(wrong.error!.code).toBe("NOT_YOUR_TURN");
    const next = ok<Frame>(s, { cmd: "ml-step", game: frame.game, action: ids(frame.mask)[0] });
    expect(next.done).toBe(false);
    expect(ask(s, { cmd: "ml-new", options: { seed: 1, players: 2, chance: "external" } }).error!.code).toBe(
      "BAD_REQUEST",
    );
    expect(ask(s, { cmd: "ml-step", game: "m999", action: 0 }).error!.code).toBe("UNKNOWN_GAME");
  });

  it("seats server bots, gives a bot's advice as an id, describes the game in words, and closes", () => {
    const s = new ServeSession();
    const frame = ok<Frame>(s, { cmd: "ml-new", options: { seed: 5, players: 2 }, bots: [null, "random"] });
    expect(frame.seat).toBe(0);
    const advice = ok<{ action: number }>(s, { cmd: "ml-advice", game: frame.game, bot: "heuristic", seed: 1 });
    expect(ids(frame.mask)).toContain(advice.action);
    const next = ok<Frame>(s, { cmd: "ml-step", game: frame.game, action: advice.action });
    expect(next.seat === 0 || next.done).toBe(true);
    const words = ok<{ played: string[]; decision: string }>(s, { cmd: "ml-describe", game: frame.game });
    expect(words.played.length).toBeGreaterThan(0);
    expect(typeof words.decision).toBe("string");
    const obs = ok<{ obs: string }>(s, { cmd: "ml-observe", game: frame.game, seat: 1 });
    expect(floats(obs.obs)).toHaveLength(observationSpec({ players: 2 }).length);
    expect(ok<{ closed: string }>(s, { cmd: "ml-close", game: frame.game }).closed).toBe(frame.game);
    expect(ask(s, { cmd: "ml-describe", game: frame.game }).error!.code).toBe("UNKNOWN_GAME");
  });
});
