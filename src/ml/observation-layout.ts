/**
 * The observation's slices: for each, its name, length, meaning and how it is filled from what one
 * seat sees. Seats are relative to the observer (index 0 is the observer, then the next seats in
 * turn order). Only visible data is read: never the RNG, the seed, or the quest deck's order.
 *
 * @module
 */
import { scores, type Decision, type RegionRef } from "teq-engine";
import { hasModule, type MlConfig, type StateOrView } from "./config";
import {
  CELLS,
  DECISION_KINDS,
  DIE_FACES,
  DIFFICULTY_LIST,
  FACES,
  GROTTO_EFFECTS,
  HEROES,
  ITEMS,
  LEGENDARY,
  MAP_CARDS,
  MOVEMENT_CARDS,
  MUSHROOM_PLACES,
  MUSHROOMS,
  PHASES,
  PORTALS,
  QUESTS,
  ROUNDS,
  SPELLS,
  TRAVEL_METHODS,
  indexIn,
} from "./vocab";

/** Writes one slice: `put(i, x)` sets element `i` of the slice (elements not put stay 0). */
type Fill = (v: StateOrView, seat: number, put: (i: number, x: number) => void) => void;

/** One named slice of the observation, before offsets are assigned. */
export interface SliceDef {
  readonly name: string;
  readonly length: number;
  readonly meaning: string;
  readonly fill: Fill;
}

/** Decision fields read as small numbers, scaled by 1/10. */
const DECISION_NUMBERS = ["torch", "scroll", "attack", "amount", "cost", "power", "dice", "hero"] as const;

/** Sets the one-hot bit `k` (ignored when out of range). */
function hot(put: (i: number, x: number) => void, base: number, k: number, size: number): void {
  if (k >= 0 && k < size) put(base + k, 1);
}

/** Sets a multi-hot over `list` for each id in `ids`. */
function multi(
  put: (i: number, x: number) => void,
  base: number,
  list: readonly string[],
  ids: readonly unknown[],
): void {
  for (const id of ids) hot(put, base, indexIn(list, id), list.length);
}

/** A region as cell one-hot then side (left, right). */
function region(put: (i: number, x: number) => void, base: number, at: RegionRef): void {
  hot(put, base, at.cell, CELLS);
  put(base + CELLS + (at.side === "left" ? 0 : 1), 1);
}

/** The length of a region encoding. */
const REGION = CELLS + 2;

