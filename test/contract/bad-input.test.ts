/**
 * Bad input (issue 5): at least 100,000 generated malformed actions and corrupted or wrong-version
 * states per run, each answered by a coded TeqError (never a TypeError or a crash), with every
 * input left unchanged.
 *
 * - Actions (fc.anything, fc.jsonValue, legal actions mutated at random depths, records of known
 *   action types with random fields): `validate` returns `{ ok: false, error: IllegalActionError }`
 *   and never throws; `reduce` throws an IllegalActionError with the same code.
 * - States (wrong schemaVersion, removed keys, values swapped for other types at random depths,
 *   anything at all): `reduce`, `legalActions`, `scores`, `playerView`, `isGameOver` return or
 *   throw a TeqError (an InvalidStateError when the kernel fields are wrong); `validate` never
 *   throws and answers `{ ok: false, error }` whenever reduce would throw.
 */
import { isDeepStrictEqual } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { size } from "../support/scale";
import {
  createGame,
  IllegalActionError,
  InvalidStateError,
  isGameOver,
  legalActions,
  parseState,
  playerView,
  reduce,
  scores,
  SCHEMA_VERSION,
  TeqError,
  validate,
  type Action,
  type GameState,
} from "../../src/index";
import { decisionBases } from "./decision-bases";
import { actionKey, knownSrcBug, prng, randomAction, unfrozen } from "./support";

const ACTION_RUNS = Number(process.env["TEQ_BAD_ACTIONS"] ?? size(82_000));
const STATE_RUNS = Number(process.env["TEQ_BAD_STATES"] ?? size(22_000));
const counts = { actions: 0, states: 0, legalSkipped: 0, statesAccepted: 0, parseChecked: 0, unforeseen: 0 };

afterAll(() => {
  console.log(
    `bad input: ${counts.actions + counts.states} generated inputs (${counts.actions} malformed actions, ${counts.states} corrupted states; ` +
      `${counts.legalSkipped} generated actions happened to be legal and were skipped; ${counts.statesAccepted} corrupted states were still playable; ` +
      `${counts.parseChecked} also through parseState; ${counts.unforeseen} passed validate but broke reduce's recipe with an InvalidStateError)`,
  );
});

/** A few base states reused by every run: one per decision kind reached in a few random games. */
const BASES = decisionBases();
const LISTED = BASES.map((s) => new Set(legalActions(s).map(actionKey)));
const FIRST_ACTION = BASES.map((s) => legalActions(s)[0] ?? { type: "rest", player: 0 });
const BASE_CLONES = BASES.map((s) => structuredClone(s));

/** Values of every JSON type and a few non-JSON ones, to swap in. */
const SWAPS: readonly unknown[] = [
  null,
  undefined,
  0,
  -1,
  1.5,
  NaN,
  Infinity,
  1e9,
  "",
  "x",
  "0",
  true,
  false,
  [],
  [null],
  {},
  { kind: 1 },
  [[]],
  { type: "idle" },
];

/** A copy of `value` with the value at a random path (depth up to `maxDepth`) replaced, or removed. */
function mutateAt(
  value: unknown,
  rand: () => number,
  replacement: unknown,
  maxDepth: number,
): { value: unknown; copies: { node: object; snapshot: unknown[] }[] } {
  const copies: { node: object; snapshot: unknown[] }[] = [];
  const copy = (node: object): Record<string, unknown> | unknown[] => {
    const c = Array.isArray(node) ? [...(node as unknown[])] : { ...(node as Record<string, unknown>) };
    copies.push({ node: c, snapshot: [] });
    return c;
  };
  if (typeof value !== "object" || value === null) return { value: replacement, copies };
  const root = copy(value);
  let node = root as Record<string, unknown>;
  for (let depth = 0; ; depth++) {
    const keys = Object.keys(node);
    if (keys.length === 0) {
      node["added"] = replacement;
      break;
    }
    const key = keys[Math.floor(rand() * keys.length)] as string;
    const child = node[key];
    if (depth < maxDepth && typeof child === "object" && child !== null && rand() < 0.75) {
      const c = copy(child);
      node[key] = c;
      node = c as Record<string, unknown>;
      continue;
    }
    const op = rand();
    if (op < 0.2) {
      if (Array.isArray(node)) node.splice(Number(key), 1);
      else delete node[key];
    } else if (op < 0.3 && typeof child === "number") node[key] = String(child);
    else if (op < 0.4 && typeof child === "number")
      node[key] = child + (rand() < 0.5 ? 1 : -1) * (1 + Math.floor(rand() * 20));
    else node[key] = replacement;
    break;
  }
  for (const entry of copies) entry.snapshot = Object.entries(entry.node).flat();
  return { value: root, copies };
}

