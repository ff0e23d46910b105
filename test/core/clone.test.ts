/**
 * Unit tests of `src/core/clone.ts`: `clonePlain` (the deep copy behind the runner's private
 * copies and the content pack), `shareUnchanged` (structural sharing after an in-place transition:
 * what makes the copy-on-write runner return what an immer producer would) and `deepFreeze`. The
 * runner's own tests (runner-kernel.test.ts) see these through transitions; here each rule of the
 * sharing is asked directly, also in a host whose `Object.prototype` carries an enumerable key.
 */
import { describe, expect, it } from "vitest";
import { clonePlain, deepFreeze, inheritsEnumerable, shareUnchanged } from "../../src/core/clone";
import { InvalidStateError } from "../../src/core/errors";

/** Runs `body` with an enumerable key on Object.prototype (a prototype-pollution bug elsewhere), then removes it. */
function polluted<T>(body: () => T): T {
  Object.defineProperty(Object.prototype, "polluted", {
    value: "junk",
    enumerable: true,
    configurable: true,
    writable: true,
  });
  try {
    return body();
  } finally {
    delete (Object.prototype as Record<string, unknown>)["polluted"];
  }
}

/** Whether every object reachable from `value` is frozen. */
function deeplyFrozen(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(deeplyFrozen);
}

describe("clonePlain", () => {
  it("copies plain data deeply: equal, sharing no object, unfrozen; -0 becomes 0", () => {
    const input = deepFreeze({ a: [1, { b: -0 }], c: { d: null, e: "x" }, z: -0 });
    const copy = clonePlain(input);
    expect(copy).toEqual({ a: [1, { b: 0 }], c: { d: null, e: "x" }, z: 0 });
    expect(Object.is(copy.z, 0)).toBe(true);
    expect(Object.is((copy.a[1] as { b: number }).b, 0)).toBe(true);
    expect(copy.a).not.toBe(input.a);
    expect(copy.a[1]).not.toBe(input.a[1]);
    expect(Object.isFrozen(copy) || Object.isFrozen(copy.c)).toBe(false);
    expect(Object.is(clonePlain(-0), 0)).toBe(true);
  });

  it("refuses a cyclic or too deeply nested value with STATE_MALFORMED instead of overflowing the stack", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic["self"] = cyclic;
    let deep: unknown = 1;
    for (let i = 0; i < 100; i++) deep = [deep];
    for (const value of [cyclic, deep]) {
      let error: unknown;
      try {
        clonePlain(value);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(InvalidStateError);
      expect((error as InvalidStateError).code).toBe("STATE_MALFORMED");
    }
  });

  it("in a polluted host: copies own keys only, an own __proto__ key stays an own key", () => {
    const input = JSON.parse('{"a": {"b": 1}, "__proto__": {"x": 2}}') as Record<string, unknown>;
    const copy = polluted(() => {
      expect(inheritsEnumerable()).toBe(true);
      return clonePlain(input);
    });
    expect(inheritsEnumerable()).toBe(false);
    expect(Object.keys(copy)).toEqual(["a", "__proto__"]);
    expect(Object.hasOwn(copy["a"] as object, "polluted")).toBe(false);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(input));
  });
});

