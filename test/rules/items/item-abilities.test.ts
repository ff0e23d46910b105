/**
 * Treasure item abilities of the reference pack and where items work: docs/rulings.md, "Provisional
 * item abilities", "Items that raise a maximum", "Equipped items", "Heroes in a grotto at Night" and
 * "Learning with several obelisks"; Rulebook, Health and Power Maximum Thresholds (cap at 10),
 * Forge Ahead, Moving Past Goblins, Resting; Legendary Item Clarification (Shield, Sword, Staff).
 *
 * Reference items: lantern / firefly-jar (extra torch), tome / old-map (extra scroll), dagger (extra
 * attack-goblin), pickaxe (forge-discount 1), cloak (free-passage), amulet (+1 max Health), crystal
 * (+1 max Power), herbs (rest-bonus 1 Health), ring (rest-bonus 1 Power).
 * Reference bright tracks: fire [T, T, S, S], ice [T, S, T, SS], sun [T, S, S, T], forest [S, S, TT, T].
 */
import { describe, expect, it } from "vitest";
import {
  maxHealth,
  maxPower,
  referencePack,
  validateContent,
  type ContentPack,
  type GameState,
  type ItemDef,
  type RegionRef,
} from "../../../src/index";
import {
  act,
  engineFor,
  engineWith,
  cellAt,
  expectRejected,
  home,
  move,
  mutable,
  newGame,
  arrange,
  portalOn,
  putHero,
  setMoveOrIdle,
  setStance,
  sideOf,
  type S,
} from "../../support/scenario";
import {
  grottoRegions,
  isLegal,
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
  type Sym,
} from "../../support/night";

/** reduceWithEvents through the engine of the state's own pack. */
const reduceWithEvents = (s: GameState, action: Parameters<typeof act>[1]) => engineFor(s).reduceWithEvents(s, action);

const ATK: Sym = "attack-goblin";
const noGoblin = (s: S): number[] => s.players.map(() => 0);

/** A Night game like `nightGame`, on a given content pack. */
function nightGameWith(content: ContentPack, players = 2, magicSpace = 0): S {
  const s = mutable(engineWith(content).createGame({ seed: "night", players, firstPlayer: 0, chance: "external" }));
  s.phase = "night";
  s.day = null;
  s.night = { holder: 0, adventuring: s.players.map(() => true) };
  s.decision = { kind: "adventure-or-rest", player: 0 };
  s.queue = [];
  s.magicSpace = magicSpace;
  return s;
}

/** The reference pack with one item's ability replaced (checked with validateContent). */
function withItem(id: string, ability: ItemDef["ability"]): ContentPack {
  const pack: ContentPack = {
    ...referencePack,
    id: `test-${id}`,
    items: referencePack.items.map((item) => (item.id === id ? { ...item, ability } : item)),
  };
  expect(validateContent(pack)).toEqual([]);
  return pack;
}

describe("Provisional item abilities: the reference pack's treasure items", () => {
  it("Provisional item abilities: every treasure item uses one of the abilities tested here", () => {
    const abilities = referencePack.items.filter((i) => i.kind === "treasure").map((i) => i.ability.type);
    expect(new Set(abilities)).toEqual(
      new Set(["bow", "extra-symbol", "forge-discount", "free-passage", "max-bonus", "rest-bonus"]),
    );
  });
});

