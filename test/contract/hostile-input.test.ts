/**
 * Hostile input (issue 17, items 2, 4, 5, 6): actions, options, content packs and states built to
 * be read differently on each read or to crash the reader. Every entry point reads an action once
 * into plain data: each attack is either refused with a coded error (`MALFORMED_ACTION` for an
 * action that is not plain JSON data), or the action applied is exactly the one checked; the state
 * that results is always accepted by `parseState` and deep-equals its JSON round trip. No attack
 * gets an uncoded error.
 */
import { isDeepStrictEqual } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import {
  actionKey,
  createEngine,
  createGame,
  IllegalActionError,
  InvalidContentError,
  InvalidOptionsError,
  InvalidStateError,
  isGameOver,
  isTeqError,
  legalActions,
  maxHealth,
  maxPower,
  parseState,
  playerView,
  randomBot,
  reduce,
  reduceWithEvents,
  referencePack,
  replay,
  scores,
  Simulator,
  validate,
  validateContent,
  type Action,
  type GameState,
} from "../../src/index";
import { prng, randomAction } from "./support";

const counts = { attacks: 0, refused: 0, appliedAsChecked: 0, uncoded: 0, wrongApplied: 0, corrupt: 0 };

afterAll(() => {
  console.log(
    `hostile input: ${counts.attacks} attacks (${counts.refused} refused with a coded error, ${counts.appliedAsChecked} applied exactly as checked); ` +
      `${counts.uncoded} uncoded errors, ${counts.wrongApplied} wrong actions applied, ${counts.corrupt} corrupt states`,
  );
});

/** States at a spread of decisions: a few random games of the base game and the modules. */
function sampleStates(): GameState[] {
  const out: GameState[] = [];
  const configs = [
    { seed: "h1", players: 2 },
    { seed: "h2", players: 3, modules: ["gloomfall"] },
    { seed: "h3", players: 4, modules: ["golden-mushrooms"] },
    { seed: "h4", players: 2, chance: "external" },
  ] as const;
  configs.forEach((options, i) => {
    const rand = prng(17_000 + i);
    let state = createGame(options);
    let step = 0;
    while (!isGameOver(state)) {
      if (step++ % 9 === 0) out.push(state);
      state = reduce(state, randomAction(state, rand));
    }
  });
  return out;
}

type Outcome = { ok: true; state: GameState } | { ok: false; code: string };
type Entry = (state: GameState, action: unknown) => GameState;

const engine = createEngine({ content: referencePack });
const ENTRIES: Record<string, Entry> = {
  reduce: (s, a) => reduce(s, a as Action),
  reduceWithEvents: (s, a) => reduceWithEvents(s, a as Action).state,
  "engine.reduce": (s, a) => engine.reduce(s, a as Action),
  "Simulator.apply": (s, a) => {
    const sim = new Simulator(s);
    sim.apply(a as Action);
    return sim.snapshot();
  },
};

/** Runs `entry`, sorting the result into a state, a coded error, or (counted) an uncoded one. */
function attempt(entry: Entry, state: GameState, action: unknown): Outcome {
  try {
    return { ok: true, state: entry(state, action) };
  } catch (error) {
    if (isTeqError(error)) return { ok: false, code: error.code };
    counts.uncoded++;
    throw error;
  }
}

/** The state is sound: parseState accepts it, and it deep-equals its JSON round trip. */
function assertSound(state: GameState): void {
  const text = JSON.stringify(state);
  let parsed: GameState;
  try {
    parsed = parseState(text);
  } catch (error) {
    counts.corrupt++;
    throw error;
  }
  if (!isDeepStrictEqual(JSON.parse(text), state) || !isDeepStrictEqual(parsed, state)) {
    counts.corrupt++;
    expect.fail("the state does not deep-equal its JSON round trip");
  }
}

