import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  applyAction,
  checkedCandidates,
  composeRuleset,
  IllegalActionError,
  legalOf,
  listActions,
  peek,
  Rng,
  runSteps,
  seedRng,
  TeqError,
  type GameTypes,
  type RngState,
  type Ruleset,
  type RulesetModule,
  type StateDraft,
} from "../../src/core/index";
import { createGame, reduce, Simulator, type Action } from "../../src/index";
import { optionsArb, picksArb, unfrozenPaths } from "../support/engine";

// ---------------------------------------------------------------------------------------------
// The real game: the reduce path and the in-place Simulator path give identical states.
// ---------------------------------------------------------------------------------------------

describe("the two paths of the runner on the base game", () => {
  it("Simulator (in place) and reduce (copy-on-write) give deep-equal states at every step of random games", () => {
    fc.assert(
      fc.property(optionsArb, picksArb, (options, picks) => {
        const original = createGame(options);
        const before = structuredClone(original);
        const sim = new Simulator(original);
        let state = original;
        expect(sim.snapshot()).toEqual(state);
        for (const pick of picks) {
          const listed = sim.legalActions();
          expect(listed).toEqual(sim.legalActions());
          if (listed.length === 0) break;
          const action = listed[pick % listed.length]!;
          const reduced = reduce(state, action);
          sim.apply(action);
          state = reduced;
          expect(sim.snapshot()).toEqual(state);
          expect(sim.state).toEqual(state);
        }
        // The original frozen state is untouched and still frozen; the simulator never shares it.
        expect(original).toEqual(before);
        expect(unfrozenPaths(original)).toEqual([]);
        expect(sim.state).not.toBe(original);
      }),
      { numRuns: 40 },
    );
  });

  it("Simulator.apply of an illegal action throws an IllegalActionError and leaves its state unchanged", () => {
    fc.assert(
      fc.property(optionsArb, fc.nat({ max: 4 }), (options, pick) => {
        const sim = new Simulator(createGame(options));
        sim.apply(sim.legalActions()[pick]!);
        const before = structuredClone(sim.state);
        const bad: unknown[] = [
          null,
          { type: "teleport", player: 0 },
          { type: "choose-movement-card", player: sim.state.decision!.player, card: "horse" },
          { type: "idle", player: ((sim.state.decision!.player as number) + 1) % options.players },
        ];
        for (const action of bad) {
          let error: unknown;
          try {
            sim.apply(action as Action);
          } catch (e) {
            error = e;
          }
          expect(error, JSON.stringify(action)).toBeInstanceOf(IllegalActionError);
          expect(sim.state).toEqual(before);
        }
      }),
      { numRuns: 30 },
    );
  });

  it("a snapshot is a private copy: changing it does not change the simulator", () => {
    const sim = new Simulator(createGame({ seed: 9, players: 2 }));
    const snap = sim.snapshot() as { round: number };
    snap.round = 99;
    expect(sim.state.round).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------
// A toy ruleset built directly on the kernel.
// ---------------------------------------------------------------------------------------------

interface ToyState {
  rng: RngState;
  decision: { kind: "bump"; player: number } | null;
  queue: ToyStep[];
  counter: number;
  rolls: number[];
  trace: string[];
}
type ToyStep = { kind: "roll" } | { kind: "ask" } | { kind: "forever" } | { kind: "finish" } | { kind: "look" };
interface ToyAction {
  type: "bump";
  player: number;
  amount: number;
  roll: boolean;
}
type ToyEvent = { type: "bumped"; amount: number } | { type: "rolled"; die: number };
interface ToyGame extends GameTypes {
  state: ToyState;
  action: ToyAction;
  decision: { kind: "bump"; player: number };
  step: ToyStep;
  event: ToyEvent;
  env: { label: string };
}
interface ToyHooks {
  readonly applied: readonly string[];
}

const toyRuleset: Ruleset<ToyGame, ToyHooks> = {
  steps: {
    roll: (draft, _step, ctx) => {
      const die = ctx.randomInt(6);
      draft.rolls.push(die);
      ctx.emit({ type: "rolled", die });
    },
    ask: (draft) => {
      draft.decision = { kind: "bump", player: 0 };
    },
    forever: (draft) => {
      draft.queue.unshift({ kind: "forever" });
    },
    finish: (draft) => {
      draft.trace.push("finished");
    },
    // Reads `rolls` with peek before and after changing it, and records what it saw.
    look: (draft) => {
      const before = peek(draft, "rolls");
      draft.rolls.push(7);
      const after = peek(draft, "rolls");
      draft.trace.push(`${Object.isFrozen(before)} ${before.length} ${after === draft.rolls} ${after.length}`);
    },
  },
  decisions: {
    bump: {
      actionKeys: { bump: ["amount", "roll"] },
      candidates: (_s, d) => [
        { type: "bump", player: d.player, amount: 1, roll: false },
        { type: "bump", player: d.player, amount: 1, roll: true },
        { type: "bump", player: d.player, amount: -1, roll: false },
      ],
      check: (state, _d, action) => {
        if (typeof action.amount !== "number") return { code: "MALFORMED_ACTION", message: "amount must be a number" };
        if (state.counter + action.amount < 0) return { code: "NEGATIVE", message: "the counter cannot go below 0" };
        return null;
      },
      apply: (draft, _d, action, ctx) => {
        draft.counter += action.amount;
        ctx.emit({ type: "bumped", amount: action.amount });
        if (action.roll) draft.queue.push({ kind: "roll" });
        draft.queue.push({ kind: "ask" });
      },
    },
  },
  env: () => ({ label: "toy" }),
  hooks: { applied: [] },
};

function toyState(seed: string | number, queue: ToyStep[] = [{ kind: "ask" }]): ToyState {
  return { rng: seedRng(seed), decision: null, queue, counter: 0, rolls: [], trace: [] };
}

function deepFrozen<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const item of Object.values(value)) deepFrozen(item);
    Object.freeze(value);
  }
  return value;
}

function started(seed: string | number): ToyState {
  return runSteps(toyRuleset, toyState(seed), "immutable").state;
}

const bump = (roll: boolean, amount = 1): ToyAction => ({ type: "bump", player: 0, amount, roll });

describe("the kernel runner on a toy ruleset", () => {
  it("runSteps runs the queue until a decision opens", () => {
    const state = started("toy");
    expect(state.decision).toEqual({ kind: "bump", player: 0 });
    expect(state.queue).toEqual([]);
  });

  it("the RNG advances only when drawn", () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const state = started(seed);
        expect(state.rng).toEqual(seedRng(seed));
        const noRoll = applyAction(toyRuleset, state, bump(false), "immutable").state;
        expect(noRoll.rng).toEqual(state.rng);
        const rolled = applyAction(toyRuleset, state, bump(true), "immutable").state;
        expect(rolled.rng).not.toEqual(state.rng);
      }),
      { numRuns: 100 },
    );
  });

  it("the runner stores the advanced RNG back: rolls over several actions continue one sequence", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer()), fc.array(fc.boolean(), { maxLength: 12 }), (seed, rolls) => {
        let state = started(seed);
        const reference = new Rng(seedRng(seed));
        const expected: number[] = [];
        for (const roll of rolls) {
          const { state: next, events } = applyAction(toyRuleset, state, bump(roll), "immutable");
          if (roll) {
            const die = reference.int(6);
            expected.push(die);
            expect(events).toEqual([
              { type: "bumped", amount: 1 },
              { type: "rolled", die },
            ]);
          } else {
            expect(events).toEqual([{ type: "bumped", amount: 1 }]);
          }
          state = next;
          expect(state.rng).toEqual(reference.state());
        }
        expect(state.rolls).toEqual(expected);
        expect(state.counter).toBe(rolls.length);
        for (const die of state.rolls) expect(die >= 0 && die < 6).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('applyAction "immutable" returns a deeply frozen result and leaves the input untouched', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (seed, roll) => {
        const input = runSteps(toyRuleset, toyState(seed), "in-place").state; // a mutable, unfrozen state
        const before = structuredClone(input);
        const { state: next } = applyAction(toyRuleset, input, bump(roll), "immutable");
        expect(next).not.toBe(input);
        expect(unfrozenPaths(next)).toEqual([]);
        expect(input).toEqual(before);
        expect(next.counter).toBe(1);
      }),
      { numRuns: 50 },
    );
  });

  it('applyAction "in-place" changes the given state itself and gives the same result as "immutable"', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.boolean(), { maxLength: 8 }), (seed, rolls) => {
        let frozen = started(seed);
        const mutable = structuredClone(frozen);
        for (const roll of rolls) {
          frozen = applyAction(toyRuleset, frozen, bump(roll), "immutable").state;
          const result = applyAction(toyRuleset, mutable, bump(roll), "in-place");
          expect(result.state).toBe(mutable);
          expect(mutable).toEqual(frozen);
        }
      }),
      { numRuns: 50 },
    );
  });

  it("an illegal action throws IllegalActionError with the handler's code and changes nothing, in both modes", () => {
    const state = started(1);
    const mutable = structuredClone(state);
    for (const mode of ["immutable", "in-place"] as const) {
      const target = mode === "immutable" ? state : mutable;
      const before = structuredClone(target);
      for (const [action, code] of [
        [bump(false, -1), "NEGATIVE"],
        [{ type: "bump", player: 0, amount: "x" }, "MALFORMED_ACTION"],
        [{ type: "bump", player: 1, amount: 1 }, "NOT_YOUR_DECISION"],
        [{ type: "jump", player: 0 }, "UNKNOWN_ACTION_TYPE"],
        [{ type: "bump", player: 0, amount: 1, roll: false, extra: 1 }, "UNEXPECTED_FIELD"],
        [42, "MALFORMED_ACTION"],
      ] as const) {
        let error: unknown;
        try {
          applyAction(toyRuleset, target, action, mode);
        } catch (e) {
          error = e;
        }
        expect(error).toBeInstanceOf(IllegalActionError);
        expect((error as IllegalActionError).code).toBe(code);
        expect((error as IllegalActionError).action).toBe(action);
        expect(target).toEqual(before);
      }
    }
  });

  it("listActions is the candidates filtered by the check", () => {
    const state = started(1);
    expect(listActions(toyRuleset, state)).toEqual([bump(false), bump(true)]);
    const bumped = applyAction(toyRuleset, state, bump(false), "immutable").state;
    expect(listActions(toyRuleset, bumped)).toEqual([bump(false), bump(true), bump(false, -1)]);
  });

  it("listActions uses a handler's generate when it has one; reference: true filters the candidates by the check instead", () => {
    const base = toyRuleset.decisions.bump;
    // A generator that lists the legal actions in a different order, so the test can tell which ran.
    const generating: Ruleset<ToyGame, ToyHooks> = {
      ...toyRuleset,
      decisions: { bump: { ...base, generate: (state, d, ctx) => checkedCandidates(base, state, d, ctx).reverse() } },
    };
    const state = applyAction(toyRuleset, started(1), bump(false), "immutable").state;
    expect(listActions(generating, state)).toEqual([bump(false, -1), bump(true), bump(false)]);
    expect(listActions(generating, state, { reference: true })).toEqual([bump(false), bump(true), bump(false, -1)]);
    const decision = state.decision!;
    expect(legalOf(generating.decisions.bump, state, decision, { env: { label: "toy" } })).toEqual([
      bump(false, -1),
      bump(true),
      bump(false),
    ]);
    expect(legalOf(base, state, decision, { env: { label: "toy" } })).toEqual([
      bump(false),
      bump(true),
      bump(false, -1),
    ]);
  });

  it("a game with no pending decision accepts no action (GAME_OVER) and lists none", () => {
    const over = runSteps(toyRuleset, toyState(1, [{ kind: "finish" }]), "immutable").state;
    expect(over.decision).toBeNull();
    expect(over.trace).toEqual(["finished"]);
    expect(listActions(toyRuleset, over)).toEqual([]);
    let error: unknown;
    try {
      applyAction(toyRuleset, over, bump(false), "immutable");
    } catch (e) {
      error = e;
    }
    expect((error as IllegalActionError).code).toBe("GAME_OVER");
  });

  it("peek reads a subtree the recipe has not touched from the input without copying it, and the draft's copy once touched", () => {
    const input = deepFrozen(toyState(1, [{ kind: "look" }]));
    const next = runSteps(toyRuleset, input, "immutable").state;
    // Immutable: the untouched subtree was the input's own (frozen); after the write, the draft's copy.
    expect(next.trace).toEqual(["true 0 true 1"]);
    expect(input.rolls).toEqual([]);
    expect(next.rolls).toEqual([7]);
    // In place: the state is its own source, so both reads are the one array the push changed.
    const mutable = toyState(1, [{ kind: "look" }]);
    runSteps(toyRuleset, mutable, "in-place");
    expect(mutable.trace).toEqual(["false 1 true 1"]);
  });

  it("a step loop that never ends throws RUNAWAY_STEPS", () => {
    let error: unknown;
    try {
      runSteps(toyRuleset, toyState(1, [{ kind: "forever" }]), "in-place");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TeqError);
    expect((error as TeqError).code).toBe("RUNAWAY_STEPS");
  });

  it("a queued step of an unknown kind is a coded InvalidStateError", () => {
    let error: unknown;
    try {
      runSteps(toyRuleset, toyState(1, [{ kind: "nope" } as unknown as ToyStep]), "immutable");
    } catch (e) {
      error = e;
    }
    expect((error as TeqError).code).toBe("STATE_UNKNOWN_STEP");
  });
});

