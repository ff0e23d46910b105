/**
 * The transition runner (`src/core/runner.ts`) as a game-agnostic kernel, on a counter game built
 * with the core's own API only: one decision kind (`choose`, answered by a `choose` action) and
 * one step kind (`tick`, whose fields say what it does). It holds the runner to its contract
 * (`core/protocol.ts`, `core/runner.ts`) where `runner.test.ts` does not already: the decision is
 * cleared before the recipe runs; queued steps run first in, first out (a step may queue one to
 * run next) until one opens a decision; the copying path leaves its input untouched, shares every
 * unchanged subtree by reference, freezes its result and returns the input itself when nothing
 * changed; static keys and `copyTop`; the in-place path gives the same states and events; the RNG
 * is restored once per transition and written back only when drawn; and a transition that fails
 * part way leaves its input as it was.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  applyAction,
  checkedCandidates,
  composeRuleset,
  IllegalActionError,
  InvalidStateError,
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
} from "../../src/core/index";
import { size } from "../support/scale";

// ---------------------------------------------------------------------------------------------
// The counter game.
// ---------------------------------------------------------------------------------------------

/** One automatic step; each field asks it to do one thing, in this order. */
interface Tick {
  readonly kind: "tick";
  /** Written to `log` unless `quiet`. */
  readonly id: string;
  readonly quiet?: boolean;
  /** Added to `count`. */
  readonly add?: number;
  /** How many numbers to draw from the RNG into `draws`. */
  readonly draw?: number;
  /** Increments `board[poke].n`. */
  readonly poke?: "left" | "right";
  /** Reads the board without changing it. */
  readonly read?: boolean;
  /** Replaces the static `label` whole. */
  readonly rename?: string;
  /** A step queued at the front, to run next. */
  readonly next?: Tick;
  /** Opens the `choose` decision for player 0. */
  readonly ask?: boolean;
  /** Throws once the above is done. */
  readonly fail?: boolean;
}
interface Choose {
  readonly kind: "choose";
  readonly player: number;
}
interface ChooseAction {
  readonly type: "choose";
  readonly player: number;
  readonly amount: number;
  /** Steps the recipe queues at the back (default: one that asks again). */
  readonly then?: readonly Tick[];
}
type CounterEvent =
  { type: "counted"; amount: number } | { type: "ticked"; id: string } | { type: "drew"; value: number };
interface CounterState {
  rng: RngState;
  decision: Choose | null;
  queue: Tick[];
  count: number;
  log: string[];
  draws: number[];
  board: { left: { n: number }; right: { n: number } };
  label: { name: string };
}
interface CounterGame extends GameTypes {
  state: CounterState;
  action: ChooseAction;
  decision: Choose;
  step: Tick;
  event: CounterEvent;
  env: { readonly game: "counter" };
}
type CounterRuleset = Ruleset<CounterGame, { readonly tickBonus: number }>;

const ASK_AGAIN: Tick = { kind: "tick", id: "ask", quiet: true, ask: true };

const counter: CounterRuleset = {
  steps: {
    tick: (draft, step, ctx) => {
      if (step.quiet !== true) {
        draft.log.push(step.id);
        ctx.emit({ type: "ticked", id: step.id });
      }
      if (step.add !== undefined) draft.count += step.add;
      for (let i = 0; i < (step.draw ?? 0); i++) {
        const value = ctx.random();
        draft.draws.push(value);
        ctx.emit({ type: "drew", value });
      }
      if (step.poke !== undefined) draft.board[step.poke].n += 1;
      if (step.read === true && draft.board.left.n + draft.board.right.n < 0) draft.log.push("never");
      if (step.rename !== undefined) draft.label = { name: step.rename };
      if (step.next !== undefined) draft.queue.unshift(step.next);
      if (step.ask === true) draft.decision = { kind: "choose", player: 0 };
      if (step.fail === true) throw new Error(`tick ${step.id} failed`);
    },
  },
  decisions: {
    choose: {
      actionKeys: { choose: ["amount", "then"] },
      candidates: (_state, d) => [1, 0, -1].map((amount) => ({ type: "choose", player: d.player, amount })),
      check: (state, _d, action) => {
        if (!Number.isInteger(action.amount)) return { code: "MALFORMED_ACTION", message: "amount must be an integer" };
        return state.count + action.amount < 0 ? { code: "BELOW_ZERO", message: "the count cannot go below 0" } : null;
      },
      apply: (draft, _d, action, ctx) => {
        // What the recipe sees of the pending decision: the runner clears it first.
        draft.log.push(`choose saw ${draft.decision === null ? "no decision" : draft.decision.kind}`);
        draft.count += action.amount;
        ctx.emit({ type: "counted", amount: action.amount });
        draft.queue.push(...(action.then ?? [ASK_AGAIN]));
      },
    },
  },
  env: () => ({ game: "counter" }),
  hooks: { tickBonus: 0 },
};

