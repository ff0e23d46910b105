/**
 * Unit tests of `src/core/plain-data.ts`: `plainData` reads untrusted input (actions, options,
 * content packs, saved states) once into a fresh plain copy, refusing with `NotPlainData` (and the
 * path to the value at fault) whatever is not plain JSON data, within bounds checked before the work
 * is done. `ownOption` reads only a caller's own keys. The contract suites (hostile-input,
 * prototype-pollution) attack the public entry points; these hold each branch of the reader itself.
 */
import { describe, expect, it } from "vitest";
import { NotPlainData, ownOption, plainData, type PlainLimits } from "../../src/core/plain-data";

const WIDE: PlainLimits = { depth: 10, nodes: 1000 };

/** The NotPlainData `plainData` throws for `value`, or a failure when it accepts it. */
function refusal(value: unknown, limits: PlainLimits = WIDE): NotPlainData {
  try {
    plainData(value, limits);
  } catch (error) {
    expect(error).toBeInstanceOf(NotPlainData);
    return error as NotPlainData;
  }
  throw new Error(`accepted ${String(value)}`);
}

describe("plainData: what it copies", () => {
  it("copies plain JSON data into fresh objects and arrays, deep-equal and sharing nothing", () => {
    const input = { a: [1, "two", true, null, { b: [] }], c: { d: {} } };
    const copy = plainData(input, WIDE) as typeof input;
    expect(copy).toEqual(input);
    expect(copy).not.toBe(input);
    expect(copy.a).not.toBe(input.a);
    expect(copy.a[4]).not.toBe(input.a[4]);
    expect(copy.c.d).not.toBe(input.c.d);
  });

  it("turns -0 into 0 and drops undefined properties (as a JSON round trip does)", () => {
    const copy = plainData({ zero: -0, gone: undefined, list: [-0] }, WIDE) as Record<string, unknown>;
    expect(Object.is(copy["zero"], 0)).toBe(true);
    expect(Object.is((copy["list"] as number[])[0], 0)).toBe(true);
    expect(Object.keys(copy)).toEqual(["zero", "list"]);
  });

  it("keeps an own __proto__ key as an own key, not as the copy's prototype", () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}, "x": 1}') as object;
    const copy = plainData(input, WIDE) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.hasOwn(copy, "__proto__")).toBe(true);
    expect((copy as { polluted?: unknown }).polluted).toBeUndefined();
    expect(JSON.stringify(copy)).toBe('{"__proto__":{"polluted":true},"x":1}');
  });

  it("accepts objects without a prototype", () => {
    const bare = Object.assign(Object.create(null) as object, { a: 1 });
    expect(plainData(bare, WIDE)).toEqual({ a: 1 });
  });

  it("reads each property once: a value that changes between reads cannot differ from what was checked", () => {
    let reads = 0;
    const target = { a: 1 };
    const counting = new Proxy(target, {
      getOwnPropertyDescriptor(t, key) {
        reads++;
        return Reflect.getOwnPropertyDescriptor(t, key);
      },
    });
    expect(plainData(counting, WIDE)).toEqual({ a: 1 });
    expect(reads).toBe(1);
  });
});

