/**
 * `parseState` checks the rules' invariants (issue 17, item 3), one test per invariant: each takes
 * a state the rules reached, checks that it is accepted, breaks one rule in it, and expects the
 * coded refusal naming the field. Each would fail if its check were missing.
 */
import { describe, expect, it } from "vitest";
import {
  createGame,
  InvalidStateError,
  isGameOver,
  maxHealth,
  maxPower,
  parseState,
  playerView,
  reduce,
  referencePack,
  validate,
  legalActions,
  type GameOptions,
  type GameState,
  type RegionRef,
} from "../../src/index";
import { prng, randomAction } from "../contract/support";

// Corruptions work on plain JSON copies, typed loosely on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const copy = (state: GameState): Loose => JSON.parse(JSON.stringify(state));

/** The first state of seeded random games of `options` that satisfies `when`, as a JSON copy. */
function find(options: Omit<GameOptions, "seed">, when: (s: GameState) => boolean, seeds = 40): Loose {
  for (let seed = 0; seed < seeds; seed++) {
    const rand = prng(4242 + seed);
    let state = createGame({ ...options, seed: `inv-${seed}` });
    while (!isGameOver(state)) {
      if (when(state)) return copy(state);
      state = reduce(state, randomAction(state, rand));
    }
    if (when(state)) return copy(state);
  }
  throw new Error("no such state in the seeded games");
}

