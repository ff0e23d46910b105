/**
 * Rulebook, Mushroom Grottos; CLARIFICATIONS section 3 (bright effects); Exploring Temples,
 * Treasure Quests and Legendary Items for a temple completed by day through a grotto.
 */
import { referencePack } from "../../../src/index";
import { describe, expect, it } from "vitest";
import { createGame, legalActions, type Action } from "../../../src/index";
import {
  act,
  actWithEvents,
  arrange,
  canon,
  cellAt,
  cellOfCard,
  expectRejected,
  home,
  move,
  newGame,
  portalOn,
  putHero,
  setGrotto,
  setMoveOrIdle,
  setStance,
  sideOf,
  type S,
} from "../../support/scenario";

const EFFECT_CARD: Record<string, string> = {
  "bright-health-per-hero-away": "grotto-1",
  "bright-power-per-hero-away": "grotto-2",
  "bright-magic-2": "grotto-3",
  "bright-goblin-damage-1": "grotto-4",
  "bright-move-other-hero-orthogonal-3": "grotto-5",
  "bright-temple-advance-1": "grotto-6",
  "bright-roll-for-temples": "grotto-7",
};

/** Player 0's hero 0 stands on the grotto of `effect` with the grotto decision open; heroes 1, 2 at home. */
function onGrotto(effect: string, seed = "grotto"): S {
  const s = newGame(2, seed);
  const cell = cellOfCard(s, EFFECT_CARD[effect]!);
  putHero(s, 0, 0, sideOf(s, cell, "grotto"));
  setGrotto(s, 0, 0, effect);
  return s;
}

const use = (extra: Partial<Action> = {}): Action => ({ type: "use-grotto", player: 0, ...extra }) as Action;

describe("Mushroom Grottos: arriving and skipping", () => {
  it("Mushroom Grottos: moving onto a grotto opens its decision", () => {
    const s = newGame(2, "grotto-arrive");
    arrange(s, { "2,2": "grotto-3" });
    putHero(s, 0, 0, { cell: cellAt(s, 2, 1), side: "left" });
    setMoveOrIdle(s, 0, "foot");
    const next = act(s, move(0, 0, sideOf(s, cellAt(s, 2, 2), "grotto")));
    expect(next.decision).toEqual({ kind: "use-grotto", player: 0, hero: 0, effect: "bright-magic-2" });
  });

  for (const effect of Object.keys(EFFECT_CARD)) {
    it(`Mushroom Grottos: skip-grotto is always legal (${effect})`, () => {
      const s = onGrotto(effect);
      expect(legalActions(s).map(canon)).toContain(canon({ type: "skip-grotto", player: 0 }));
      const next = act(s, { type: "skip-grotto", player: 0 });
      expect(next.decision?.kind).toBe("choose-movement-card");
      expect(next.players).toEqual(s.players);
      expect(next.magicSpace).toBe(s.magicSpace);
    });
  }

  it("Mushroom Grottos: parameters an effect does not take are MALFORMED_ACTION", () => {
    expectRejected(onGrotto("bright-magic-2"), use({ target: 0 }), "MALFORMED_ACTION");
    expectRejected(onGrotto("bright-health-per-hero-away"), use({ to: { cell: 0, side: "left" } }), "MALFORMED_ACTION");
    expectRejected(onGrotto("bright-goblin-damage-1"), use(), "MALFORMED_ACTION");
    expectRejected(onGrotto("bright-temple-advance-1"), use({ target: 7 }), "MALFORMED_ACTION");
    expectRejected(onGrotto("bright-move-other-hero-orthogonal-3"), use({ target: 1 }), "MALFORMED_ACTION");
  });
});