/** One attack through every entry point: refused with `code` (when given) or applied as `expected`. */
function expectOutcome(state: GameState, make: () => unknown, expected: { code: string } | (() => unknown)): void {
  for (const [name, entry] of Object.entries(ENTRIES)) {
    counts.attacks++;
    const outcome = attempt(entry, state, make());
    if ("code" in expected) {
      expect(outcome, name).toEqual({ ok: false, code: expected.code });
      counts.refused++;
      continue;
    }
    // The action applied must be the one the entry read: the copy recorded by the attack.
    const reference = attempt((st, a) => reduce(st, a as Action), state, expected());
    if (!isDeepStrictEqual(outcome, reference)) counts.wrongApplied++;
    expect(outcome, name).toEqual(reference);
    if (outcome.ok) {
      assertSound(outcome.state);
      counts.appliedAsChecked++;
    } else counts.refused++;
  }
  counts.attacks++;
  const v = validate(state, make());
  if ("code" in expected) {
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.error.code).toBe(expected.code);
    counts.refused++;
  } else counts.appliedAsChecked++;
}

/** Another value for a field, taken from the other legal actions (or a plausible wrong one). */
function otherValue(listed: readonly unknown[], key: string, value: unknown): unknown {
  for (const a of listed) {
    const v = (a as Record<string, unknown>)[key];
    if (v !== undefined && !isDeepStrictEqual(v, value)) return v;
  }
  return typeof value === "number" ? value + 8 : typeof value === "string" ? "spellLevel" : 9;
}

const STATES = sampleStates();

