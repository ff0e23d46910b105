/**
 * Determinism (issue 5): replay equals live play, the same seed and actions give the same states,
 * src/ uses no ambient randomness or clock, and player views hide exactly the hidden information.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createGame, isGameOver, playerView, reduce, replay, type Action, type GameState } from "../../src/index";
import { CONFIGURATIONS, optionsFor } from "./configurations";
import { deepEqual, prng, randomAction } from "./support";
import { size } from "../support/scale";

/** Plays a random game (test PRNG), returning the states and the action log. */
function play(
  options: Parameters<typeof createGame>[0],
  seed: number,
  maxSteps = 4000,
): { states: GameState[]; actions: Action[] } {
  const rand = prng(seed);
  let state = createGame(options);
  const states = [state];
  const actions: Action[] = [];
  while (!isGameOver(state) && actions.length < maxSteps) {
    const action = randomAction(state, rand);
    state = reduce(state, action);
    actions.push(action);
    states.push(state);
  }
  return { states, actions };
}

describe.each(CONFIGURATIONS.map((c) => [c.name, c] as const))("determinism: %s", (_name, config) => {
  it("replay(options, actions) deep-equals live play, and the same seed and actions give identical states twice", () => {
    for (const seed of [1, 2, 3].slice(0, size(3, 1))) {
      const options = optionsFor(config, `det-${seed}`);
      const live = play(options, seed);
      const final = live.states[live.states.length - 1] as GameState;
      expect(isGameOver(final), `[${config.name}, seed det-${seed}] game did not end`).toBe(true);
      expect(
        deepEqual(replay(options, live.actions), final),
        `[${config.name}, seed det-${seed}] replay differs from live play`,
      ).toBe(true);
      // a prefix replays to the intermediate state too
      const half = Math.floor(live.actions.length / 2);
      expect(
        deepEqual(replay(options, live.actions.slice(0, half)), live.states[half]),
        `[${config.name}, seed det-${seed}] replay of ${half} actions`,
      ).toBe(true);
      // twice: same seed, same actions, identical states at every step (as JSON text too)
      let again = createGame(options);
      live.actions.forEach((action, i) => {
        again = reduce(again, action);
        const expected = live.states[i + 1] as GameState;
        if (JSON.stringify(again) !== JSON.stringify(expected))
          throw new Error(`[${config.name}, seed det-${seed}, step ${i}] the second run differs`);
      });
    }
  });
});

describe("no ambient randomness or clock in src/", () => {
  const root = resolve(import.meta.dirname, "../../src");
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : /\.(ts|mts|cts|js)$/.test(name) ? [path] : [];
    });
  const FORBIDDEN: readonly RegExp[] = [/Math\.random/, /Date\.now/, /new Date\(/, /performance\.now/];
  // The tools' wall clock (progress display and run timing) and the hardened server's (its chat
  // rate limit): no game reads either.
  const ALLOWED_CLOCKS = [join("tools", "clock.ts"), join("adapters", "boardgame-io", "wall-clock.ts")];

  // The command-line tools (src/cli, src/tools) time their own progress display; they are not part
  // of the library entry point (a smoke test checks that importing teq-engine loads neither).
  const TOOLS = [join(root, "cli"), join(root, "tools")];

  it("no library file in src mentions Math.random, Date.now, new Date( or performance.now", () => {
    const list = files(root).filter((file) => !TOOLS.some((dir) => file.startsWith(dir)));
    expect(list.length).toBeGreaterThan(50);
    const hits: string[] = [];
    for (const file of list) {
      if (ALLOWED_CLOCKS.includes(file.slice(root.length + 1))) continue;
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, i) => {
          // doc comments may name them ("never Math.random"); code may not
          const code = line.replace(/\/\/.*$/, "").trim();
          if (code.startsWith("*") || code.startsWith("/*")) return;
          for (const re of FORBIDDEN)
            if (re.test(code)) hits.push(`${file.slice(root.length + 1)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(hits).toEqual([]);
  });

  it("the command-line tools never use Math.random (their randomness is seeded too)", () => {
    const hits = TOOLS.flatMap((dir) => (statSync(dir, { throwIfNoEntry: false }) ? files(dir) : [])).filter((file) =>
      /Math\.random/.test(readFileSync(file, "utf8").replace(/\/\/.*$/gm, "")),
    );
    expect(hits).toEqual([]);
  });
});

describe("playerView hides exactly the hidden information", () => {
  /** A state at a random point of a random game, on any configuration (modules, solo, chance mode). */
  const stateArb = fc
    .record({
      seed: fc.integer({ min: 1, max: 1_000_000 }),
      config: fc.constantFrom(...CONFIGURATIONS),
      steps: fc.nat({ max: 250 }),
    })
    .map(({ seed, config, steps }) => {
      const rand = prng(seed);
      let state = createGame(optionsFor(config, seed));
      for (let i = 0; i < steps && !isGameOver(state); i++) state = reduce(state, randomAction(state, rand));
      return state;
    });

  it("views of two states differing only in quest deck order, RNG state and seed are deep-equal; rng and seed are null (every configuration)", () => {
    fc.assert(
      fc.property(
        stateArb,
        fc.integer(),
        fc.record({
          c: fc.integer({ min: 0, max: 1 }),
          s0: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
          s1: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
          s2: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        }),
        (state, shuffleSeed, rng) => {
          const rand = prng(shuffleSeed);
          const deck = [...state.quests.deck];
          for (let i = deck.length - 1; i > 0; i--) {
            const j = Math.floor(rand() * (i + 1));
            [deck[i], deck[j]] = [deck[j] as string, deck[i] as string];
          }
          const other: GameState = {
            ...state,
            rng,
            config: { ...state.config, seed: shuffleSeed },
            quests: { ...state.quests, deck },
          };
          for (const viewer of [...state.players.map((p) => p.seat), "spectator" as const]) {
            const a = playerView(state, viewer);
            const b = playerView(other, viewer);
            expect(a.rng).toBeNull();
            expect(deepEqual(a, b)).toBe(true);
            // everything else is the state itself
            expect(a.config.seed).toBeNull();
            expect(a.config).toEqual({ ...state.config, seed: null });
            const { rng: _r1, quests: q1, config: _c1, viewer: _v, ...restA } = a;
            const { rng: _r2, quests: q2, config: _c2, ...restS } = state;
            expect(deepEqual(restA, restS)).toBe(true);
            expect({ row: q1.row, discard: q1.discard }).toEqual({ row: q2.row, discard: q2.discard });
            expect([...q1.deck].sort()).toEqual([...q2.deck].sort());
          }
        },
      ),
      { numRuns: size(40, 10) },
    );
  });
});