describe("Provisional item abilities: extra-symbol", () => {
  /** Only seat 0 adventures, 0 Power (no Forge); hero 0 on `temple` at `space`. */
  function templeNight(temple: string, space = 0): S {
    const s = nightGame(2);
    setStats(s, 0, 6);
    setAdventuring(s, [0]);
    putHero(s, 0, 0, templeOf(s, temple), space);
    return s;
  }

  for (const [item, temple] of [
    ["lantern", "fire"],
    ["firefly-jar", "fire"],
    ["tome", "forest"],
    ["old-map", "forest"],
  ] as const) {
    it(`Provisional item abilities (extra-symbol): ${item} adds one symbol to its player's pool, usable once per roll`, () => {
      const symbol = temple === "fire" ? "torch" : "scroll";
      // control: without the item, a roll without that symbol gives nothing to do
      const plain = roll(templeNight(temple), [ATK, ATK, ATK, ATK, ATK]);
      expect(plain.decision).toEqual({ kind: "adventure-or-rest", player: 0 });

      const s = templeNight(temple);
      s.players[0]!.heroes[0]!.items = [item];
      let cur = roll(s, [ATK, ATK, ATK, ATK, ATK]);
      expect(cur.decision).toMatchObject({ kind: "night-spend", player: 0, [symbol]: 1 });
      cur = act(cur, { type: "advance-hero", player: 0, hero: 0 });
      expect(cur.players[0]!.heroes[0]!.templeSpace).toBe(1);
      // spent: the next space (same symbol) cannot be paid a second time from the same roll
      expect(cur.decision).toEqual({ kind: "adventure-or-rest", player: 0 });
      expectRejected(cur, { type: "advance-hero", player: 0, hero: 0 }, "ABILITY_NOT_AVAILABLE");
      // the next roll gets its own extra symbol
      cur = roll(cur, [ATK, ATK, ATK, ATK, ATK]);
      expect(cur.decision).toMatchObject({ kind: "night-spend", player: 0, [symbol]: 1 });
      cur = act(cur, { type: "advance-hero", player: 0, hero: 0 });
      expect(cur.players[0]!.heroes[0]!.templeSpace).toBe(2);
    });
  }

  it("Provisional item abilities (extra-symbol): the symbol is the player's — another of their heroes may spend it", () => {
    const s = templeNight("fire");
    s.players[0]!.heroes[1]!.items = ["lantern"]; // hero 1 stays at home
    const cur = roll(s, [ATK, ATK, ATK, ATK, ATK]);
    expect(isLegal(cur, { type: "advance-hero", player: 0, hero: 0 })).toBe(true);
    expect(act(cur, { type: "advance-hero", player: 0, hero: 0 }).players[0]!.heroes[0]!.templeSpace).toBe(1);
  });

  it("Provisional item abilities (extra-symbol): it adds to the rolled symbols (ice's double Scroll space: 1 rolled + the tome)", () => {
    const without = roll(templeNight("ice", 3), pad(["scroll"], ATK));
    expect(without.decision).toEqual({ kind: "adventure-or-rest", player: 0 });
    const s = templeNight("ice", 3);
    s.players[0]!.heroes[0]!.items = ["tome"];
    const rolled = roll(s, pad(["scroll"], ATK));
    expect(rolled.decision).toMatchObject({ kind: "night-spend", player: 0, scroll: 2 });
    expect(act(rolled, { type: "advance-hero", player: 0, hero: 0 }).players[0]!.heroes[0]!.templeSpace).toBe(4);
  });

  it("Provisional item abilities (extra-symbol): only its own player's pool grows", () => {
    const s = templeNight("fire");
    setAdventuring(s, [0, 1]);
    putHero(s, 1, 0, templeOf(s, "sun")); // sun starts with a Torch too
    s.players[0]!.heroes[1]!.items = ["lantern"];
    let cur = roll(s, [ATK, ATK, ATK, ATK, ATK]);
    expect(cur.decision).toMatchObject({ kind: "night-spend", player: 0, torch: 1 });
    cur = act(cur, { type: "finish", player: 0 });
    // player 1 has nothing to spend: no window, the dice pass
    expect(cur.decision).toEqual({ kind: "adventure-or-rest", player: 1 });
    expect(cur.players[1]!.heroes[0]!.templeSpace).toBe(0);
  });

  it("Provisional item abilities (extra-symbol): the dagger gives one Attack symbol for the goblin at a hero's portal", () => {
    const build = (items: string[]): { s: S; portal: RegionRef } => {
      const s = nightGame(2);
      setStats(s, 0, 6);
      setAdventuring(s, [0]);
      const portal = portalRegions(s)[0]!;
      portalAt(s, portal).goblin = { stance: "passive", damage: 0, dealtBy: noGoblin(s) };
      putHero(s, 0, 0, portal);
      s.players[0]!.heroes[0]!.items = items;
      return { s, portal };
    };
    const plain = roll(build([]).s, pad([], "torch"));
    expect(plain.decision).toEqual({ kind: "adventure-or-rest", player: 0 });
    const { s, portal } = build(["dagger"]);
    let cur = roll(s, pad([], "torch"));
    expect(cur.decision).toMatchObject({ kind: "night-spend", player: 0, attack: 1 });
    cur = act(cur, { type: "attack", player: 0, hero: 0, cell: portal.cell });
    expect(portalAt(cur, portal).goblin!.damage).toBe(1);
    expect(cur.decision).toEqual({ kind: "adventure-or-rest", player: 0 });
    expectRejected(cur, { type: "attack", player: 0, hero: 0, cell: portal.cell }, "WRONG_ACTION_TYPE");
  });

  it("Heroes in a grotto at Night: an extra-symbol item held by a hero in a grotto adds nothing", () => {
    // hero 0 on fire (a Torch space), hero 2 on a portal with a goblin, hero 1 (the holder) in a grotto or at home;
    // the dice show only Scrolls, which neither hero can use
    const build = (item: string, inGrotto: boolean): { s: S; portal: RegionRef } => {
      const s = templeNight("fire");
      const portal = portalRegions(s)[0]!;
      portalAt(s, portal).goblin = { stance: "passive", damage: 0, dealtBy: noGoblin(s) };
      putHero(s, 0, 2, portal);
      putHero(s, 0, 1, inGrotto ? grottoRegions(s)[0]! : home(s, 0));
      s.players[0]!.heroes[1]!.items = [item];
      return { s, portal };
    };
    for (const item of ["lantern", "dagger"]) {
      const { s, portal } = build(item, true);
      const cur = roll(s, pad([], "scroll"));
      expect(cur.decision, item).toEqual({ kind: "adventure-or-rest", player: 0 });
      expect(cur.players[0]!.heroes[0]!.templeSpace).toBe(0);
      expect(portalAt(cur, portal).goblin!.damage).toBe(0);
      // control: the same hero out of the grotto (at home) gives the symbol
      expect(roll(build(item, false).s, pad([], "scroll")).decision, item).toMatchObject({
        kind: "night-spend",
        [item === "lantern" ? "torch" : "attack"]: 1,
      });
    }
  });
});

