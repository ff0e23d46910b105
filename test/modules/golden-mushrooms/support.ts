/**
 * Golden Mushrooms scenario helpers: a game with the module on a known map, and direct access to
 * the mushrooms' state slice.
 */
import { referencePack } from "../../../src/index";
import { expect } from "vitest";
import { createGame, TeqError, type GameState, type RegionRef } from "../../../src/index";
import type { Mushroom, MushroomPlace } from "../../../src/modules/golden-mushrooms/index";
import { cellAt, cellOfCard, mutable, putHero, type S } from "../../support/scenario";

const GM = "golden-mushrooms";
export const COLORS = ["red", "blue", "green", "yellow"] as const;

/**
 * The known map used by the scenarios (only cards the module deals: grotto-3, -4 and -6 are out).
 *
 * ```
 *            (0,1)        (0,2)
 * (1,1) RED  (1,2) grotto-1  (1,3) BLUE  (1,4) temple-ice
 * (2,0) temple-shadow (2,1) grotto-2 (2,2) golden-3 (magic surge) (2,3) grotto-5 (2,4) golden-1 (temple leap)
 * (3,1) GREEN (3,2) ...       (3,3) YELLOW
 *            (4,2) golden-2 (goblin strike)
 * ```
 */
const MAP: Readonly<Record<string, string>> = {
  "1,1": "castle-red",
  "1,3": "castle-blue",
  "3,1": "castle-green",
  "3,3": "castle-yellow",
  "1,2": "grotto-1",
  "1,4": "temple-ice",
  "2,0": "temple-shadow",
  "2,1": "grotto-2",
  "2,2": "golden-grotto-3",
  "2,3": "grotto-5",
  "2,4": "golden-grotto-1",
  "4,2": "golden-grotto-2",
};

/** A fresh Golden Mushrooms game on the known map, every hero home, every mushroom in the supply. */
export function gmGame(
  players = 2,
  seed: string | number = "gm-scenario",
  chance: "seeded" | "external" = "seeded",
): S {
  const s = mutable(
    createGame({ seed, players, firstPlayer: 0, colors: COLORS.slice(0, players), modules: [GM], chance }),
  );
  arrangeGm(s, MAP);
  setMushrooms(
    s,
    Array.from({ length: 7 }, () => ({ where: "supply" })),
  );
  return s;
}

type Def = { kind: string; [k: string]: unknown };

/** The region definition of a region (regular, castle or Golden Grotto card; face in play). */
export function regionDef(s: S | GameState, ref: RegionRef): Def {
  const cell = s.map.cells[ref.cell]!;
  const card = [...referencePack.mapCards, ...referencePack.goldenMushrooms.mapCards].find(
    (c) => c.id === cell.cardId,
  )!;
  return card[s.map.face][ref.side];
}

/** Every region whose definition passes `pred`, in map order. */
function regionsWhereGm(s: S | GameState, pred: (r: Def) => boolean): RegionRef[] {
  const out: RegionRef[] = [];
  s.map.cells.forEach((_, cell) => {
    for (const side of ["left", "right"] as const) if (pred(regionDef(s, { cell, side }))) out.push({ cell, side });
  });
  return out;
}

/** Like the shared `arrange`, for maps holding Golden Grotto cards: cards to positions, portals rebuilt, heroes home. */
function arrangeGm(s: S, placements: Readonly<Record<string, string>>): void {
  for (const [pos, cardId] of Object.entries(placements)) {
    const [r, c] = pos.split(",").map(Number) as [number, number];
    const a = s.map.cells[cellAt(s, r, c)]!;
    const b = s.map.cells[cellOfCard(s, cardId)]!;
    [a.cardId, b.cardId] = [b.cardId, a.cardId];
  }
  s.map.cells = [...s.map.cells];
  s.goblins.portals = regionsWhereGm(s, (r) => r.kind === "portal").map((ref) => ({
    at: ref,
    goblin: { stance: "passive", damage: 0, dealtBy: [0, 0, 0, 0] },
  }));
  for (const p of s.players) for (let h = 0; h < 3; h++) putHero(s, p.seat, h, castle(s, p.seat));
}

/** A seat's castle region. */
export function castle(s: S | GameState, seat: number): RegionRef {
  const color = s.players[seat]!.color;
  return regionsWhereGm(s, (r) => r.kind === "castle" && r["color"] === color)[0]!;
}

