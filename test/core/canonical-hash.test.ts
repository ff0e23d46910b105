/**
 * The one canonical-JSON / FNV-1a implementation (src/core/canonical-hash.ts): FNV-1a's published
 * test vectors, canonical order, and the values the three copies it replaced gave (content
 * fingerprint, position hash, bot seeds), so saved states, seeded bots and search keep theirs.
 */
import { describe, expect, it } from "vitest";
import { canonicalHash, canonicalJson, FNV_OFFSET, fnv1a, hash64 } from "../../src/core/canonical-hash";
import { seededRandom } from "../../src/bots/seeded-random";

const value = { b: [1, "x", null, true, { z: undefined, y: 2.5 }], a: "é\u3042", rng: { c: 1 } };

describe("canonical JSON and FNV-1a", () => {
  it("fnv1a gives FNV-1a's 32-bit test vectors", () => {
    expect(fnv1a("", FNV_OFFSET) >>> 0).toBe(0x811c9dc5);
    expect(fnv1a("a", FNV_OFFSET) >>> 0).toBe(0xe40c292c);
    expect(fnv1a("foobar", FNV_OFFSET) >>> 0).toBe(0xbf9cf968);
    // Mixing in parts is mixing the whole.
    expect(fnv1a("bar", fnv1a("foo", FNV_OFFSET))).toBe(fnv1a("foobar", FNV_OFFSET));
  });

  it("canonical JSON sorts keys at every level and drops undefined values", () => {
    expect(canonicalJson(value)).toBe('{"a":"é\u3042","b":[1,"x",null,true,{"y":2.5}],"rng":{"c":1}}');
    expect(canonicalJson({ y: 1, x: { b: 2, a: 1 } })).toBe(canonicalJson({ x: { a: 1, b: 2 }, y: 1 }));
  });

  it("hash64's first lane is fnv1a of the same text", () => {
    for (const text of ["", "teq-engine", canonicalJson(value)])
      expect(hash64(text).slice(0, 8)).toBe((fnv1a(text, FNV_OFFSET) >>> 0).toString(16).padStart(8, "0"));
  });

  it("gives the values of the copies it replaced (fingerprints, position hashes, bot seeds)", () => {
    expect(hash64("teq-engine")).toBe("88e56d96a3a313f1");
    expect(hash64(canonicalJson(value))).toBe("9f8b6df6742c9726");
    expect(canonicalHash(value, "rng")).toBe("0d6a603f08ee7abc");
    expect(seededRandom("a")()).toBe(0.621685681398958);
    expect(seededRandom(42)()).toBe(0.3077305785845965);
  });

  it("the canonical hash ignores key order and the omitted key, and sees every other value", () => {
    expect(canonicalHash({ rng: { c: 2 }, a: value.a, b: value.b }, "rng")).toBe(canonicalHash(value, "rng"));
    expect(canonicalHash({ ...value, a: "e" }, "rng")).not.toBe(canonicalHash(value, "rng"));
    expect(canonicalHash({ ...value, b: [1, "x", null, true, { y: 2.6 }] }, "rng")).not.toBe(
      canonicalHash(value, "rng"),
    );
  });
});
