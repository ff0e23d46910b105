/**
 * Rulebook, Resolution, Game End, Final Scoring (table, tie-breaks, shared victory); CLARIFICATIONS 1
 * (Round-end quest refill); external chance (`chanceOutcomes`).
 */
import { referencePack } from "../../src/index";
import { describe, expect, it } from "vitest";
import { chanceOutcomes, createGame, isGameOver, legalActions, reduce, scores, type GameState } from "../../src/index";
import { act } from "../support/scenario";
import type { S } from "../support/scenario";
import { nightGame, outcome, portalRegions, portalAt, rest } from "./support";

/** A Night where only seat 0 still adventures: its rest ends the Night. */
function lastToRest(players = 2, round = 1): S {
  const s = nightGame(players);
  s.round = round;
  s.night!.adventuring = s.players.map((p) => p.seat === 0);
  return s;
}

const kindOf = (_s: S, id: string): string => referencePack.quests.find((q) => q.id === id)!.kind;

describe("Resolution", () => {
  it("Resolution: magic reset, passive goblins turn aggressive (healed), empty portals refilled passive from the supply, movement cards reset, first player passes, round advances", () => {
    const s = lastToRest(3);
    s.magicSpace = 6;
    const [a, b, c] = portalRegions(s) as [never, never, never];
    portalAt(s, a).goblin = { stance: "passive", damage: 0, dealtBy: [0, 0, 0, 0] };
    portalAt(s, b).goblin = { stance: "aggressive", damage: 3, dealtBy: [3, 0, 0, 0] };
    portalAt(s, c).goblin = null;
    const supply = s.goblins.supply;
    for (const m of s.movementCards) m.used = true;
    s.firstPlayerToken = "no-quest";
    const row = [...s.quests.row];
    const cur = rest(s);
    expect(cur.magicSpace).toBe(0);
    expect(portalAt(cur, a).goblin).toMatchObject({ stance: "aggressive", damage: 0 });
    expect(portalAt(cur, b).goblin).toMatchObject({ stance: "aggressive", damage: 0 });
    expect(portalAt(cur, c).goblin).toMatchObject({ stance: "passive", damage: 0 });
    expect(cur.goblins.supply).toBe(supply - 1);
    expect(cur.movementCards.every((m) => !m.used)).toBe(true);
    expect(cur.quests.row).toEqual(row); // token on its crossed-out side: nothing discarded
    expect(cur.firstPlayer).toBe(1);
    expect(cur.firstPlayerToken).toBe("quest");
    expect(cur.round).toBe(2);
    expect(cur.phase).toBe("day");
    expect(cur.decision).toEqual({ kind: "choose-movement-card", player: 1 });
  });

  it("Resolution: empty portals stay empty when the supply is out", () => {
    const s = lastToRest();
    const [a] = portalRegions(s) as [never];
    portalAt(s, a).goblin = null;
    s.goblins.supply = 0;
    const cur = rest(s);
    expect(portalAt(cur, a).goblin).toBeNull();
    expect(cur.goblins.supply).toBe(0);
  });

  it("Resolution: with the token on its quest side the rightmost quest is discarded and a new one dealt on the left", () => {
    const s = lastToRest();
    s.firstPlayerToken = "quest";
    s.quests.row = ["quest-move-row", "quest-treasure-ice-1", "quest-move-column"];
    s.quests.deck = [
      "quest-treasure-fire-1",
      ...s.quests.deck.filter((q) => !["quest-treasure-fire-1", ...s.quests.row].includes(q)),
    ];
    s.quests.discard = [];
    const cur = rest(s);
    expect(cur.quests.row).toEqual(["quest-treasure-fire-1", "quest-move-row", "quest-treasure-ice-1"]);
    expect(cur.quests.discard).toEqual(["quest-move-column"]);
  });

  it("CLARIFICATIONS 1 (Round-end quest refill): the row keeps a Movement and a Treasure quest", () => {
    const s = lastToRest();
    s.firstPlayerToken = "quest";
    s.quests.row = ["quest-move-row", "quest-move-column", "quest-treasure-ice-1"];
    const rest0 = s.quests.deck.filter(
      (q) => !["quest-move-diagonal", "quest-treasure-fire-1", ...s.quests.row].includes(q),
    );
    s.quests.deck = ["quest-move-diagonal", "quest-treasure-fire-1", ...rest0];
    s.quests.discard = [];
    const cur = rest(s);
    const kinds = cur.quests.row.map((q) => kindOf(cur, q));
    expect(cur.quests.row).toHaveLength(3);
    expect(kinds).toContain("movement");
    expect(kinds).toContain("treasure");
    // discard the rightmost (treasure), deal a movement card -> no treasure -> discard the rightmost again, deal the treasure
    expect(cur.quests.row).toEqual(["quest-treasure-fire-1", "quest-move-diagonal", "quest-move-row"]);
    expect(cur.quests.discard).toEqual(["quest-treasure-ice-1", "quest-move-column"]);
  });

  it("Resolution: the first player token passes clockwise, wrapping to seat 0", () => {
    const s = lastToRest(2);
    s.firstPlayer = 1;
    const cur = rest(s);
    expect(cur.firstPlayer).toBe(0);
  });
});

