/**
 * GloomFall — Game Variant, Mushroom Grottos ("new abilities that add more chance and actions"):
 * the 7 gloom effects of CLARIFICATIONS section 3, their legal uses and their illegal ones (coded
 * errors, the state unchanged). Rulings: docs/rulings.md, "GloomFall".
 */
import { referencePack } from "../../../src/index";
import { describe, expect, it } from "vitest";
import { legalActions, type Action, type RegionRef } from "../../../src/index";
import {
  act,
  actWithEvents,
  arrange,
  canon,
  cellAt,
  cellOfCard,
  expectRejected,
  home,
  LAYOUT,
  portalOn,
  putHero,
  setGrotto,
  sideOf,
  type S,
} from "../../support/scenario";
import { gloomGame, GLOOM_EFFECT_CARD, onGloomGrotto, skip, use } from "./support";

const sorted = (actions: readonly unknown[]): string[] => actions.map(canon).sort();
const SIDES = ["left", "right"] as const;
const regions = (cell: number): RegionRef[] => SIDES.map((side) => ({ cell, side }));
const roll = (...symbols: string[]): Action =>
  ({ type: "roll-outcome", player: "chance", symbols }) as unknown as Action;
/** Five symbols: `n` of `symbol`, the rest `filler`. */
const rollOf = (symbol: string, n: number, filler = "scroll"): Action =>
  roll(...Array.from({ length: 5 }, (_, i) => (i < n ? symbol : filler)));
const chanceFor = (purpose: string) => ({ kind: "chance", player: "chance", dice: 5, purpose });

/** The grid neighbours (8 around) of a cell, computed from the layout written out in the tests. */
function neighbours(s: S, cell: number): number[] {
  const { row, col } = s.map.cells[cell]!;
  return LAYOUT.filter(([r, c]) => Math.max(Math.abs(r - row), Math.abs(c - col)) === 1).map(([r, c]) =>
    cellAt(s, r, c),
  );
}

describe("GloomFall — Mushroom Grottos: every gloom effect may be skipped", () => {
  for (const effect of Object.keys(GLOOM_EFFECT_CARD)) {
    it(`GloomFall — Mushroom Grottos: skip-grotto is legal and changes nothing but the decision (${effect})`, () => {
      const s = onGloomGrotto(effect);
      expect(sorted(legalActions(s))).toContain(canon(skip));
      const next = act(s, skip);
      expect(next.decision?.kind).toBe("choose-movement-card");
      expect(next.players).toEqual(s.players);
      expect(next.magicSpace).toBe(s.magicSpace);
      expect(next.rng).toEqual(s.rng);
    });
  }
});

