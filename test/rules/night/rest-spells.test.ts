/**
 * Rulebook, Resting, Learning Spells, Health and Power Maximum Thresholds, Becoming Exhausted,
 * Legendary Item Clarification (the Staff), Night Phase — Adventuring Completion; CLARIFICATIONS 1
 * (Staff, Exhaustion).
 */
import { describe, expect, it } from "vitest";
import { legalActions, maxHealth, maxPower, type GameState } from "../../../src/index";
import { act, home, putHero } from "../../support/scenario";
import {
  TRACK,
  grottoRegions,
  nightGame,
  obeliskOf,
  pad,
  portalAt,
  portalRegions,
  rest,
  roll,
  setAdventuring,
  setStats,
  settleGains,
  templeOf,
} from "../../support/night";

describe("Learning Spells", () => {
  const cases: [spell: string, level: number, tooLow: number, enough: number][] = [
    ["snake", 1, 1, 2],
    ["scorpion", 2, 4, 5],
    ["spider", 3, 7, 8],
  ];
  for (const [spell, level, tooLow, enough] of cases) {
    it(`Learning Spells: at spell level 0, ${spell} (level ${level}) needs magic level ${level}: not on space ${tooLow} (level ${TRACK[tooLow]}), yes on space ${enough}`, () => {
      for (const [space, learned] of [
        [tooLow, 0],
        [enough, level],
      ] as const) {
        const s = nightGame(2, { magicSpace: space });
        setStats(s, 0, 6);
        putHero(s, 0, 0, obeliskOf(s, spell));
        const cur = settleGains(rest(s));
        expect(cur.players[0]!.spellLevel, `space ${space}`).toBe(learned);
        expect(maxPower(cur as GameState, 0), `space ${space}`).toBe(3 + learned);
        expect(cur.players[0]!.heroes[0]!.at).toEqual(home(s, 0)); // the hero leaves the obelisk either way
      }
    });
  }

  it("Learning Spells: the level needed counts from the current spell level (Scorpion from level 1 at magic level 1)", () => {
    const s = nightGame(2, { magicSpace: 2 });
    setStats(s, 0, 6);
    s.players[0]!.spellLevel = 1;
    putHero(s, 0, 0, obeliskOf(s, "scorpion"));
    expect(settleGains(rest(s)).players[0]!.spellLevel).toBe(2);
  });

  it("Learning Spells: a spell at or below the current level teaches nothing", () => {
    const s = nightGame(2, { magicSpace: 8 });
    setStats(s, 0, 6);
    s.players[0]!.spellLevel = 2;
    putHero(s, 0, 0, obeliskOf(s, "snake"));
    expect(settleGains(rest(s)).players[0]!.spellLevel).toBe(2);
  });

  it("Learning Spells: learning raises max Power (3 + spell level), not Power itself beyond the rest gain", () => {
    const s = nightGame(2, { magicSpace: 8 });
    setStats(s, 3, 6);
    putHero(s, 0, 0, obeliskOf(s, "spider"));
    const cur = settleGains(rest(s));
    expect(cur.players[0]!.spellLevel).toBe(3);
    expect(maxPower(cur as GameState, 0)).toBe(6);
    expect(cur.players[0]!.power).toBe(4); // 3 + the returned hero's +1 (Health is at max)
  });

  it("Learning Spells: only by resting — an adventuring hero on an obelisk learns nothing from a roll", () => {
    const s = nightGame(2, { magicSpace: 8 });
    setStats(s, 0, 6);
    putHero(s, 0, 0, obeliskOf(s, "snake"));
    const cur = roll(s, pad([], "torch"));
    expect(cur.players[0]!.spellLevel).toBe(0);
  });

  it("Health and Power Maximum Thresholds: neither above 10", () => {
    const s = nightGame(2);
    s.players[0]!.spellLevel = 9;
    s.players[0]!.goblinsDefeated = 6;
    expect(maxPower(s as GameState, 0)).toBe(10);
    expect(maxHealth(s as GameState, 0)).toBe(10);
  });
});