describe("hostile actions: read once, checked and applied as one copy", () => {
  it("a getter that answers differently on each read is MALFORMED_ACTION", () => {
    for (const state of STATES) {
      const listed = legalActions(state);
      const legal = listed[0] as unknown as Record<string, unknown>;
      for (const key of Object.keys(legal)) {
        const make = (): unknown => {
          let reads = 0;
          const action: Record<string, unknown> = { ...legal };
          Object.defineProperty(action, key, {
            enumerable: true,
            get: () => (reads++ === 0 ? legal[key] : otherValue(listed, key, legal[key])),
          });
          return action;
        };
        expectOutcome(state, make, { code: "MALFORMED_ACTION" });
      }
    }
  });

  it("a Proxy whose traps answer differently on each read: what is applied is what was read once", () => {
    for (const state of STATES) {
      const listed = legalActions(state);
      const legal = listed[listed.length - 1] as unknown as Record<string, unknown>;
      for (const key of Object.keys(legal)) {
        let seen: Record<string, unknown> = {};
        const make = (): unknown => {
          seen = {};
          const reads = new Map<string | symbol, number>();
          const next = (k: string | symbol): unknown => {
            const n = reads.get(k) ?? 0;
            reads.set(k, n + 1);
            const value = k === key && n > 0 ? otherValue(listed, key, legal[key]) : legal[k as string];
            if (typeof k === "string" && n === 0) seen[k] = value;
            return value;
          };
          return new Proxy(
            { ...legal },
            {
              get: (_t, k) => next(k),
              getOwnPropertyDescriptor: (t, k) => {
                const d = Reflect.getOwnPropertyDescriptor(t, k);
                return d === undefined ? d : { ...d, value: next(k) };
              },
            },
          );
        };
        expectOutcome(state, make, () => ({ ...seen }));
        // The Proxy's first answers were the legal action, so it was applied, not refused.
        expect(attempt((st, a) => reduce(st, a as Action), state, make()).ok).toBe(true);
      }
    }
  });

  it("throwing getters, revoked Proxies, cycles, BigInt, symbols, functions, class instances, deep nesting: MALFORMED_ACTION", () => {
    const deep = (levels: number): unknown => {
      let v: unknown = 1;
      for (let i = 0; i < levels; i++) v = [v];
      return v;
    };
    for (const state of STATES.slice(0, 12)) {
      const legal = legalActions(state)[0] as unknown as Record<string, unknown>;
      const key = Object.keys(legal).find((k) => k !== "type") ?? "player";
      const attacks: Array<() => unknown> = [
        () =>
          Object.defineProperty({ ...legal }, key, {
            enumerable: true,
            get: () => {
              throw new Error("boom");
            },
          }),
        () => {
          const r = Proxy.revocable({ ...legal }, {});
          r.revoke();
          return r.proxy;
        },
        () =>
          new Proxy(
            { ...legal },
            {
              ownKeys: () => {
                throw new RangeError("trap");
              },
            },
          ),
        () => {
          const a: Record<string, unknown> = { ...legal };
          a["extra"] = a;
          return a;
        },
        () => {
          const a: Record<string, unknown> = { ...legal, [key]: [] };
          (a[key] as unknown[]).push(a[key]);
          return a;
        },
        () => ({ ...legal, [key]: 1n }),
        () => ({ ...legal, player: BigInt(Number(legal["player"] ?? 0)) }),
        () => ({ ...legal, [key]: Symbol("x") }),
        () => ({ ...legal, [Symbol("k")]: 1 }),
        () => ({ ...legal, [key]: () => 1 }),
        () => ({ ...legal, [key]: new Date(0) }),
        () => Object.assign(Object.create({ inherited: 1 }) as object, legal),
        () => ({ ...legal, [key]: deep(33) }),
        () => ({ ...legal, [key]: deep(100_000) }),
        () => ({ ...legal, [key]: Number.NaN }),
        () => ({ ...legal, [key]: [1, , 3] }),
      ];
      for (const make of attacks) expectOutcome(state, make, { code: "MALFORMED_ACTION" });
    }
  });

  it("oversized actions (a million-item array, a 100 000-key object, a 10 MB string) are MALFORMED_ACTION after bounded work", () => {
    // The work is counted, not timed: a Proxy over each oversized value records every read of it.
    // Before issue 26 every item's key and descriptor was read first (a million reads, 1.2-2.3 s).
    const counted = <T extends object>(target: T): { value: T; reads: () => number } => {
      let reads = 0;
      const value = new Proxy(target, {
        ownKeys: (t) => ((reads += Reflect.ownKeys(t).length), Reflect.ownKeys(t)),
        getOwnPropertyDescriptor: (t, k) => (reads++, Reflect.getOwnPropertyDescriptor(t, k)),
        get: (t, k, r) => (reads++, Reflect.get(t, k, r) as unknown),
      });
      return { value, reads: () => reads };
    };
    const array = new Array<number>(1_000_000).fill(0);
    const record = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i]));
    const text = "x".repeat(10_000_000);
    for (const state of STATES.slice(0, 4)) {
      const legal = legalActions(state)[0] as unknown as Record<string, unknown>;
      const key = Object.keys(legal).find((k) => k !== "type") ?? "player";
      expectOutcome(state, () => ({ ...legal, [key]: array }), { code: "MALFORMED_ACTION" });
      expectOutcome(state, () => ({ ...legal, [key]: text }), { code: "MALFORMED_ACTION" });
      const big = counted(array);
      expect(validate(state, { ...legal, [key]: big.value }).ok).toBe(false);
      expect(big.reads(), "reads of a million-item array before it is refused").toBeLessThan(4);
      // An object's keys are listed once (no cheaper count exists), but no descriptor or value is read.
      const wide = counted(record);
      const refused = validate(state, { ...legal, extra: wide.value });
      expect(refused.ok ? "" : refused.error.code).toBe("MALFORMED_ACTION");
      expect(wide.reads()).toBe(100_000);
    }
  });

  it("actionKey reads an action once: hostile values are MALFORMED_ACTION, -0 keys as 0", () => {
    const cyclic: Record<string, unknown> = { type: "idle", player: 0 };
    cyclic["self"] = cyclic;
    for (const bad of [
      cyclic,
      { type: "idle", player: 1n },
      { type: "idle", player: 0, deep: JSON.parse("[".repeat(40) + "]".repeat(40)) as unknown },
    ]) {
      counts.attacks++;
      expect(() => actionKey(bad as unknown as Action)).toThrow(IllegalActionError);
      counts.refused++;
    }
    expect(actionKey({ type: "idle", player: -0 })).toBe(actionKey({ player: 0, type: "idle" }));
  });

  it("-0 in an action's fields is read as 0: the result deep-equals its JSON round trip (item 6)", () => {
    let withNumbers = 0;
    for (const state of STATES) {
      for (const legal of legalActions(state).slice(0, 6) as unknown as Array<Record<string, unknown>>) {
        const zeroed = Object.fromEntries(Object.entries(legal).map(([k, v]) => [k, v === 0 ? -0 : v]));
        if (isDeepStrictEqual(zeroed, legal)) continue;
        withNumbers++;
        expectOutcome(
          state,
          () => ({ ...zeroed }),
          () => legal,
        );
      }
    }
    expect(withNumbers).toBeGreaterThan(5);
  });
});