const tick = (id: string, more: Omit<Tick, "kind" | "id"> = {}): Tick => ({ kind: "tick", id, ...more });
const choose = (amount: number, then?: readonly Tick[]): ChooseAction =>
  then === undefined ? { type: "choose", player: 0, amount } : { type: "choose", player: 0, amount, then };

/** A fresh, unfrozen state with `queue` and (optionally) a pending decision. */
function counterState(queue: Tick[], decision: Choose | null = null, seed: string | number = "counter"): CounterState {
  return {
    rng: seedRng(seed),
    decision,
    queue,
    count: 0,
    log: [],
    draws: [],
    board: { left: { n: 0 }, right: { n: 0 } },
    label: { name: "counter" },
  };
}
/** A state waiting on the decision, with an empty queue. */
const waiting = (seed: string | number = "counter"): CounterState =>
  counterState([], { kind: "choose", player: 0 }, seed);

/** Paths of every object or array in a value that is not frozen. */
function unfrozen(value: unknown, path = "state", out: string[] = []): string[] {
  if (typeof value !== "object" || value === null) return out;
  if (!Object.isFrozen(value)) out.push(path);
  for (const [key, item] of Object.entries(value)) unfrozen(item, `${path}.${key}`, out);
  return out;
}

/** The error a call throws (fails the test when it throws none). */
function thrown(body: () => unknown): unknown {
  try {
    body();
  } catch (error) {
    return error;
  }
  throw new Error("expected an error");
}

// ---------------------------------------------------------------------------------------------

describe("runner: the decision and the queue", () => {
  for (const mode of ["immutable", "in-place"] as const) {
    it(`${mode}: the pending decision is cleared before the recipe runs; with nothing queued that opens one, the game is over`, () => {
      const after = applyAction(counter, waiting(), choose(1, [tick("a")]), mode).state;
      expect(after.log).toEqual(["choose saw no decision", "a"]);
      expect(after.decision).toBeNull();
      expect(after.queue).toEqual([]);
      // The default follow-up asks again: the new decision is the step's, not the old one kept.
      const again = applyAction(counter, waiting(), choose(1), mode).state;
      expect(again.log).toEqual(["choose saw no decision"]);
      expect(again.decision).toEqual({ kind: "choose", player: 0 });
    });

    it(`${mode}: queued steps run first in, first out until one opens a decision; the rest stay queued in order`, () => {
      const rest = [tick("d"), tick("e", { next: tick("e2") })];
      const state = counterState([tick("a"), tick("b", { next: tick("b2") }), tick("c", { ask: true }), ...rest]);
      const { state: next, events } = runSteps(counter, state, mode);
      // "b" queued "b2" at the front: it ran next, before "c".
      expect(next.log).toEqual(["a", "b", "b2", "c"]);
      expect(events).toEqual(["a", "b", "b2", "c"].map((id) => ({ type: "ticked", id })));
      expect(next.decision).toEqual({ kind: "choose", player: 0 });
      expect(next.queue).toEqual(rest);
      // Answering the decision: the recipe's steps go to the back, after what was still queued.
      const answered = applyAction(counter, next, choose(2, [tick("f"), tick("g", { ask: true }), tick("h")]), mode);
      expect(answered.state.log).toEqual(["a", "b", "b2", "c", "choose saw no decision", "d", "e", "e2", "f", "g"]);
      expect(answered.state.queue).toEqual([tick("h")]);
      expect(answered.events).toEqual([
        { type: "counted", amount: 2 },
        ...["d", "e", "e2", "f", "g"].map((id) => ({ type: "ticked", id })),
      ]);
    });

    it(`${mode}: runSteps on a state that waits on a decision runs nothing`, () => {
      const state = counterState([tick("x")], { kind: "choose", player: 0 });
      const next = runSteps(counter, state, mode).state;
      expect(next.log).toEqual([]);
      expect(next.queue).toEqual([tick("x")]);
    });
  }
});