/** The region of `kind` on the card at grid (row, col). */
export function at(s: S | GameState, row: number, col: number, kind: string): RegionRef {
  const cell = cellAt(s, row, col);
  for (const side of ["left", "right"] as const) if (regionDef(s, { cell, side }).kind === kind) return { cell, side };
  throw new Error(`no ${kind} at (${row},${col})`);
}

/** The mushrooms of a state. */
export function mushrooms(s: S | GameState): Mushroom[] {
  return (s.moduleState[GM] as { mushrooms: Mushroom[] }).mushrooms;
}

/** Replaces the mushrooms' places (upright derived from the place); pads with supply to 7. */
export function setMushrooms(s: S, places: readonly MushroomPlace[]): void {
  const all = [...places, ...Array.from({ length: 7 - places.length }, (): MushroomPlace => ({ where: "supply" }))];
  (s.moduleState as Record<string, unknown>)[GM] = {
    mushrooms: all.map((place) => ({ place, upright: place.where !== "portal" && place.where !== "supply" })),
  };
}

/** The places of the mushrooms, as compact strings, sorted (the tokens are identical). */
export function places(s: S | GameState): string[] {
  return mushrooms(s)
    .map((m) => {
      const p = m.place;
      switch (p.where) {
        case "portal":
          return `portal:${p.region.cell}`;
        case "castle":
          return `castle:${p.seat}`;
        case "hero":
          return `hero:${p.seat}.${p.hero}`;
        case "region":
          return `region:${p.region.cell}.${p.region.side}`;
        default:
          return "supply";
      }
    })
    .filter((x) => x !== "supply")
    .sort();
}

/**
 * The conservation invariant: exactly `count` tokens, each in one valid place, upright exactly when
 * rescued, escorted or abandoned; at most one per hero and per portal; no escorted mushroom in a
 * temple or in its hero's own castle; castles of seats in the game only. Returns the problems.
 */
export function mushroomProblems(s: S | GameState, count = 7): string[] {
  const out: string[] = [];
  const ms = mushrooms(s);
  if (ms.length !== count) out.push(`${ms.length} mushrooms`);
  const heroes = new Set<string>();
  const portals = new Set<string>();
  for (const m of ms) {
    const p = m.place;
    if (m.upright !== (p.where !== "portal" && p.where !== "supply")) out.push(`wrong stance: ${JSON.stringify(m)}`);
    if (p.where === "hero") {
      const key = `${p.seat}.${p.hero}`;
      if (heroes.has(key)) out.push(`hero ${key} escorts two mushrooms`);
      heroes.add(key);
      const hero = s.players[p.seat]?.heroes[p.hero];
      if (hero === undefined) {
        out.push(`no hero ${key}`);
        continue;
      }
      const region = regionDef(s, hero.at);
      if (region.kind === "temple") out.push(`hero ${key} escorts a mushroom in a temple`);
      if (region.kind === "castle" && region["color"] === s.players[p.seat]!.color)
        out.push(`hero ${key} escorts a mushroom in its own castle`);
    } else if (p.where === "portal") {
      const key = `${p.region.cell}.${p.region.side}`;
      if (portals.has(key)) out.push(`portal ${key} holds two mushrooms`);
      portals.add(key);
      if (!s.goblins.portals.some((x) => x.at.cell === p.region.cell && x.at.side === p.region.side))
        out.push(`no portal at ${key}`);
    } else if (p.where === "castle") {
      if (!(p.seat >= 0 && p.seat < s.players.length)) out.push(`castle of seat ${p.seat}`);
    } else if (p.where === "region") {
      if (s.map.cells[p.region.cell] === undefined) out.push(`no cell ${p.region.cell}`);
    }
  }
  return out;
}

/** Asserts the conservation invariant (see {@link mushroomProblems}). */
export function expectMushroomsConserved(s: S | GameState, count = 7): void {
  expect(mushroomProblems(s, count)).toEqual([]);
}

/** A Golden Mushrooms game (external chance) set to the Night, `holder` asked to adventure or rest. */
export function gmNight(players = 2, holder = 0): S {
  const s = gmGame(players, "gm-night", "external");
  s.phase = "night";
  s.day = null;
  s.night = { holder, adventuring: s.players.map(() => true) };
  s.decision = { kind: "adventure-or-rest", player: holder };
  s.queue = [];
  return s;
}

/** A game with these options, or null when one of its modules is not registered yet. */
export function tryGame(options: Parameters<typeof createGame>[0]): GameState | null {
  try {
    return createGame(options);
  } catch (error) {
    if (error instanceof TeqError && error.code === "MODULE_UNAVAILABLE") return null;
    throw error;
  }
}