describe("shareUnchanged: structural sharing after an in-place update", () => {
  const previous = deepFreeze({
    players: [
      { seat: 0, items: ["bow"] },
      { seat: 1, items: [] as string[] },
    ],
    map: { cells: [{ row: 0 }, { row: 1 }] },
    round: 1,
  });

  it("a subtree deep-equal to the previous one is replaced by it; a changed one is new, and every node is frozen", () => {
    const next = clonePlain(previous);
    next.players[1]!.items.push("lantern");
    next.round = 2;
    const shared = shareUnchanged(previous, next);
    expect(shared).toEqual({ ...previous, players: [previous.players[0], { seat: 1, items: ["lantern"] }], round: 2 });
    expect(shared.map).toBe(previous.map);
    expect(shared.players[0]).toBe(previous.players[0]);
    expect(shared.players[1]).not.toBe(previous.players[1]);
    expect(shared.players).not.toBe(previous.players);
    expect(shared).not.toBe(previous);
    expect(deeplyFrozen(shared)).toBe(true);
  });

  it("nothing changed: the previous value itself", () => {
    expect(shareUnchanged(previous, clonePlain(previous))).toBe(previous);
  });

  it("a key removed, or a key added (even one holding undefined), is a change", () => {
    const removed = clonePlain(previous) as Partial<typeof previous>;
    delete removed.round;
    expect(shareUnchanged(previous, removed)).not.toBe(previous);
    expect(shareUnchanged(previous, { ...clonePlain(previous), extra: undefined })).not.toBe(previous);
    const map = clonePlain(previous.map) as { cells: { row: number }[]; face?: string | undefined };
    map.face = undefined;
    const result = shareUnchanged(previous.map, map);
    expect(result).not.toBe(previous.map);
    expect(result.cells).toBe(previous.map.cells);
    // The same number of keys, one renamed, both holding undefined: still a change.
    const before = deepFreeze({ a: 1, b: undefined });
    expect(shareUnchanged(before, { a: 1, c: undefined })).not.toBe(before);
  });

  it("a key removed while every other key is equal: the node is new, its other subtrees shared, all frozen", () => {
    const removed = clonePlain(previous) as Partial<typeof previous>;
    delete removed.round;
    const result = shareUnchanged(previous, removed, true);
    expect(result).toEqual({ players: previous.players, map: previous.map });
    expect(result.players).toBe(previous.players);
    expect(result.map).toBe(previous.map);
    expect(deeplyFrozen(result)).toBe(true);
  });

  it("a frozen node the recipe assigned is kept as it is where it differs, shared where it is deep-equal", () => {
    const next = clonePlain(previous);
    const assigned = deepFreeze({ seat: 1, items: ["staff"] });
    next.players[1] = assigned;
    next.players[0] = deepFreeze(clonePlain(previous.players[0]!));
    const result = shareUnchanged(previous, next, true);
    expect(result.players[1]).toBe(assigned);
    expect(result.players[0]).toBe(previous.players[0]);
    expect(result.map).toBe(previous.map);
    expect(deeplyFrozen(result)).toBe(true);
  });

  it("with `previous` known deeply frozen, the result is the same as without", () => {
    const next = clonePlain(previous);
    next.players[0]!.items.push("lantern");
    const known = shareUnchanged(previous, next, true);
    const walked = shareUnchanged(previous, clonePlain(next));
    expect(known).toEqual(walked);
    expect(known.players[1]).toBe(previous.players[1]);
    expect(walked.players[1]).toBe(previous.players[1]);
    expect(deeplyFrozen(known)).toBe(true);
  });

  it("arrays: a shorter or longer array is a change, though the common items are shared", () => {
    const cells = clonePlain(previous.map.cells);
    cells.pop();
    const shorter = shareUnchanged(previous.map.cells, cells);
    expect(shorter).not.toBe(previous.map.cells);
    expect(shorter[0]).toBe(previous.map.cells[0]);
    const longer = shareUnchanged(previous.map.cells, [...clonePlain(previous.map.cells), { row: 2 }]);
    expect(longer).not.toBe(previous.map.cells);
    expect(longer[1]).toBe(previous.map.cells[1]);
  });

  it("an array and an object with the same entries are not the same", () => {
    const asObject = { 0: "bow" } as unknown as string[];
    expect(shareUnchanged(previous.players[0]!.items, asObject)).not.toBe(previous.players[0]!.items);
    expect(shareUnchanged({ 0: "bow" }, ["bow"])).toEqual(["bow"]);
  });

  it("a subtree the next state shares by reference with the previous one is frozen in place", () => {
    const statics = { deck: [{ id: "q1" }] };
    const next = { statics, turn: 1 };
    const result = shareUnchanged({ statics, turn: 0 }, next);
    expect(result.statics).toBe(statics);
    expect(deeplyFrozen(result)).toBe(true);
  });

  it("a frozen next value is returned as it is", () => {
    const frozen = deepFreeze({ a: [1] });
    expect(shareUnchanged({ a: [1] }, frozen)).toBe(frozen);
  });

  it("in a polluted host the inherited key is neither compared nor counted", () => {
    const next = clonePlain(previous);
    const result = polluted(() => shareUnchanged(previous, next));
    expect(result).toBe(previous);
  });
});

describe("deepFreeze", () => {
  it("freezes every object and array reachable through own keys, and returns its argument", () => {
    const value = { a: [{ b: 1 }], c: { d: {} } };
    expect(deepFreeze(value)).toBe(value);
    expect(deeplyFrozen(value)).toBe(true);
  });

  it("stops at a subtree that is already frozen (its unfrozen insides are not its to freeze)", () => {
    const inner = { open: {} };
    const sealedOuter = Object.freeze({ inner });
    const value = { sealedOuter };
    deepFreeze(value);
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(inner)).toBe(false);
  });
});