describe("runner: the copying path (immutable mode)", () => {
  it("leaves its input untouched and returns a new, deeply frozen state", () => {
    const input = counterState([tick("a", { add: 3, draw: 2, poke: "left", rename: "renamed", ask: true })]);
    const before = structuredClone(input);
    const next = runSteps(counter, input, "immutable").state;
    expect(input).toEqual(before);
    expect(next).not.toBe(input);
    expect(unfrozen(next)).toEqual([]);
    expect(next.count).toBe(3);
    expect(next.board.left.n).toBe(1);
    expect(next.label).toEqual({ name: "renamed" });
    expect(next.draws.length).toBe(2);
  });

  it("shares every unchanged subtree with the input by reference, down to the unchanged side of a changed object", () => {
    const input = counterState([tick("a", { poke: "left", ask: true })]);
    const next = runSteps(counter, input, "immutable").state;
    // Untouched subtrees: the input's own.
    expect(next.draws).toBe(input.draws);
    expect(next.label).toBe(input.label);
    expect(next.rng).toBe(input.rng);
    // A changed subtree is new, but its unchanged parts are still the input's.
    expect(next.board).not.toBe(input.board);
    expect(next.board.left).not.toBe(input.board.left);
    expect(next.board.right).toBe(input.board.right);
    expect(next.log).not.toBe(input.log);
  });

  it("a subtree the recipe read (and so copied) but did not change is the input's own again", () => {
    const input = counterState([tick("a", { read: true, quiet: true, ask: true })]);
    const next = runSteps(counter, input, "immutable").state;
    expect(next.board).toBe(input.board);
    expect(next.log).toBe(input.log);
    // A subtree read through peek is not even copied; either way the result shares the input's.
    const peeking: CounterRuleset = { ...counter, steps: { tick: (draft) => void peek(draft, "board").left.n } };
    const peeked = counterState([tick("p")]);
    const viaPeek = runSteps(peeking, peeked, "immutable").state;
    expect(viaPeek.queue).toEqual([]);
    expect(viaPeek.board).toBe(peeked.board);
  });

  it("a transition that changes nothing returns the input itself, frozen (as immer does)", () => {
    const input = counterState([]);
    const next = runSteps(counter, input, "immutable").state;
    expect(next).toBe(input);
    expect(unfrozen(next)).toEqual([]);
    // A recipe that changes nothing the state keeps: answering with 0 into an empty follow-up
    // still logs, so the state is new; an already frozen input's untouched parts stay shared.
    const frozen = runSteps(counter, waiting(), "immutable").state;
    const zero = applyAction(counter, frozen, choose(0, [tick("q", { quiet: true, ask: true })]), "immutable").state;
    expect(zero).not.toBe(frozen);
    expect(zero.board).toBe(frozen.board);
    expect(zero.count).toBe(0);
  });

  it("keeps the input's key order, whatever order the recipe touched the keys in", () => {
    const input = counterState([tick("a", { rename: "x", poke: "right", draw: 1, add: 1, ask: true })]);
    const next = runSteps(counter, input, "immutable").state;
    expect(Object.keys(next)).toEqual(Object.keys(input));
  });

  it("static keys are shared without a copy, and may still be replaced whole", () => {
    const reads: unknown[] = [];
    const withStatic: CounterRuleset = {
      ...counter,
      staticKeys: ["label"],
      steps: {
        tick: (draft, step, ctx) => {
          reads.push(draft.label);
          counter.steps.tick(draft, step, ctx);
        },
      },
    };
    const input = counterState([tick("a", { ask: true })]);
    const next = runSteps(withStatic, input, "immutable").state;
    // The draft's label is the input's object itself, not a copy.
    expect(reads).toEqual([input.label]);
    expect(reads[0]).toBe(input.label);
    expect(next.label).toBe(input.label);
    const renamed = runSteps(withStatic, counterState([tick("a", { rename: "new", ask: true })]), "immutable").state;
    expect(renamed.label).toEqual({ name: "new" });
  });

  it("builds each next state with the ruleset's copyTop (copying path only)", () => {
    let copies = 0;
    const withCopy: CounterRuleset = {
      ...counter,
      copyTop: (state) => {
        copies++;
        return { ...state };
      },
    };
    const next = runSteps(withCopy, counterState([tick("a", { ask: true })]), "immutable").state;
    expect(copies).toBe(1);
    expect(next.log).toEqual(["a"]);
    runSteps(withCopy, counterState([tick("a", { ask: true })]), "in-place");
    expect(copies).toBe(1);
  });
});

