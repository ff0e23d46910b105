/**
 * `src/engine/config-memo.ts`: options that give only a seed, `players` and `modules` are checked
 * in full once per engine, player count and module list, then copied with each game's seed. These
 * tests hold the copies to the full check: the same configuration as `normalizeOptions`, the same
 * errors for a bad seed or a list seen before in another spelling, and a state that owns its copy.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createGame, InvalidOptionsError, referencePack, Simulator, type GameOptions } from "../../src/index";
import { TITHE_ENGINE } from "../contract/configurations";
import { builtinModuleSet } from "../../src/built-in-modules";
import { normalizeOptions } from "../../src/engine/options";

const COLORS = referencePack.playerCards.map((card) => card.color);

/** The configuration `normalizeOptions` gives, with no memo in between. */
const fresh = (options: unknown): unknown => normalizeOptions(options, COLORS, builtinModuleSet());

/** The error code `createGame` throws for options, or null when it accepts them. */
function codeOf(options: unknown): string | null {
  try {
    createGame(options as GameOptions);
    return null;
  } catch (error) {
    if (error instanceof InvalidOptionsError) return error.code;
    throw error;
  }
}

/**
 * `createGame` gives what `normalizeOptions` gives for these options, `times` times in a row: the
 * same configuration, or the same error code.
 */
function expectFreshAnswer(options: GameOptions, times: number): void {
  let expected: unknown;
  try {
    expected = fresh(options);
  } catch (error) {
    expect(codeOf(options)).toBe((error as InvalidOptionsError).code);
    return;
  }
  for (let i = 0; i < times; i++) expect(createGame(options).config).toEqual(expected);
}

describe("createGame's configuration for seed, players and modules (checked once, copied per game)", () => {
  it("is the configuration normalizeOptions gives, on the first game and every later one, for any seed, player count and module list", () => {
    const ids: ("gloomfall" | "golden-mushrooms" | "solo")[] = ["gloomfall", "golden-mushrooms", "solo"];
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ minLength: 1 }), fc.double({ noNaN: true, noDefaultInfinity: true })),
        fc.integer({ min: 1, max: 4 }),
        fc.option(fc.subarray(ids), { nil: undefined }),
        (seed, players, modules) => {
          const options: GameOptions = modules === undefined ? { seed, players } : { seed, players, modules };
          // Twice: the first call may fill the memo, the second reads it.
          expectFreshAnswer(options, 2);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("property: after the valid lists are remembered, any list of strings made of their pieces gets normalizeOptions' answer", () => {
    const pieces = ["gloomfall", "golden-mushrooms", "solo", ":", "9", "16", "4", ",", ""];
    for (const modules of [["gloomfall"], ["golden-mushrooms"], ["gloomfall", "golden-mushrooms"], ["solo"]])
      for (const players of [1, 2, 4]) codeOf({ seed: 1, players, modules });
    fc.assert(
      fc.property(
        fc.array(
          fc.array(fc.constantFrom(...pieces), { maxLength: 4 }).map((parts) => parts.join("")),
          { maxLength: 3 },
        ),
        fc.integer({ min: 1, max: 4 }),
        (modules, players) => {
          const options = { seed: 1, players, modules } as GameOptions;
          expectFreshAnswer(options, 1);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("a bad seed is OPTION_SEED after games with the same players and modules", () => {
    createGame({ seed: 1, players: 3, modules: ["gloomfall"] });
    for (const seed of ["", Number.NaN, Infinity, null, undefined, {}, [1]]) {
      expect(codeOf({ seed, players: 3, modules: ["gloomfall"] })).toBe("OPTION_SEED");
    }
    expect(createGame({ seed: -0, players: 3, modules: ["gloomfall"] }).config.seed).toBe(0);
    expect(Object.is(createGame({ seed: -0, players: 3, modules: ["gloomfall"] }).config.seed, 0)).toBe(true);
  });

  it("a module list that only reads like a checked one is checked in full (no shared key between spellings)", () => {
    createGame({ seed: 1, players: 2, modules: ["gloomfall", "golden-mushrooms"] });
    expect(codeOf({ seed: 1, players: 2, modules: ["gloomfall,golden-mushrooms"] })).toBe("OPTION_MODULES");
    expect(codeOf({ seed: 1, players: 2, modules: ["gloomfall", "gloomfall"] })).toBe("OPTION_MODULES");
    // Lists that a key of the ids run together, or joined or ended by ":", or spelled with their
    // lengths, would confuse with the checked list above.
    for (const lookalike of [
      "gloomfallgolden-mushrooms",
      "gloomfall:golden-mushrooms",
      "gloomfall:golden-mushrooms:",
      "9:gloomfall16:golden-mushrooms",
    ])
      expect(codeOf({ seed: 1, players: 2, modules: [lookalike] })).toBe("OPTION_MODULES");
    expect(codeOf({ seed: 1, players: 2.5, modules: ["gloomfall"] })).toBe("OPTION_PLAYERS");
    // Any other key takes the full check each time.
    expect(codeOf({ seed: 1, players: 2, modules: ["gloomfall"], colours: ["red", "blue"] })).toBe("OPTION_UNKNOWN");
  });

  it("each game owns its configuration: changing one Simulator's copy changes no later game", () => {
    const first = Simulator.create({ seed: "a", players: 4, modules: ["gloomfall"] });
    const config = first.state.config as unknown as {
      colors: string[];
      modules: string[];
      rulings: Record<string, string>;
    };
    config.colors.reverse();
    config.modules.push("golden-mushrooms");
    config.rulings["restingMushroom"] = "abandoned";
    const later = Simulator.create({ seed: "b", players: 4, modules: ["gloomfall"] });
    expect(later.state.config).toEqual(fresh({ seed: "b", players: 4, modules: ["gloomfall"] }));
  });

  it("an engine of its own has its own memo: a module list it accepts is still checked by another engine", () => {
    const options = { seed: 1, players: 3, modules: ["pilgrim-tithe"] } as unknown as GameOptions;
    expect(TITHE_ENGINE.createGame(options).config.modules).toEqual(["pilgrim-tithe"]);
    expect(codeOf(options)).toBe("OPTION_MODULES");
    expect(TITHE_ENGINE.createGame({ ...options, seed: 2 }).config.modules).toEqual(["pilgrim-tithe"]);
  });
});
