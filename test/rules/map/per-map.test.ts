/**
 * The per-map memos (rules/map/per-map.ts): every memo keeps one value per map, made once, in a
 * table the map's memos share; `perLayout` shares a value between maps of one geometry.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { perLayout, perMap } from "../../../src/rules/map/per-map";
import type { MapCell } from "../../../src/rules/state";

const mapOf = (shift: number, cards = "ab"): MapCell[] => [
  { cardId: `${cards}-0`, row: 0, col: shift, coastIndex: null },
  { cardId: `${cards}-1`, row: 1, col: shift, coastIndex: 0 },
];

describe("per-map memos", () => {
  it("each memo makes its value once per map, and two memos of one map keep separate values", () => {
    const made: string[] = [];
    const first = perMap((cells) => {
      made.push(`first:${cells[0]!.cardId}`);
      return { memo: "first", cells };
    });
    const second = perMap((cells) => {
      made.push(`second:${cells[0]!.cardId}`);
      return { memo: "second", cells };
    });
    const a = mapOf(0, "a");
    const b = mapOf(0, "b");
    // Alternating maps and memos: the last-map shortcut must not answer for another map or memo.
    const answers = [first(a), second(a), first(b), first(a), second(b), second(a), first(b)];
    expect(answers.map((v) => `${v.memo}:${v.cells[0]!.cardId}`)).toEqual([
      "first:a-0",
      "second:a-0",
      "first:b-0",
      "first:a-0",
      "second:b-0",
      "second:a-0",
      "first:b-0",
    ]);
    expect(made).toEqual(["first:a-0", "second:a-0", "first:b-0", "second:b-0"]);
    expect(first(a)).toBe(answers[0]);
    expect(second(b)).toBe(answers[4]);
  });

  it("a memo made after a map's table exists still gets its own slot on that map", () => {
    const early = perMap((cells) => ({ early: cells }));
    const a = mapOf(0, "late");
    const before = early(a);
    const late = perMap((cells) => ({ late: cells }));
    expect(late(a)).toEqual({ late: a });
    expect(late(a)).toBe(late(a));
    expect(early(a)).toBe(before);
  });

  it("memos made after a map's table, asked in reverse order, each get their own value (never one read through the prototype)", () => {
    const early = perMap((cells) => ({ early: cells }));
    const a = mapOf(0, "reverse");
    early(a);
    const laterB = perMap(() => "b");
    const laterC = perMap(() => "c");
    // Indices on Array.prototype: a read past the end of the map's table would find them.
    const polluted = Array.from({ length: 4096 }, (_, i) => i);
    for (const i of polluted)
      Object.defineProperty(Array.prototype, i, { value: "polluted", configurable: true, writable: true });
    try {
      expect(laterC(a)).toBe("c");
      expect(laterB(a)).toBe("b");
      expect(laterC(a)).toBe("c");
    } finally {
      for (const i of polluted) delete (Array.prototype as unknown as Record<number, unknown>)[i];
    }
    expect(laterB(a)).toBe("b");
  });

  it("property: any sequence of questions answers each (memo, map) with the value made for it", () => {
    const memos = [0, 1, 2].map((m) => perMap((cells) => ({ m, cells })));
    const maps = [0, 1, 2].map((i) => mapOf(i, `p${i}`));
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(2), fc.nat(2)), { maxLength: 40 }), (questions) => {
        for (const [m, i] of questions) {
          const value = memos[m]!(maps[i]!);
          expect(value.m).toBe(m);
          expect(value.cells).toBe(maps[i]);
        }
      }),
    );
  });

  it("perLayout: maps of one geometry share one value whatever their cards; another geometry gets its own", () => {
    let made = 0;
    const byLayout = perLayout(() => ({ n: ++made }));
    const a = mapOf(0, "x");
    const sameGeometry = mapOf(0, "y");
    const moved = mapOf(5, "x");
    expect(byLayout(sameGeometry)).toBe(byLayout(a));
    expect(byLayout(moved)).not.toBe(byLayout(a));
    expect(made).toBe(2);
  });
});