describe("hostile states and handler tables", () => {
  const base = STATES[3] as GameState;
  const json = (): Record<string, unknown> => JSON.parse(JSON.stringify(base)) as Record<string, unknown>;
  const entries: Record<string, (s: unknown) => unknown> = {
    reduce: (s) => reduce(s as GameState, legalActions(base)[0]!),
    validate: (s) => {
      const r = validate(s as GameState, legalActions(base)[0]!);
      if (!r.ok) throw r.error;
      return r;
    },
    legalActions: (s) => legalActions(s as GameState),
    isGameOver: (s) => isGameOver(s as GameState),
    scores: (s) => scores(s as GameState),
    playerView: (s) => playerView(s as GameState, 0),
    parseState: (s) => parseState(s),
    Simulator: (s) => new Simulator(s as GameState).legalActions(),
  };
  const hostile: Record<string, () => unknown> = {
    "BigInt schemaVersion": () => ({ ...json(), schemaVersion: 3n }),
    "cyclic state": () => {
      const s = json();
      s["self"] = s;
      return s;
    },
    "toJSON throws": () => ({
      ...json(),
      toJSON: () => {
        throw new Error("no");
      },
    }),
    'decision kind "constructor"': () => ({
      ...json(),
      decision: { ...(base.decision as object), kind: "constructor" },
    }),
    'decision kind "toString"': () => ({ ...json(), decision: { ...(base.decision as object), kind: "toString" } }),
    'step kind "constructor"': () => ({ ...json(), decision: null, queue: [{ kind: "constructor" }] }),
    'step kind "__proto__"': () => ({ ...json(), decision: null, queue: [{ kind: "hasOwnProperty" }] }),
    "a padded queue of 4,000 steps": () => ({
      ...json(),
      queue: Array.from({ length: 4000 }, () => ({ kind: "advance-round" })),
    }),
    "a long unknown kind": () => ({ ...json(), decision: { ...(base.decision as object), kind: "x".repeat(100_000) } }),
  };
  for (const [attack, make] of Object.entries(hostile)) {
    it(`${attack}: a coded error from every entry point, short message, no hang`, () => {
      for (const [name, entry] of Object.entries(entries)) {
        counts.attacks++;
        let error: unknown = null;
        try {
          entry(make());
        } catch (e) {
          error = e;
        }
        if (error !== null && !isTeqError(error)) counts.uncoded++;
        if (error === null) {
          // Reading entries run only the cheap guard, so they may still read a state whose pending
          // decision or queue is wrong; the entries that play or load it must refuse it.
          // (validate reads only the fields a check needs, so an unknown cyclic key is left to
          // reduce and parseState, which copy the whole state.)
          const mustRefuse =
            attack === "cyclic state" ? ["reduce", "parseState"] : ["reduce", "validate", "parseState"];
          expect(mustRefuse.includes(name) && attack !== "toJSON throws", `${name} accepted ${attack}`).toBe(false);
          counts.appliedAsChecked++;
        } else {
          expect(isTeqError(error), `${name}: ${error instanceof Error ? error.message : JSON.stringify(error)}`).toBe(
            true,
          );
          expect((error as Error).message.length, name).toBeLessThan(2000);
          counts.refused++;
        }
      }
    });
  }
});

