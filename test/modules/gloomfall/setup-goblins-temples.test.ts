/**
 * GloomFall — Game Variant: Game Setup (the gloom side of every map card), Goblin Portals (new
 * goblins placed aggressive), Temples (the second space of each track is double).
 */
import { referencePack } from "../../../src/index";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createGame, legalActions, parseState } from "../../../src/index";
import {
  act,
  actWithEvents,
  arrange,
  canon,
  cellAt,
  cellOfCard,
  expectRejected,
  newGame,
  putHero,
  setMoveOrIdle,
  sideOf,
  type S,
} from "../../support/scenario";
import { gloomGame, GLOOM_EFFECT_CARD } from "./support";

const seeds = fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.integer());
const players = fc.integer({ min: 2, max: 4 });

describe("GloomFall — Game Setup: the Land Map uses the gloom side of every map card", () => {
  it("GloomFall — Game Setup: every placed card shows its gloom face; the base game shows bright faces", () => {
    fc.assert(
      fc.property(seeds, players, (seed, n) => {
        const gloom = createGame({ seed, players: n, modules: ["gloomfall"] });
        expect(gloom.config.modules).toEqual(["gloomfall"]);
        expect(gloom.map.face).toBe("gloom");
        const base = createGame({ seed, players: n });
        expect(base.map.face).toBe("bright");
      }),
      { numRuns: 30 },
    );
  });

  it("GloomFall — Mushroom Grottos: every grotto on the map offers a gloom effect", () => {
    const s = createGame({ seed: "gloom-grottos", players: 3, modules: ["gloomfall"] });
    const effects = s.map.cells.flatMap((cell) => {
      const card = referencePack.mapCards.find((m) => m.id === cell.cardId)!;
      return (["left", "right"] as const).map((side) => card[s.map.face][side]).filter((r) => r.kind === "grotto");
    });
    expect(effects.map((r) => (r as { effect: string }).effect).sort()).toEqual(Object.keys(GLOOM_EFFECT_CARD).sort());
  });

  it("GloomFall — Mushroom Grottos: moving onto a gloom grotto opens its decision with the gloom effect", () => {
    const s = gloomGame(2, "gloom-arrive");
    arrange(s, { "2,2": "grotto-4", "2,1": "temple-ice" }); // goblins rebuilt passive
    const grotto = sideOf(s, cellAt(s, 2, 2), "grotto");
    putHero(s, 0, 0, sideOf(s, cellAt(s, 2, 1), "obelisk"));
    setMoveOrIdle(s, 0, "foot");
    const next = act(s, { type: "move", player: 0, hero: 0, to: grotto });
    expect(next.decision).toEqual({ kind: "use-grotto", player: 0, hero: 0, effect: "gloom-roll-for-magic" });
  });
});

describe("GloomFall — Goblin Portals: new goblins are placed aggressive side up", () => {
  it("GloomFall — Goblin Portals: at setup every portal's goblin is aggressive (ruling: setup places new goblins too)", () => {
    fc.assert(
      fc.property(seeds, players, (seed, n) => {
        const s = createGame({ seed, players: n, modules: ["gloomfall"] });
        expect(s.goblins.portals).toHaveLength(7);
        expect(s.goblins.portals.every((p) => p.goblin?.stance === "aggressive" && p.goblin.damage === 0)).toBe(true);
        expect(s.goblins.supply).toBe(16 - 7);
      }),
      { numRuns: 30 },
    );
    expect(createGame({ seed: 1, players: 2 }).goblins.portals.every((p) => p.goblin?.stance === "passive")).toBe(true);
  });

  it('ruling gloomfallSetupGoblins: "passive": the 7 setup goblins are passive, as the base setup places them; the refill still brings aggressive ones', () => {
    for (const seed of [1, "two", 3]) {
      const s = createGame({ seed, players: 3, modules: ["gloomfall"], rulings: { gloomfallSetupGoblins: "passive" } });
      expect(s.goblins.portals).toHaveLength(7);
      expect(s.goblins.portals.every((p) => p.goblin?.stance === "passive" && p.goblin.damage === 0)).toBe(true);
      const same = createGame({ seed, players: 3, modules: ["gloomfall"] });
      expect(s.map).toEqual(same.map); // only the stance differs
    }
    const g = gloomGame(3, "gloom-refill");
    g.config.rulings = { ...g.config.rulings, gloomfallSetupGoblins: "passive" };
    expect(refill(g).state.goblins.portals[0]!.goblin).toMatchObject({ stance: "aggressive", damage: 0 });
  });

  /** Two portals emptied (defeated goblins), then the resolution refill runs after an idle. */
  function refill(s: S): { state: S; events: readonly { type: string; [k: string]: unknown }[] } {
    s.goblins.portals[0]!.goblin = null;
    s.goblins.portals[3]!.goblin = null;
    s.goblins.supply = 1;
    setMoveOrIdle(s, 0, "horse");
    s.queue = [{ kind: "refill-portals" }, { kind: "end-day-turn" }];
    return actWithEvents(s, { type: "idle", player: 0 });
  }

  it("GloomFall — Goblin Portals: goblins appearing at the resolution refill are aggressive (the base game: passive)", () => {
    const { state, events } = refill(gloomGame(3, "gloom-refill"));
    expect(state.goblins.portals[0]!.goblin).toMatchObject({ stance: "aggressive", damage: 0 });
    expect(state.goblins.portals[3]!.goblin).toBeNull(); // the supply ran out after one
    expect(state.goblins.supply).toBe(0);
    expect(events.filter((e) => e.type === "goblin-appeared")).toEqual([
      { type: "goblin-appeared", cell: state.goblins.portals[0]!.at.cell, stance: "aggressive" },
    ]);
    const base = refill(newGame(3, "gloom-refill")).state;
    expect(base.goblins.portals[0]!.goblin).toMatchObject({ stance: "passive", damage: 0 });
  });
});