describe("GloomFall — Mushroom Grottos 1: move your two other heroes by Foot", () => {
  const EFFECT = "gloom-foot-move-other-heroes";
  /**
   * Grotto hero 0 on the centre grotto (2,2); hero 1 on the Ice temple card's obelisk (1,2); hero 2 on
   * the portal of (3,2). (2,3) and (4,2) hold grotto cards (grotto + portal), (2,1) the Shadow temple.
   */
  function build(): S {
    const s = gloomGame(2, "gloom-foot");
    arrange(s, {
      "2,2": "grotto-1",
      "1,2": "temple-ice",
      "3,2": "grotto-2",
      "2,3": "grotto-4",
      "2,1": "temple-shadow",
      "4,2": "grotto-3",
    });
    for (const p of s.goblins.portals) p.goblin = { stance: "aggressive", damage: 0, dealtBy: [0, 0, 0, 0] };
    putHero(s, 0, 0, sideOf(s, cellAt(s, 2, 2), "grotto"));
    putHero(s, 0, 1, sideOf(s, cellAt(s, 1, 2), "obelisk"));
    putHero(s, 0, 2, sideOf(s, cellAt(s, 3, 2), "portal"));
    s.players[0]!.power = 0;
    s.players[0]!.health = 3;
    setGrotto(s, 0, 0, EFFECT);
    return s;
  }
  const centreGrotto = (s: S) => sideOf(s, cellAt(s, 2, 2), "grotto");

  it("GloomFall — Mushroom Grottos: the first move is any Foot move of either other hero (both sides of the 8 cards around), except full regions", () => {
    const s = build();
    const want = [1, 2].flatMap((target) => {
      const at = s.players[0]!.heroes[target]!.at.cell;
      return neighbours(s, at)
        .flatMap(regions)
        .filter((to) => canon(to) !== canon(centreGrotto(s))) // hero 0 stands on that grotto: one hero per player
        .map((to) => use({ target, to }));
    });
    expect(want).toHaveLength(26);
    expect(sorted(legalActions(s))).toEqual(sorted([...want, skip]));
  });

  it("GloomFall — Mushroom Grottos: illegal first moves are refused with codes and change nothing", () => {
    const s = build();
    const obelisk12 = sideOf(s, cellAt(s, 1, 2), "obelisk");
    expectRejected(s, use({ target: 0, to: sideOf(s, cellAt(s, 2, 1), "temple") }), "GROTTO_TARGET");
    expectRejected(s, use({ target: 1, to: sideOf(s, cellAt(s, 3, 2), "grotto") }), "UNREACHABLE"); // 2 cards away
    expectRejected(s, use({ target: 2, to: sideOf(s, cellAt(s, 3, 2), "grotto") }), "UNREACHABLE"); // its own card
    expectRejected(s, use({ target: 1, to: { cell: 99, side: "left" } }), "UNREACHABLE");
    expectRejected(s, use({ target: 1, to: centreGrotto(s) }), "ONE_HERO_PER_PLAYER");
    expectRejected(s, use({ target: 1 }), "MALFORMED_ACTION");
    expectRejected(s, use({ target: 1, to: { cell: 0, side: "up" } }), "MALFORMED_ACTION");
    expectRejected(s, use({ target: 3, to: obelisk12 }), "MALFORMED_ACTION");
    expectRejected(s, use(), "MALFORMED_ACTION");
    const portal23 = sideOf(s, cellAt(s, 2, 3), "portal");
    putHero(s, 1, 0, portal23);
    expectRejected(s, use({ target: 1, to: portal23 }), "PORTAL_OCCUPIED");
  });

  it("GloomFall — Mushroom Grottos: a Foot move pays nothing and pacifies the goblin of a destination portal", () => {
    const s = build();
    const portal23 = sideOf(s, cellAt(s, 2, 3), "portal");
    const { state: next, events } = actWithEvents(s, use({ target: 1, to: portal23 }));
    expect(next.players[0]!.heroes[1]!.at).toEqual(portal23);
    expect(next.players[0]!.power).toBe(0);
    expect(portalOn(next, portal23.cell).goblin).toMatchObject({ stance: "passive", damage: 0 });
    expect(events).toContainEqual(
      expect.objectContaining({ type: "hero-moved", player: 0, hero: 1, through: [], cause: EFFECT }),
    );
    // then the other hero's Foot move is offered: its moves (not the centre grotto; not the now occupied portal) or stay
    expect(next.decision).toEqual({ kind: "gloomfall/foot-move", player: 0, hero: 2, effect: EFFECT });
    const want = neighbours(next, cellAt(s, 3, 2))
      .flatMap(regions)
      .filter((to) => canon(to) !== canon(centreGrotto(s)) && canon(to) !== canon(portal23))
      .map((to) => ({ type: "gloomfall/foot-move", player: 0, hero: 2, to }));
    expect(sorted(legalActions(next))).toEqual(sorted([...want, { type: "gloomfall/foot-stay", player: 0 }]));
  });

  it('Regions on the Map Cards ("Some Regions have actions that may be taken when you move there") — GloomFall — Mushroom Grottos: heroes moved by the grotto take their region actions, in the order moved (castle gain, then a chained grotto)', () => {
    const s = build();
    const castle = sideOf(s, cellAt(s, 1, 1), "castle");
    let next = act(s, use({ target: 1, to: castle }));
    expect(next.decision?.kind).toBe("gloomfall/foot-move");
    const grotto23 = sideOf(s, cellAt(s, 2, 3), "grotto");
    next = act(next, { type: "gloomfall/foot-move", player: 0, hero: 2, to: grotto23 } as unknown as Action);
    expect(next.players[0]!.heroes[1]!.at).toEqual(castle);
    expect(next.players[0]!.heroes[2]!.at).toEqual(grotto23);
    // hero 1 reached a castle first: 1 Health or 1 Power
    expect(next.decision).toEqual({ kind: "choose-gain", player: 0, reason: "castle" });
    next = act(next, { type: "choose-gain", player: 0, stat: "health" });
    expect(next.players[0]!.health).toBe(4);
    // then hero 2's grotto
    expect(next.decision).toEqual({ kind: "use-grotto", player: 0, hero: 2, effect: "gloom-roll-for-magic" });
    next = act(next, skip);
    expect(next.decision?.kind).toBe("choose-movement-card");
  });

  it("GloomFall — Mushroom Grottos: the player picks the order (hero 2 first), and may leave the second hero where it is", () => {
    const s = build();
    const to = sideOf(s, cellAt(s, 4, 2), "portal");
    let next = act(s, use({ target: 2, to }));
    expect(next.decision).toEqual({ kind: "gloomfall/foot-move", player: 0, hero: 1, effect: EFFECT });
    next = act(next, { type: "gloomfall/foot-stay", player: 0 } as unknown as Action);
    expect(next.players[0]!.heroes[1]!.at).toEqual(s.players[0]!.heroes[1]!.at);
    expect(next.players[0]!.heroes[2]!.at).toEqual(to);
    expect(next.decision?.kind).toBe("choose-movement-card");
  });

  it("GloomFall — Mushroom Grottos: the second move's illegal answers are refused with codes and change nothing", () => {
    const s = build();
    const next = act(s, use({ target: 1, to: sideOf(s, cellAt(s, 1, 1), "castle") }));
    const ok = sideOf(next, cellAt(next, 4, 2), "portal");
    const fm = (extra: Record<string, unknown>) => ({ type: "gloomfall/foot-move", player: 0, ...extra });
    expectRejected(next, fm({ hero: 1, to: ok }), "GROTTO_TARGET"); // already moved
    expectRejected(next, fm({ hero: 0, to: ok }), "GROTTO_TARGET"); // the grotto hero
    expectRejected(next, fm({ hero: "2", to: ok }), "MALFORMED_ACTION");
    expectRejected(next, fm({ hero: 2 }), "MALFORMED_ACTION");
    expectRejected(next, fm({ hero: 2, to: sideOf(next, cellAt(next, 1, 2), "temple") }), "UNREACHABLE");
    expectRejected(next, fm({ hero: 2, to: sideOf(next, cellAt(next, 2, 2), "grotto") }), "ONE_HERO_PER_PLAYER");
    expectRejected(next, fm({ hero: 2, to: ok, direction: "clockwise" }), "UNEXPECTED_FIELD");
    expectRejected(next, { type: "gloomfall/foot-move", player: 1, hero: 2, to: ok }, "NOT_YOUR_DECISION");
    expectRejected(next, use({ target: 2, to: ok }), "WRONG_ACTION_TYPE");
    expect(act(next, fm({ hero: 2, to: ok }) as Action).players[0]!.heroes[2]!.at).toEqual(ok);
  });
});