describe("hostile options, content, logs and bots", () => {
  it("BigInt, cyclic, getter and Proxy options are InvalidOptionsError", () => {
    const cyclic: Record<string, unknown> = { seed: 1, players: 2 };
    cyclic["modules"] = [cyclic];
    const attacks: unknown[] = [
      { seed: 1n, players: 2 },
      { seed: 1, players: 2n },
      { seed: 1, players: 2, firstPlayer: 1n },
      { seed: 1, players: 2, modules: [1n] },
      { seed: 1, players: 1, difficulty: 1n },
      cyclic,
      Object.defineProperty({ seed: 1 }, "players", { enumerable: true, get: () => 2 }),
      new Proxy(
        { seed: 1, players: 2 },
        {
          ownKeys: () => {
            throw new Error("trap");
          },
        },
      ),
      { seed: 1, players: 2, [Symbol("s")]: 1 },
    ];
    for (const options of attacks) {
      counts.attacks++;
      let error: unknown = null;
      try {
        createGame(options as Parameters<typeof createGame>[0]);
      } catch (e) {
        error = e;
      }
      if (!isTeqError(error)) counts.uncoded++;
      expect(error).toBeInstanceOf(InvalidOptionsError);
      counts.refused++;
    }
    // -0 options are read as 0.
    const game = createGame({ seed: -0, players: 2, firstPlayer: -0 });
    assertSound(game);
  });

  // A cyclic pack must not send the checks into a loop: the test finishes (vitest's timeout is the
  // hang guard; speed is measured by the bench, never asserted by a timed test).
  it("a content pack with a cyclic extra key is refused by validateContent and createEngine", () => {
    const pack = { ...referencePack } as Record<string, unknown>;
    pack["extra"] = pack;
    const problems = validateContent(pack);
    expect(problems.length).toBeGreaterThan(0);
    expect(() => createEngine({ content: pack as unknown as typeof referencePack })).toThrow(InvalidContentError);
    expect(() => createGame({ seed: 1, players: 2, content: pack as unknown as typeof referencePack })).toThrow(
      InvalidContentError,
    );
    expect(validateContent({ ...referencePack, big: 1n }).length).toBeGreaterThan(0);
    counts.attacks += 4;
    counts.refused += 4;
  });

  it("replay with a non-array log or a log with holes is coded", () => {
    const options = { seed: 5, players: 2 };
    const log: Action[] = [];
    let state = createGame(options);
    const rand = prng(5);
    for (let i = 0; i < 3; i++) {
      const a = randomAction(state, rand);
      log.push(a);
      state = reduce(state, a);
    }
    expect(replay(options, log)).toEqual(state);
    const holed = [...log];
    // A hole in the log, on purpose: replay must refuse a sparse array.
    // eslint-disable-next-line @typescript-eslint/no-array-delete
    delete holed[1];
    for (const bad of [holed, "log", { length: 2 }, null]) {
      counts.attacks++;
      let error: unknown = null;
      try {
        replay(options, bad as Action[]);
      } catch (e) {
        error = e;
      }
      if (!isTeqError(error)) counts.uncoded++;
      expect(isTeqError(error)).toBe(true);
      counts.refused++;
    }
  });

  it("maxHealth and maxPower with a bad seat or a non-state throw coded errors", () => {
    const state = STATES[1] as GameState;
    for (const [seat, s] of [
      [9, state],
      [-1, state],
      [1n, state],
      [Number.NaN, state],
      [0, null],
      [0, "x"],
    ] as const) {
      for (const f of [maxHealth, maxPower]) {
        counts.attacks++;
        let error: unknown = null;
        try {
          f(s as GameState, seat as number);
        } catch (e) {
          error = e;
        }
        if (!isTeqError(error)) counts.uncoded++;
        expect(isTeqError(error)).toBe(true);
        counts.refused++;
      }
    }
    expect(maxHealth(state, 0)).toBeGreaterThanOrEqual(6);
  });

  it("randomBot on a finished game throws a coded GAME_OVER", () => {
    const ended =
      STATES.length > 0
        ? (() => {
            let s = createGame({ seed: "bot-end", players: 2 });
            const bot = randomBot(1);
            while (!isGameOver(s)) s = reduce(s, bot(s));
            return s;
          })()
        : null;
    assertSound(ended as GameState);
    // Steps queued after the end are refused by parseState (issue 17 item 3).
    const padded = {
      ...(JSON.parse(JSON.stringify(ended)) as Record<string, unknown>),
      queue: [{ kind: "advance-round" }],
    };
    expect(() => parseState(padded)).toThrow(/once the game has ended/);
    counts.attacks++;
    expect(() => randomBot(2)(ended as GameState)).toThrow(IllegalActionError);
    try {
      randomBot(2)(ended as GameState);
    } catch (e) {
      expect((e as IllegalActionError).code).toBe("GAME_OVER");
    }
    counts.refused++;
  });
});

describe("totals", () => {
  it("no uncoded error, no wrong action applied, no corrupt state", () => {
    expect(counts.uncoded).toBe(0);
    expect(counts.wrongApplied).toBe(0);
    expect(counts.corrupt).toBe(0);
    expect(counts.attacks).toBeGreaterThan(500);
    expect(InvalidStateError).toBeDefined();
  });
});
