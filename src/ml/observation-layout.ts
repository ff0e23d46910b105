/**
 * The observation's slices: for each, its name, length, meaning and how it is filled from what one
 * seat sees. Seats are relative to the observer (index 0 is the observer, then the next seats in
 * turn order). Only visible data is read: never the RNG, the seed, or the quest deck's order.
 *
 * @module
 */
import { scores } from "teq-engine";
import { hasModule, type MlConfig } from "./config";
import { REGION, hot, multi, region, type SliceDef } from "./observation-fill";
import { decisionSlice, mushroomSlice, soloSlice } from "./observation-slices";
import {
  CELLS,
  DIE_FACES,
  FACES,
  HEROES,
  ITEMS,
  LEGENDARY,
  MAP_CARDS,
  MOVEMENT_CARDS,
  PHASES,
  PORTALS,
  QUESTS,
  ROUNDS,
  TRAVEL_METHODS,
  indexIn,
} from "./vocab";

export type { SliceDef } from "./observation-fill";

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

/** Every slice of a configuration's observation, in order. */
export function sliceDefs(config: MlConfig): SliceDef[] {
  const n = config.players;
  const rel = (p: number, seat: number): number => (p - seat + n) % n;
  const out = baseSlices(n);
  if (hasModule(config, "golden-mushrooms")) out.push(mushroomSlice(n, rel));
  if (n === 1) out.push(soloSlice());
  return out;
}