describe("plainData: what it refuses", () => {
  it.each([
    ["a BigInt", 1n, "BigInt"],
    ["a symbol value", Symbol("s"), "symbol"],
    ["a function", () => 1, "function"],
    ["NaN", Number.NaN, "not finite"],
    ["Infinity", Infinity, "not finite"],
    ["a Date", new Date(0), "not a plain object"],
    ["a Map", new Map(), "not a plain object"],
    ["a class instance", new (class Point {})(), "not a plain object"],
    ["an array subclass", new (class List extends Array {})(), "not a plain object"],
  ])("refuses %s", (_name, value, message) => {
    expect(refusal({ at: value }).message).toContain(message);
  });

  it("refuses a getter (never calls it) and a symbol key", () => {
    let called = false;
    const getter = Object.defineProperty({}, "g", {
      enumerable: true,
      get: () => {
        called = true;
        return 1;
      },
    });
    expect(refusal(getter).message).toContain("getter");
    expect(called).toBe(false);
    expect(refusal({ [Symbol("k")]: 1 }).message).toContain("symbol key");
  });

  it("refuses a non-enumerable property, a sparse array and an array with extra properties", () => {
    expect(refusal(Object.defineProperty({}, "hidden", { value: 1, enumerable: false })).message).toContain(
      "non-enumerable",
    );

    expect(refusal([1, , 3]).message).toContain("sparse");
    expect(refusal(Object.assign([1, 2], { extra: true })).message).toContain("extra properties");
  });

  it("refuses a cycle, but accepts the same object twice side by side (a DAG is not a cycle)", () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic["self"] = { back: cyclic };
    expect(refusal(cyclic).message).toContain("cyclic");
    const shared = { n: 1 };
    expect(plainData({ x: shared, y: [shared, shared] }, WIDE)).toEqual({ x: { n: 1 }, y: [{ n: 1 }, { n: 1 }] });
  });

  it("names the path to the value at fault", () => {
    expect(refusal({ a: [0, { b: Number.NaN }] }).path).toEqual(["a", 1, "b"]);
    expect(refusal(Number.NaN).path).toEqual([]);
  });

  it("turns anything a Proxy throws into NotPlainData", () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error("boom");
        },
      },
    );
    expect(refusal({ a: hostile }).message).toBe("reading it threw");
  });

  it("refuses keys that change while it reads them", () => {
    const vanishing = new Proxy(
      { a: 1 },
      {
        getOwnPropertyDescriptor: () => undefined,
      },
    );
    expect(refusal(vanishing).message).toContain("keys change");
  });
});

describe("plainData: bounds checked before the work is done", () => {
  it("depth: nesting up to the limit is copied, one level more is refused", () => {
    const nested = (levels: number): unknown => (levels === 0 ? 1 : { n: nested(levels - 1) });
    expect(plainData(nested(3), { depth: 3, nodes: 100 })).toEqual(nested(3));
    expect(refusal(nested(4), { depth: 3, nodes: 100 }).message).toContain("deeper than 3");
  });

  it("nodes: every value counts, the root included", () => {
    expect(plainData([1, 2, 3], { depth: 5, nodes: 4 })).toEqual([1, 2, 3]);
    expect(refusal([1, 2, 3, 4], { depth: 5, nodes: 4 }).message).toMatch(/too long|more than 4/);
    expect(refusal({ a: 1, b: 2, c: 3, d: 4 }, { depth: 5, nodes: 4 }).message).toContain("more than 4");
  });

  it("an array's length is checked before any item is read", () => {
    let reads = 0;
    const huge = new Proxy(new Array<number>(1_000_000), {
      getOwnPropertyDescriptor(t, key) {
        reads++;
        return Reflect.getOwnPropertyDescriptor(t, key);
      },
      ownKeys(t) {
        reads++;
        return Reflect.ownKeys(t);
      },
    });
    expect(refusal(huge, { depth: 5, nodes: 100 }).message).toContain("too long");
    expect(reads).toBe(1); // the length descriptor only
  });

  it("string: up to the limit is copied, one character more is refused; no limit when absent", () => {
    expect(plainData("abc", { depth: 1, nodes: 1, string: 3 })).toBe("abc");
    expect(refusal("abcd", { depth: 1, nodes: 1, string: 3 }).message).toContain("longer than 3");
    expect(plainData("x".repeat(10_000), { depth: 1, nodes: 1 })).toHaveLength(10_000);
  });
});

describe("ownOption", () => {
  it("reads an own key, and an inherited one as absent", () => {
    const inherited = Object.create({ seed: 7 }) as { seed?: number };
    expect(ownOption({ seed: 3 }, "seed")).toBe(3);
    expect(ownOption(inherited, "seed")).toBeUndefined();
    expect(inherited.seed).toBe(7);
  });
});