describe("composeRuleset", () => {
  const tagging = (
    id: string,
    extra: Partial<RulesetModule<Ruleset<ToyGame, ToyHooks>>> = {},
  ): RulesetModule<Ruleset<ToyGame, ToyHooks>> => ({
    id,
    extend: (base) => ({ ...base, hooks: { applied: [...base.hooks.applied, id] } }),
    ...extra,
  });

  it("applies the modules in the given order, without mutating the base", () => {
    const composed = composeRuleset(toyRuleset, [tagging("a"), tagging("b"), tagging("c")]);
    expect(composed.hooks.applied).toEqual(["a", "b", "c"]);
    expect(composeRuleset(toyRuleset, [tagging("c"), tagging("a")]).hooks.applied).toEqual(["c", "a"]);
    expect(toyRuleset.hooks.applied).toEqual([]);
    expect(composeRuleset(toyRuleset, [])).toBe(toyRuleset);
  });

  it("a module may override a step handler, and the runner uses the override", () => {
    const loaded: RulesetModule<Ruleset<ToyGame, ToyHooks>> = {
      id: "loaded-die",
      extend: (base) => ({
        ...base,
        steps: {
          ...base.steps,
          roll: (draft: StateDraft<ToyState>) => {
            draft.rolls.push(5);
          },
        },
      }),
    };
    const ruleset = composeRuleset(toyRuleset, [loaded]);
    const state = runSteps(ruleset, toyState(1), "immutable").state;
    const next = applyAction(ruleset, state, bump(true), "immutable").state;
    expect(next.rolls).toEqual([5]);
    expect(next.rng).toEqual(state.rng); // the override draws nothing
  });

  const codeOf = (body: () => unknown): string | undefined => {
    try {
      body();
    } catch (e) {
      expect(e).toBeInstanceOf(TeqError);
      return (e as TeqError).code;
    }
    return undefined;
  };

  it("rejects a module listed twice (MODULE_DUPLICATE)", () => {
    expect(codeOf(() => composeRuleset(toyRuleset, [tagging("a"), tagging("b"), tagging("a")]))).toBe(
      "MODULE_DUPLICATE",
    );
  });

  it("rejects a module whose requirement is missing or composed after it (MODULE_REQUIRES)", () => {
    const needsA = tagging("b", { requires: ["a"] });
    expect(codeOf(() => composeRuleset(toyRuleset, [needsA]))).toBe("MODULE_REQUIRES");
    expect(codeOf(() => composeRuleset(toyRuleset, [needsA, tagging("a")]))).toBe("MODULE_REQUIRES");
    expect(composeRuleset(toyRuleset, [tagging("a"), needsA]).hooks.applied).toEqual(["a", "b"]);
  });

  it("rejects conflicting modules in either order (MODULE_CONFLICT)", () => {
    const hatesA = tagging("b", { conflictsWith: ["a"] });
    expect(codeOf(() => composeRuleset(toyRuleset, [tagging("a"), hatesA]))).toBe("MODULE_CONFLICT");
    expect(codeOf(() => composeRuleset(toyRuleset, [hatesA, tagging("a")]))).toBe("MODULE_CONFLICT");
    expect(composeRuleset(toyRuleset, [hatesA, tagging("c")]).hooks.applied).toEqual(["b", "c"]);
  });
});
