/**
 * Rulings recorded in docs/rulings.md: "Idling at a castle", "Refilling portals from a short
 * supply", "Grotto effects" (the temple advance onto a double space), "Heroes in a line" and "Who
 * collects a goblin". Rulebook sections: Idling — Choosing to Not Move, Resolution, Mushroom
 * Grottos, Movement Quests, Attacking.
 */
import { describe, expect, it } from "vitest";
import { maxHealth, type Action, type GameState, type RegionRef } from "../../src/index";
import {
  act,
  cellAt,
  cellOfCard,
  home,
  move,
  newGame,
  putHero,
  regionOf,
  regionsWhere,
  setGrotto,
  setMoveOrIdle,
  sideOf,
  type S,
} from "../support/scenario";
import {
  nightGame,
  pad,
  portalAt,
  portalRegions,
  rest,
  roll,
  setAdventuring,
  setStats,
  settleGains,
} from "../support/night";

type Ref = { cell: number; side: "left" | "right" };

describe("Idling at a castle", () => {
  /** Player 0 (red, 2 players: green and yellow are unused) with hero 0 on `where`, heroes 1 and 2 away from castles. */
  function idler(where: (s: S) => Ref): S {
    const s = newGame(2, "idle");
    expect(s.players.map((p) => p.color)).not.toContain("green");
    putHero(s, 0, 0, where(s));
    putHero(s, 0, 1, { cell: cellAt(s, 2, 2), side: "left" });
    putHero(s, 0, 2, { cell: cellAt(s, 2, 2), side: "right" });
    s.players[0]!.health = 4;
    s.players[0]!.power = 1;
    setMoveOrIdle(s, 0, "horse");
    return s;
  }
  const castleOf = (s: S, color: string): Ref => {
    const [ref] = regionsWhere(s, (r) => r.kind === "castle" && r["color"] === color);
    return ref as Ref;
  };

  it("Idling at a castle: a hero in the castle of a colour nobody plays gives the gain", () => {
    const s = idler((g) => castleOf(g, "green"));
    const next = act(s, { type: "idle", player: 0 });
    expect(next.decision).toEqual({ kind: "choose-gain", player: 0, reason: "idle" });
    const after = act(next, { type: "choose-gain", player: 0, stat: "health" });
    expect([after.players[0]!.health, after.players[0]!.power]).toEqual([5, 1]);
  });

  it("Idling at a castle: the unused castle's other region (not the castle) gives nothing", () => {
    const s = idler((g) => {
      const castle = castleOf(g, "green");
      return { cell: castle.cell, side: castle.side === "left" ? "right" : "left" };
    });
    expect(regionOf(s, s.players[0]!.heroes[0]!.at).kind).not.toBe("castle");
    const next = act(s, { type: "idle", player: 0 });
    expect(next.decision?.kind).not.toBe("choose-gain");
    expect([next.players[0]!.health, next.players[0]!.power]).toEqual([4, 1]);
  });
});

