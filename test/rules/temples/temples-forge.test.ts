/**
 * Rulebook, Torches and Scrolls, Forge Ahead, Exploring Temples, Legendary Items, Resting (temple
 * completion); CLARIFICATIONS 1 (Quests per turn: several at Night, Temple occupancy).
 *
 * Reference bright tracks: fire [T, T, S, S], ice [T, S, T, SS], sun [T, S, S, T], forest [S, S, TT, T].
 * Red (seat 0): Sword ice->shadow, Shield fire->forest, Staff sun->storm. Blue (seat 1): Sword fire->sun.
 */
import { describe, expect, it } from "vitest";
import { legalActions, referencePack, type GameState } from "../../../src/index";
import { act, expectRejected, home, putHero, setMoveOrIdle } from "../../support/scenario";
import {
  isLegal,
  nightGame,
  pad,
  rest,
  roll,
  setAdventuring,
  setStats,
  settleGains,
  templeOf,
} from "../../support/night";

const spaces = (s: { players: readonly { heroes: readonly { templeSpace: number }[] }[] }, seat: number): number[] =>
  s.players[seat]!.heroes.map((h) => h.templeSpace);

describe("Torches and Scrolls", () => {
  it("Torches and Scrolls: one Torch advances one hero; the same symbol cannot serve a second hero", () => {
    const s = nightGame(2);
    setStats(s, 0);
    putHero(s, 0, 0, templeOf(s, "fire"));
    putHero(s, 0, 1, templeOf(s, "sun"));
    const rolled = roll(s, pad(["torch"], "attack-goblin"));
    expect(rolled.decision).toMatchObject({ kind: "night-spend", player: 0, torch: 1, scroll: 0 });
    expect(isLegal(rolled, { type: "advance-hero", player: 0, hero: 0 })).toBe(true);
    expect(isLegal(rolled, { type: "advance-hero", player: 0, hero: 1 })).toBe(true);
    const after = act(rolled, { type: "advance-hero", player: 0, hero: 0 });
    expect(spaces(after, 0)).toEqual([1, 0, 0]);
    // the torch is spent: nothing is left to do, the window closed and the dice passed
    expect(after.decision).toEqual({ kind: "adventure-or-rest", player: 1 });
    expectRejected(rolled, { type: "advance-hero", player: 0, hero: 2 }, "ABILITY_NOT_AVAILABLE");
  });

  it("Torches and Scrolls: a Scroll cannot pay a Torch space", () => {
    const s = nightGame(2);
    setStats(s, 0);
    putHero(s, 0, 0, templeOf(s, "fire"));
    const rolled = roll(s, pad(["scroll"], "attack-goblin"));
    expect(rolled.decision).toEqual({ kind: "adventure-or-rest", player: 1 });
    expect(spaces(rolled, 0)).toEqual([0, 0, 0]);
  });

  it("Exploring Temples: one hero may advance several spaces in one roll with enough symbols (fire T,T,S,S to the last space)", () => {
    const s = nightGame(2);
    setStats(s, 0);
    putHero(s, 0, 0, templeOf(s, "fire"));
    let cur = roll(s, ["torch", "torch", "scroll", "scroll", "attack-goblin"]);
    for (let i = 0; i < 4; i++) cur = act(cur, { type: "advance-hero", player: 0, hero: 0 });
    expect(spaces(cur, 0)).toEqual([4, 0, 0]);
    // still on the temple until resting
    expect(cur.players[0]!.heroes[0]!.at).toEqual(templeOf(s, "fire"));
  });

  it("Exploring Temples: a double space needs both symbols at once on one hero (ice space 4 = 2 Scrolls)", () => {
    const s = nightGame(2);
    setStats(s, 0);
    putHero(s, 0, 0, templeOf(s, "ice"), 3);
    const one = roll(s, pad(["scroll"], "attack-goblin"));
    expect(one.decision).toEqual({ kind: "adventure-or-rest", player: 1 });
    expect(spaces(one, 0)[0]).toBe(3);
    const two = roll(s, pad(["scroll", "scroll"], "attack-goblin"));
    expect(two.decision).toMatchObject({ kind: "night-spend", scroll: 2 });
    const done = act(two, { type: "advance-hero", player: 0, hero: 0 });
    expect(spaces(done, 0)[0]).toBe(4);
  });

  it("Night Phase: every adventuring player (not just the roller) uses the same roll, clockwise from the roller", () => {
    const s = nightGame(3, { holder: 1 });
    setStats(s, 0);
    putHero(s, 0, 0, templeOf(s, "fire"));
    putHero(s, 1, 0, templeOf(s, "sun"));
    putHero(s, 2, 0, templeOf(s, "ice"));
    let cur = roll(s, pad(["torch"], "attack-goblin"));
    const order: number[] = [];
    while (cur.decision?.kind === "night-spend") {
      order.push(cur.decision.player);
      expect(cur.decision.torch).toBe(1);
      cur = act(cur, { type: "advance-hero", player: cur.decision.player, hero: 0 });
    }
    expect(order).toEqual([1, 2, 0]);
    expect([spaces(cur, 0)[0], spaces(cur, 1)[0], spaces(cur, 2)[0]]).toEqual([1, 1, 1]);
  });

  it("Night Phase: rested players do not use the roll", () => {
    const s = nightGame(3);
    setStats(s, 0);
    setAdventuring(s, [0, 2]);
    putHero(s, 1, 0, templeOf(s, "sun"), 1); // rested earlier; stays on a middle space
    putHero(s, 2, 0, templeOf(s, "fire"));
    let cur = roll(s, pad(["torch", "scroll"], "attack-goblin"));
    expect(cur.decision).toMatchObject({ kind: "night-spend", player: 2 });
    cur = act(cur, { type: "advance-hero", player: 2, hero: 0 });
    expect(cur.decision).toEqual({ kind: "adventure-or-rest", player: 2 });
    expect(spaces(cur, 1)[0]).toBe(1);
  });

  it("Becoming Exhausted: a player exhausted by the roll's damage cannot use its Torches", () => {
    const s = nightGame(2);
    setStats(s, 0);
    s.players[0]!.health = 1;
    putHero(s, 0, 0, templeOf(s, "fire"));
    putHero(s, 1, 0, templeOf(s, "sun"));
    const cur = roll(s, pad(["take-damage", "torch"], "attack-goblin"));
    expect(cur.night!.adventuring).toEqual([false, true]);
    expect(cur.decision).toMatchObject({ kind: "night-spend", player: 1 });
  });

  it("Torches and Scrolls: finish leaves unused symbols unused", () => {
    const s = nightGame(2);
    setStats(s, 0);
    putHero(s, 0, 0, templeOf(s, "fire"));
    const rolled = roll(s, pad(["torch"], "attack-goblin"));
    const done = act(rolled, { type: "finish", player: 0 });
    expect(spaces(done, 0)).toEqual([0, 0, 0]);
    expect(done.decision).toEqual({ kind: "adventure-or-rest", player: 1 });
  });
});

