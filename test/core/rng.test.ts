import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Rng, seedRng, shuffleInPlace } from "../../src/core/rng";

const seedArb = fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));

describe("seedRng / Rng", () => {
  it("seedRng is deterministic and its state is four plain finite numbers", () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const a = seedRng(seed);
        expect(seedRng(seed)).toEqual(a);
        expect(Object.keys(a).sort()).toEqual(["c", "s0", "s1", "s2"]);
        for (const v of Object.values(a)) expect(Number.isFinite(v)).toBe(true);
        expect(JSON.parse(JSON.stringify(a))).toEqual(a);
      }),
      { numRuns: 100 },
    );
  });

  it('the number 7 and the string "7" give the same generator; different seeds give different ones', () => {
    expect(seedRng(7)).toEqual(seedRng("7"));
    expect(seedRng(7)).not.toEqual(seedRng(8));
    fc.assert(
      fc.property(seedArb, seedArb, (a, b) => {
        fc.pre(String(a) !== String(b));
        expect(seedRng(a)).not.toEqual(seedRng(b));
      }),
      { numRuns: 100 },
    );
  });

  it("the same seed gives the same sequence", () => {
    fc.assert(
      fc.property(seedArb, fc.nat({ max: 50 }), (seed, n) => {
        const a = new Rng(seedRng(seed));
        const b = new Rng(seedRng(seed));
        for (let i = 0; i < n; i++) expect(a.next()).toBe(b.next());
      }),
      { numRuns: 100 },
    );
  });

  it("an Rng resumed from a stored (JSON round-tripped) state continues the exact sequence of the original", () => {
    fc.assert(
      fc.property(seedArb, fc.nat({ max: 40 }), fc.integer({ min: 1, max: 40 }), (seed, skip, n) => {
        const original = new Rng(seedRng(seed));
        for (let i = 0; i < skip; i++) original.next();
        const stored = JSON.parse(JSON.stringify(original.state()));
        const resumed = new Rng(stored);
        for (let i = 0; i < n; i++) {
          const x = original.next();
          expect(resumed.next(), `seed ${JSON.stringify(seed)}, draw ${skip + i}`).toBe(x);
        }
        expect(resumed.state()).toEqual(original.state());
      }),
      { numRuns: 100 },
    );
  });

  it("state() is a copy: drawing afterwards does not change a stored state", () => {
    const rng = new Rng(seedRng("copy"));
    const s = rng.state();
    const copy = { ...s };
    rng.next();
    expect(s).toEqual(copy);
    expect(rng.state()).not.toEqual(s);
  });

  it("next() is in [0, 1) and int(n) stays in [0, n) and is an integer", () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: 1, max: 1_000_000 }), (seed, n) => {
        const rng = new Rng(seedRng(seed));
        for (let i = 0; i < 50; i++) {
          const x = rng.next();
          expect(x >= 0 && x < 1).toBe(true);
          const k = rng.int(n);
          expect(Number.isInteger(k) && k >= 0 && k < n, `seed ${JSON.stringify(seed)} n ${n} got ${k}`).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  it("int(6) hits every face over many draws (a rough uniformity check)", () => {
    const rng = new Rng(seedRng("dice"));
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) counts[rng.int(6)]!++;
    for (const c of counts) expect(c).toBeGreaterThan(850);
  });
});

describe("shuffleInPlace", () => {
  it("is a permutation of its input", () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 60 }), seedArb, (items, seed) => {
        const rng = new Rng(seedRng(seed));
        const copy = [...items];
        shuffleInPlace(copy, (n) => rng.int(n));
        expect(copy).toHaveLength(items.length);
        expect([...copy].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
      { numRuns: 100 },
    );
  });

  it("is deterministic for a seed", () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 30 }), seedArb, (items, seed) => {
        const a = [...items];
        const b = [...items];
        const ra = new Rng(seedRng(seed));
        const rb = new Rng(seedRng(seed));
        shuffleInPlace(a, (n) => ra.int(n));
        shuffleInPlace(b, (n) => rb.int(n));
        expect(a).toEqual(b);
      }),
      { numRuns: 100 },
    );
  });

  it("is Fisher-Yates: draws n-1 times with n = length, length-1, ..., 2", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), (len) => {
        const asked: number[] = [];
        shuffleInPlace(
          Array.from({ length: len }, (_, i) => i),
          (n) => {
            asked.push(n);
            return 0;
          },
        );
        expect(asked).toEqual(Array.from({ length: Math.max(0, len - 1) }, (_, i) => len - i));
      }),
      { numRuns: 50 },
    );
  });

  it("produces every permutation of 3 items over many seeds", () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 200; seed++) {
      const items = ["a", "b", "c"];
      const rng = new Rng(seedRng(seed));
      shuffleInPlace(items, (n) => rng.int(n));
      seen.add(items.join(""));
    }
    expect(seen.size).toBe(6);
  });
});