describe("Refilling portals from a short supply", () => {
  /** A Night where everyone rests at once (all heroes home); portals at the listed indices (in map order) are empty. */
  function endNight(empty: readonly number[], supply: number): { before: S; after: S; order: RegionRef[] } {
    const s = nightGame(2);
    setStats(s, 3, 6);
    // map order: cell by cell, left before right
    const order = portalRegions(s).sort(
      (a, b) => a.cell - b.cell || (a.side === "left" ? 0 : 1) - (b.side === "left" ? 0 : 1),
    );
    for (const i of empty) portalAt(s, order[i]!).goblin = null;
    s.goblins.supply = supply;
    let cur = settleGains(rest(s));
    cur = settleGains(rest(cur));
    expect(cur.round).toBe(2); // the Night ended and the resolution ran
    return { before: s, after: cur, order };
  }

  it("Refilling portals from a short supply: 4 empty portals, 2 goblins: the first two empty portals in map order are filled", () => {
    const { after, order } = endNight([1, 3, 5, 6], 2);
    const filled = order.map((ref) => portalAt(after, ref).goblin !== null);
    // empty: 1, 3, 5, 6 -> 1 and 3 refilled, 5 and 6 stay empty
    expect(filled).toEqual([true, true, true, true, true, false, false]);
    expect(after.goblins.supply).toBe(0);
  });

  it("Refilling portals from a short supply: 1 goblin for 3 empty portals goes to the first in map order", () => {
    const { after, order } = endNight([0, 4, 6], 1);
    // empty: 0, 4, 6 -> 0 refilled
    expect(order.map((ref) => portalAt(after, ref).goblin !== null)).toEqual([
      true,
      true,
      true,
      true,
      false,
      true,
      false,
    ]);
    // the untouched portals keep their goblins (turned aggressive by the resolution)
    expect(portalAt(after, order[2]!).goblin?.stance).toBe("aggressive");
  });

  it("Resolution: an empty supply fills nothing; a large one fills every empty portal", () => {
    const none = endNight([2, 5], 0);
    expect(none.order.map((ref) => portalAt(none.after, ref).goblin !== null)).toEqual([
      true,
      true,
      false,
      true,
      true,
      false,
      true,
    ]);
    const all = endNight([2, 5], 9);
    expect(all.order.every((ref) => portalAt(all.after, ref).goblin !== null)).toBe(true);
    expect(all.after.goblins.supply).toBe(7);
  });
});

describe("Grotto effects: bright-temple-advance-1", () => {
  /** Player 0's hero 0 on grotto-6 (the temple advance); hero 1 on `temple` at `space`. */
  function build(temple: string, space: number): S {
    const s = newGame(2, "grotto-temple");
    putHero(s, 0, 0, sideOf(s, cellOfCard(s, "grotto-6"), "grotto"));
    putHero(s, 0, 1, sideOf(s, cellOfCard(s, temple), "temple"), space);
    s.quests.row = ["quest-move-row", "quest-move-diagonal", "quest-move-column"];
    setGrotto(s, 0, 0, "bright-temple-advance-1");
    return s;
  }
  const use = (target: number): Action => ({ type: "use-grotto", player: 0, target });

  it("Grotto effects: the hero advances onto a double space without symbols (forest space 3 = 2 Torches)", () => {
    const s = build("temple-forest", 2);
    const next = act(s, use(1));
    expect(next.players[0]!.heroes[1]!.templeSpace).toBe(3);
    expect(next.players[0]!.heroes[1]!.at).toEqual(sideOf(s, cellOfCard(s, "temple-forest"), "temple"));
    expect(next.players[0]!.power).toBe(s.players[0]!.power); // nothing paid instead of the symbols
  });

  it("Grotto effects: a double last space too (ice space 4 = 2 Scrolls): the temple is completed by day", () => {
    const s = build("temple-ice", 3);
    const next = act(s, use(1));
    expect(next.players[0]!.heroes[1]!.at).toEqual(home(s, 0));
    expect(next.players[0]!.legendary["sword"]).toBe(1); // red: Sword ice -> shadow
  });
});