describe("Provisional item abilities: forge-discount (the pickaxe, cost 1)", () => {
  function forgeNight(power: number): S {
    const s = nightGame(2);
    setStats(s, power, 6);
    s.players[0]!.spellLevel = 1; // max Power 4
    s.players[0]!.power = power;
    putHero(s, 0, 0, templeOf(s, "fire"));
    putHero(s, 0, 1, templeOf(s, "sun"));
    s.players[0]!.heroes[0]!.items = ["pickaxe"];
    return s;
  }

  it("Provisional item abilities (forge-discount): the holder forges a symbol for 1 Power; another hero of the player still pays 2", () => {
    const s = forgeNight(1);
    expect(isLegal(s, { type: "advance-hero", player: 0, hero: 0, forge: 1 })).toBe(true);
    expect(isLegal(s, { type: "advance-hero", player: 0, hero: 1, forge: 1 })).toBe(false);
    expectRejected(s, { type: "advance-hero", player: 0, hero: 1, forge: 1 }, "ABILITY_NOT_AVAILABLE");
    const forged = act(s, { type: "advance-hero", player: 0, hero: 0, forge: 1 });
    expect(forged.players[0]!.heroes[0]!.templeSpace).toBe(1);
    expect(forged.players[0]!.power).toBe(0);

    const two = forgeNight(2);
    const other = act(two, { type: "advance-hero", player: 0, hero: 1, forge: 1 });
    expect(other.players[0]!.heroes[1]!.templeSpace).toBe(1);
    expect(other.players[0]!.power).toBe(0);
  });

  it("Provisional item abilities (forge-discount): a double space forged entirely costs 2 x 1 Power (ice SS)", () => {
    const s = forgeNight(2);
    putHero(s, 0, 0, templeOf(s, "ice"), 3);
    expect(isLegal(s, { type: "advance-hero", player: 0, hero: 0, forge: 2 })).toBe(true);
    const r = reduceWithEvents(s, { type: "advance-hero", player: 0, hero: 0, forge: 2 });
    expect(r.state.players[0]!.heroes[0]!.templeSpace).toBe(4);
    expect(r.state.players[0]!.power).toBe(0);
    expect(r.events).toContainEqual(
      expect.objectContaining({ type: "power-spent", player: 0, amount: 2, reason: "forge-ahead" }),
    );
  });

  it("Provisional item abilities (forge-discount): the item's cost is used, whatever it is (a pack with cost 0)", () => {
    const s = nightGameWith(withItem("pickaxe", { type: "forge-discount", cost: 0 }));
    setStats(s, 0, 6);
    putHero(s, 0, 0, templeOf(s, "fire"));
    s.players[0]!.heroes[0]!.items = ["pickaxe"];
    const forged = act(s, { type: "advance-hero", player: 0, hero: 0, forge: 1 });
    expect(forged.players[0]!.heroes[0]!.templeSpace).toBe(1);
    expect(forged.players[0]!.power).toBe(0);
  });
});