describe("GloomFall — Mushroom Grottos 2: gain 1 Power, then roll and gain 1 Power per Gain Power symbol", () => {
  const EFFECT = "gloom-power-then-roll";

  it("GloomFall — Mushroom Grottos: +1 Power at once, then a chance point; the roll's Gain Power symbols add 1 each", () => {
    const s = onGloomGrotto(EFFECT, { chance: "external" });
    s.players[0]!.power = 0;
    expect(sorted(legalActions(s))).toEqual(sorted([use(), skip]));
    const rolled = act(s, use());
    expect(rolled.players[0]!.power).toBe(1);
    expect(rolled.decision).toEqual(chanceFor(EFFECT));
    expect(legalActions(rolled)).toHaveLength(252);
    expect(act(rolled, rollOf("gain-power", 1)).players[0]!.power).toBe(2);
    expect(act(rolled, rollOf("gain-power", 0)).players[0]!.power).toBe(1);
  });

  it("GloomFall — Mushroom Grottos: capped at the maximum Power; the magic level does not cancel the symbols (a grotto roll)", () => {
    const s = onGloomGrotto(EFFECT, { chance: "external" });
    s.players[0]!.power = 0;
    s.magicSpace = referencePack.magicTracks.multiplayer.spaces.length - 1; // level 3: adventure rolls gain no Power
    expect(act(act(s, use()), rollOf("gain-power", 5)).players[0]!.power).toBe(3);
    expect(act(act(s, use()), rollOf("gain-power", 1)).players[0]!.power).toBe(2);
  });

  it("GloomFall — Mushroom Grottos: seeded, the dice come from the state's RNG", () => {
    const s = onGloomGrotto(EFFECT);
    s.players[0]!.power = 0;
    const { state, events } = actWithEvents(s, use());
    const rolled = events.find((e) => e.type === "dice-rolled");
    expect(rolled).toMatchObject({ player: 0, purpose: EFFECT });
    const n = (rolled!["symbols"] as string[]).filter((x) => x === "gain-power").length;
    expect(state.players[0]!.power).toBe(Math.min(3, 1 + n));
    expect(state.rng).not.toEqual(s.rng);
  });

  it("GloomFall — Mushroom Grottos: parameters are refused (MALFORMED_ACTION)", () => {
    const s = onGloomGrotto(EFFECT);
    expectRejected(s, use({ target: 1 }), "MALFORMED_ACTION");
    expectRejected(s, use({ to: { cell: 0, side: "left" } }), "MALFORMED_ACTION");
  });
});