/** The base game's slices for `n` seats. */
function baseSlices(n: number): SliceDef[] {
  const rel = (p: number, seat: number): number => (p - seat + n) % n;
  const perHero = REGION + 1 + ITEMS.length;
  const perPlayer = 4 + QUESTS.length + HEROES * perHero + ITEMS.length + LEGENDARY.length + 1;
  return [
    {
      name: "phase",
      length: PHASES.length,
      meaning: "phase one-hot (setup, day, night, resolution, ended)",
      fill: (v, _s, put) => hot(put, 0, PHASES.indexOf(v.phase), PHASES.length),
    },
    {
      name: "round",
      length: ROUNDS + 1,
      meaning: "round one-hot (0 = setup, 1 to 5)",
      fill: (v, _s, put) => hot(put, 0, v.round, ROUNDS + 1),
    },
    {
      name: "firstPlayer",
      length: n + 2,
      meaning: "first player, relative seat one-hot; then the token's side (quest, no-quest)",
      fill: (v, s, put) => {
        hot(put, 0, rel(v.firstPlayer, s), n);
        put(n + (v.firstPlayerToken === "quest" ? 0 : 1), 1);
      },
    },
    { name: "magic", length: 1, meaning: "magic track space / 10", fill: (v, _s, put) => put(0, v.magicSpace / 10) },
    {
      name: "mapFace",
      length: FACES.length,
      meaning: "map face one-hot (bright, gloom)",
      fill: (v, _s, put) => hot(put, 0, indexIn(FACES, v.map.face), FACES.length),
    },
    {
      name: "mapCards",
      length: CELLS * MAP_CARDS.length,
      meaning: "for each map cell in layout order, its card one-hot (map card ids in pack order)",
      fill: (v, _s, put) =>
        v.map.cells.forEach((c, i) => hot(put, i * MAP_CARDS.length, indexIn(MAP_CARDS, c.cardId), MAP_CARDS.length)),
    },
    {
      name: "portals",
      length: PORTALS * (3 + n),
      meaning:
        "for each portal in map order: goblin present, aggressive, damage / 5, damage dealt by each relative seat / 5",
      fill: (v, s, put) =>
        v.goblins.portals.forEach((p, i) => {
          const b = i * (3 + n);
          if (p.goblin === null) return;
          put(b, 1);
          put(b + 1, p.goblin.stance === "aggressive" ? 1 : 0);
          put(b + 2, p.goblin.damage / 5);
          p.goblin.dealtBy.forEach((d, seat) => put(b + 3 + rel(seat, s), d / 5));
        }),
    },
    {
      name: "goblinSupply",
      length: 1,
      meaning: "goblin tokens in the supply / 16",
      fill: (v, _s, put) => put(0, v.goblins.supply / 16),
    },
    {
      name: "players",
      length: n * perPlayer,
      meaning: `per relative seat (${perPlayer} each): health / 10, power / 10, spell level / 10, goblins defeated / 10, completed quests multi-hot, per hero (cell one-hot, side, temple space / 10, items multi-hot), reserve items multi-hot, legendary tracks (sword, shield, staff) / 4, completed quest count / 10`,
      fill: (v, s, put) =>
        v.players.forEach((p, seat) => {
          let b = rel(seat, s) * perPlayer;
          put(b, p.health / 10);
          put(b + 1, p.power / 10);
          put(b + 2, p.spellLevel / 10);
          put(b + 3, p.goblinsDefeated / 10);
          multi(put, b + 4, QUESTS, p.completedQuests);
          b += 4 + QUESTS.length;
          p.heroes.forEach((h, k) => {
            const hb = b + k * perHero;
            region(put, hb, h.at);
            put(hb + REGION, h.templeSpace / 10);
            multi(put, hb + REGION + 1, ITEMS, h.items);
          });
          b += HEROES * perHero;
          multi(put, b, ITEMS, p.reserve);
          b += ITEMS.length;
          LEGENDARY.forEach((k, i) => put(b + i, (p.legendary[k] ?? 0) / 4));
          put(b + LEGENDARY.length, p.completedQuests.length / 10);
        }),
    },
    {
      name: "questRow",
      length: QUESTS.length,
      meaning: "quests in the row, multi-hot",
      fill: (v, _s, put) => multi(put, 0, QUESTS, v.quests.row),
    },
    {
      name: "questDeck",
      length: QUESTS.length,
      meaning: "quests in the deck, multi-hot (which cards, never their order)",
      fill: (v, _s, put) => multi(put, 0, QUESTS, v.quests.deck),
    },
    {
      name: "questDiscard",
      length: QUESTS.length,
      meaning: "quests in the discard, multi-hot",
      fill: (v, _s, put) => multi(put, 0, QUESTS, v.quests.discard),
    },
    {
      name: "itemRack",
      length: ITEMS.length,
      meaning: "items on the rack, multi-hot",
      fill: (v, _s, put) => multi(put, 0, ITEMS, v.itemRack),
    },
    {
      name: "movementCards",
      length: MOVEMENT_CARDS.length * 2,
      meaning: "per movement card (horse, raft, gryphon, ship, foot): in play, used",
      fill: (v, _s, put) =>
        v.movementCards.forEach((c) => {
          const k = indexIn(MOVEMENT_CARDS, c.id);
          if (k < 0) return;
          put(2 * k, 1);
          put(2 * k + 1, c.used ? 1 : 0);
        }),
    },
    {
      name: "day",
      length: 4 + n + MOVEMENT_CARDS.length + HEROES + TRAVEL_METHODS.length + 1 + QUESTS.length,
      meaning:
        "Day: active, turn / 10, quest taken, moved this turn, leader relative seat one-hot, card one-hot, heroes moved, travel method one-hot, through / 10, treasure quests multi-hot",
      fill: (v, s, put) => {
        const d = v.day;
        if (d === null) return;
        put(0, 1);
        put(1, d.turn / 10);
        put(2, d.questTaken ? 1 : 0);
        put(3, d.moved === null ? 0 : 1);
        hot(put, 4, rel(d.leader, s), n);
        let b = 4 + n;
        hot(put, b, indexIn(MOVEMENT_CARDS, d.card), MOVEMENT_CARDS.length);
        b += MOVEMENT_CARDS.length;
        if (d.moved !== null) {
          for (const h of d.moved.heroes) hot(put, b, h, HEROES);
          hot(put, b + HEROES, indexIn(TRAVEL_METHODS, d.moved.method), TRAVEL_METHODS.length);
          put(b + HEROES + TRAVEL_METHODS.length, d.moved.through / 10);
        }
        b += HEROES + TRAVEL_METHODS.length + 1;
        multi(put, b, QUESTS, d.treasureQuests);
      },
    },
    {
      name: "night",
      length: 1 + 2 * n,
      meaning: "Night: active, holder relative seat one-hot, adventuring per relative seat",
      fill: (v, s, put) => {
        const night = v.night;
        if (night === null) return;
        put(0, 1);
        hot(put, 1, rel(night.holder, s), n);
        night.adventuring.forEach((a, seat) => put(1 + n + rel(seat, s), a ? 1 : 0));
      },
    },
    {
      name: "lastRoll",
      length: 1 + n + DIE_FACES.length,
      meaning: "last roll: present, roller relative seat one-hot, count of each die face / 5",
      fill: (v, s, put) => {
        const r = v.lastRoll;
        if (r === null) return;
        put(0, 1);
        hot(put, 1, rel(r.player, s), n);
        const counts = DIE_FACES.map((f) => r.symbols.filter((x) => x === f).length);
        counts.forEach((c, i) => put(1 + n + i, c / 5));
      },
    },
    decisionSlice(n, rel),
    {
      name: "scores",
      length: n,
      meaning: "current score (final scoring applied to the position now) per relative seat / 30",
      fill: (v, s, put) => scores(v).players.forEach((p, seat) => put(rel(seat, s), p.total / 30)),
    },
  ];
}