describe("Forge Ahead", () => {
  it("Forge Ahead: 2 Power per symbol, before choosing to rest (holder's adventure-or-rest)", () => {
    const s = nightGame(2);
    setStats(s, 3);
    putHero(s, 0, 0, templeOf(s, "fire"));
    expect(isLegal(s, { type: "advance-hero", player: 0, hero: 0, forge: 1 })).toBe(true);
    const forged = act(s, { type: "advance-hero", player: 0, hero: 0, forge: 1 });
    expect(spaces(forged, 0)[0]).toBe(1);
    expect(forged.players[0]!.power).toBe(1);
    expect(forged.decision).toEqual({ kind: "adventure-or-rest", player: 0 });
    // 1 Power left: no more Forge
    expect(legalActions(forged as GameState).some((a) => a.type === "advance-hero")).toBe(false);
    expectRejected(forged, { type: "advance-hero", player: 0, hero: 0, forge: 1 }, "ABILITY_NOT_AVAILABLE");
  });

  it("Forge Ahead: a forged symbol combines with a rolled one on a double space (ice space 4: 1 Scroll + 2 Power)", () => {
    const s = nightGame(2);
    setStats(s, 2);
    putHero(s, 0, 0, templeOf(s, "ice"), 3);
    const rolled = roll(s, pad(["scroll"], "attack-goblin"));
    expect(isLegal(rolled, { type: "advance-hero", player: 0, hero: 0 })).toBe(false);
    expect(isLegal(rolled, { type: "advance-hero", player: 0, hero: 0, forge: 1 })).toBe(true);
    expect(isLegal(rolled, { type: "advance-hero", player: 0, hero: 0, forge: 2 })).toBe(false); // 4 Power needed
    const done = act(rolled, { type: "advance-hero", player: 0, hero: 0, forge: 1 });
    expect(spaces(done, 0)[0]).toBe(4);
    expect(done.players[0]!.power).toBe(0);
  });

  it("Forge Ahead: a double space forged entirely costs 4 Power", () => {
    const s = nightGame(2);
    setStats(s, 4);
    s.players[0]!.spellLevel = 1; // max Power 4
    putHero(s, 0, 0, templeOf(s, "ice"), 3);
    expect(isLegal(s, { type: "advance-hero", player: 0, hero: 0, forge: 2 })).toBe(true);
    const done = act(s, { type: "advance-hero", player: 0, hero: 0, forge: 2 });
    expect(done.players[0]!.power).toBe(0);
    expect(spaces(done, 0)[0]).toBe(4);
  });

  it("Forge Ahead: after the roll's symbols are spent, Power can still forge further spaces", () => {
    const s = nightGame(2);
    setStats(s, 3);
    putHero(s, 0, 0, templeOf(s, "fire"));
    let cur = roll(s, pad(["torch"], "attack-goblin"));
    cur = act(cur, { type: "advance-hero", player: 0, hero: 0 });
    expect(cur.decision).toMatchObject({ kind: "night-spend", player: 0, torch: 0 });
    cur = act(cur, { type: "advance-hero", player: 0, hero: 0, forge: 1 });
    expect(spaces(cur, 0)[0]).toBe(2);
    expect(cur.players[0]!.power).toBe(1);
  });

  it("Forge Ahead: only at Night — not offered during the Day", () => {
    const s = nightGame(2);
    putHero(s, 0, 0, templeOf(s, "fire"));
    setMoveOrIdle(s, 0, "foot");
    s.night = null;
    expect(legalActions(s as GameState).some((a) => a.type === "advance-hero")).toBe(false);
    expectRejected(s, { type: "advance-hero", player: 0, hero: 0, forge: 1 }, "WRONG_ACTION_TYPE");
  });

  it("Forge Ahead: only while adventuring — a rested player's window never opens", () => {
    const s = nightGame(2);
    setStats(s, 3);
    setAdventuring(s, [0]);
    putHero(s, 1, 0, templeOf(s, "fire"), 1);
    const cur = roll(s, pad([], "attack-goblin"));
    expect(cur.decision).toEqual({ kind: "adventure-or-rest", player: 0 });
    expectRejected(cur, { type: "advance-hero", player: 1, hero: 0, forge: 1 }, "NOT_YOUR_DECISION");
  });
});