describe("Provisional item abilities: free-passage (the cloak)", () => {
  /** Row 2: shadow temple, grotto-1, grotto-2, grotto-4, ice temple; aggressive goblins on (2,1) and (2,3). */
  function passage(power: number): { s: S; to: RegionRef; aggressive: number[] } {
    const s = newGame(2, "goblins");
    arrange(s, {
      "2,0": "temple-shadow",
      "2,1": "grotto-1",
      "2,2": "grotto-2",
      "2,3": "grotto-4",
      "2,4": "temple-ice",
    });
    putHero(s, 0, 0, sideOf(s, cellAt(s, 2, 0), "obelisk"));
    putHero(s, 0, 1, sideOf(s, cellAt(s, 2, 0), "temple"));
    s.players[0]!.power = power;
    const aggressive = [cellAt(s, 2, 1), cellAt(s, 2, 3)];
    for (const cell of aggressive) setStance(s, cell, "aggressive");
    setMoveOrIdle(s, 0, "horse");
    return { s, to: sideOf(s, cellAt(s, 2, 4), "obelisk"), aggressive };
  }

  it("Provisional item abilities (free-passage): the holder passes aggressive goblins for no Power, and they still flip", () => {
    for (const power of [0, 2]) {
      const { s, to, aggressive } = passage(power);
      s.players[0]!.heroes[0]!.items = ["cloak"];
      const next = act(s, move(0, 0, to));
      expect(next.players[0]!.heroes[0]!.at).toEqual(to);
      expect(next.players[0]!.power).toBe(power);
      for (const cell of aggressive) expect(portalOn(next, cell).goblin!.stance).toBe("passive");
    }
  });

  it("Provisional item abilities (free-passage): another hero of the same player still pays", () => {
    const { s, to } = passage(0);
    s.players[0]!.heroes[0]!.items = ["cloak"];
    expectRejected(s, move(0, 1, to), "NOT_ENOUGH_POWER");
    const paid = passage(2);
    paid.s.players[0]!.heroes[0]!.items = ["cloak"];
    const next = act(paid.s, move(0, 1, paid.to));
    expect(next.players[0]!.power).toBe(0);
  });

  it("Equipped items: the cloak on the player card gives no free passage", () => {
    const { s, to } = passage(0);
    s.players[0]!.reserve = ["cloak"];
    expectRejected(s, move(0, 0, to), "NOT_ENOUGH_POWER");
  });
});