describe("Mushroom Grottos: bright effects", () => {
  it.each([
    // [effect, heroes away (incl. the grotto hero), start, expected]
    ["bright-health-per-hero-away", 1, 1, 3],
    ["bright-health-per-hero-away", 2, 1, 5],
    ["bright-health-per-hero-away", 3, 1, 6],
    ["bright-power-per-hero-away", 1, 0, 2],
    ["bright-power-per-hero-away", 2, 0, 3],
    ["bright-power-per-hero-away", 3, 2, 3],
  ] as const)(
    "Mushroom Grottos (CLARIFICATIONS 3.1/3.2): %s with %i hero(es) away: %i -> %i (2 each, capped)",
    (effect, nAway, start, want) => {
      const s = onGrotto(effect);
      const stat = effect.includes("health") ? "health" : "power";
      // heroes "away" besides the grotto hero stand in ANOTHER player's castle (still outside their own)
      if (nAway >= 2) putHero(s, 0, 1, home(s, 1));
      if (nAway >= 3) putHero(s, 0, 2, { cell: cellAt(s, 2, 2), side: "left" });
      s.players[0]![stat] = start;
      expect(legalActions(s).map(canon)).toContain(canon(use()));
      const next = act(s, use());
      expect(next.players[0]![stat]).toBe(want);
    },
  );

  it("Mushroom Grottos (CLARIFICATIONS 3.3): magic +2, stopping at the last space", () => {
    const s = onGrotto("bright-magic-2");
    expect(act(s, use()).magicSpace).toBe(2);
    const last = referencePack.magicTracks.multiplayer.spaces.length - 1;
    s.magicSpace = last - 1;
    expect(act(s, use()).magicSpace).toBe(last);
  });

  it("Mushroom Grottos (CLARIFICATIONS 3.4): 1 damage to a goblin one of your heroes attacks; only such heroes are targets", () => {
    const s = onGrotto("bright-goblin-damage-1");
    const portalCell = s.goblins.portals.find((p) => p.at.cell !== s.players[0]!.heroes[0]!.at.cell)!.at;
    putHero(s, 0, 1, portalCell);
    const emptyPortal = s.goblins.portals.find(
      (p) => p.at.cell !== portalCell.cell && p.at.cell !== s.players[0]!.heroes[0]!.at.cell,
    )!;
    emptyPortal.goblin = null;
    putHero(s, 0, 2, emptyPortal.at);
    expect(legalActions(s).map(canon).sort()).toEqual(
      [canon(use({ target: 1 })), canon({ type: "skip-grotto", player: 0 })].sort(),
    );
    expectRejected(s, use({ target: 2 }), "GROTTO_TARGET");
    expectRejected(s, use({ target: 0 }), "GROTTO_TARGET");
    const next = act(s, use({ target: 1 }));
    expect(portalOn(next, portalCell.cell).goblin).toMatchObject({ stance: "passive", damage: 1 });
  });

  it("Mushroom Grottos (CLARIFICATIONS 3.4): with nobody attacking only skip is offered", () => {
    const s = onGrotto("bright-goblin-damage-1");
    expect(legalActions(s)).toEqual([{ type: "skip-grotto", player: 0 }]);
  });

  describe("CLARIFICATIONS 3.5: move one of your OTHER heroes up to 3 cards orthogonally", () => {
    /** Grotto hero on (0,2); hero 1 on (2,0)'s obelisk; row 2 = shadow, grotto-1, ice, grotto-4, fire. */
    function build(power = 3, ruling: "path" | "line" = "path"): S {
      const s = newGame(2, "grotto-move");
      s.config.rulings = { ...s.config.rulings, orthogonalGrottoMove: ruling };
      arrange(s, {
        "0,2": "grotto-5",
        "2,0": "temple-shadow",
        "2,1": "grotto-1",
        "2,2": "temple-ice",
        "2,3": "grotto-4",
        "2,4": "temple-fire",
        "3,0": "temple-storm",
      });
      putHero(s, 0, 0, sideOf(s, cellAt(s, 0, 2), "grotto"));
      putHero(s, 0, 1, sideOf(s, cellAt(s, 2, 0), "obelisk"));
      s.players[0]!.power = power;
      setGrotto(s, 0, 0, "bright-move-other-hero-orthogonal-3");
      return s;
    }
    const to = (s: S, r: number, c: number, side: "left" | "right") => ({ cell: cellAt(s, r, c), side });

    it('ruling orthogonalGrottoMove: "line": the destinations of hero 1 are the row/column cards 1-3 away, both sides', () => {
      const s = build(3, "line");
      const got = legalActions(s)
        .filter((a) => a.type === "use-grotto" && a.target === 1)
        .map(canon)
        .sort();
      const want = [
        [2, 1],
        [2, 2],
        [2, 3],
        [3, 0],
      ]
        .flatMap(([r, c]) =>
          (["left", "right"] as const).map((side) => canon(use({ target: 1, to: to(s, r!, c!, side) }))),
        )
        .sort();
      expect(got).toEqual(want);
      expect(legalActions(s).some((a) => a.type === "use-grotto" && a.target === 0)).toBe(false);
    });

    it("Mushroom Grottos: not the grotto hero itself — GROTTO_TARGET; 4 cards away — UNREACHABLE", () => {
      const s = build();
      expectRejected(s, use({ target: 0, to: to(s, 1, 2, "left") }), "GROTTO_TARGET");
      expectRejected(s, use({ target: 1, to: to(s, 2, 4, "left") }), "UNREACHABLE");
      expectRejected(
        s,
        use({
          target: 1,
          to: to(s, 2, 4, "left"),
          via: [cellAt(s, 2, 1), cellAt(s, 2, 2), cellAt(s, 2, 3)],
        }),
        "UNREACHABLE",
      );
      // Off the row and column: reached only by a path that turns, which names its cards.
      expectRejected(s, use({ target: 1, to: to(s, 1, 1, "left") }), "UNREACHABLE");
      const line = build(3, "line");
      expectRejected(line, use({ target: 1, to: to(s, 1, 1, "left") }), "UNREACHABLE");
      expectRejected(line, use({ target: 1, to: to(s, 1, 1, "left"), via: [cellAt(s, 2, 1)] }), "MALFORMED_ACTION");
    });

    it('Mushroom Grottos (summary: "up to 3 map cards, vertically and horizontally, never diagonally"): a path of up to 3 orthogonal steps may turn; it names the cards it passes', () => {
      const s = build();
      const listed = legalActions(s).filter((a) => a.type === "use-grotto" && a.target === 1) as (Action & {
        to: { cell: number };
        via?: number[];
      })[];
      const bent = listed.filter((a) => a.via !== undefined);
      // The straight destinations are still spelled without `via`.
      for (const [r, c] of [
        [2, 1],
        [2, 2],
        [2, 3],
        [3, 0],
      ] as const) {
        expect(listed.some((a) => a.via === undefined && a.to.cell === cellAt(s, r, c))).toBe(true);
      }
      // (1,1) is two steps away with a turn, through (2,1); (3,1) too, and also through (3,0).
      const castleRed = cellAt(s, 1, 1);
      expect(bent.filter((a) => a.to.cell === castleRed).map((a) => a.via)).toEqual([
        [cellAt(s, 2, 1)],
        [cellAt(s, 2, 1)],
      ]);
      const green = cellAt(s, 3, 1);
      expect(new Set(bent.filter((a) => a.to.cell === green).map((a) => JSON.stringify(a.via)))).toEqual(
        new Set([JSON.stringify([cellAt(s, 2, 1)]), JSON.stringify([cellAt(s, 3, 0)])]),
      );
      // Every path has 1 to 3 steps between orthogonal neighbours, turns, and never meets a card twice.
      const start = s.map.cells[cellAt(s, 2, 0)]!;
      for (const a of bent) {
        const path = [start, ...a.via!.map((c) => s.map.cells[c]!), s.map.cells[a.to.cell]!];
        expect(path.length).toBeLessThanOrEqual(4);
        for (let i = 1; i < path.length; i++)
          expect(Math.abs(path[i]!.row - path[i - 1]!.row) + Math.abs(path[i]!.col - path[i - 1]!.col)).toBe(1);
        expect(new Set(path).size).toBe(path.length);
        expect(path.every((c) => c.row === start.row) || path.every((c) => c.col === start.col)).toBe(false);
      }
      // A straight line spelled with `via` has another spelling: refused.
      expectRejected(s, use({ target: 1, to: to(s, 2, 2, "left"), via: [cellAt(s, 2, 1)] }), "MALFORMED_ACTION");
      expectRejected(s, use({ target: 1, to: to(s, 1, 1, "left"), via: [cellAt(s, 3, 0)] }), "UNREACHABLE");
      expectRejected(
        s,
        use({ target: 1, to: to(s, 1, 1, "left"), via: ["x"] } as unknown as Partial<Action>),
        "MALFORMED_ACTION",
      );
    });

    it('Hero Movement ("moving through each Map Card between the start and finish"): a bent path passes the cards on it, and pays for their aggressive goblins', () => {
      const s = build(1);
      setStance(s, cellAt(s, 2, 1), "aggressive");
      const dest = sideOf(s, cellAt(s, 1, 1), "obelisk");
      const next = act(s, use({ target: 1, to: dest, via: [cellAt(s, 2, 1)] }));
      expect(next.players[0]!.heroes[1]!.at).toEqual(dest);
      expect(next.players[0]!.power).toBe(0);
      expect(portalOn(next, cellAt(s, 2, 1)).goblin!.stance).toBe("passive");
      const poor = build(0);
      setStance(poor, cellAt(poor, 2, 1), "aggressive");
      expectRejected(poor, use({ target: 1, to: dest, via: [cellAt(poor, 2, 1)] }), "NOT_ENOUGH_POWER");
    });

    it("Mushroom Grottos: the move happens and pays for aggressive goblins passed", () => {
      const s = build(1);
      setStance(s, cellAt(s, 2, 1), "aggressive");
      const dest = sideOf(s, cellAt(s, 2, 3), "portal");
      const next = act(s, use({ target: 1, to: dest }));
      expect(next.players[0]!.heroes[1]!.at).toEqual(dest);
      expect(next.players[0]!.power).toBe(0);
      expect(portalOn(next, cellAt(s, 2, 1)).goblin!.stance).toBe("passive");
    });

    it("Regions on the Map Cards (\"Some Regions have actions that may be taken when you move there\"): the moved hero takes its destination's action: a grotto's", () => {
      const s = build();
      const grotto = sideOf(s, cellAt(s, 2, 1), "grotto");
      const next = act(s, use({ target: 1, to: grotto }));
      expect(next.players[0]!.heroes[1]!.at).toEqual(grotto);
      const effect = (
        referencePack.mapCards.find((c) => c.id === "grotto-1")!.bright[grotto.side] as { effect: string }
      ).effect;
      expect(next.decision).toEqual({ kind: "use-grotto", player: 0, hero: 1, effect });
    });

    it("Mushroom Grottos: without the Power to pass — NOT_ENOUGH_POWER", () => {
      const s = build(0);
      setStance(s, cellAt(s, 2, 1), "aggressive");
      expectRejected(s, use({ target: 1, to: sideOf(s, cellAt(s, 2, 2), "obelisk") }), "NOT_ENOUGH_POWER");
    });

    it("Mushroom Grottos: occupancy applies — PORTAL_OCCUPIED", () => {
      const s = build();
      const portal = sideOf(s, cellAt(s, 2, 1), "portal");
      putHero(s, 1, 0, portal);
      expectRejected(s, use({ target: 1, to: portal }), "PORTAL_OCCUPIED");
    });
  });

  describe("CLARIFICATIONS 3.6: advance one of your heroes 1 space on its temple track", () => {
    function build(space: number, temple = "temple-ice"): S {
      const s = onGrotto("bright-temple-advance-1", "grotto-temple");
      const cell = cellOfCard(s, temple);
      putHero(s, 0, 1, sideOf(s, cell, "temple"), space);
      s.quests.row = ["quest-move-row", "quest-treasure-ice-1", "quest-move-column"];
      s.players[0]!.health = 4;
      s.players[0]!.power = 1;
      return s;
    }

    it("Mushroom Grottos: only heroes on a temple track are targets; the hero advances 1", () => {
      const s = build(0);
      expect(legalActions(s).map(canon).sort()).toEqual(
        [canon(use({ target: 1 })), canon({ type: "skip-grotto", player: 0 })].sort(),
      );
      expectRejected(s, use({ target: 2 }), "GROTTO_TARGET");
      expect(act(s, use({ target: 1 })).players[0]!.heroes[1]!.templeSpace).toBe(1);
    });

    it("Treasure Quests / Exploring Temples: reaching the last space by day completes the temple: home, gain, treasure quest + item, legendary", () => {
      const s = build(3);
      let next = act(s, use({ target: 1 }));
      expect(next.players[0]!.heroes[1]!.at).toEqual(home(s, 0));
      expect(next.players[0]!.heroes[1]!.templeSpace).toBe(0);
      expect(next.decision).toEqual({ kind: "choose-gain", player: 0, reason: "temple" });
      next = act(next, { type: "choose-gain", player: 0, stat: "power" });
      expect(next.players[0]!.power).toBe(2);
      expect(next.players[0]!.completedQuests).toEqual(["quest-treasure-ice-1"]);
      expect(next.quests.row).not.toContain("quest-treasure-ice-1");
      expect(next.itemRack).not.toContain("bow");
      expect(next.firstPlayerToken).toBe("no-quest");
      // three heroes with free hands: choose who equips the bow
      expect(next.decision).toEqual({ kind: "equip-item", player: 0, item: "bow" });
      next = act(next, { type: "equip-item", player: 0, hero: 2 });
      expect(next.players[0]!.heroes[2]!.items).toEqual(["bow"]);
      // red's Sword needs Ice then Shadow: Ice advances it
      expect(next.players[0]!.legendary["sword"]).toBe(1);
      expect(next.decision?.kind).toBe("choose-movement-card");
    });

    it("Legendary Items: completing the second temple first does not advance the item", () => {
      const s = build(3, "temple-shadow");
      let next = act(s, use({ target: 1 }));
      next = act(next, { type: "choose-gain", player: 0, stat: "health" });
      expect(next.players[0]!.legendary["sword"]).toBe(0);
    });

    it("Legendary Items: completing the second temple after the first gains the item", () => {
      const s = build(3, "temple-shadow");
      s.players[0]!.legendary["sword"] = 1;
      let next = act(s, use({ target: 1 }));
      next = act(next, { type: "choose-gain", player: 0, stat: "health" });
      expect(next.players[0]!.legendary["sword"]).toBe(2);
      expect(next.decision).toEqual({ kind: "equip-item", player: 0, item: "sword" });
    });

    it("The Quest Card Row: a temple completed with no treasure quest for it in the row takes no quest", () => {
      const s = build(3);
      s.quests.row = ["quest-move-row", "quest-treasure-fire-1", "quest-move-column"];
      let next = act(s, use({ target: 1 }));
      next = act(next, { type: "choose-gain", player: 0, stat: "health" });
      expect(next.players[0]!.completedQuests).toEqual([]);
      expect(next.firstPlayerToken).toBe("quest");
    });
  });

  describe("CLARIFICATIONS 3.7: roll the dice; Torch/Scroll results advance heroes on temple tracks", () => {
    function build(rngFrom: number): S {
      const s = onGrotto("bright-roll-for-temples", "grotto-roll");
      s.rng = createGame({ seed: rngFrom, players: 2 }).rng;
      putHero(s, 0, 1, sideOf(s, cellOfCard(s, "temple-fire"), "temple"), 0); // fire: T T S S
      putHero(s, 0, 2, sideOf(s, cellOfCard(s, "temple-forest"), "temple"), 0); // forest: S S TT T
      return s;
    }

    it("Mushroom Grottos: the torch/scroll pool rolled is offered through advance-temples", () => {
      let found = 0;
      for (let seed = 0; seed < 40 && found < 3; seed++) {
        const s = build(seed);
        const { state: next, events } = actWithEvents(s, use());
        const rolled = events.find((e) => e.type === "dice-rolled");
        expect(rolled).toBeDefined();
        const symbols = rolled!["symbols"] as string[];
        expect(symbols).toHaveLength(5);
        const torch = symbols.filter((x) => x === "torch").length;
        const scroll = symbols.filter((x) => x === "scroll").length;
        if (torch + scroll === 0) {
          expect(next.decision?.kind).toBe("choose-movement-card");
          continue;
        }
        found++;
        expect(next.decision).toEqual({
          kind: "advance-temples",
          player: 0,
          torch,
          scroll,
          reason: "bright-roll-for-temples",
        });
        const options = legalActions(next);
        expect(options.map(canon)).toContain(canon({ type: "finish", player: 0 }));
        if (torch > 0) {
          expect(options.map(canon)).toContain(canon({ type: "advance-hero", player: 0, hero: 1 }));
          const after = act(next, { type: "advance-hero", player: 0, hero: 1 });
          expect(after.players[0]!.heroes[1]!.templeSpace).toBe(1);
          if (after.decision?.kind === "advance-temples") expect(after.decision.torch).toBe(torch - 1);
        }
      }
      expect(found).toBeGreaterThan(0);
    });

    it("Torches and Scrolls: a double space needs 2 of the symbol on one hero", () => {
      const s = newGame(2, "double");
      putHero(s, 0, 1, sideOf(s, cellOfCard(s, "temple-ice"), "temple"), 3); // ice: T S T SS
      s.phase = "day";
      s.day = { turn: 0, leader: 0, card: "foot", moved: null, questTaken: false, treasureQuests: [] };
      s.queue = [{ kind: "end-day-turn" }];
      s.decision = { kind: "advance-temples", player: 0, torch: 3, scroll: 1, reason: "bright-roll-for-temples" };
      expect(legalActions(s)).toEqual([{ type: "finish", player: 0 }]);
      expectRejected(s, { type: "advance-hero", player: 0, hero: 1 }, "NOT_ENOUGH_SYMBOLS");
      expectRejected(s, { type: "advance-hero", player: 0, hero: 0 }, "NOT_IN_TEMPLE");
      s.decision = { kind: "advance-temples", player: 0, torch: 0, scroll: 2, reason: "bright-roll-for-temples" };
      expect(legalActions(s).map(canon)).toContain(canon({ type: "advance-hero", player: 0, hero: 1 }));
      const next = act(s, { type: "advance-hero", player: 0, hero: 1 });
      // the last space: the temple is completed by day and the hero goes home
      expect(next.players[0]!.heroes[1]!.at).toEqual(home(s, 0));
    });
  });
});