describe("Exploring Temples and Legendary Items: completion on resting", () => {
  it("Exploring Temples: a hero on the last space completes the temple when its player rests (treasure quest, item, legendary track, +1)", () => {
    const s = nightGame(2);
    setStats(s, 0, 6);
    s.quests.row = ["quest-move-row", "quest-treasure-fire-1", "quest-move-column"];
    s.quests.deck = s.quests.deck.filter((q) => !s.quests.row.includes(q));
    putHero(s, 0, 0, templeOf(s, "fire"), 4);
    let cur = rest(s);
    cur = settleGains(cur);
    expect(cur.players[0]!.completedQuests).toEqual(["quest-treasure-fire-1"]);
    expect(cur.players[0]!.heroes.flatMap((h) => h.items)).toEqual(["pickaxe"]);
    expect(cur.itemRack).not.toContain("pickaxe");
    expect(cur.players[0]!.legendary).toMatchObject({ shield: 1, sword: 0, staff: 0 });
    expect(cur.players[0]!.heroes[0]).toMatchObject({ at: home(s, 0), templeSpace: 0 });
    expect(cur.players[0]!.power).toBe(1); // +1 for the returned hero (Health at max)
    expect(cur.quests.row).not.toContain("quest-treasure-fire-1");
  });

  it("Exploring Temples: the treasure quest goes to the first player to rest with a hero on the last space", () => {
    const s = nightGame(2);
    setStats(s, 0, 6);
    s.quests.row = ["quest-move-row", "quest-treasure-fire-1", "quest-move-column"];
    s.quests.deck = s.quests.deck.filter((q) => !["quest-treasure-fire-2", ...s.quests.row].includes(q));
    s.quests.discard = ["quest-treasure-fire-2"];
    putHero(s, 0, 0, templeOf(s, "fire"), 4);
    putHero(s, 1, 0, templeOf(s, "fire"), 4);
    // player 0 adventures (nothing rolled that matters), player 1 rests first
    let cur = roll(s, pad([], "attack-goblin"));
    expect(cur.decision).toEqual({ kind: "adventure-or-rest", player: 1 });
    cur = settleGains(rest(cur));
    expect(cur.players[1]!.completedQuests).toEqual(["quest-treasure-fire-1"]);
    expect(cur.players[1]!.legendary).toMatchObject({ sword: 1 }); // blue: Sword fire -> sun
    cur = settleGains(rest(cur));
    expect(cur.players[0]!.completedQuests).toEqual([]);
    expect(cur.players[0]!.legendary).toMatchObject({ shield: 1 }); // the temple still counts for the legendary item
  });

  it("CLARIFICATIONS 1 (Quests per turn): at Night one rest may complete several treasure quests", () => {
    const s = nightGame(2);
    setStats(s, 0, 6);
    s.quests.row = ["quest-treasure-sun-1", "quest-treasure-fire-1", "quest-move-column"];
    s.quests.deck = s.quests.deck.filter(
      (q) => !["quest-treasure-sun-2", "quest-treasure-fire-2", ...s.quests.row].includes(q),
    );
    s.quests.discard = ["quest-treasure-sun-2", "quest-treasure-fire-2"];
    putHero(s, 0, 0, templeOf(s, "fire"), 4);
    putHero(s, 0, 1, templeOf(s, "sun"), 4);
    const cur = settleGains(rest(s));
    expect([...cur.players[0]!.completedQuests].sort()).toEqual(["quest-treasure-fire-1", "quest-treasure-sun-1"]);
    expect(cur.players[0]!.heroes.flatMap((h) => h.items).sort()).toEqual(["herbs", "pickaxe"]);
    expect(cur.players[0]!.legendary).toMatchObject({ shield: 1, staff: 1 }); // red: Shield fire->forest, Staff sun->storm
  });

  it("Treasure Quests (Night): the first to rest with a hero on a temple's last space takes BOTH of that temple's Treasure quests in the row", () => {
    const s = nightGame(2);
    setStats(s, 0, 6);
    s.quests.row = ["quest-treasure-ice-1", "quest-move-column", "quest-treasure-ice-2"];
    putHero(s, 0, 0, templeOf(s, "ice"), 4);
    const rested = rest(s);
    expect(rested.decision?.kind).not.toBe("choose-quest");
    const cur = settleGains(rested);
    expect(cur.players[0]!.completedQuests).toEqual(["quest-treasure-ice-1", "quest-treasure-ice-2"]);
    expect(cur.players[0]!.heroes.flatMap((h) => h.items).sort()).toEqual(
      ["quest-treasure-ice-1", "quest-treasure-ice-2"]
        .map((id) => referencePack.quests.find((q) => q.id === id)!)
        .map((q) => (q as { item: string }).item)
        .sort(),
    );
    expect(cur.quests.row).toHaveLength(3);
    expect(cur.quests.row).not.toContain("quest-treasure-ice-1");
    expect(cur.quests.row).not.toContain("quest-treasure-ice-2");
    expect(cur.decision).toEqual({ kind: "adventure-or-rest", player: 1 });
  });

  it("Legendary Items: both temples of an item completed together advance it once", () => {
    const s = nightGame(2);
    setStats(s, 0, 6);
    s.quests.row = ["quest-move-row", "quest-move-diagonal", "quest-move-column"];
    putHero(s, 0, 0, templeOf(s, "fire"), 4);
    putHero(s, 0, 1, templeOf(s, "forest"), 4);
    const cur = settleGains(rest(s));
    expect(cur.players[0]!.legendary).toMatchObject({ shield: 1 });
    expect(cur.players[0]!.heroes.flatMap((h) => h.items)).toEqual([]);
  });

  it("Legendary Items: the second temple alone does nothing until the first is done; then it gains the item", () => {
    const s = nightGame(2);
    setStats(s, 0, 6);
    s.quests.row = ["quest-move-row", "quest-move-diagonal", "quest-move-column"];
    putHero(s, 0, 1, templeOf(s, "forest"), 4);
    const out = settleGains(rest(s));
    expect(out.players[0]!.legendary).toMatchObject({ shield: 0 });
    const s2 = nightGame(2);
    setStats(s2, 0, 6);
    s2.quests.row = ["quest-move-row", "quest-move-diagonal", "quest-move-column"];
    s2.players[0]!.legendary = { sword: 0, shield: 1, staff: 0 };
    putHero(s2, 0, 1, templeOf(s2, "forest"), 4);
    const gained = settleGains(rest(s2));
    expect(gained.players[0]!.legendary).toMatchObject({ shield: 2 });
    expect(gained.players[0]!.heroes.flatMap((h) => h.items)).toEqual(["shield"]);
  });

  it("Resting: a hero on a middle temple space stays with its progress; a temple entrance too", () => {
    const s = nightGame(2);
    setStats(s, 0, 6);
    putHero(s, 0, 0, templeOf(s, "fire"), 3);
    putHero(s, 0, 1, templeOf(s, "sun"), 0);
    const cur = rest(s);
    expect(cur.players[0]!.heroes[0]).toMatchObject({ at: templeOf(s, "fire"), templeSpace: 3 });
    expect(cur.players[0]!.heroes[1]).toMatchObject({ at: templeOf(s, "sun"), templeSpace: 0 });
    expect(cur.players[0]!.power).toBe(0);
  });
});