describe("runner: the in-place path", () => {
  const tickArb: fc.Arbitrary<Tick> = fc.record(
    {
      kind: fc.constant("tick" as const),
      id: fc.constantFrom("a", "b", "c"),
      quiet: fc.boolean(),
      add: fc.nat({ max: 3 }),
      draw: fc.nat({ max: 3 }),
      poke: fc.constantFrom("left" as const, "right" as const),
      read: fc.boolean(),
      rename: fc.constantFrom("x", "y"),
      next: fc.record(
        { kind: fc.constant("tick" as const), id: fc.constant("n"), draw: fc.nat({ max: 2 }) },
        { requiredKeys: ["kind", "id"] },
      ),
      ask: fc.boolean(),
    },
    { requiredKeys: ["kind", "id"] },
  );
  const turnArb = fc.record({ amount: fc.integer({ min: -1, max: 2 }), then: fc.array(tickArb, { maxLength: 4 }) });

  it("changes the given state itself and gives the same states and events as the copying path, action after action", () => {
    fc.assert(
      fc.property(fc.string(), fc.array(turnArb, { minLength: 1, maxLength: 8 }), (seed, turns) => {
        let frozen = runSteps(counter, waiting(seed), "immutable").state;
        const mutable = structuredClone(frozen);
        for (const { amount, then } of turns) {
          if (frozen.decision === null) break;
          // The last step always asks, so the game goes on.
          const action = choose(amount, [...then, ASK_AGAIN]);
          if (frozen.count + amount < 0) continue;
          const copied = applyAction(counter, frozen, action, "immutable");
          const inPlace = applyAction(counter, mutable, action, "in-place");
          expect(inPlace.state).toBe(mutable);
          expect(mutable).toEqual(copied.state);
          expect(inPlace.events).toEqual(copied.events);
          frozen = copied.state;
        }
        expect(unfrozen(mutable)).not.toEqual([]);
      }),
      { numRuns: size(100, 40) },
    );
  });
});

describe("runner: the RNG", () => {
  it("is restored once per transition: every draw of every step continues one sequence", () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.nat({ max: 4 }), { minLength: 1, maxLength: 5 }), (seed, counts) => {
        const input = counterState(
          [...counts.map((draw, i) => tick(`t${i}`, { draw, quiet: true })), ASK_AGAIN],
          null,
          seed,
        );
        const { state: next, events } = runSteps(counter, input, "immutable");
        const reference = new Rng(seedRng(seed));
        const expected = counts.flatMap((n) => Array.from({ length: n }, () => reference.next()));
        expect(next.draws).toEqual(expected);
        expect(events).toEqual(expected.map((value) => ({ type: "drew", value })));
        expect(next.rng).toEqual(reference.state());
        // The input's RNG is untouched.
        expect(input.rng).toEqual(seedRng(seed));
      }),
      { numRuns: size(60, 30) },
    );
  });

  for (const mode of ["immutable", "in-place"] as const) {
    it(`${mode}: is written back only when drawn (the very same RNG object otherwise)`, () => {
      const state = runSteps(counter, waiting("rng"), "in-place").state;
      const rng = state.rng;
      const quiet = applyAction(counter, state, choose(1, [tick("a", { poke: "left", ask: true })]), mode).state;
      expect(quiet.rng).toBe(rng);
      const drew = applyAction(counter, quiet, choose(1, [tick("b", { draw: 1, ask: true })]), mode).state;
      const reference = new Rng(seedRng("rng"));
      expect(drew.draws).toEqual([reference.next()]);
      expect(drew.rng).not.toBe(rng);
      expect(drew.rng).toEqual(reference.state());
    });
  }
});

describe("runner: failures leave the input as it was (immutable mode)", () => {
  /** A frozen state waiting on the decision, having counted and logged already. */
  const played = (): CounterState =>
    applyAction(
      counter,
      runSteps(counter, waiting("fail"), "immutable").state,
      choose(2, [tick("x", { poke: "left" }), ASK_AGAIN]),
      "immutable",
    ).state;

  it("a step that throws after changing the draft: the error comes out as thrown, the input unchanged", () => {
    for (const input of [played(), structuredClone(played())]) {
      const before = structuredClone(input);
      const error = thrown(() =>
        applyAction(
          counter,
          input,
          choose(1, [tick("y", { add: 5, draw: 2, poke: "right", rename: "z", fail: true })]),
          "immutable",
        ),
      );
      expect((error as Error).message).toBe("tick y failed");
      expect(input).toEqual(before);
    }
  });

  it("an unknown step kind met part way (STATE_UNKNOWN_STEP) leaves the input unchanged", () => {
    const input = counterState([tick("a", { add: 1, draw: 1 }), { kind: "tock" } as unknown as Tick, tick("b")]);
    const before = structuredClone(input);
    const error = thrown(() => runSteps(counter, input, "immutable"));
    expect(error).toBeInstanceOf(InvalidStateError);
    expect((error as TeqError).code).toBe("STATE_UNKNOWN_STEP");
    expect(input).toEqual(before);
  });

  it("a step loop without end (RUNAWAY_STEPS) leaves the input unchanged", () => {
    const loop: CounterRuleset = { ...counter, steps: { tick: (draft, step) => void draft.queue.unshift(step) } };
    const input = counterState([tick("loop")]);
    const before = structuredClone(input);
    const error = thrown(() => runSteps(loop, input, "immutable"));
    expect((error as TeqError).code).toBe("RUNAWAY_STEPS");
    expect(input).toEqual(before);
  });

  it("a state waiting on an unknown decision kind is a coded InvalidStateError, for an action and for the listing", () => {
    const input = { ...waiting(), decision: { kind: "pick", player: 0 } } as unknown as CounterState;
    const before = structuredClone(input);
    const fromApply = thrown(() => applyAction(counter, input, choose(1), "immutable"));
    expect(fromApply).toBeInstanceOf(InvalidStateError);
    expect((fromApply as TeqError).code).toBe("STATE_UNKNOWN_DECISION");
    const fromList = thrown(() => listActions(counter, input));
    expect((fromList as TeqError).code).toBe("STATE_UNKNOWN_DECISION");
    expect(input).toEqual(before);
  });
});

