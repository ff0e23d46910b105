import { describe, expect, it } from "vitest";
import { packedFill, packedMap } from "../../src/core/packed";

describe("packed array builders (core/packed.ts)", () => {
  it("packedMap gives what Array.prototype.map gives, with the index", () => {
    const items = ["a", "b", "c"] as const;
    expect(packedMap(items, (item, i) => `${item}${i}`)).toEqual(items.map((item, i) => `${item}${i}`));
    expect(packedMap([], () => 1)).toEqual([]);
  });

  it("packedFill gives what new Array(n).fill(value) gives", () => {
    expect(packedFill(4, 0)).toEqual(new Array<number>(4).fill(0));
    expect(packedFill(0, true)).toEqual([]);
  });

  it("both work on frozen input and return a new, unfrozen array", () => {
    const frozen = Object.freeze([1, 2]);
    const out = packedMap(frozen, (n) => n * 2);
    expect(out).toEqual([2, 4]);
    expect(Object.isFrozen(out)).toBe(false);
  });
});