describe("Legendary Item Clarification: the Staff", () => {
  it("Staff: token on the 5th space (magicSpace 4) + 3 Power learns as on the 8th space (magicSpace 7): Scorpion yes, Spider no", () => {
    // Without the Staff, the 5th space (level 1) does not reach Scorpion (2) from level 0, the 8th (level 2) does.
    const plain5 = nightGame(2, { magicSpace: 4 });
    setStats(plain5, 3, 6);
    putHero(plain5, 0, 0, obeliskOf(plain5, "scorpion"));
    expect(settleGains(rest(plain5)).players[0]!.spellLevel).toBe(0);
    const plain8 = nightGame(2, { magicSpace: 7 });
    setStats(plain8, 3, 6);
    putHero(plain8, 0, 0, obeliskOf(plain8, "scorpion"));
    expect(settleGains(rest(plain8)).players[0]!.spellLevel).toBe(2);

    const staff = nightGame(2, { magicSpace: 4 });
    setStats(staff, 3, 6);
    putHero(staff, 0, 0, obeliskOf(staff, "scorpion"));
    staff.players[0]!.heroes[0]!.items = ["staff"];
    const asked = rest(staff);
    expect(asked.decision).toMatchObject({ kind: "use-staff", player: 0 });
    const cost = (asked.decision as { power: number }).power;
    expect(cost).toBeGreaterThanOrEqual(1);
    expect(cost).toBeLessThanOrEqual(3);
    const used = settleGains(act(asked, { type: "use-staff", player: 0 }));
    expect(used.players[0]!.spellLevel).toBe(2);
    expect(used.magicSpace).toBe(4); // CLARIFICATIONS 1 (Staff): the token does not move
    const skipped = settleGains(act(asked, { type: "skip-staff", player: 0 }));
    expect(skipped.players[0]!.spellLevel).toBe(0);

    // Spider (3) needs level 3 = the 9th space: out of reach with 3 Power from the 5th
    const spider = nightGame(2, { magicSpace: 4 });
    setStats(spider, 3, 6);
    putHero(spider, 0, 0, obeliskOf(spider, "spider"));
    spider.players[0]!.heroes[0]!.items = ["staff"];
    const out = rest(spider);
    expect(out.decision?.kind).not.toBe("use-staff");
    expect(settleGains(out).players[0]!.spellLevel).toBe(0);
  });

  it("Staff: only the Staff hero's obelisk counts, and only with enough Power", () => {
    const s = nightGame(2, { magicSpace: 4 });
    setStats(s, 0, 6);
    putHero(s, 0, 0, obeliskOf(s, "scorpion"));
    s.players[0]!.heroes[0]!.items = ["staff"];
    const cur = rest(s);
    expect(cur.decision?.kind).not.toBe("use-staff");
    expect(settleGains(cur).players[0]!.spellLevel).toBe(0);
  });
});

describe("Becoming Exhausted", () => {
  it("Becoming Exhausted: at 0 Health — rest at once, all heroes home, no temple, no spell, Health 6, Power 3, spell level -1, goblins kept", () => {
    const s = nightGame(2, { magicSpace: 8 });
    setStats(s, 0, 6);
    const p = s.players[0]!;
    p.health = 2;
    p.power = 1;
    p.spellLevel = 2;
    p.goblinsDefeated = 2; // max Health 8
    s.quests.row = ["quest-move-row", "quest-treasure-fire-1", "quest-move-column"];
    const portal = portalRegions(s)[0]!;
    portalAt(s, portal).goblin = { stance: "aggressive", damage: 3, dealtBy: [3, 0, 0, 0] };
    putHero(s, 0, 0, templeOf(s, "fire"), 4);
    putHero(s, 0, 1, obeliskOf(s, "toad")); // level 4: learnable from 2 at magic level 3
    putHero(s, 0, 2, portal);
    const cur = roll(s, pad(["take-damage"], "torch")); // level 3: 3 damage
    const q = cur.players[0]!;
    expect(cur.night!.adventuring).toEqual([false, true]);
    expect(
      q.heroes.every((h) => h.at.cell === home(s, 0).cell && h.at.side === home(s, 0).side && h.templeSpace === 0),
    ).toBe(true);
    expect(q).toMatchObject({ health: 6, power: 3, spellLevel: 1, goblinsDefeated: 2, completedQuests: [] });
    expect(q.legendary).toEqual({ sword: 0, shield: 0, staff: 0 });
    expect(cur.quests.row).toContain("quest-treasure-fire-1");
    expect(portalAt(cur, portal).goblin!.damage).toBe(0);
    // the dice passed on; the exhausted player is never asked again this Night
    expect(cur.decision).toEqual({ kind: "adventure-or-rest", player: 1 });
  });

  it("CLARIFICATIONS 1 (Exhaustion): goblins already defeated this Night are kept", () => {
    const s = nightGame(2);
    setStats(s, 0, 1);
    setAdventuring(s, [0]);
    const portal = portalRegions(s)[0]!;
    portalAt(s, portal).goblin = { stance: "passive", damage: 0, dealtBy: [0, 0, 0, 0] };
    putHero(s, 0, 0, portal);
    let cur = roll(s, ["attack-goblin", "attack-goblin", "attack-goblin", "attack-goblin", "attack-goblin"]);
    for (let i = 0; i < 5; i++) cur = act(cur, { type: "attack", player: 0, hero: 0, cell: portal.cell });
    expect(cur.players[0]!.goblinsDefeated).toBe(1);
    cur = roll(cur, pad(["take-damage"], "torch"));
    expect(cur.players[0]).toMatchObject({ health: 6, goblinsDefeated: 1 });
  });

  it("Becoming Exhausted: spell level never goes below 0; Health is set to 6 even with a higher maximum", () => {
    const s = nightGame(2);
    setStats(s, 0, 1);
    s.players[0]!.goblinsDefeated = 3;
    const cur = roll(s, pad(["take-damage"], "torch"));
    expect(cur.players[0]).toMatchObject({ health: 6, power: 3, spellLevel: 0 });
    expect(maxHealth(cur as GameState, 0)).toBe(9);
  });
});

