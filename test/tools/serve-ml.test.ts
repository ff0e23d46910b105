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