describe("runner: names inherited from Object.prototype are not handlers", () => {
  it("an action type, a decision kind or a step kind such as toString or constructor is refused with its code", () => {
    const state = runSteps(counter, waiting(), "immutable").state;
    for (const type of ["toString", "constructor", "__proto__", "hasOwnProperty"]) {
      const error = thrown(() => applyAction(counter, state, { type, player: 0 }, "immutable"));
      expect(error).toBeInstanceOf(IllegalActionError);
      expect((error as IllegalActionError).code).toBe("UNKNOWN_ACTION_TYPE");
    }
    for (const kind of ["toString", "constructor"]) {
      const decided = { ...state, decision: { kind, player: 0 } } as unknown as CounterState;
      expect((thrown(() => applyAction(counter, decided, choose(1), "immutable")) as TeqError).code).toBe(
        "STATE_UNKNOWN_DECISION",
      );
      const queued = counterState([{ kind } as unknown as Tick]);
      expect((thrown(() => runSteps(counter, queued, "in-place")) as TeqError).code).toBe("STATE_UNKNOWN_STEP");
    }
  });

  it("a field set to undefined is no field: the action is accepted in the shape its candidates list", () => {
    const state = runSteps(counter, waiting(), "immutable").state;
    const loose = { type: "choose", player: 0, amount: 1, then: undefined, extra: undefined };
    expect(applyAction(counter, state, loose, "immutable").state.count).toBe(1);
  });
});

describe("runner: listings and rulesets", () => {
  it("listActions, legalOf and checkedCandidates agree on the counter's legal choices", () => {
    let state = runSteps(counter, waiting(), "immutable").state;
    const handler = counter.decisions.choose;
    const ctx = { env: counter.env(state, counter) };
    expect(listActions(counter, state)).toEqual([choose(1), choose(0)]);
    expect(checkedCandidates(handler, state, state.decision!, ctx)).toEqual([choose(1), choose(0)]);
    expect(legalOf(handler, state, state.decision!, ctx)).toEqual(listActions(counter, state));
    state = applyAction(counter, state, choose(1), "immutable").state;
    expect(listActions(counter, state, { reference: true })).toEqual([choose(1), choose(0), choose(-1)]);
    // Every listed action is accepted by applyAction.
    for (const action of listActions(counter, state))
      expect(() => applyAction(counter, state, action, "immutable")).not.toThrow();
  });

  it("two rulesets used alternately each run their own handlers (nothing one leaves behind is seen by the other)", () => {
    const bonus: RulesetModule<CounterRuleset> = {
      id: "bonus",
      extend: (base) => ({
        ...base,
        hooks: { tickBonus: 10 },
        steps: {
          tick: (draft, step, ctx) => {
            base.steps.tick(draft, step, ctx);
            draft.count += 10;
          },
        },
      }),
    };
    const boosted = composeRuleset(counter, [bonus]);
    expect(counter.hooks.tickBonus).toBe(0);
    let plain = runSteps(counter, waiting(), "immutable").state;
    let more = runSteps(boosted, waiting(), "immutable").state;
    for (let i = 0; i < 3; i++) {
      plain = applyAction(counter, plain, choose(1), "immutable").state;
      more = applyAction(boosted, more, choose(1), "immutable").state;
    }
    expect(plain.count).toBe(3);
    expect(more.count).toBe(33);
  });
});