function unchanged(copies: readonly { node: object; snapshot: unknown[] }[]): boolean {
  return copies.every(({ node, snapshot }) => {
    const now = Object.entries(node).flat();
    return now.length === snapshot.length && now.every((v, i) => Object.is(v, snapshot[i]));
  });
}

/** Deep equality of plain data, ignoring prototypes (fast-check makes null-prototype objects). */
function samePlain(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (
    typeof a !== "object" ||
    typeof b !== "object" ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every(
      (k) => Object.hasOwn(b, k) && samePlain((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}

function cloneOrSelf(value: unknown): unknown {
  try {
    return structuredClone(value);
  } catch {
    return value;
  }
}

const KNOWN_TYPES = [
  "choose-movement-card",
  "move",
  "idle",
  "choose-gain",
  "equip-item",
  "transfer-item",
  "choose-quest",
  "use-grotto",
  "skip-grotto",
  "advance-hero",
  "finish",
  "adventure",
  "rest",
  "defend",
  "take-damage",
  "attack",
  "sword",
  "use-staff",
  "skip-staff",
  "roll-outcome",
];

const smallAnything = fc.anything({ maxDepth: 2, maxKeys: 4 });

/** Malformed actions: anything, JSON values, mutated legal actions, known types with random fields. */
const badActionArb = fc.oneof(
  smallAnything,
  fc.jsonValue({ maxDepth: 2 }),
  fc
    .record({
      base: fc.nat(),
      seed: fc.integer(),
      replacement: fc.oneof(fc.constantFrom(...SWAPS), smallAnything),
      depth: fc.integer({ min: 0, max: 2 }),
    })
    .map(({ base, seed, replacement, depth }) => {
      const source = legalActions(BASES[base % BASES.length] as GameState);
      const action = source.length > 0 ? source[base % source.length] : FIRST_ACTION[base % BASES.length];
      return mutateAt(action, prng(seed), replacement, depth).value;
    }),
  fc.record(
    {
      type: fc.constantFrom(...KNOWN_TYPES),
      player: fc.oneof(fc.integer({ min: -1, max: 4 }), fc.constantFrom("chance", "0", null)),
      hero: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.constantFrom("1", null, 0.5)),
      cell: fc.oneof(fc.integer({ min: -1, max: 17 }), fc.constant("3")),
      to: fc.oneof(
        fc.record({ cell: fc.integer({ min: -1, max: 17 }), side: fc.constantFrom("left", "right", "up") }),
        fc.constantFrom(0, 2, "reserve", null),
      ),
      forge: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.constantFrom("1", 0.5)),
      stat: fc.constantFrom("health", "power", "magic"),
      card: fc.constantFrom("horse", "raft", "gryphon", "ship", "foot", "boat"),
      symbols: fc.array(
        fc.constantFrom("torch", "scroll", "take-damage", "gain-power", "conjure-magic", "attack-goblin", "sword"),
        { maxLength: 6 },
      ),
      extra: smallAnything,
    },
    { requiredKeys: ["type"] },
  ),
);

describe("malformed actions", () => {
  it(`${ACTION_RUNS} generated actions: validate returns { ok: false, IllegalActionError } and never throws; reduce throws the same code; nothing changes`, () => {
    fc.assert(
      fc.property(fc.nat(), badActionArb, (b, action) => {
        const i = b % BASES.length;
        const state = BASES[i] as GameState;
        if (LISTED[i]?.has(actionKey(action)) === true || knownSrcBug(action) !== null) {
          counts.legalSkipped++;
          return;
        }
        const before = cloneOrSelf(action);
        const v = validate(state, action);
        if (v.ok || !(v.error instanceof IllegalActionError))
          throw new Error(`validate accepted or misreported ${String(actionKey(action))}: ${JSON.stringify(v)}`);
        let thrown: unknown = null;
        try {
          reduce(state, action as Action);
        } catch (error) {
          thrown = error;
        }
        if (!(thrown instanceof IllegalActionError) || thrown.code !== v.error.code) {
          throw new Error(
            `reduce(${actionKey(action)}) on a ${state.decision?.kind} state: expected IllegalActionError ${v.error.code}, got ${String(thrown)}`,
          );
        }
        if (!samePlain(action, before)) throw new Error(`the action was changed: ${actionKey(action)}`);
        counts.actions++;
      }),
      { numRuns: ACTION_RUNS },
    );
    BASES.forEach((s, i) => expect(isDeepStrictEqual(s, BASE_CLONES[i])).toBe(true));
  });

  it("advance-hero with forge: null is refused (regression: it was accepted as forge 0)", () => {
    // Reach a Night spending window where a hero can advance without forging.
    for (let seed = 1; seed < 200; seed++) {
      const rand = prng(seed);
      let state = createGame({ seed, players: 2, chance: "external" });
      while (!isGameOver(state)) {
        const plain = legalActions(state).find(
          (a) => a.type === "advance-hero" && a.forge === undefined && state.decision?.kind !== "advance-temples",
        );
        if (plain !== undefined) {
          const v = validate(state, { ...plain, forge: null });
          expect(v.ok, `seed ${seed}: ${JSON.stringify({ ...plain, forge: null })} in ${state.decision?.kind}`).toBe(
            false,
          );
          return;
        }
        state = reduce(state, randomAction(state, rand));
      }
    }
    throw new Error("no spending window found");
  });
});

/** A corrupted state and the kind of corruption (kernel corruptions must give InvalidStateError). */
interface Corrupted {
  readonly state: unknown;
  readonly base: number;
  readonly kernel: boolean;
  readonly copies: { node: object; snapshot: unknown[] }[];
  readonly replacement: unknown;
  readonly label: string;
  readonly [fc.toStringMethod]?: () => string;
}

/** Prints a corrupted state by its label, not as the whole state. */
function labelled(c: Omit<Corrupted, typeof fc.toStringMethod>): Corrupted {
  return {
    ...c,
    [fc.toStringMethod]: () =>
      `<corrupted state: ${c.label}, base ${c.base} (${BASES[c.base]?.decision?.kind ?? "ended"})>`,
  };
}

const KERNEL_KEYS = ["schemaVersion", "config", "pack", "queue", "decision", "rng"];

const corruptedStateArb: fc.Arbitrary<Corrupted> = fc.oneof(
  // wrong schema version
  fc
    .record({
      base: fc.nat(),
      version: fc.oneof(
        fc.integer().filter((n) => n !== SCHEMA_VERSION),
        fc.constantFrom(String(SCHEMA_VERSION), null, undefined, SCHEMA_VERSION + 0.5, [SCHEMA_VERSION]),
      ),
    })
    .map(({ base, version }) => {
      const state = { ...(BASES[base % BASES.length] as GameState), schemaVersion: version };
      return labelled({
        state,
        base: base % BASES.length,
        kernel: true,
        copies: [],
        replacement: version,
        label: `schemaVersion ${String(version)}`,
      });
    }),
  // a removed key, or a kernel key of the wrong type
  fc
    .record({
      base: fc.nat(),
      key: fc.constantFrom(...KERNEL_KEYS, "players", "phase", "map", "quests", "goblins", "night", "day"),
      swap: fc.constantFrom(...SWAPS),
      remove: fc.boolean(),
    })
    .map(({ base, key, swap, remove }) => {
      const copy: Record<string, unknown> = { ...(BASES[base % BASES.length] as GameState) };
      if (remove) delete copy[key];
      else copy[key] = swap;
      // a removed kernel key must be refused; a swapped one may happen to keep the shape (queue: [])
      const kernel = KERNEL_KEYS.includes(key) && remove;
      return labelled({
        state: copy,
        base: base % BASES.length,
        kernel,
        copies: [],
        replacement: swap,
        label: `${remove ? "removed" : "swapped"} ${key} (${String(swap)})`,
      });
    }),
  // a value swapped for another type (or removed) at a random depth
  fc
    .record({
      base: fc.nat(),
      seed: fc.integer(),
      replacement: fc.oneof(fc.constantFrom(...SWAPS), smallAnything),
      depth: fc.integer({ min: 1, max: 6 }),
    })
    .map(({ base, seed, replacement, depth }) => {
      const { value, copies } = mutateAt(BASES[base % BASES.length], prng(seed), replacement, depth);
      return labelled({
        state: value,
        base: base % BASES.length,
        kernel: false,
        copies,
        replacement: cloneOrSelf(replacement),
        label: `deep mutation (seed ${seed}, depth ${depth})`,
      });
    }),
  // anything at all
  fc.record({ base: fc.nat(), junk: smallAnything }).map(({ base, junk }) =>
    labelled({
      state: junk,
      base: base % BASES.length,
      kernel: true,
      copies: [],
      replacement: junk,
      label: "anything",
    }),
  ),
);

/**
 * KNOWN SRC BUG: `scores` and `playerView` do not turn a crash on a deeply corrupted state into an
 * InvalidStateError (unlike reduce/validate/legalActions, which run inside `guarded`); they throw a
 * TypeError. Counted here (so the other entry points stay checked) and shown by the `it.fails`
 * tests below. Set to false once fixed.
 */
const TOLERATE_UNGUARDED_SCORES_AND_VIEW = false;
const unguarded = { scores: 0, playerView: 0 };

/** Runs `body`; returns the error if it threw one (a non-TeqError fails the test). */
function coded(what: string, label: string, body: () => unknown): TeqError | null {
  try {
    body();
    return null;
  } catch (error) {
    if (error instanceof TeqError) return error;
    if (TOLERATE_UNGUARDED_SCORES_AND_VIEW && (what === "scores" || what === "playerView")) {
      unguarded[what]++;
      return new InvalidStateError("TEST_KNOWN_BUG", String(error));
    }
    throw new Error(
      `${what} on a corrupted state (${label}) threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}, not a TeqError`,
    );
  }
}

describe("corrupted and wrong-version states", () => {
  it(`${STATE_RUNS} generated states: every entry point returns or throws a coded TeqError; validate never throws; nothing changes`, () => {
    fc.assert(
      fc.property(corruptedStateArb, fc.nat({ max: 99 }), (bad, roll) => {
        const { state, label } = bad;
        const action = FIRST_ACTION[bad.base] as Action;
        const s = state as GameState;
        const errors = {
          reduce: coded("reduce", label, () => reduce(s, action)),
          legalActions: coded("legalActions", label, () => legalActions(s)),
          scores: coded("scores", label, () => scores(s)),
          playerView: coded("playerView", label, () => playerView(s, 0)),
          isGameOver: coded("isGameOver", label, () => isGameOver(s)),
        };
        let v: ReturnType<typeof validate>;
        try {
          v = validate(s, action);
        } catch (error) {
          throw new Error(`validate threw on a corrupted state (${label}): ${String(error)}`);
        }
        // validate runs the cheap shape check and the decision's check; a deep corruption that only
        // breaks the recipe itself (e.g. day: null at a Day decision) cannot be foreseen without
        // applying, so there validate may say ok while reduce throws an InvalidStateError (STATE_CORRUPT,
        // STATE_UNKNOWN_STEP); never an IllegalActionError.
        if (errors.reduce !== null && v.ok) {
          if (!(errors.reduce instanceof InvalidStateError)) {
            throw new Error(`validate said ok but reduce threw ${errors.reduce.code} (${label})`);
          }
          counts.unforeseen++;
        }
        if (
          errors.reduce !== null &&
          !v.ok &&
          errors.reduce.code !== v.error.code &&
          !(errors.reduce instanceof InvalidStateError)
        ) {
          throw new Error(
            `validate and reduce disagree on the code: ${v.error.code} vs ${errors.reduce.code} (${label})`,
          );
        }
        if (!v.ok && !(v.error instanceof TeqError)) throw new Error(`validate's error is not a TeqError (${label})`);
        if (bad.kernel && !(errors.reduce instanceof InvalidStateError)) {
          throw new Error(
            `reduce on a state with bad kernel fields (${label}): expected InvalidStateError, got ${String(errors.reduce)}`,
          );
        }
        // wrong version, removed kernel keys, non-objects: every entry point refuses with InvalidStateError
        if (
          bad.kernel &&
          (label.startsWith("schemaVersion") ||
            label.startsWith("removed") ||
            typeof state !== "object" ||
            state === null ||
            Array.isArray(state))
        ) {
          for (const [name, error] of Object.entries(errors)) {
            if (!(error instanceof InvalidStateError))
              throw new Error(
                `${name} on a state with bad kernel fields (${label}): expected InvalidStateError, got ${String(error)}`,
              );
          }
          if (v.ok || !(v.error instanceof InvalidStateError))
            throw new Error(`validate on a state with bad kernel fields (${label}): ${JSON.stringify(v)}`);
        }
        if (errors.reduce === null) counts.statesAccepted++;
        if (roll === 0) {
          // parseState checks in full; 1% of the runs (it costs a few ms)
          counts.parseChecked++;
          coded("parseState", label, () => parseState(state));
          coded("parseState(JSON text)", label, () => parseState(JSON.stringify(state) ?? "undefined"));
        }
        if (!unchanged(bad.copies)) throw new Error(`a corrupted state was changed by the engine (${label})`);
        counts.states++;
      }),
      { numRuns: STATE_RUNS },
    );
    BASES.forEach((s, i) => {
      expect(isDeepStrictEqual(s, BASE_CLONES[i])).toBe(true);
      expect(unfrozen(s)).toEqual([]);
    });
    expect(counts.actions + counts.states).toBeGreaterThanOrEqual(
      Math.min(100_000, ACTION_RUNS + STATE_RUNS - counts.legalSkipped),
    );
  });

  it("scores() on a state whose players were replaced throws a coded InvalidStateError (regression: it threw a TypeError)", () => {
    const state = { ...(BASES[0] as GameState), players: null } as unknown as GameState;
    expect(() => scores(state)).toThrow(InvalidStateError);
  });

  it("playerView() on a state whose quest deck was replaced throws a coded InvalidStateError (regression: it threw a TypeError)", () => {
    const base = BASES[0] as GameState;
    const state = { ...base, quests: { ...base.quests, deck: 5 } } as unknown as GameState;
    expect(() => playerView(state, 0)).toThrow(InvalidStateError);
  });

  it("scores and playerView never crashed with a TypeError on a corrupted state (regression)", () => {
    expect(unguarded).toEqual({ scores: 0, playerView: 0 });
  });
});