describe("GloomFall — Temples: the second space on temple tracks has a double icon", () => {
  it("GloomFall — Temples: each temple's gloom track is its bright track with the second space doubled", () => {
    for (const temple of referencePack.temples) {
      expect(temple.tracks.gloom).toHaveLength(4);
      expect(temple.tracks.gloom[1]).toEqual({ symbol: temple.tracks.bright[1]!.symbol, count: 2 });
      expect([0, 2, 3].map((i) => temple.tracks.gloom[i])).toEqual([0, 2, 3].map((i) => temple.tracks.bright[i]));
    }
  });

  /** Hero 1 of player 0 on the Ice temple (T S T SS; gloom T SS T SS) after its first space, offered `scroll` scrolls. */
  function onIce(s: S, scroll: number): S {
    putHero(s, 0, 1, sideOf(s, cellOfCard(s, "temple-ice"), "temple"), 1);
    s.phase = "day";
    s.day = { turn: 0, leader: 0, card: "foot", moved: null, questTaken: false, treasureQuests: [] };
    s.queue = [{ kind: "end-day-turn" }];
    s.decision = { kind: "advance-temples", player: 0, torch: 0, scroll, reason: "bright-roll-for-temples" };
    return s;
  }

  it("GloomFall — Temples: one Scroll no longer pays the Ice temple's second space (NOT_ENOUGH_SYMBOLS); two do", () => {
    const one = onIce(gloomGame(2, "gloom-temple"), 1);
    expect(legalActions(one)).toEqual([{ type: "finish", player: 0 }]);
    expectRejected(one, { type: "advance-hero", player: 0, hero: 1 }, "NOT_ENOUGH_SYMBOLS");
    const two = onIce(gloomGame(2, "gloom-temple"), 2);
    expect(legalActions(two).map(canon)).toContain(canon({ type: "advance-hero", player: 0, hero: 1 }));
    const next = act(two, { type: "advance-hero", player: 0, hero: 1 });
    expect(next.players[0]!.heroes[1]!.templeSpace).toBe(2);
    expect(next.decision?.kind).not.toBe("advance-temples"); // both scrolls were spent on the one space
  });

  it("GloomFall — Temples: the same situation in the base game (bright face) takes one Scroll", () => {
    const base = onIce(newGame(2, "gloom-temple"), 1);
    expect(act(base, { type: "advance-hero", player: 0, hero: 1 }).players[0]!.heroes[1]!.templeSpace).toBe(2);
  });

  it("GloomFall — Temples: every map card shows the game's one face, so a gloom game claiming the bright face is refused (STATE_INCONSISTENT)", () => {
    const s = onIce(gloomGame(2, "gloom-temple"), 1);
    expect(s.map.face).toBe("gloom");
    const claimed = JSON.parse(JSON.stringify(s)) as { map: { face: string } };
    claimed.map.face = "bright";
    let refusal: unknown = null;
    try {
      parseState(claimed);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({ code: "STATE_INCONSISTENT", message: expect.stringContaining("map.face") });
  });
});