describe("Heroes in a line", () => {
  /** Player 0 at full Health and Power with heroes 1 and 2 in the castle; hero 0 at `from`, moving by Foot. */
  function build(from: (s: S, castle: Ref) => Ref): { s: S; castle: Ref } {
    const s = newGame(2, "quests");
    const castle = home(s, 0) as Ref;
    putHero(s, 0, 0, from(s, castle));
    s.quests.row = ["quest-move-row", "quest-move-column", "quest-move-diagonal"];
    setMoveOrIdle(s, 0, "foot");
    return { s, castle };
  }
  /** A region of a cell that is not a grotto (no grotto decision in the way). */
  const landing = (s: S, cell: number): Ref => {
    for (const side of ["left", "right"] as const)
      if (regionOf(s, { cell, side }).kind !== "grotto") return { cell, side };
    throw new Error(`cell ${cell} has only grottos`);
  };

  it("Heroes in a line: all three heroes stacked on one card are not a line (row, column or diagonal)", () => {
    const { s, castle } = build((g, c) => ({ cell: cellAt(g, g.map.cells[c.cell]!.row, 2), side: "left" }));
    const next = act(s, move(0, 0, castle));
    expect(next.players[0]!.heroes.every((h) => h.at.cell === castle.cell)).toBe(true);
    expect(next.decision?.kind).not.toBe("choose-quest"); // no line quest is even offered
    expect(next.players[0]!.completedQuests).toEqual([]);
    expect(next.quests.row).toEqual(s.quests.row);
  });

  it("Heroes in a line: two heroes stacked on the castle and one moved into its row are not a row", () => {
    // hero 0 moves from (2,2) into the castle's row at column 2
    const { s, castle } = build((g) => ({ cell: cellAt(g, 2, 2), side: "left" }));
    const row = s.map.cells[castle.cell]!.row;
    const to = landing(s, cellAt(s, row, 2));
    const next = act(s, move(0, 0, to));
    expect(next.players[0]!.heroes[0]!.at).toEqual(to);
    expect(next.decision?.kind).not.toBe("choose-quest");
    expect(next.players[0]!.completedQuests).toEqual([]);
  });

  it("Heroes in a line (control): three heroes on three cards of the castle's row make the row", () => {
    const { s, castle } = build((g) => ({ cell: cellAt(g, 2, 2), side: "left" }));
    const row = s.map.cells[castle.cell]!.row;
    const third = s.map.cells.findIndex((c, i) => c.row === row && c.col !== 2 && i !== castle.cell);
    putHero(s, 0, 2, landing(s, third));
    const next = act(s, move(0, 0, landing(s, cellAt(s, row, 2))));
    expect(next.players[0]!.completedQuests).toEqual(["quest-move-row"]);
  });
});

describe("Who collects a goblin", () => {
  it("Who collects a goblin: a goblin defeated by a grotto's 5th point goes to that player, though another player dealt the other 4", () => {
    const s = newGame(2, "grotto");
    putHero(s, 0, 0, sideOf(s, cellOfCard(s, "grotto-4"), "grotto"));
    const portal = s.goblins.portals.find((p) => p.at.cell !== s.players[0]!.heroes[0]!.at.cell)!;
    portal.goblin = { stance: "passive", damage: 4, dealtBy: s.players.map((p) => (p.seat === 1 ? 4 : 0)) };
    putHero(s, 0, 1, portal.at);
    setGrotto(s, 0, 0, "bright-goblin-damage-1");
    const next = act(s, { type: "use-grotto", player: 0, target: 1 });
    expect(next.goblins.portals.find((p) => p.at.cell === portal.at.cell)!.goblin).toBeNull();
    expect(next.players.map((p) => p.goblinsDefeated)).toEqual([1, 0]);
    expect(maxHealth(next as GameState, 0)).toBe(7);
    expect(maxHealth(next as GameState, 1)).toBe(6);
  });

  it("Who collects a goblin: at Night, the attacker dealing the 5th point collects it, whoever dealt the others (the Bow)", () => {
    for (const [dealer, attacker] of [
      [1, 0],
      [0, 1],
    ] as const) {
      const s = nightGame(2, { holder: attacker });
      setStats(s, 0, 6);
      setAdventuring(s, [0, 1]);
      const portal = portalRegions(s)[0]!;
      portalAt(s, portal).goblin = {
        stance: "aggressive",
        damage: 4,
        dealtBy: s.players.map((p) => (p.seat === dealer ? 4 : 0)),
      };
      putHero(s, attacker, 0, portal);
      let cur = roll(s, pad(["attack-goblin"], "torch"));
      expect(cur.decision).toMatchObject({ kind: "night-spend", player: attacker, attack: 1 });
      cur = act(cur, { type: "attack", player: attacker, hero: 0, cell: portal.cell });
      expect(portalAt(cur, portal).goblin).toBeNull();
      expect(cur.players[attacker]!.goblinsDefeated).toBe(1);
      expect(cur.players[dealer]!.goblinsDefeated).toBe(0);
    }
  });
});