describe("Items that raise a maximum: max-bonus", () => {
  it("Items that raise a maximum: the amulet raises max Health and the crystal max Power, on a hero or on the player card", () => {
    const s = nightGame(2);
    expect([maxHealth(s as GameState, 0), maxPower(s as GameState, 0)]).toEqual([6, 3]);
    s.players[0]!.heroes[2]!.items = ["amulet", "crystal"];
    expect([maxHealth(s as GameState, 0), maxPower(s as GameState, 0)]).toEqual([7, 4]);
    expect([maxHealth(s as GameState, 1), maxPower(s as GameState, 1)]).toEqual([6, 3]); // the other player's stay
    s.players[0]!.heroes[2]!.items = [];
    s.players[0]!.reserve = ["amulet", "crystal"];
    expect([maxHealth(s as GameState, 0), maxPower(s as GameState, 0)]).toEqual([7, 4]);
    s.players[0]!.reserve = ["amulet"];
    expect([maxHealth(s as GameState, 0), maxPower(s as GameState, 0)]).toEqual([7, 3]);
  });

  it("Items that raise a maximum (Health and Power Maximum Thresholds): still capped at 10", () => {
    const s = nightGame(2);
    s.players[0]!.goblinsDefeated = 4; // 6 + 4 = 10
    s.players[0]!.spellLevel = 7; // 3 + 7 = 10
    s.players[0]!.heroes[0]!.items = ["amulet"];
    s.players[0]!.reserve = ["crystal"];
    expect([maxHealth(s as GameState, 0), maxPower(s as GameState, 0)]).toEqual([10, 10]);
    s.players[0]!.goblinsDefeated = 3;
    s.players[0]!.spellLevel = 6;
    expect([maxHealth(s as GameState, 0), maxPower(s as GameState, 0)]).toEqual([10, 10]);
    s.players[0]!.goblinsDefeated = 2;
    expect(maxHealth(s as GameState, 0)).toBe(9);
  });

  it("Items that raise a maximum: a gain can reach the raised maximum (castle gain to 7 Health with the amulet)", () => {
    const s = newGame(2, "castle-gain");
    putHero(s, 0, 0, { cell: cellAt(s, 1, 2), side: "left" });
    putHero(s, 0, 1, { cell: cellAt(s, 2, 2), side: "left" });
    putHero(s, 0, 2, { cell: cellAt(s, 2, 2), side: "right" });
    s.players[0]!.health = 6;
    s.players[0]!.power = 3;
    s.players[0]!.reserve = ["amulet"];
    setMoveOrIdle(s, 0, "foot");
    const next = act(s, move(0, 0, sideOf(s, cellAt(s, 1, 1), "castle")));
    expect([next.players[0]!.health, next.players[0]!.power]).toEqual([7, 3]);
  });

  it("Items that raise a maximum: moving the item from a hero to the player card keeps the maximum (Health stays 7)", () => {
    const s = newGame(2, "max-bonus");
    s.players[0]!.heroes[0]!.items = ["amulet"];
    s.players[0]!.health = 7;
    setMoveOrIdle(s, 0, "foot");
    expect(isLegal(s, { type: "transfer-item", player: 0, item: "amulet", to: "reserve" })).toBe(true);
    const next = act(s, { type: "transfer-item", player: 0, item: "amulet", to: "reserve" });
    expect(next.players[0]!.reserve).toEqual(["amulet"]);
    expect(next.players[0]!.health).toBe(7);
    expect(maxHealth(next as GameState, 0)).toBe(7);
  });
});