describe("GloomFall — Mushroom Grottos 3: move another hero to the temple of a Treasure quest in the row", () => {
  const EFFECT = "gloom-move-to-treasure-temple";
  function build(players = 2): S {
    const s = onGloomGrotto(EFFECT, { players });
    s.quests.row = ["quest-move-row", "quest-treasure-ice-1", "quest-treasure-fire-1", "quest-treasure-ice-2"];
    s.players[0]!.power = 0;
    return s;
  }
  const temple = (s: S, id: string) => sideOf(s, cellOfCard(s, `temple-${id}`), "temple");

  it("GloomFall — Mushroom Grottos: the destinations are the temples of the row's Treasure quests, for either other hero", () => {
    const s = build();
    const want = [1, 2].flatMap((target) => ["ice", "fire"].map((id) => use({ target, to: temple(s, id) })));
    expect(sorted(legalActions(s))).toEqual(sorted([...want, skip]));
  });

  it("GloomFall — Mushroom Grottos: not a travel method: no Power for the aggressive goblins between, none flipped; progress elsewhere is lost", () => {
    const s = build();
    putHero(s, 0, 2, temple(s, "fire"), 2);
    const { state: next, events } = actWithEvents(s, use({ target: 2, to: temple(s, "ice") }));
    expect(next.players[0]!.heroes[2]!.at).toEqual(temple(s, "ice"));
    expect(next.players[0]!.heroes[2]!.templeSpace).toBe(0);
    expect(next.players[0]!.power).toBe(0);
    expect(next.goblins).toEqual(s.goblins); // all still aggressive
    expect(events).toContainEqual(
      expect.objectContaining({ type: "temple-progress-lost", player: 0, hero: 2, space: 2 }),
    );
    expect(events).toContainEqual(expect.objectContaining({ type: "hero-moved", hero: 2, through: [], cause: EFFECT }));
    expect(next.decision?.kind).toBe("choose-movement-card");
  });

  it("GloomFall — Mushroom Grottos: illegal destinations and targets are refused with codes", () => {
    const s = build(3);
    expectRejected(s, use({ target: 1, to: temple(s, "shadow") }), "NOT_TREASURE_TEMPLE");
    expectRejected(s, use({ target: 1, to: sideOf(s, cellOfCard(s, "temple-ice"), "obelisk") }), "NOT_TREASURE_TEMPLE");
    expectRejected(s, use({ target: 1, to: { cell: 99, side: "left" } }), "NOT_TREASURE_TEMPLE");
    expectRejected(s, use({ target: 0, to: temple(s, "ice") }), "GROTTO_TARGET");
    expectRejected(s, use({ target: 1 }), "MALFORMED_ACTION");
    expectRejected(s, use(), "MALFORMED_ACTION");
    putHero(s, 0, 2, temple(s, "fire"));
    expectRejected(s, use({ target: 2, to: temple(s, "fire") }), "ALREADY_THERE");
    expectRejected(s, use({ target: 1, to: temple(s, "fire") }), "TEMPLE_OWN_HERO");
    putHero(s, 1, 0, temple(s, "ice"));
    putHero(s, 2, 0, temple(s, "ice"));
    expectRejected(s, use({ target: 1, to: temple(s, "ice") }), "TEMPLE_FULL");
    expect(sorted(legalActions(s))).toEqual(sorted([skip]));
  });

  it("Hero Movement (a different Map Card) — GloomFall — Mushroom Grottos: a hero on the temple's own card (its obelisk) cannot be moved into that temple", () => {
    const s = build();
    const iceCell = cellOfCard(s, "temple-ice");
    putHero(s, 0, 1, sideOf(s, iceCell, "obelisk"));
    const listed = legalActions(s).map(canon);
    expect(listed).not.toContain(canon(use({ target: 1, to: temple(s, "ice") })));
    expect(listed).toContain(canon(use({ target: 1, to: temple(s, "fire") })));
    expect(listed).toContain(canon(use({ target: 2, to: temple(s, "ice") })));
    expectRejected(s, use({ target: 1, to: temple(s, "ice") }), "SAME_CARD");
  });

  it("GloomFall — Mushroom Grottos: with no Treasure quest in the row only skip is offered", () => {
    const s = build();
    s.quests.row = s.quests.row.filter((id) => !id.startsWith("quest-treasure"));
    expect(legalActions(s)).toEqual([skip]);
  });
});

