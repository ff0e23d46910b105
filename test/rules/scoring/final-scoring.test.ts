/**
 * Rulebook, Final Scoring (the Round Card table, legendary items, tie-breaks, shared victory).
 */
import { describe, expect, it } from "vitest";
import { referencePack, scores, type GameState } from "../../../src/index";
import type { S } from "../../support/scenario";
import { nightGame } from "../../support/night";

describe("Final Scoring", () => {
  const Q = [-3, -1, 1, 3, 6, 8, 12, 16, 20, 25, 30];
  const G = [-2, 1, 3, 6, 8, 12, 16, 20, 25, 30, 35];
  const SP = [-4, -2, -1, 1, 2, 4, 6, 8, 10, 13, 16];

  function ended(players = 2): S {
    const s = nightGame(players);
    s.phase = "ended";
    s.night = null;
    s.decision = null;
    s.round = 5;
    return s;
  }
  const line = (s: S, seat: number, source: string): number =>
    scores(s as GameState).players[seat]!.breakdown.find((l) => l.source === source)!.points;

  it("Final Scoring: the Round Card table for quests, goblins and spells (0 to 10), totals above 10 score as 10", () => {
    const ids = referencePack.quests.map((q) => q.id);
    for (let n = 0; n <= 12; n++) {
      const s = ended();
      s.players[0]!.completedQuests = ids.slice(0, n);
      s.players[0]!.goblinsDefeated = n;
      s.players[0]!.spellLevel = Math.min(n, 10);
      expect(line(s, 0, "quests"), `quests ${n}`).toBe(Q[Math.min(n, 10)]);
      expect(line(s, 0, "goblins"), `goblins ${n}`).toBe(G[Math.min(n, 10)]);
      expect(line(s, 0, "spells"), `spells ${n}`).toBe(SP[Math.min(n, 10)]);
    }
  });

  it("Final Scoring: 4 points per legendary item gained (both temples); one temple scores nothing", () => {
    const s = ended();
    s.players[0]!.legendary = { sword: 2, shield: 2, staff: 1 };
    expect(line(s, 0, "legendary-items")).toBe(8);
    // a start-of-game player: 0 quests, 0 goblins, spell 0 = -9
    expect(scores(s as GameState).players[1]!.total).toBe(-9);
    expect(scores(s as GameState).players[0]!.total).toBe(-9 + 8);
  });

  it("Final Scoring: a spot total (5 quests, 2 goblins, spell 3, 1 legendary item = 8 + 3 + 1 + 4)", () => {
    const ids = referencePack.quests.map((q) => q.id);
    const s = ended();
    Object.assign(s.players[0]!, {
      completedQuests: ids.slice(0, 5),
      goblinsDefeated: 2,
      spellLevel: 3,
      legendary: { sword: 2, shield: 0, staff: 0 },
    });
    expect(scores(s as GameState).players[0]!.total).toBe(16);
  });

  describe("Final Scoring: tie-breaks, in order", () => {
    const ids = referencePack.quests.map((q) => q.id);
    type P = { q: number; g: number; sp: number; leg?: number; items?: string[] };
    function duel(a: P, b: P): { totals: number[]; winners: readonly number[] } {
      const s = ended();
      [a, b].forEach((p, seat) => {
        const pl = s.players[seat]!;
        pl.completedQuests = ids.slice(seat * 12, seat * 12 + p.q);
        pl.goblinsDefeated = p.g;
        pl.spellLevel = p.sp;
        pl.legendary = { sword: (p.leg ?? 0) >= 1 ? 2 : 0, shield: (p.leg ?? 0) >= 2 ? 2 : 0, staff: 0 };
        pl.heroes[0]!.items = p.items ?? [];
      });
      const sheet = scores(s);
      return { totals: sheet.players.map((p) => p.total), winners: sheet.winners };
    }

    it("Final Scoring: the higher total wins", () => {
      expect(duel({ q: 3, g: 0, sp: 0 }, { q: 2, g: 0, sp: 0 }).winners).toEqual([0]);
    });

    it("Final Scoring tie-break 1: most quests (beats more goblins)", () => {
      const r = duel({ q: 4, g: 0, sp: 0 }, { q: 3, g: 1, sp: 0 });
      expect(r.totals[0]).toBe(r.totals[1]);
      expect(r.winners).toEqual([0]);
    });

    it("Final Scoring tie-break 2: most goblins (beats a higher spell level)", () => {
      const r = duel({ q: 2, g: 3, sp: 0 }, { q: 2, g: 2, sp: 2 });
      expect(r.totals[0]).toBe(r.totals[1]);
      expect(r.winners).toEqual([0]);
    });

    it("Final Scoring tie-break 3: highest spell level (beats more items)", () => {
      const r = duel({ q: 2, g: 2, sp: 5 }, { q: 2, g: 2, sp: 0, leg: 2 });
      expect(r.totals[0]).toBe(r.totals[1]);
      expect(r.winners).toEqual([0]);
    });

    it("Final Scoring tie-break 4: most items, treasure and legendary", () => {
      const r = duel({ q: 2, g: 2, sp: 1 }, { q: 2, g: 2, sp: 1, items: ["bow"] });
      expect(r.totals[0]).toBe(r.totals[1]);
      expect(r.winners).toEqual([1]);
      const more = duel({ q: 2, g: 2, sp: 1, items: ["bow", "lantern"] }, { q: 2, g: 2, sp: 1, items: ["tome"] });
      expect(more.winners).toEqual([0]);
    });

    it("Final Scoring: a legendary item held on a hero counts once in the items tie-break", () => {
      const s = ended();
      for (const seat of [0, 1]) {
        const pl = s.players[seat]!;
        pl.completedQuests = ids.slice(seat * 12, seat * 12 + 2);
        pl.goblinsDefeated = 2;
        pl.spellLevel = 1;
        pl.legendary = { sword: 2, shield: 0, staff: 0 };
      }
      s.players[0]!.heroes[0]!.items = ["sword"];
      s.players[1]!.reserve = ["sword"];
      const sheet = scores(s);
      expect(sheet.players[0]!.tieBreaks.items).toBe(1);
      expect(sheet.players[1]!.tieBreaks.items).toBe(1);
      expect(sheet.winners).toEqual([0, 1]);
    });

    it("Final Scoring: if a tie remains, the tied players share the victory (3 players, two tied on everything)", () => {
      const s = ended(3);
      for (const seat of [0, 2]) {
        const pl = s.players[seat]!;
        pl.completedQuests = ids.slice(seat * 8, seat * 8 + 3);
        pl.goblinsDefeated = 1;
        pl.spellLevel = 2;
      }
      expect(scores(s as GameState).winners).toEqual([0, 2]);
      expect(scores(s as GameState).final).toBe(true);
    });
  });
});