/** The code and problems of parseState's refusal of `s` (its text and the value judged alike). */
function refusal(s: Loose): { code: string; problems: string } {
  let error: unknown;
  try {
    parseState(s);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(InvalidStateError);
  const e = error as InvalidStateError & { problems?: readonly string[] };
  expect(() => parseState(JSON.stringify(s))).toThrow(InvalidStateError);
  return { code: e.code, problems: (e.problems ?? [e.message]).join("\n") };
}

function expectRefused(s: Loose, code: string, text: string): void {
  const r = refusal(s);
  expect(r.code).toBe(code);
  expect(r.problems).toContain(text);
}

const I = "STATE_INCONSISTENT";
const M = "STATE_MALFORMED";

const ALL_CARDS = [...referencePack.mapCards, ...referencePack.goldenMushrooms.mapCards];

/** The kind of a region of a state's map (read from the reference pack). */
function kindAt(s: Loose, ref: RegionRef): string {
  const cell = s.map.cells[ref.cell];
  const card = ALL_CARDS.find((c) => c.id === cell.cardId)!;
  return card[s.map.face as "bright" | "gloom"][ref.side].kind;
}

/** Every region of a kind on a state's map. */
function regionsOf(s: Loose, kind: string): RegionRef[] {
  const out: RegionRef[] = [];
  s.map.cells.forEach((_: unknown, cell: number) => {
    for (const side of ["left", "right"] as const) if (kindAt(s, { cell, side }) === kind) out.push({ cell, side });
  });
  return out;
}

describe("parseState: stat bounds (Rulebook, Health and Power Maximum Thresholds)", () => {
  const base = copy(createGame({ seed: "bounds", players: 3 }));

  it("accepts Health and Power at their maximum", () => {
    const s = copy(base);
    s.players[1].health = maxHealth(base as GameState, 1);
    s.players[1].power = maxPower(base as GameState, 1);
    expect(() => parseState(s)).not.toThrow();
  });

  it("refuses Health above the maximum (6 + goblins collected)", () => {
    const s = copy(base);
    s.players[1].health = 9;
    expectRefused(s, I, "players[1].health: 9 is above the player's maximum Health, 6");
  });

  it("refuses Power above the maximum (3 + spell level)", () => {
    const s = copy(base);
    s.players[2].power = 8;
    expectRefused(s, I, "players[2].power: 8 is above the player's maximum Power, 3");
  });

  it("refuses negative and fractional stats, and a spell level or goblin count out of range", () => {
    for (const [field, value] of [
      ["health", -1],
      ["power", 1.5],
      ["spellLevel", 11],
      ["goblinsDefeated", 17],
    ] as const) {
      const s = copy(base);
      s.players[0][field] = value;
      expectRefused(s, M, `players[0].${field}: expected an integer`);
    }
  });
});

describe("parseState: occupancy (Rulebook, Regions on the Map Cards; temple clarification)", () => {
  const base = copy(createGame({ seed: "occupancy", players: 3 }));

  it("refuses two heroes on one goblin portal", () => {
    const s = copy(base);
    const portal = regionsOf(s, "portal")[0]!;
    s.players[0].heroes[0].at = portal;
    expect(() => parseState(s)).not.toThrow();
    s.players[1].heroes[0].at = portal;
    expectRefused(s, I, "players[1].heroes[0].at: Only one hero can attack a goblin at a time. (PORTAL_OCCUPIED");
  });

  it("refuses one player's two heroes in a temple, and a third hero; accepts two players' heroes", () => {
    const s = copy(base);
    const temple = regionsOf(s, "temple")[0]!;
    s.players[0].heroes[0].at = temple;
    s.players[1].heroes[0].at = temple;
    expect(() => parseState(s)).not.toThrow();
    const own = copy(s);
    own.players[1].heroes[1].at = temple;
    expectRefused(own, I, "players[1].heroes[1].at: A temple holds at most one hero of each player. (TEMPLE_OWN_HERO");
    s.players[2].heroes[0].at = temple;
    expectRefused(s, I, "players[2].heroes[0].at: That temple already holds 2 heroes. (TEMPLE_FULL");
  });

  it("refuses one player's two heroes on an obelisk or a grotto; accepts two players' heroes there", () => {
    for (const kind of ["obelisk", "grotto"]) {
      const s = copy(base);
      const region = regionsOf(s, kind)[0]!;
      s.players[0].heroes[0].at = region;
      s.players[1].heroes[0].at = region;
      expect(() => parseState(s)).not.toThrow();
      s.players[1].heroes[2].at = region;
      expectRefused(s, I, `players[1].heroes[2].at: A ${kind} holds at most one hero of each player.`);
    }
  });

  it("refuses one player's two heroes on a Golden Grotto (Golden Mushrooms: a grotto)", () => {
    const s = copy(createGame({ seed: "occupancy-gm", players: 2, modules: ["golden-mushrooms"] }));
    const region = regionsOf(s, "golden-grotto")[0]!;
    s.players[0].heroes[0].at = region;
    s.players[1].heroes[0].at = region;
    expect(() => parseState(s)).not.toThrow();
    s.players[0].heroes[1].at = region;
    expectRefused(s, I, "players[0].heroes[1].at: A golden-grotto holds at most one hero of each player.");
  });

  it("accepts any number of heroes in a castle", () => {
    const s = copy(base);
    const castle = s.players[0].heroes[0].at;
    for (const player of s.players) for (const hero of player.heroes) hero.at = castle;
    expect(() => parseState(s)).not.toThrow();
  });
});

describe("parseState: mushrooms (Golden Mushrooms rulebook)", () => {
  const base = copy(createGame({ seed: "mushrooms", players: 2, modules: ["golden-mushrooms"] }));
  const PATH = 'moduleState["golden-mushrooms"]';

  it("refuses two mushrooms captured at one portal (Placing New Mushrooms: only on a portal without one)", () => {
    const s = copy(base);
    s.moduleState["golden-mushrooms"].mushrooms[1].place = { ...s.moduleState["golden-mushrooms"].mushrooms[0].place };
    expectRefused(s, I, "a second mushroom captured at one portal");
    expect(PATH).toContain("golden");
  });

  it("refuses a mushroom escorted into a temple (Escorting Mushrooms: it never follows its hero there)", () => {
    const s = copy(base);
    const temple = regionsOf(s, "temple")[0]!;
    s.moduleState["golden-mushrooms"].mushrooms[0] = { place: { where: "hero", seat: 0, hero: 0 }, upright: true };
    s.goblins.supply += 0;
    expect(() => parseState(s)).not.toThrow();
    s.players[0].heroes[0].at = temple;
    expectRefused(s, I, "escorted into a temple");
  });

  it("refuses a mushroom abandoned in a temple (Abandoning Mushrooms: it stays where its hero began)", () => {
    const s = copy(base);
    const temple = regionsOf(s, "temple")[0]!;
    const obelisk = regionsOf(s, "obelisk")[0]!;
    s.moduleState["golden-mushrooms"].mushrooms[0] = { place: { where: "region", region: obelisk }, upright: true };
    expect(() => parseState(s)).not.toThrow();
    s.moduleState["golden-mushrooms"].mushrooms[0].place.region = temple;
    expectRefused(s, I, "abandoned in a temple");
  });
});

describe("parseState: the pending decision (consistent with the state and the rules)", () => {
  const defending = find({ players: 3 }, (s) => s.decision?.kind === "defend");

  it("refuses a defend decision costing 0.5 Power, or 1 without the Shield (Rulebook, Defending Damage: 2 Power)", () => {
    expect(() => parseState(defending)).not.toThrow();
    const half = copy(defending);
    half.decision.cost = 0.5;
    expectRefused(half, M, "decision.cost: expected an integer from 1 to 10, found 0.5");
    const cheap = copy(defending);
    cheap.decision.cost = 1;
    expectRefused(cheap, I, "decision.cost: defending costs this player 2 Power, found 1");
  });

  it("refuses a defend decision asked of a player who cannot pay, or who is resting", () => {
    const poor = copy(defending);
    poor.players[poor.decision.player].power = 0;
    expectRefused(poor, I, "defending is asked only of a player who can pay it");
    const resting = copy(defending);
    resting.night.adventuring[resting.decision.player] = false;
    expectRefused(resting, I, "is asked only of a player still adventuring");
  });

  it("refuses adventure-or-rest asked of a player who does not hold the dice (Rulebook, Night Phase)", () => {
    const s = find({ players: 3 }, (st) => st.decision?.kind === "adventure-or-rest");
    expect(() => parseState(s)).not.toThrow();
    s.decision.player = (s.night.holder + 1) % 3;
    s.night.adventuring = [true, true, true];
    expectRefused(s, I, "decision.player: expected the dice holder");
  });

  it("refuses unknown card ids in a decision", () => {
    const equip = copy(createGame({ seed: "ids", players: 2 }));
    equip.decision = { kind: "equip-item", player: 1, item: equip.itemRack.pop() };
    equip.queue = [{ kind: "end-day-turn" }];
    expect(() => parseState(equip)).not.toThrow();
    equip.itemRack.push(equip.decision.item);
    equip.decision.item = "no-such-item";
    expect(refusal(equip).problems).toContain('decision.item: unknown item "no-such-item"');
    const quest = find({ players: 2 }, (st) => st.decision?.kind === "move-or-idle");
    quest.decision = { kind: "choose-quest", player: quest.decision.player, options: quest.quests.row.slice(0, 2) };
    expect(() => parseState(quest)).not.toThrow();
    quest.decision.options[0] = "no-such-quest";
    expectRefused(quest, I, 'decision.options[0]: unknown quest "no-such-quest"');
  });

  it("refuses a grotto's action offered for a grotto the hero does not stand on (Rulebook, Grottos)", () => {
    const s = find({ players: 2 }, (st) => st.decision?.kind === "use-grotto");
    expect(() => parseState(s)).not.toThrow();
    s.decision.effect = s.decision.effect === "bright-magic-2" ? "bright-temple-advance-1" : "bright-magic-2";
    expectRefused(s, I, "decision.effect: the hero stands on a grotto, not on a grotto whose effect is");
  });

  it("refuses the choice of 1 Health or 1 Power when one of them is at its maximum (ruling: choices without a difference)", () => {
    const s = find({ players: 2 }, (st) => st.decision?.kind === "choose-gain");
    expect(() => parseState(s)).not.toThrow();
    s.players[s.decision.player].health = maxHealth(s as GameState, s.decision.player);
    expectRefused(s, I, "the choice of 1 Health or 1 Power is asked only when both are below their maximum");
  });

  it("refuses a chance point in a game that rolls its own dice, and a decision with an unknown field", () => {
    const s = find({ players: 2 }, (st) => st.decision?.kind === "adventure-or-rest");
    const chance = copy(s);
    chance.decision = { kind: "chance", player: "chance", dice: 5, purpose: "adventure" };
    chance.queue = [{ kind: "resolve-adventure-roll", player: s.decision!.player }];
    expectRefused(chance, I, 'a "chance" chance point in a game whose chance is "seeded"');
    const extra = copy(s);
    extra.decision.bonus = 1;
    expectRefused(extra, M, "decision.bonus: unknown field");
  });

  it("refuses a decision asked in a phase that never asks it", () => {
    const s = find({ players: 2 }, (st) => st.decision?.kind === "adventure-or-rest");
    s.decision = { kind: "use-grotto", player: s.decision.player, hero: 0, effect: "bright-magic-2" };
    expectRefused(s, I, 'a "use-grotto" decision is never pending in the night phase');
  });
});

describe("parseState: the queue (steps that may wait in each phase, and the one that carries it on)", () => {
  const moving = find({ players: 2 }, (s) => s.decision?.kind === "move-or-idle");

  it("refuses a setup step mid-game (Rulebook, Game Setup: setup happens once)", () => {
    expect(() => parseState(moving)).not.toThrow();
    const s = copy(moving);
    s.queue.unshift({ kind: "setup-quests" });
    expectRefused(s, I, 'queue[0].kind: a "setup-quests" step never waits in the queue in the day phase');
  });

  it("refuses a resolution after the last round (Rulebook, Game End: the game ends with the 5th Night)", () => {
    const s = find({ players: 1, difficulty: "page" }, (st) => st.phase === "resolution");
    expect(() => parseState(s)).not.toThrow();
    s.round = 5;
    expectRefused(s, I, "no resolution follows the last round");
  });

  it("refuses advance-legendary without a temple, and with an unknown one (Rulebook, Legendary Items)", () => {
    const s = copy(moving);
    s.queue.unshift({ kind: "advance-legendary", player: 0, temples: [] });
    expectRefused(s, M, "queue[0].temples: expected 1 to 3 entries, found 0");
    s.queue[0].temples = ["no-such-temple"];
    expectRefused(s, I, 'queue[0].temples[0]: unknown temple "no-such-temple"');
  });

  it("refuses an empty queue mid-Day, and a second end-day-turn (the game could neither go on nor end)", () => {
    const empty = copy(moving);
    empty.queue = [];
    expectRefused(empty, I, 'queue: expected "end-day-turn" queued last in the day phase');
    const twice = copy(moving);
    twice.queue.unshift({ kind: "end-day-turn" });
    expectRefused(twice, I, 'expected one "end-day-turn" step, found 2');
  });

  it("refuses steps queued after the Night's pass-dice, and an empty queue mid-Night", () => {
    const s = find({ players: 2 }, (st) => st.decision?.kind === "night-spend");
    expect(() => parseState(s)).not.toThrow();
    const after = copy(s);
    after.queue.push({ kind: "spend-window", player: 0 });
    expectRefused(after, I, 'expected "pass-dice" queued last in the night phase');
    const empty = copy(s);
    empty.queue = [];
    expectRefused(empty, I, "found an empty queue");
  });

  it("refuses resolution steps out of order or lost (Rulebook, Resolution)", () => {
    const s = find({ players: 2, chance: "external" }, (st) => st.phase === "resolution");
    expect(() => parseState(s)).not.toThrow();
    const lost = copy(s);
    lost.queue = lost.queue.filter((step: Loose) => step.kind !== "pass-first-player");
    expectRefused(lost, I, "expected the resolution's remaining steps in order");
  });

  it("refuses a pending quest draw into a full quest row (Rulebook, The Quest Card Row: a card fills an empty spot)", () => {
    const s = find({ players: 2, chance: "external" }, (st) => st.decision?.kind === "draw-quest");
    expect(s.quests.row.length).toBeLessThan(3);
    expect(() => parseState(s)).not.toThrow();
    const full = copy(s);
    while (full.quests.row.length < 3) full.quests.row.push(full.quests.deck.pop());
    expect(full.quests.deck.length).toBeGreaterThan(0);
    const r = refusal(full);
    expect(r.code).toBe(I);
    expect(r.problems).toContain("quests.row");
    expect(r.problems).toContain("a quest draw is pending, but the row already holds 3 quests");
  });

  it("refuses movement cards flipped as used that the turns taken do not allow (Rulebook, Day Phase; Resolution)", () => {
    // Resolution after its movement-card reset: the next Day's first turn starts with every card up.
    const after = find(
      { players: 2, chance: "external" },
      (st) => st.phase === "resolution" && !st.queue.some((q) => q.kind === "reset-movement-cards"),
    );
    expect(() => parseState(after)).not.toThrow();
    after.movementCards[0].used = true;
    const r = refusal(after);
    expect(r.code).toBe(I);
    expect(r.problems).toContain("movementCards");
    expect(r.problems).toContain("expected 0 movement cards used after Resolution turned them face up, found 1");
    // The Night: exactly the Day's 4 cards, in solo too.
    for (const options of [{ players: 3 }, { players: 1, difficulty: "page" as const }]) {
      const night = find(options, (st) => st.phase === "night");
      expect(() => parseState(night)).not.toThrow();
      const extra = copy(night);
      extra.movementCards.find((c: Loose) => !c.used).used = true;
      expectRefused(extra, I, "expected 4 movement cards used after the Day's 4 turns, found 5");
      const fewer = copy(night);
      fewer.movementCards.find((c: Loose) => c.used).used = false;
      expectRefused(fewer, I, "expected 4 movement cards used after the Day's 4 turns, found 3");
    }
  });

  it("refuses a player asked twice in one Day turn, or before the card is picked", () => {
    const twice = copy(moving);
    twice.queue.unshift({ kind: "day-player-turn", player: twice.decision.player });
    expectRefused(twice, I, "is asked twice in one Day turn");
    const early = find({ players: 2 }, (st) => st.decision?.kind === "choose-movement-card" && st.day!.turn > 0);
    early.queue = [{ kind: "day-player-turn", player: 0 }, { kind: "end-day-turn" }];
    expectRefused(early, I, 'expected no queued step while a "choose-movement-card" decision is pending');
  });

  it("refuses a deleted module slice (Golden Mushrooms, solo)", () => {
    const gm = copy(createGame({ seed: "slice", players: 2, modules: ["golden-mushrooms"] }));
    delete gm.moduleState["golden-mushrooms"];
    expectRefused(gm, M, 'moduleState["golden-mushrooms"]: missing the state slice');
    const solo = copy(createGame({ seed: "slice", players: 1, difficulty: "page" }));
    delete solo.moduleState.solo;
    expectRefused(solo, M, "moduleState.solo: missing the state slice");
  });

  it("refuses a Night phase without the Night's progress, and an adventure roll that is not the adventuring dice holder's", () => {
    const s = find({ players: 3, chance: "external" }, (st) => st.decision?.kind === "chance" && st.phase === "night");
    expect(() => parseState(s)).not.toThrow();
    const lost = copy(s);
    lost.night = null;
    expectRefused(lost, I, "night: expected the Night's progress during the Night phase");
    const resting = copy(s);
    resting.night.adventuring[resting.night.holder] = false;
    expectRefused(resting, I, "the adventure roll is the dice holder's");
  });

  it("refuses a solo Day whose dealt cards are neither on offer nor played, or a turn end while the deal opens a turn", () => {
    const s = find(
      { players: 1, difficulty: "page", chance: "external" },
      (st) => st.decision?.kind === "solo/deal-movement-card" && st.day!.turn > 0,
    );
    expect(() => parseState(s)).not.toThrow();
    const lost = copy(s);
    lost.moduleState.solo.dealt.push(
      referencePack.movementCards.map((c) => c.id).find((id) => !lost.moduleState.solo.dealt.includes(id)),
    );
    expectRefused(lost, I, "was dealt, yet is neither on offer nor played");
    const ending = copy(s);
    ending.queue.unshift({ kind: "end-day-turn" });
    expectRefused(ending, I, 'no "end-day-turn" step waits while "begin-day-turn" carries the Day on');
  });

  it("refuses a solo Day with fewer than 2 movement cards on offer (Solo Movement Drafting)", () => {
    const s = find({ players: 1, difficulty: "page" }, (st) => st.decision?.kind === "choose-movement-card");
    expect(() => parseState(s)).not.toThrow();
    s.moduleState.solo.offered.pop();
    expectRefused(s, I, "expected 2 cards offered during the Day");
  });
});

describe("every entry point on a state with an unknown cyclic top-level field", () => {
  it("answers with a coded STATE_MALFORMED, and validate returns it", () => {
    const state = createGame({ seed: "cyclic", players: 2 });
    const cyclic: Loose = {};
    cyclic.self = cyclic;
    const bad = { ...state, extra: cyclic } as unknown as GameState;
    const result = validate(bad, legalActions(state)[0]!);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe(M);
    for (const call of [
      () => legalActions(bad),
      () => reduce(bad, legalActions(state)[0]!),
      () => playerView(bad, 0),
      () => parseState(bad),
    ]) {
      expect(call).toThrow(InvalidStateError);
    }
  });
});

describe("parseState on JSON text (one pass: checked and frozen as it is walked)", () => {
  it("reads a -0 spelled in the text as 0, freezes every node, and still refuses __proto__ keys and deep nesting", () => {
    const state = createGame({ seed: "text", players: 2 });
    const text = JSON.stringify(state).replace('"firstPlayer":0', '"firstPlayer":-0');
    expect(text).toContain('"firstPlayer":-0');
    const parsed = parseState(text);
    expect(Object.is(parsed.firstPlayer, -0)).toBe(false);
    expect(parsed).toEqual(state);
    expect(Object.isFrozen(parsed.players[1]!.heroes[2]!.at)).toBe(true);
    expectRefused(
      JSON.parse(JSON.stringify(state).replace('"itemRack":', '"__proto__":1,"itemRack":')),
      M,
      '"__proto__" is not allowed',
    );
    const deep = JSON.stringify({ ...state, moduleState: { x: JSON.parse("[".repeat(70) + "]".repeat(70)) } });
    expect(() => parseState(deep)).toThrow(/moduleState\.x(\[0\])+: nested deeper than 64 levels/);
  });
});