describe("GloomFall — Mushroom Grottos 4: roll; the magic token moves 2 spaces per Conjure Magic symbol", () => {
  const EFFECT = "gloom-roll-for-magic";
  it("GloomFall — Mushroom Grottos: 2 spaces per symbol, stopping on the last space; none without the symbol", () => {
    const s = onGloomGrotto(EFFECT, { chance: "external" });
    expect(sorted(legalActions(s))).toEqual(sorted([use(), skip]));
    const rolled = act(s, use());
    expect(rolled.decision).toEqual(chanceFor(EFFECT));
    expect(act(rolled, rollOf("conjure-magic", 2)).magicSpace).toBe(4);
    expect(act(rolled, rollOf("conjure-magic", 0)).magicSpace).toBe(0);
    const last = referencePack.magicTracks.multiplayer.spaces.length - 1;
    s.magicSpace = last - 1;
    expect(act(act(s, use()), rollOf("conjure-magic", 3)).magicSpace).toBe(last);
  });

  it("GloomFall — Mushroom Grottos: no damage on the last space by day (a grotto roll is not an adventure roll)", () => {
    const s = onGloomGrotto(EFFECT, { chance: "external" });
    s.magicSpace = referencePack.magicTracks.multiplayer.spaces.length - 1;
    const next = act(act(s, use()), rollOf("conjure-magic", 5));
    expect(next.players).toEqual(s.players);
  });

  it("GloomFall — Mushroom Grottos: seeded, the dice come from the state's RNG; parameters are refused", () => {
    const s = onGloomGrotto(EFFECT);
    const { state, events } = actWithEvents(s, use());
    const symbols = events.find((e) => e.type === "dice-rolled")!["symbols"] as string[];
    expect(state.magicSpace).toBe(
      Math.min(
        referencePack.magicTracks.multiplayer.spaces.length - 1,
        2 * symbols.filter((x) => x === "conjure-magic").length,
      ),
    );
    expectRejected(s, use({ target: 1 }), "MALFORMED_ACTION");
  });
});