describe("Resting", () => {
  it("Resting: heroes on a portal, an obelisk and a last temple space return; castle, grotto and middle temple spaces stay", () => {
    const s = nightGame(2);
    setStats(s, 0, 6);
    s.players[0]!.health = 3;
    s.quests.row = ["quest-move-row", "quest-move-diagonal", "quest-move-column"];
    const portal = portalRegions(s)[0]!;
    putHero(s, 0, 0, portal);
    putHero(s, 0, 1, obeliskOf(s, "dragon"));
    putHero(s, 0, 2, templeOf(s, "fire"), 4);
    let cur = rest(s);
    expect(cur.players[0]!.heroes.map((h) => h.at)).toEqual([home(s, 0), home(s, 0), home(s, 0)]);
    // one gain per returned hero: three choices of Health or Power
    const stats: ("health" | "power")[] = ["health", "power", "health"];
    for (const stat of stats) {
      expect(cur.decision).toMatchObject({ kind: "choose-gain", player: 0 });
      cur = act(cur, { type: "choose-gain", player: 0, stat });
    }
    expect(cur.players[0]).toMatchObject({ health: 5, power: 1 });
    expect(cur.decision).toEqual({ kind: "adventure-or-rest", player: 1 });

    const t = nightGame(2);
    setStats(t, 0, 3);
    const grotto = grottoRegions(t)[0]!;
    putHero(t, 0, 0, grotto);
    putHero(t, 0, 1, templeOf(t, "sun"), 2);
    const kept = rest(t);
    expect(kept.players[0]!.heroes.map((h) => h.at)).toEqual([grotto, templeOf(t, "sun"), home(t, 0)]);
    expect(kept.players[0]!.heroes[1]!.templeSpace).toBe(2);
    expect(kept.players[0]).toMatchObject({ health: 3, power: 0 });
    expect(kept.decision).toEqual({ kind: "adventure-or-rest", player: 1 });
  });

  it("Resting: a rested player is skipped when the dice come round", () => {
    const s = nightGame(3);
    setStats(s, 0, 6);
    let cur = rest(s);
    expect(cur.decision).toEqual({ kind: "adventure-or-rest", player: 1 });
    cur = roll(cur, pad([], "torch"));
    expect(cur.decision).toEqual({ kind: "adventure-or-rest", player: 2 });
    cur = roll(cur, pad([], "torch"));
    expect(cur.decision).toEqual({ kind: "adventure-or-rest", player: 1 });
  });

  it("Night Phase — Adventuring Completion: the Night ends when all have rested or are exhausted", () => {
    const s = nightGame(2);
    setStats(s, 0, 6);
    s.players[1]!.health = 1;
    let cur = rest(s);
    expect(cur.phase).toBe("night");
    cur = roll(cur, pad(["take-damage"], "torch")); // player 1 exhausts itself
    expect(cur.night).toBeNull();
    expect(cur.phase).toBe("day");
    expect(cur.round).toBe(2);
    expect(legalActions(cur as GameState).every((a) => a.type === "choose-movement-card")).toBe(true);
  });
});
