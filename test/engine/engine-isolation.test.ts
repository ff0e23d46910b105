/**
 * Two engines share nothing one of them could change: the built-in module definitions and the
 * rulesets composed from them are deeply frozen (src/built-in-modules.ts, src/engine/module-set.ts),
 * so a module of one engine cannot rewrite the rules of another.
 */
import { describe, expect, it } from "vitest";
import { BUILTIN_MODULES, createEngine, createGame, legalActions, type GameModule } from "../../src/index";
import { pilgrimTithe } from "../../examples/pilgrim-tithe/index";

describe("engine isolation: no shared state an engine can change", () => {
  it("the built-in module definitions are frozen all the way down", () => {
    for (const module of BUILTIN_MODULES) {
      expect(Object.isFrozen(module)).toBe(true);
      expect(Object.isFrozen(module.decisions ?? {})).toBe(true);
    }
    expect(Object.isFrozen(BUILTIN_MODULES)).toBe(true);
  });

  it("a module's extend cannot write to the ruleset it is given, which every engine shares", () => {
    const writes: string[] = [];
    const tampering: GameModule = {
      ...(pilgrimTithe as unknown as GameModule),
      extend(base) {
        try {
          (base.hooks as { usesFirstPlayerToken: boolean }).usesFirstPlayerToken = false;
          writes.push("hooks");
        } catch (error) {
          expect(error).toBeInstanceOf(TypeError);
        }
        try {
          (base.decisions as Record<string, unknown>)["choose-movement-card"] = undefined;
          writes.push("decisions");
        } catch (error) {
          expect(error).toBeInstanceOf(TypeError);
        }
        return pilgrimTithe.extend(base);
      },
    };
    const engine = createEngine({ modules: [tampering] });
    engine.createGame({ seed: 3, players: 2, modules: [pilgrimTithe.id] } as never);
    expect(writes).toEqual([]);
    // The other engines' rules are untouched.
    const state = createGame({ seed: 3, players: 2 });
    expect(state.decision?.kind).toBe("choose-movement-card");
    expect(legalActions(state).length).toBeGreaterThan(0);
  });
});
