import { describe, expect, it } from "vitest";
import { createGame, InvalidStateError, legalActions, parseState, reduce, type GameState } from "../../src/index";

// Plain JSON copies, typed loosely on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/** A few states of one seeded game (each a new object; the map is the same data throughout). */
function statesOf(seed: string): GameState[] {
  const states = [createGame({ seed, players: 3 })];
  for (let i = 0; i < 12; i++) {
    const state = states[states.length - 1]!;
    states.push(reduce(state, legalActions(state)[i % legalActions(state).length]!));
  }
  return states;
}

function errorOf(value: unknown): InvalidStateError {
  try {
    parseState(value);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidStateError);
    return error as InvalidStateError;
  }
  throw new Error("parseState accepted the value");
}

describe("parseState: a Land Map verified once is shared by later parses", () => {
  it("parsed states of one game share one frozen map, equal to the originals", () => {
    const [first, ...rest] = statesOf("shared-map").map((state) => JSON.stringify(state));
    const verified = parseState(first!);
    for (const text of rest) {
      const parsed = parseState(text);
      expect(parsed.map).toBe(verified.map);
      expect(parsed).toEqual(JSON.parse(text));
      expect(Object.isFrozen(parsed.map.cells[0])).toBe(true);
    }
  });

  it("a map differing in one value is checked in full, not swapped (STATE_MALFORMED, STATE_INCONSISTENT)", () => {
    const text = JSON.stringify(statesOf("shared-map-2")[3]);
    parseState(text);
    const badRow: Loose = JSON.parse(text);
    badRow.map.cells[2].row = -1;
    expect(errorOf(JSON.stringify(badRow)).code).toBe("STATE_MALFORMED");
    const badCard: Loose = JSON.parse(text);
    badCard.map.cells[4].cardId = "no-such-card";
    expect(errorOf(JSON.stringify(badCard))).toMatchObject({
      code: "STATE_INCONSISTENT",
      message: expect.stringContaining("map.cells[4].cardId"),
    });
  });

  it("a map verified for one ruleset is checked again under another (the GloomFall face)", () => {
    const base = statesOf("shared-map-3")[0]!;
    parseState(JSON.stringify(base));
    const gloom: Loose = JSON.parse(
      JSON.stringify(createGame({ seed: "shared-map-3", players: 3, modules: ["gloomfall"] })),
    );
    gloom.map = JSON.parse(JSON.stringify(base.map));
    expect(errorOf(JSON.stringify(gloom))).toMatchObject({
      code: "STATE_INCONSISTENT",
      message: expect.stringContaining("face"),
    });
  });

  it("keys in another order are not swapped: the parsed state keeps the text's own order", () => {
    const state = statesOf("shared-map-4")[1]!;
    const verified = parseState(JSON.stringify(state));
    const reordered: Loose = JSON.parse(JSON.stringify(state));
    reordered.map.cells = reordered.map.cells.map(({ cardId, row, col, coastIndex }: Loose) => ({
      coastIndex,
      col,
      row,
      cardId,
    }));
    const parsed = parseState(JSON.stringify(reordered));
    expect(parsed.map).not.toBe(verified.map);
    expect(Object.keys(parsed.map.cells[0]!)).toEqual(["coastIndex", "col", "row", "cardId"]);
    expect(parsed).toEqual(state);
  });
});

describe("parseState: another library's enumerable key on Object.prototype", () => {
  it('leaves a valid state valid (no "unknown field") and the polluting value unfrozen', () => {
    const text = JSON.stringify(statesOf("polluted")[2]);
    const polluting = { x: 1 };
    let parsed: GameState | undefined;
    Object.defineProperty(Object.prototype, "teqPolluted", {
      value: polluting,
      enumerable: true,
      configurable: true,
      writable: true,
    });
    try {
      parsed = parseState(text);
    } finally {
      delete (Object.prototype as Record<string, unknown>)["teqPolluted"];
    }
    expect(Object.isFrozen(polluting)).toBe(false);
    expect(parsed).toEqual(JSON.parse(text));
  });
});