describe("GloomFall — Mushroom Grottos 5: gain 2 Health per hero of yours NOT on the coast", () => {
  const EFFECT = "gloom-health-per-hero-inland";
  function build(inland: number): S {
    const s = gloomGame(2, "gloom-inland");
    // (2,2) and (2,1) are inland (the cross); castles are on the coast ring
    arrange(s, { [inland === 0 ? "0,1" : "2,2"]: "grotto-5", "2,1": "temple-ice", "3,2": "temple-fire" });
    putHero(s, 0, 0, sideOf(s, cellOfCard(s, "grotto-5"), "grotto"));
    if (inland >= 2) putHero(s, 0, 1, sideOf(s, cellAt(s, 2, 1), "obelisk"));
    if (inland >= 3) putHero(s, 0, 2, sideOf(s, cellAt(s, 3, 2), "temple"));
    s.players[0]!.health = 1;
    setGrotto(s, 0, 0, EFFECT);
    return s;
  }
  it.each([
    [0, 1],
    [1, 3],
    [2, 5],
    [3, 6],
  ])("GloomFall — Mushroom Grottos: %i hero(es) inland: Health 1 -> %i (2 each, capped at 6)", (inland, want) => {
    const s = build(inland);
    expect(s.players[0]!.heroes.filter((h) => s.map.cells[h.at.cell]!.coastIndex === null)).toHaveLength(inland);
    expect(sorted(legalActions(s))).toEqual(sorted([use(), skip]));
    expect(act(s, use()).players[0]!.health).toBe(want);
  });
  it("GloomFall — Mushroom Grottos: parameters are refused (MALFORMED_ACTION)", () => {
    expectRejected(build(1), use({ target: 0 }), "MALFORMED_ACTION");
  });
});

describe("GloomFall — Mushroom Grottos 6: roll; a hero of yours attacking a goblin deals 1 damage per Attack symbol", () => {
  const EFFECT = "gloom-roll-for-attack";
  /** Hero 1 attacks a goblin (damage `damage`); hero 2 stands on a portal whose goblin is gone. */
  function build(damage = 0, chance: "seeded" | "external" = "external"): { s: S; cell: number } {
    const s = onGloomGrotto(EFFECT, { chance });
    const grottoCell = s.players[0]!.heroes[0]!.at.cell;
    const [a, b] = s.goblins.portals.filter((p) => p.at.cell !== grottoCell);
    a!.goblin = { stance: "aggressive", damage, dealtBy: [damage, 0, 0, 0] };
    b!.goblin = null;
    putHero(s, 0, 1, a!.at);
    putHero(s, 0, 2, b!.at);
    return { s, cell: a!.at.cell };
  }

  it("GloomFall — Mushroom Grottos: only a hero attacking a goblin is a target; the roll's Attack symbols damage that goblin", () => {
    const { s, cell } = build(1);
    expect(sorted(legalActions(s))).toEqual(sorted([use({ target: 1 }), skip]));
    const rolled = act(s, use({ target: 1 }));
    expect(rolled.decision).toEqual(chanceFor(EFFECT));
    expect(portalOn(act(rolled, rollOf("attack-goblin", 3)), cell).goblin).toMatchObject({
      stance: "aggressive",
      damage: 4,
    });
    expect(portalOn(act(rolled, rollOf("attack-goblin", 0)), cell).goblin).toMatchObject({
      stance: "aggressive",
      damage: 1,
    });
  });

  it("GloomFall — Mushroom Grottos: the 5th damage defeats the goblin; the player collects it", () => {
    const { s, cell } = build(3);
    const next = act(act(s, use({ target: 1 })), rollOf("attack-goblin", 2));
    expect(portalOn(next, cell).goblin).toBeNull();
    expect(next.players[0]!.goblinsDefeated).toBe(s.players[0]!.goblinsDefeated + 1);
  });

  it("GloomFall — Mushroom Grottos: illegal targets are refused; with nobody attacking only skip is offered", () => {
    const { s } = build();
    expectRejected(s, use({ target: 2 }), "GROTTO_TARGET");
    expectRejected(s, use({ target: 0 }), "GROTTO_TARGET");
    expectRejected(s, use(), "MALFORMED_ACTION");
    expectRejected(s, use({ target: 1, to: { cell: 0, side: "left" } }), "MALFORMED_ACTION");
    const alone = onGloomGrotto(EFFECT);
    expect(legalActions(alone)).toEqual([skip]);
  });

  it("GloomFall — Mushroom Grottos: seeded, the dice come from the state's RNG", () => {
    const { s, cell } = build(0, "seeded");
    const { state, events } = actWithEvents(s, use({ target: 1 }));
    const symbols = events.find((e) => e.type === "dice-rolled")!["symbols"] as string[];
    const hits = symbols.filter((x) => x === "attack-goblin").length;
    expect(portalOn(state, cell).goblin).toMatchObject({ stance: "aggressive", damage: hits });
  });
});