describe("Provisional item abilities: rest-bonus", () => {
  /** Only seat 0 adventures; hero 0 (holding `items`) on a portal; Health 2, Power at its max 3. */
  function restNight(items: string[]): S {
    const s = nightGame(2);
    setStats(s, 3, 2);
    setAdventuring(s, [0]);
    putHero(s, 0, 0, portalRegions(s)[0]!);
    s.players[0]!.heroes[0]!.items = items;
    return s;
  }

  it("Provisional item abilities (rest-bonus): the herbs give +1 Health when their holder returns home on resting", () => {
    // control: the returned hero alone gives 1 (Power is at max, so Health)
    expect(settleGains(rest(restNight([]))).players[0]!.health).toBe(3);
    const r = reduceWithEvents(restNight(["herbs"]), { type: "rest", player: 0 });
    const cur = settleGains(mutable(r.state));
    expect(cur.players[0]!.health).toBe(4);
    expect(cur.players[0]!.heroes[0]!.at).toEqual(home(cur, 0));
    expect(r.events).toContainEqual(
      expect.objectContaining({ type: "gained", player: 0, stat: "health", amount: 1, reason: "item" }),
    );
  });

  it("Provisional item abilities (rest-bonus): the ring gives +1 Power when its holder returns home on resting", () => {
    const s = restNight(["ring"]);
    setStats(s, 0, 6); // Health at max: the returned hero's gain is Power too
    const cur = settleGains(rest(s));
    expect(cur.players[0]!.power).toBe(2);
    expect(cur.players[0]!.health).toBe(6);
  });

  it("Provisional item abilities (rest-bonus): nothing when the holder was not returned (in the castle, on a middle temple space)", () => {
    for (const place of ["castle", "temple"] as const) {
      const s = restNight([]);
      s.players[0]!.heroes[1]!.items = ["herbs"];
      if (place === "temple") putHero(s, 0, 1, templeOf(s, "fire"), 2);
      const cur = settleGains(rest(s));
      expect(cur.players[0]!.health, place).toBe(3); // only the returned hero 0's gain
    }
  });

  it("Provisional item abilities (rest-bonus): the item's amount is given (a pack with herbs +3)", () => {
    const s = nightGameWith(withItem("herbs", { type: "rest-bonus", stat: "health", amount: 3 }));
    setStats(s, 3, 1);
    setAdventuring(s, [0]);
    putHero(s, 0, 0, obeliskOf(s, "dragon"));
    s.players[0]!.heroes[0]!.items = ["herbs"];
    expect(settleGains(rest(s)).players[0]!.health).toBe(5); // 1 + 3 (herbs) + 1 (returned hero)
  });

  it("Provisional item abilities (rest-bonus): nothing on exhaustion (Health 6, Power 3 exactly)", () => {
    const s = nightGame(2);
    setStats(s, 0, 1);
    setAdventuring(s, [0, 1]);
    const p = s.players[0]!;
    p.goblinsDefeated = 2; // max Health 8
    p.spellLevel = 2; // 1 after exhaustion: max Power 4
    putHero(s, 0, 0, portalRegions(s)[0]!);
    putHero(s, 0, 1, obeliskOf(s, "snake"));
    p.heroes[0]!.items = ["herbs"];
    p.heroes[1]!.items = ["ring"];
    const cur = settleGains(roll(s, pad(["take-damage"], "torch")));
    expect(cur.night!.adventuring[0]).toBe(false);
    expect(cur.players[0]).toMatchObject({ health: 6, power: 3, spellLevel: 1 });
  });
});

describe("Equipped items: legendary items on the player card give nothing", () => {
  it("Equipped items: the Shield on the player card does not lower the defence cost", () => {
    const build = (where: "hero" | "reserve"): S => {
      const s = nightGame(2);
      setStats(s, 1, 6);
      setAdventuring(s, [0]);
      if (where === "hero") s.players[0]!.heroes[0]!.items = ["shield"];
      else s.players[0]!.reserve = ["shield"];
      return s;
    };
    const held = roll(build("hero"), pad(["take-damage"], "torch"));
    expect(held.decision).toMatchObject({ kind: "defend", player: 0, cost: 1 });
    const kept = roll(build("reserve"), pad(["take-damage"], "torch"));
    expect(kept.decision?.kind).not.toBe("defend"); // 2 Power needed, 1 held: the damage is taken
    expect(kept.players[0]!.health).toBeLessThan(6);
  });

  it("Equipped items: the Sword on the player card gives no strike", () => {
    const s = nightGame(2);
    setStats(s, 3, 6);
    setAdventuring(s, [0]);
    const portal = portalRegions(s)[0]!;
    portalAt(s, portal).goblin = { stance: "passive", damage: 0, dealtBy: noGoblin(s) };
    putHero(s, 0, 0, portal);
    s.players[0]!.reserve = ["sword"];
    expect(isLegal(s, { type: "sword", player: 0, hero: 0 })).toBe(false);
    expectRejected(s, { type: "sword", player: 0, hero: 0 }, "ABILITY_NOT_AVAILABLE");
    s.players[0]!.reserve = [];
    s.players[0]!.heroes[0]!.items = ["sword"];
    expect(isLegal(s, { type: "sword", player: 0, hero: 0 })).toBe(true);
  });

  it("Equipped items: the Staff on the player card is never offered", () => {
    const build = (where: "hero" | "reserve"): S => {
      const s = nightGame(2, { magicSpace: 4 });
      setStats(s, 3, 6);
      putHero(s, 0, 0, obeliskOf(s, "scorpion"));
      if (where === "hero") s.players[0]!.heroes[0]!.items = ["staff"];
      else s.players[0]!.reserve = ["staff"];
      return s;
    };
    expect(rest(build("hero")).decision?.kind).toBe("use-staff");
    const kept = rest(build("reserve"));
    expect(kept.decision?.kind).not.toBe("use-staff");
    expect(
      engineFor(kept)
        .legalActions(kept as GameState)
        .some((a) => a.type === "use-staff"),
    ).toBe(false);
    expect(settleGains(kept).players[0]!.spellLevel).toBe(0);
  });

  it("Equipped items: treasure items on the player card give nothing (lantern, pickaxe)", () => {
    const s = nightGame(2);
    setStats(s, 1, 6);
    setAdventuring(s, [0]);
    putHero(s, 0, 0, templeOf(s, "fire"));
    s.players[0]!.reserve = ["lantern", "pickaxe"];
    expect(isLegal(s, { type: "advance-hero", player: 0, hero: 0, forge: 1 })).toBe(false);
    const rolled = roll(s, [ATK, ATK, ATK, ATK, ATK]);
    expect(rolled.decision).toEqual({ kind: "adventure-or-rest", player: 0 });
  });
});