/** The pending decision: kind, whose, and its fields. */
function decisionSlice(n: number, rel: (p: number, seat: number) => number): SliceDef {
  const sizes = [
    DECISION_KINDS.length,
    1,
    n,
    DECISION_NUMBERS.length,
    MOVEMENT_CARDS.length,
    ITEMS.length,
    GROTTO_EFFECTS.length,
    QUESTS.length,
    ITEMS.length,
    SPELLS.length,
    SPELLS.length,
  ];
  return {
    name: "decision",
    length: sizes.reduce((a, b) => a + b, 0),
    meaning:
      "pending decision: kind one-hot, mine (1) or chance (0.5), its player relative seat one-hot, its numbers / 10 (torch, scroll, attack, amount, cost, power, dice, hero), card one-hot, item one-hot, grotto effect one-hot, quest options multi-hot, transferred items multi-hot, spells multi-hot, staff spell one-hot",
    fill: (v, s, put) => {
      const d = v.decision as (Decision & Record<string, unknown>) | null;
      if (d === null) return;
      let b = 0;
      hot(put, b, DECISION_KINDS.indexOf(d.kind), DECISION_KINDS.length);
      b += DECISION_KINDS.length;
      put(b, d.player === "chance" ? 0.5 : d.player === s ? 1 : 0);
      if (typeof d.player === "number") hot(put, b + 1, rel(d.player, s), n);
      b += 1 + n;
      DECISION_NUMBERS.forEach((k, i) => {
        const x = d[k];
        if (typeof x === "number") put(b + i, x / 10);
      });
      b += DECISION_NUMBERS.length;
      hot(put, b, indexIn(MOVEMENT_CARDS, d.card), MOVEMENT_CARDS.length);
      b += MOVEMENT_CARDS.length;
      hot(put, b, indexIn(ITEMS, d.item), ITEMS.length);
      b += ITEMS.length;
      hot(put, b, indexIn(GROTTO_EFFECTS, d.effect), GROTTO_EFFECTS.length);
      b += GROTTO_EFFECTS.length;
      if (Array.isArray(d.options)) multi(put, b, QUESTS, d.options);
      b += QUESTS.length;
      if (Array.isArray(d.transferred)) multi(put, b, ITEMS, d.transferred);
      b += ITEMS.length;
      if (Array.isArray(d.spells)) multi(put, b, SPELLS, d.spells);
      b += SPELLS.length;
      hot(put, b, indexIn(SPELLS, d.staffSpell), SPELLS.length);
    },
  };
}

