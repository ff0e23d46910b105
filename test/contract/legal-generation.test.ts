/**
 * Exact legal-move generation (issue 11): a decision handler's `generate` must return exactly its
 * candidates filtered by its `check`, element for element and in the same order, so `legalActions`
 * stays what `reduce` accepts. Checked at every step of random games on EVERY configuration (a
 * fast-check property over the game seed; a failure prints the seed and the step).
 */
import { afterAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { listActions } from "../../src/core/runner";
import { referenceContext } from "../../src/engine/engine-context";
import { createGame, Simulator, type GameState } from "../../src/index";
import { CONFIGURATIONS, optionsFor, type Configuration } from "./configurations";
import { prng, randomAction } from "./support";

/** Random games per configuration (TEQ_GENERATION_GAMES overrides). */
const RUNS = Number(process.env["TEQ_GENERATION_GAMES"] ?? 3);

/** Decisions answered by a generator, by kind, over the whole suite (printed at the end). */
const generated = new Map<string, number>();

afterAll(() => {
  const byKind = [...generated].sort(([a], [b]) => a.localeCompare(b)).map(([kind, n]) => `${kind} ${n}`);
  console.log(`legal generation: generator lists compared at ${byKind.join(", ")}`);
});

/** Plays one random game; throws at the first step where a generator's list differs from the reference. */
function compareAlong(config: Configuration, seed: number): void {
  const rand = prng(seed);
  const sim = new Simulator(createGame(optionsFor(config, `gen-${seed}`)));
  const ruleset = referenceContext().rules(sim.state.config.modules);
  for (let step = 0; !sim.isGameOver(); step++) {
    const state: GameState = sim.state;
    const kind = state.decision?.kind ?? "";
    const fast = listActions(ruleset, state);
    if (ruleset.decisions[kind]?.generate !== undefined) {
      generated.set(kind, (generated.get(kind) ?? 0) + 1);
      const reference = listActions(ruleset, state, { reference: true });
      if (JSON.stringify(fast) !== JSON.stringify(reference)) {
        const missing = reference.filter((a) => !fast.some((b) => JSON.stringify(a) === JSON.stringify(b)));
        const extra = fast.filter((a) => !reference.some((b) => JSON.stringify(a) === JSON.stringify(b)));
        throw new Error(
          `[${config.name}, seed ${seed}, step ${step}] "${kind}" generated ${fast.length} actions, the check accepts ${reference.length}; ` +
            `missing ${JSON.stringify(missing.slice(0, 3))}, extra ${JSON.stringify(extra.slice(0, 3))}` +
            (missing.length + extra.length === 0 ? " (same actions, different order)" : ""),
        );
      }
    }
    sim.apply(randomAction(state, rand, fast));
  }
}

describe.each(CONFIGURATIONS.map((c) => [c.name, c] as const))("legal generation: %s", (_name, config) => {
  it("every generator lists exactly the candidates its check accepts, in the same order, at every step of random games", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        compareAlong(config, seed);
      }),
      { numRuns: RUNS, seed: CONFIGURATIONS.indexOf(config) + 11 },
    );
  });
});

describe("legal generation: the suite compares what it claims", () => {
  it("the move-or-idle generator is exercised on a base game", () => {
    const before = generated.get("move-or-idle") ?? 0;
    compareAlong({ name: "base 4p (self-check)", options: { players: 4 } }, 12345);
    expect((generated.get("move-or-idle") ?? 0) - before).toBeGreaterThan(20);
  });
});
