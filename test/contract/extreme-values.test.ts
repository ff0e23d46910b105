/**
 * Extreme numbers in a state that never went through `parseState` (issue 5, bad input): every
 * number of every base state, replaced in turn by a huge, a tiny or a fractional value, gets a
 * coded TeqError or a normal answer from every entry point, in bounded time and memory.
 *
 * The random corruptions of bad-input.test.ts reach such values only by chance; when one did (a
 * coast index of 1e9 made the coast ring a billion long; a chance point of 25 dice enumerated
 * 142,506 outcomes and kept them), the test worker ran out of memory and CI saw only "Worker exited
 * unexpectedly". Here every number is tried, every run.
 */
import { describe, expect, it } from "vitest";
import {
  chanceOutcomes,
  InvalidStateError,
  isGameOver,
  legalActions,
  parseState,
  playerView,
  reduce,
  scores,
  TeqError,
  validate,
  type Action,
  type GameState,
} from "../../src/index";
import { decisionBases } from "./decision-bases";

const BASES = decisionBases();
const VALUES = [1e9, -1e9, 1e300, 0.5];

type Path = readonly (string | number)[];

/** The paths of every number in a value. */
function numberPaths(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  if (typeof value === "number") out.push(path);
  else if (typeof value === "object" && value !== null) {
    for (const [key, child] of Object.entries(value))
      numberPaths(child, [...path, Array.isArray(value) ? Number(key) : key], out);
  }
  return out;
}

/** A copy of `value` with the value at `path` replaced (the rest shared). */
function replaced(value: unknown, path: Path, by: unknown): unknown {
  if (path.length === 0) return by;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[key] = replaced((value as Record<string | number, unknown>)[key], rest, by);
  return copy;
}

/** Runs an entry point: its error if it threw a TeqError; anything else thrown fails the test. */
function outcome(name: string, label: string, body: () => unknown): void {
  try {
    body();
  } catch (error) {
    if (!(error instanceof TeqError)) throw new Error(`${name} on ${label} threw ${String(error)}, not a TeqError`);
  }
}

describe("extreme numbers in an unparsed state", () => {
  it("every number of every base state, set to 1e9, -1e9, 1e300 or 0.5: each entry point answers or throws a TeqError", () => {
    let cases = 0;
    BASES.forEach((base, b) => {
      const action = legalActions(base)[0] ?? { type: "rest", player: 0 };
      for (const path of numberPaths(base)) {
        for (const value of VALUES) {
          const label = `base ${b} (${base.decision?.kind ?? "ended"}) with ${path.join(".")} = ${value}`;
          const state = replaced(base, path, value) as GameState;
          outcome("reduce", label, () => reduce(state, action));
          outcome("legalActions", label, () => legalActions(state));
          outcome("scores", label, () => scores(state));
          outcome("playerView", label, () => playerView(state, 0));
          outcome("isGameOver", label, () => isGameOver(state));
          outcome("chanceOutcomes", label, () => chanceOutcomes(state));
          let verdict: ReturnType<typeof validate> | undefined;
          expect(() => (verdict = validate(state, action)), label).not.toThrow();
          expect(verdict).toBeDefined();
          cases++;
        }
      }
    });
    // Every base has dozens of numbers: a change that dropped most of them would show here.
    expect(cases).toBeGreaterThan(BASES.length * VALUES.length * 20);
  });

  const chancePoint = (): GameState => {
    const base = BASES.find((s) => s.decision?.kind === "chance");
    if (base === undefined) throw new Error("no chance point among the base states");
    return base;
  };

  it("a chance point with more dice than the content's roll is refused, not enumerated (Rulebook, Adventure: the roll of the dice)", () => {
    const base = chancePoint();
    const count = (base.decision as { dice: number }).dice;
    // One die short (in the range a state may hold, so only the new consistency rule catches it), and far too many.
    for (const dice of [count - 1, 25, 1e9]) {
      const state = { ...base, decision: { ...base.decision, dice } } as unknown as GameState;
      expect(() => legalActions(state)).toThrow(InvalidStateError);
      expect(() => chanceOutcomes(state)).toThrow(InvalidStateError);
      expect(validate(state, legalActions(base)[0] as Action).ok).toBe(false);
      let problems: readonly string[] = [];
      try {
        parseState(JSON.stringify(state));
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidStateError);
        problems = (error as InvalidStateError & { problems: readonly string[] }).problems;
      }
      expect(
        problems.some((p) => p.startsWith("decision.dice:")),
        `dice ${dice}: ${problems.join("; ")}`,
      ).toBe(true);
    }
  });

  it("a map card with a coast index or grid position out of range is a corrupt state, not an endless coast or line", () => {
    const base = BASES.find((s) => s.decision?.kind === "move-or-idle") ?? BASES[0];
    if (base === undefined) throw new Error("no base states");
    const coastal = base.map.cells.findIndex((cell) => cell.coastIndex !== null);
    for (const change of [{ coastIndex: 1e9 }, { coastIndex: -1 }, { row: 1e300 }, { col: 0.5 }]) {
      const cells = base.map.cells.map((cell, i) => (i === coastal ? { ...cell, ...change } : cell));
      const state = { ...base, map: { ...base.map, cells } } as GameState;
      let thrown: unknown = null;
      try {
        legalActions(state);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, JSON.stringify(change)).toBeInstanceOf(InvalidStateError);
      expect((thrown as InvalidStateError).code).toBe("STATE_CORRUPT");
    }
  });
});