/** Golden Mushrooms: where each mushroom is. */
function mushroomSlice(n: number, rel: (p: number, seat: number) => number): SliceDef {
  const per = MUSHROOM_PLACES.length + REGION + n + 3 + 1;
  return {
    name: "goldenMushrooms",
    length: MUSHROOMS * per,
    meaning: `per mushroom (${per} each): place one-hot (portal, castle, hero, region, supply), region (cell one-hot, side), owner relative seat one-hot (castle or hero), hero one-hot, upright`,
    fill: (v, s, put) => {
      const slice = v.moduleState["golden-mushrooms"] as
        { mushrooms?: readonly { place: Record<string, unknown>; upright: boolean }[] } | undefined;
      (slice?.mushrooms ?? []).slice(0, MUSHROOMS).forEach((m, i) => {
        const b = i * per;
        const p = m.place;
        hot(put, b, indexIn(MUSHROOM_PLACES, p.where), MUSHROOM_PLACES.length);
        if (typeof p.region === "object" && p.region !== null)
          region(put, b + MUSHROOM_PLACES.length, p.region as RegionRef);
        if (typeof p.seat === "number") hot(put, b + MUSHROOM_PLACES.length + REGION, rel(p.seat, s), n);
        if (typeof p.hero === "number") hot(put, b + MUSHROOM_PLACES.length + REGION + n, p.hero, 3);
        put(b + per - 1, m.upright ? 1 : 0);
      });
    },
  };
}

/** The solo variant: difficulty and the dealt and offered movement cards. */
function soloSlice(): SliceDef {
  const m = MOVEMENT_CARDS.length;
  return {
    name: "solo",
    length: DIFFICULTY_LIST.length + 2 * m,
    meaning:
      "solo: difficulty one-hot (peasant to hero-of-legend: the goal), movement cards dealt this Day multi-hot, offered now multi-hot",
    fill: (v, _s, put) => {
      hot(put, 0, DIFFICULTY_LIST.indexOf(v.config.difficulty ?? "peasant"), DIFFICULTY_LIST.length);
      const slice = v.moduleState.solo as { dealt?: readonly string[]; offered?: readonly string[] } | undefined;
      multi(put, DIFFICULTY_LIST.length, MOVEMENT_CARDS, slice?.dealt ?? []);
      multi(put, DIFFICULTY_LIST.length + m, MOVEMENT_CARDS, slice?.offered ?? []);
    },
  };
}

/** Every slice of a configuration's observation, in order. */
export function sliceDefs(config: MlConfig): SliceDef[] {
  const n = config.players;
  const rel = (p: number, seat: number): number => (p - seat + n) % n;
  const out = baseSlices(n);
  if (hasModule(config, "golden-mushrooms")) out.push(mushroomSlice(n, rel));
  if (n === 1) out.push(soloSlice());
  return out;
}