describe("GloomFall — Mushroom Grottos 7: spend 2 Power to advance one hero 2 spaces on its temple track", () => {
  const EFFECT = "gloom-spend-power-temple-2";
  function build(space: number, power = 3): S {
    const s = onGloomGrotto(EFFECT);
    putHero(s, 0, 1, sideOf(s, cellOfCard(s, "temple-ice"), "temple"), space);
    s.quests.row = ["quest-move-row", "quest-treasure-ice-1", "quest-move-column"];
    s.players[0]!.power = power;
    s.players[0]!.health = 4;
    return s;
  }

  it("GloomFall — Mushroom Grottos: 2 Power, 2 spaces (the double space is not paid: no symbols are used)", () => {
    const s = build(0);
    expect(sorted(legalActions(s))).toEqual(sorted([use({ target: 1 }), skip]));
    const { state, events } = actWithEvents(s, use({ target: 1 }));
    expect(state.players[0]!.power).toBe(1);
    expect(state.players[0]!.heroes[1]!.templeSpace).toBe(2);
    expect(events).toContainEqual({ type: "power-spent", player: 0, amount: 2, reason: EFFECT });
  });

  it("GloomFall — Mushroom Grottos: reaching the last space by day completes the temple at once (home, gain, treasure quest)", () => {
    const s = build(2);
    let next = act(s, use({ target: 1 }));
    expect(next.players[0]!.heroes[1]!.at).toEqual(home(s, 0));
    expect(next.decision).toEqual({ kind: "choose-gain", player: 0, reason: "temple" });
    next = act(next, { type: "choose-gain", player: 0, stat: "health" });
    expect(next.players[0]!.completedQuests).toEqual(["quest-treasure-ice-1"]);
  });

  it("GloomFall — Mushroom Grottos: with one space left the hero advances 1 and completes (ruling); the cost is still 2", () => {
    const s = build(3);
    const next = act(s, use({ target: 1 }));
    expect(next.players[0]!.heroes[1]!.at).toEqual(home(s, 0));
    expect(next.players[0]!.power).toBe(1);
  });

  it("GloomFall — Mushroom Grottos: without 2 Power, or with a hero not in a temple, it is refused", () => {
    const poor = build(0, 1);
    expect(legalActions(poor)).toEqual([skip]);
    expectRejected(poor, use({ target: 1 }), "NOT_ENOUGH_POWER");
    const s = build(0);
    expectRejected(s, use({ target: 2 }), "GROTTO_TARGET");
    expectRejected(s, use({ target: 0 }), "GROTTO_TARGET");
    expectRejected(s, use(), "MALFORMED_ACTION");
    expectRejected(s, use({ target: 1, to: { cell: 0, side: "left" } }), "MALFORMED_ACTION");
  });
});