describe("Night Phase: the start", () => {
  it("Night Phase: after the 4th Day turn every player adventures and the first player holds the dice", () => {
    for (const [seed, players] of [
      [11, 2],
      [12, 3],
      [13, 4],
    ] as const) {
      let state = createGame({ seed, players, firstPlayer: players - 1 });
      let guard = 0;
      while (state.phase !== "night" && guard++ < 500) state = reduce(state, legalActions(state)[0]!);
      expect(state.phase).toBe("night");
      expect(state.round).toBe(1);
      expect(state.night!.adventuring).toEqual(Array(players).fill(true));
      expect(state.decision).toEqual({ kind: "adventure-or-rest", player: players - 1 });
      expect(state.movementCards.filter((m) => m.used)).toHaveLength(4);
    }
  });
});

describe("Game End", () => {
  it("Game End: the game ends after the Night of round 5 (no Resolution), with final scores", () => {
    const s = lastToRest(2, 5);
    s.magicSpace = 5;
    const beforeFinal = scores(s);
    expect(beforeFinal.final).toBe(false);
    expect(isGameOver(s as GameState)).toBe(false);
    const cur = rest(s);
    expect(isGameOver(cur as GameState)).toBe(true);
    expect(cur.phase).toBe("ended");
    expect(cur.decision).toBeNull();
    expect(cur.round).toBe(5);
    expect(cur.magicSpace).toBe(5); // no resolution after the last Night
    expect(legalActions(cur as GameState)).toEqual([]);
    expect(scores(cur as GameState).final).toBe(true);
  });

  it("Game End: round 4's Night is followed by Resolution and round 5", () => {
    const cur = rest(lastToRest(2, 4));
    expect(cur.phase).toBe("day");
    expect(cur.round).toBe(5);
    expect(isGameOver(cur as GameState)).toBe(false);
  });
});

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

  describe("tie-breaks, in order", () => {
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

describe("External chance (chanceOutcomes)", () => {
  it("chanceOutcomes: 252 outcomes at a chance point, probabilities summing to 1, each accepted by reduce; 5 Torches = 1/7776", () => {
    const s = nightGame(2);
    const at = act(s, { type: "adventure", player: 0 });
    expect(at.decision?.kind).toBe("chance");
    // A dice chance point: every outcome is a roll-outcome action (module chance points list other actions).
    const outs = chanceOutcomes(at) as {
      action: import("../../src/index").RollOutcomeAction;
      probability: number;
    }[];
    expect(outs).toHaveLength(252);
    const sum = outs.reduce((n, o) => n + o.probability, 0);
    expect(Math.abs(sum - 1)).toBeLessThan(1e-9);
    const keys = new Set(outs.map((o) => [...o.action.symbols].sort().join(",")));
    expect(keys.size).toBe(252);
    for (const o of outs) {
      expect(o.action.symbols).toHaveLength(5);
      expect(() => reduce(at as GameState, o.action)).not.toThrow();
    }
    const torches = outs.find((o) => o.action.symbols.every((x) => x === "torch"))!;
    expect(torches.probability).toBeCloseTo(1 / 7776, 15);
    const mixed = outs.find((o) => new Set(o.action.symbols).size === 5 && !o.action.symbols.includes("scroll"))!;
    expect(mixed.probability).toBeCloseTo(120 / 7776, 15);
    // the legal action list at a chance point is the same 252 outcomes
    expect(legalActions(at as GameState)).toHaveLength(252);
  });

  it("chanceOutcomes: empty away from a chance point", () => {
    expect(chanceOutcomes(nightGame(2) as GameState)).toEqual([]);
    expect(chanceOutcomes(createGame({ seed: 3, players: 3, chance: "external" }))).toEqual([]);
    expect(chanceOutcomes(createGame({ seed: 3, players: 3 }))).toEqual([]);
  });

  it("external chance: the chosen outcome is the roll (lastRoll and its effects)", () => {
    const s = nightGame(2);
    s.players[0]!.power = 0;
    s.players[1]!.power = 0;
    const at = act(s, { type: "adventure", player: 0 });
    const next = act(at, outcome(["gain-power", "conjure-magic", "conjure-magic", "torch", "scroll"]));
    expect(next.lastRoll).toMatchObject({
      player: 0,
      symbols: ["gain-power", "conjure-magic", "conjure-magic", "torch", "scroll"],
    });
    expect(next.magicSpace).toBe(2);
    expect(next.players[0]!.power).toBe(1);
  });
});
