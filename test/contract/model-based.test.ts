/**
 * Model-based tests (issue 5) with fast-check `fc.commands` / `fc.modelRun`, for Night interactions
 * random play rarely reaches. Each scenario is a small hand-built Night (external chance, so the
 * commands choose the dice) and a model of what the rules say must happen; every command applies
 * legal actions through the public API and checks the real state against the model.
 *
 * 1. Exhaustion with a hero on a temple's last space: no completion, the progress is lost.
 * 2. Two players racing for one treasure quest: the first to rest takes it.
 * 3. A goblin defeated by the Sword (with Attack symbols and Sword strikes mixed).
 */
import { referencePack } from "../../src/index";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  createGame,
  legalActions,
  reduce,
  validate,
  type Action,
  type GameState,
  type RegionRef,
} from "../../src/index";
import { home, mutable, putHero, regionOf, regionsWhere, type S } from "../support/scenario";
import { actionKey, magicTrack } from "./support";

interface Real {
  state: GameState;
}

/** Applies a legal action (asserting that validate and legalActions agree). */
function apply(real: Real, action: Action): void {
  const v = validate(real.state, action);
  if (!v.ok)
    throw new Error(
      `expected ${JSON.stringify(action)} to be legal, got ${v.error.code}: ${v.error.message} (decision ${JSON.stringify(real.state.decision)})`,
    );
  expect(legalActions(real.state).map(actionKey)).toContain(actionKey(action));
  real.state = reduce(real.state, action);
}

/**
 * Resolves the follow-ups of a rest (gains, equipping, quest choice, quest draws, Staff). Gains go to Power, which
 * the temple models do not track (a rested player takes no more damage this Night).
 */
function settle(real: Real): void {
  for (let guard = 0; guard < 20; guard++) {
    const d = real.state.decision;
    if (d === null || !["choose-gain", "equip-item", "choose-quest", "draw-quest", "use-staff"].includes(d.kind))
      return;
    const options = legalActions(real.state);
    apply(
      real,
      options.find((a) => a.type === "choose-gain" && a.stat === "power") ??
        (options.find((a) => a.type === "skip-staff") as Action | undefined) ??
        (options[0] as Action),
    );
  }
  throw new Error("follow-up decisions never ended");
}

/** A roll outcome: `n` of `symbol`, the rest filler. */
function roll(real: Real, counts: Partial<Record<string, number>>, filler = "torch"): void {
  const d = real.state.decision;
  if (d?.kind !== "chance") throw new Error(`expected a chance point, got ${JSON.stringify(d)}`);
  const symbols: string[] = [];
  for (const [symbol, n] of Object.entries(counts)) for (let i = 0; i < (n ?? 0); i++) symbols.push(symbol);
  while (symbols.length < d.dice) symbols.push(filler);
  apply(real, { type: "roll-outcome", player: "chance", symbols } as Action);
}

/** A 2-player external-chance game put at the start of a Night, first player 0. */
function night(seed: number): S {
  const s = mutable(createGame({ seed, players: 2, chance: "external", firstPlayer: 0 }));
  s.phase = "night";
  s.round = 5; // the Night's end ends the game (no resolution step to model)
  s.day = null;
  s.night = { holder: 0, adventuring: [true, true] };
  s.decision = { kind: "adventure-or-rest", player: 0 };
  s.queue = [];
  for (const c of s.movementCards) c.used = true;
  for (const p of s.players) {
    p.health = 6;
    p.power = 0;
  }
  return s;
}

/** Puts the treasure quest of `temple` at the right end of the row, with movement quests on top of the deck. */
function offerTreasure(s: S, temple: string): string {
  const isTreasureOf = (id: string): boolean => {
    const q = referencePack.quests.find((x) => x.id === id);
    return q?.kind === "treasure" && q.temple === temple;
  };
  const all = [...s.quests.row, ...s.quests.deck, ...s.quests.discard];
  const quest = all.find(isTreasureOf) as string;
  const movement = all.filter((id) => referencePack.quests.find((x) => x.id === id)?.kind === "movement");
  const rest = all.filter((id) => id !== quest && !movement.includes(id));
  s.quests.row = [movement[0] as string, movement[1] as string, quest];
  s.quests.deck = [...movement.slice(2), ...rest];
  s.quests.discard = [];
  return quest;
}

