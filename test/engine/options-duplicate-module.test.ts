import { describe, expect, it, vi } from "vitest";

// Every module id is reported as available so the duplicate check of `modules` can be reached
// before any module is implemented. Only option validation runs: it throws before any ruleset is
// composed.
vi.mock("../../src/built-in-modules", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/built-in-modules")>();
  return { ...original, isModuleAvailable: () => true };
});

const { createGame, InvalidOptionsError } = await import("../../src/index");

describe("createGame: duplicate modules", () => {
  it("Game Setup options: a module listed twice -> InvalidOptionsError OPTION_MODULES", () => {
    let error: unknown;
    try {
      createGame({ seed: 1, players: 2, modules: ["gloomfall", "gloomfall"] });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidOptionsError);
    expect((error as InstanceType<typeof InvalidOptionsError>).code).toBe("OPTION_MODULES");
    expect((error as Error).message).toMatch(/twice/);
  });
});