describe("Learning with several obelisks: the Staff's extra spaces count only for the Staff hero's spell", () => {
  /** The reference pack with a 3-space multiplayer track at levels 0, 1, 3. */
  function steepPack(): ContentPack {
    const multiplayer = referencePack.magicTracks.multiplayer;
    const pack: ContentPack = {
      ...referencePack,
      id: "steep-track",
      magicTracks: { ...referencePack.magicTracks, multiplayer: { ...multiplayer, spaces: [0, 1, 3] } },
    };
    expect(validateContent(pack)).toEqual([]);
    return pack;
  }

  function build(): S {
    const s = nightGameWith(steepPack());
    setStats(s, 3, 6);
    putHero(s, 0, 0, obeliskOf(s, "scorpion")); // level 2, the Staff hero
    putHero(s, 0, 1, obeliskOf(s, "spider")); // level 3
    s.players[0]!.heroes[0]!.items = ["staff"];
    return s;
  }

  it("Legendary Item Clarification (the Staff): paying 2 extra spaces (level 3) learns Scorpion, not the other hero's Spider", () => {
    const asked = rest(build());
    expect(asked.decision).toMatchObject({ kind: "use-staff", player: 0, power: 2, staffSpell: "scorpion" }); // the least that suffices
    const r = reduceWithEvents(asked, { type: "use-staff", player: 0 });
    expect(r.events).toContainEqual(
      expect.objectContaining({ type: "spell-learned", player: 0, spell: "scorpion", spellLevel: 2 }),
    );
    expect(r.events.some((e) => e.type === "spell-learned" && (e as { spell: string }).spell === "spider")).toBe(false);
    const cur = settleGains(mutable(r.state));
    expect(cur.players[0]!.spellLevel).toBe(2);
    expect(cur.magicSpace).toBe(0);
  });

  it("Legendary Item Clarification (the Staff): skipping it learns nothing at level 0", () => {
    const asked = rest(build());
    const cur = settleGains(act(asked, { type: "skip-staff", player: 0 }));
    expect(cur.players[0]!.spellLevel).toBe(0);
    expect(cur.players[0]!.power).toBe(3);
  });

  it("Learning with several obelisks: with the Staff hero on Spider instead, paying learns Spider", () => {
    const s = build();
    s.players[0]!.heroes[0]!.items = [];
    s.players[0]!.heroes[1]!.items = ["staff"];
    const asked = rest(s);
    expect(asked.decision).toMatchObject({ kind: "use-staff", power: 2, staffSpell: "spider" });
    expect(settleGains(act(asked, { type: "use-staff", player: 0 })).players[0]!.spellLevel).toBe(3);
  });
});