function firstTemple(s: S): { at: RegionRef; temple: string; length: number } {
  const at = regionsWhere(s, (r) => r.kind === "temple")[0] as RegionRef;
  const temple = regionOf(s, at)["temple"] as string;
  const length = referencePack.temples.find((t) => t.id === temple)?.tracks.bright.length ?? 4;
  return { at, temple, length };
}

/** The next adventuring seat clockwise from `from` (itself included), or null. */
function nextAdventurer(adventuring: readonly boolean[], from: number): number | null {
  for (let k = 0; k < adventuring.length; k++) {
    const seat = (from + k) % adventuring.length;
    if (adventuring[seat] === true) return seat;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// 1 and 2: temples at Night

interface TempleModel {
  holder: number | null;
  adventuring: boolean[];
  health: number[];
  onLastSpace: boolean[]; // per seat: hero 0 still on the temple's last space
  questOwner: number | null;
  readonly quest: string;
  readonly at: RegionRef;
  readonly damage: (index: number) => number;
}

function checkTemple(m: TempleModel, real: Real): void {
  const s = real.state;
  const at = m.at;
  const ctx = JSON.stringify({ model: { ...m, damage: undefined }, decision: s.decision, phase: s.phase });
  if (m.holder === null) expect(s.phase, ctx).not.toBe("night");
  else expect(s.decision, ctx).toEqual({ kind: "adventure-or-rest", player: m.holder });
  s.players.forEach((p, seat) => {
    if (m.holder !== null) expect(p.health, `health of ${seat} ${ctx}`).toBe(m.health[seat]);
    if (m.holder !== null) expect(s.night?.adventuring[seat], ctx).toBe(m.adventuring[seat]);
    const hero = p.heroes[0]!;
    if (m.onLastSpace[seat] === true) {
      expect(hero.at, ctx).toEqual(at);
      expect(hero.templeSpace, ctx).toBeGreaterThan(0);
    } else {
      expect(hero.at, `seat ${seat}'s hero went home ${ctx}`).toEqual(home(s, seat));
      expect(hero.templeSpace, ctx).toBe(0);
    }
    expect(p.completedQuests.includes(m.quest), `quest owner ${ctx}`).toBe(m.questOwner === seat);
  });
  expect(s.quests.row.includes(m.quest), ctx).toBe(m.questOwner === null);
}

class TempleAdventure implements fc.Command<TempleModel, Real> {
  constructor(readonly damage: number) {}
  check(m: Readonly<TempleModel>): boolean {
    return m.holder !== null;
  }
  run(m: TempleModel, real: Real): void {
    const roller = m.holder as number;
    apply(real, { type: "adventure", player: roller });
    roll(real, { "take-damage": this.damage });
    // the model: each symbol hits the next adventurer clockwise from the roller (power 0: no defence)
    let next = roller;
    for (let i = 0; i < this.damage; i++) {
      const seat = nextAdventurer(m.adventuring, next);
      if (seat === null) break;
      m.health[seat] = (m.health[seat] as number) - m.damage(i);
      if (m.health[seat] <= 0) {
        // exhausted: stops adventuring, heroes home (the last space is NOT completed), back to 6
        m.adventuring[seat] = false;
        m.onLastSpace[seat] = false;
        m.health[seat] = 6;
      }
      next = (seat + 1) % m.adventuring.length;
    }
    m.holder = nextAdventurer(m.adventuring, (roller + 1) % m.adventuring.length);
    settle(real);
    checkTemple(m, real);
  }
  toString(): string {
    return `adventure(${this.damage} take-damage)`;
  }
}

class TempleRest implements fc.Command<TempleModel, Real> {
  check(m: Readonly<TempleModel>): boolean {
    return m.holder !== null;
  }
  run(m: TempleModel, real: Real): void {
    const seat = m.holder as number;
    apply(real, { type: "rest", player: seat });
    settle(real);
    if (m.onLastSpace[seat] === true) {
      // completes the temple; the treasure quest goes to the first to rest there
      if (m.questOwner === null) m.questOwner = seat;
      m.onLastSpace[seat] = false;
    }
    m.adventuring[seat] = false;
    m.holder = nextAdventurer(m.adventuring, (seat + 1) % m.adventuring.length);
    settle(real);
    checkTemple(m, real);
  }
  toString(): string {
    return "rest";
  }
}

function templeScenario(
  seed: number,
  racers: readonly number[],
  health: readonly number[],
): { real: Real; model: TempleModel } {
  const s = night(seed);
  const { at, temple, length } = firstTemple(s);
  const quest = offerTreasure(s, temple);
  for (const seat of racers) putHero(s, seat, 0, at, length);
  s.players.forEach((p, seat) => (p.health = health[seat] as number));
  const track = magicTrack(s);
  const level = track.levels.find((l) => l.level === track.spaces[s.magicSpace]) ?? track.levels[0]!;
  const model: TempleModel = {
    holder: 0,
    adventuring: [true, true],
    health: [...health],
    onLastSpace: [0, 1].map((seat) => racers.includes(seat)),
    questOwner: null,
    quest,
    at,
    damage: (i) => level.takeDamage.sequence[i] ?? level.takeDamage.rest,
  };
  return { real: { state: s }, model };
}

describe("model-based: temples at Night", () => {
  const templeCommands = [
    fc.integer({ min: 0, max: 5 }).map((k) => new TempleAdventure(k)),
    fc.constant(new TempleRest()),
  ];

  it("exhaustion with a hero on a temple's last space: no completion, the progress is lost", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 })),
        fc.integer({ min: 1, max: 5 }),
        fc.commands(templeCommands, { maxCommands: 10 }),
        (seed, [h0, h1], firstDamage, commands) => {
          const { real, model } = templeScenario(seed, [0], [h0, h1]);
          checkTemple(model, real);
          // seat 0 rolls damage first (exhaustion when it takes all of seat 0's Health), then random commands
          new TempleAdventure(firstDamage).run(model, real);
          fc.modelRun(() => ({ model, real }), commands);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("exhaustion on the last space, directly: the hero goes home at space 0 and the treasure quest stays in the row", () => {
    const { real, model } = templeScenario(3, [0], [1, 6]);
    new TempleAdventure(1).run(model, real);
    expect(model.adventuring).toEqual([false, true]);
    const p0 = real.state.players[0]!;
    expect(p0.heroes[0]!.templeSpace).toBe(0);
    expect(p0.completedQuests).toEqual([]);
    expect(real.state.quests.row).toContain(model.quest);
    // resting later does not complete anything for seat 0
    expect(real.state.decision).toEqual({ kind: "adventure-or-rest", player: 1 });
  });

  it("two players racing for one treasure quest: the first to rest takes it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.commands([fc.constant(new TempleAdventure(0)), fc.constant(new TempleRest())], { maxCommands: 8 }),
        (seed, commands) => {
          // both heroes on the last space of the same temple; harmless rolls (no damage)
          const { real, model } = templeScenario(seed, [0, 1], [6, 6]);
          checkTemple(model, real);
          const resters: number[] = [];
          const recording = [...commands].map((c) => c);
          fc.modelRun(() => ({ model, real }), recording);
          // everyone still adventuring rests; the first rester overall must own the quest
          while (model.holder !== null) {
            resters.push(model.holder);
            new TempleRest().run(model, real);
          }
          const owners = real.state.players.filter((p) => p.completedQuests.includes(model.quest)).map((p) => p.seat);
          expect(owners).toHaveLength(1);
          expect(owners).toEqual([model.questOwner]);
          expect(real.state.players.every((p) => p.heroes[0]!.templeSpace === 0)).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// 3: the Sword

interface SwordModel {
  decision: "p0-turn" | "p0-spend" | "p1-turn" | "over";
  /** Whose turn follows seat 0's spending window: seat 1's after seat 0's roll, seat 0's after seat 1's. */
  afterSpend: "p0-turn" | "p1-turn";
  power: number;
  attack: number;
  goblinDamage: number | null; // null once defeated
  defeated: number;
  readonly portalIndex: number;
  readonly cell: number;
}

function swordOptions(m: SwordModel): boolean {
  return m.goblinDamage !== null && (m.attack > 0 || m.power >= 1);
}

function checkSword(m: SwordModel, real: Real): void {
  const portalIndex = m.portalIndex;
  const s = real.state;
  const ctx = JSON.stringify({ model: m, decision: s.decision });
  const p0 = s.players[0]!;
  expect(p0.power, ctx).toBe(m.power);
  expect(p0.goblinsDefeated, ctx).toBe(m.defeated);
  const goblin = s.goblins.portals[portalIndex]!.goblin;
  if (m.goblinDamage === null) expect(goblin, ctx).toBeNull();
  else expect(goblin?.damage, ctx).toBe(m.goblinDamage);
  if (m.decision === "p0-turn") expect(s.decision, ctx).toEqual({ kind: "adventure-or-rest", player: 0 });
  if (m.decision === "p1-turn") expect(s.decision, ctx).toEqual({ kind: "adventure-or-rest", player: 1 });
  if (m.decision === "p0-spend")
    expect(s.decision, ctx).toMatchObject({ kind: "night-spend", player: 0, attack: m.attack });
}

function strike(m: SwordModel): void {
  m.goblinDamage = (m.goblinDamage as number) + 1;
  if (m.goblinDamage >= 5) {
    m.goblinDamage = null;
    m.defeated += 1;
  }
}

class SwordStrike implements fc.Command<SwordModel, Real> {
  check(m: Readonly<SwordModel>): boolean {
    return (m.decision === "p0-turn" || m.decision === "p0-spend") && m.goblinDamage !== null && m.power >= 1;
  }
  run(m: SwordModel, real: Real): void {
    apply(real, { type: "sword", player: 0, hero: 0 });
    m.power -= 1;
    strike(m);
    if (m.decision === "p0-spend" && !swordOptions(m)) m.decision = m.afterSpend;
    checkSword(m, real);
  }
  toString(): string {
    return "sword";
  }
}

class SwordAttack implements fc.Command<SwordModel, Real> {
  check(m: Readonly<SwordModel>): boolean {
    return m.decision === "p0-spend" && m.attack > 0 && m.goblinDamage !== null;
  }
  run(m: SwordModel, real: Real): void {
    apply(real, { type: "attack", player: 0, hero: 0, cell: m.cell });
    m.attack -= 1;
    strike(m);
    if (!swordOptions(m)) m.decision = m.afterSpend;
    checkSword(m, real);
  }
  toString(): string {
    return "attack";
  }
}

class SwordRoll implements fc.Command<SwordModel, Real> {
  constructor(readonly attacks: number) {}
  check(m: Readonly<SwordModel>): boolean {
    return m.decision === "p0-turn";
  }
  run(m: SwordModel, real: Real): void {
    apply(real, { type: "adventure", player: 0 });
    roll(real, { "attack-goblin": this.attacks });
    m.attack = this.attacks;
    m.afterSpend = "p1-turn";
    m.decision = swordOptions(m) ? "p0-spend" : "p1-turn";
    checkSword(m, real);
  }
  toString(): string {
    return `adventure(${this.attacks} attack)`;
  }
}

class SwordFinish implements fc.Command<SwordModel, Real> {
  check(m: Readonly<SwordModel>): boolean {
    return m.decision === "p0-spend";
  }
  run(m: SwordModel, real: Real): void {
    apply(real, { type: "finish", player: 0 });
    m.decision = m.afterSpend;
    checkSword(m, real);
  }
  toString(): string {
    return "finish";
  }
}

class OpponentAdventures implements fc.Command<SwordModel, Real> {
  check(m: Readonly<SwordModel>): boolean {
    return m.decision === "p1-turn";
  }
  run(m: SwordModel, real: Real): void {
    apply(real, { type: "adventure", player: 1 });
    roll(real, {}, "torch"); // nothing for anyone (no hero can use a torch)
    // every adventurer spends after any roll: seat 0 may use the Sword in seat 1's roll too
    m.attack = 0;
    m.afterSpend = "p0-turn";
    m.decision = swordOptions(m) ? "p0-spend" : "p0-turn";
    checkSword(m, real);
  }
  toString(): string {
    return "opponent adventures";
  }
}

describe("model-based: the Sword", () => {
  it("a goblin is defeated by Sword strikes (1 Power each) mixed with Attack symbols", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 5 }),
        fc.commands(
          [
            fc.constant(new SwordStrike()),
            fc.constant(new SwordAttack()),
            fc.integer({ min: 0, max: 3 }).map((a) => new SwordRoll(a)),
            fc.constant(new SwordFinish()),
            fc.constant(new OpponentAdventures()),
          ],
          { maxCommands: 20 },
        ),
        (seed, startDamage, power, commands) => {
          const s = night(seed);
          const sword = referencePack.items.find((i) => i.ability.type === "sword")!.id;
          const p0 = s.players[0]!;
          p0.legendary[sword] = 2;
          p0.heroes[0]!.items = [sword];
          p0.power = power; // max Power is 3 + spell level; give spell level 2 so 5 Power fits
          p0.spellLevel = 2;
          const index = 0;
          const portal = s.goblins.portals[index]!;
          portal.goblin = { stance: "passive", damage: startDamage, dealtBy: [startDamage, 0, 0, 0] };
          putHero(s, 0, 0, portal.at);
          const real: Real = { state: s };
          const model: SwordModel = {
            decision: "p0-turn",
            afterSpend: "p1-turn",
            power,
            attack: 0,
            goblinDamage: startDamage,
            defeated: 0,
            portalIndex: index,
            cell: portal.at.cell,
          };
          checkSword(model, real);
          fc.modelRun(() => ({ model, real }), commands);
          // finish the fight with the Sword alone if Power allows: the goblin falls at 5 damage
          while (
            model.goblinDamage !== null &&
            model.power >= 1 &&
            (model.decision === "p0-turn" || model.decision === "p0-spend")
          )
            new SwordStrike().run(model, real);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("the Sword alone defeats a goblin: 5 - damage strikes, then the goblin is collected and max Health rises", () => {
    const s = night(7);
    const sword = referencePack.items.find((i) => i.ability.type === "sword")!.id;
    const p0 = s.players[0]!;
    p0.legendary[sword] = 2;
    p0.heroes[0]!.items = [sword];
    p0.spellLevel = 2;
    p0.power = 5;
    const portal = s.goblins.portals[0]!;
    portal.goblin = { stance: "aggressive", damage: 0, dealtBy: [0, 0, 0, 0] };
    putHero(s, 0, 0, portal.at);
    const real: Real = { state: s };
    const model: SwordModel = {
      decision: "p0-turn",
      afterSpend: "p1-turn",
      power: 5,
      attack: 0,
      goblinDamage: 0,
      defeated: 0,
      portalIndex: 0,
      cell: portal.at.cell,
    };
    for (let i = 0; i < 5; i++) new SwordStrike().run(model, real);
    expect(model.goblinDamage).toBeNull();
    expect(real.state.players[0]!.goblinsDefeated).toBe(1);
    expect(real.state.players[0]!.power).toBe(0);
    expect(legalActions(real.state).some((a) => a.type === "sword")).toBe(false);
  });
});
