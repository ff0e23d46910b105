/**
 * What the legal-move generators read once per call instead of once per candidate: where the
 * heroes stand, and (from {@link TravelCosts}, travel-costs.ts) which map cards hold an aggressive
 * goblin and which heroes pass goblins for free. It answers `travelRejection(...) === null` from
 * these, applying the same rules (`entryRejection` for occupancy, `passageCost`'s count for Power).
 *
 * A view is a snapshot: build it from a state, ask it questions, drop it before the state changes.
 *
 * @module
 */
import type { RulesEnv } from "../game-types";
import type { GameState, RegionRef } from "../state";
import { BIT_CELLS, type Route } from "./geometry";
import { entryAllowed } from "./occupancy";
import { bitCount, HERO_SLOTS, TravelCosts } from "./travel-costs";
import { ShapeAnchor } from "../../core/shape-anchor";

/** Keeps the view's hidden class alive between games (see core/shape-anchor). */
const travelViewAnchor = new ShapeAnchor<TravelView>();

/**
 * A read-only snapshot of the state's occupancy and goblins, for generating legal moves: bit sets
 * (over map cells below {@link BIT_CELLS}, one set per side) of the regions holding at least 1, 2
 * and 3 heroes, the same for one seat's own heroes (made on its first question), and the cells with
 * an aggressive goblin ({@link TravelCosts}). No array is built: a region's hero counts are read off
 * the bits, capped where the occupancy rule stops telling them apart.
 */
export class TravelView extends TravelCosts {
  /** Cells whose left region holds at least 1, 2 and 3 heroes, as bits. */
  #left1 = 0;
  #left2 = 0;
  #left3 = 0;
  /** Cells whose right region holds at least 1, 2 and 3 heroes, as bits. */
  #right1 = 0;
  #right2 = 0;
  #right3 = 0;
  /** Cells holding a hero, as bits (cells below 31); a region not in here is empty. */
  #occupiedCells = 0;
  /** The seat the own-hero bits below are for (-1 before the first question), and its heroes. */
  #ownSeat = -1;
  #ownHeroes: GameState["players"][number]["heroes"] | null = null;
  /** The regions of `#ownSeat`'s first 4 heroes, 7 bits each (hero `h` at bits `7h`): `cell * 2 + side + 1`, 0 beyond the bits. */
  #ownRegions = 0;
  /** Cells whose left (right) region holds at least 1 and 2 heroes of `#ownSeat`, as bits. */
  #ownLeft1 = 0;
  #ownLeft2 = 0;
  #ownRight1 = 0;
  #ownRight2 = 0;
  /**
   * For `#ownSeat` (reset with it): the occupied cells whose two regions' entry was worked out, and
   * of those, the cells whose left (right) region a hero of that seat not standing there may enter.
   */
  #entryKnown = 0;
  #entryLeft = 0;
  #entryRight = 0;

  /**
   * @param state - the state to snapshot
   * @param env - the rules environment
   */
  constructor(state: GameState, env: RulesEnv) {
    super(state, env);
    travelViewAnchor.latest = this;
    const players = state.players;
    let left1 = 0;
    let left2 = 0;
    let left3 = 0;
    let right1 = 0;
    let right2 = 0;
    let right3 = 0;
    for (let p = 0; p < players.length; p++) {
      const heroes = (players[p] as GameState["players"][number]).heroes;
      for (let i = 0; i < heroes.length; i++) {
        const at = (heroes[i] as (typeof heroes)[number]).at;
        if (at.cell >= BIT_CELLS) continue;
        const bit = 1 << at.cell;
        if (at.side === "left") {
          left3 |= left2 & bit;
          left2 |= left1 & bit;
          left1 |= bit;
        } else {
          right3 |= right2 & bit;
          right2 |= right1 & bit;
          right1 |= bit;
        }
      }
    }
    this.#left1 = left1;
    this.#left2 = left2;
    this.#left3 = left3;
    this.#right1 = right1;
    this.#right2 = right2;
    this.#right3 = right3;
    this.#occupiedCells = left1 | right1;
  }

  /**
   * Whether a hero may enter a region (as `occupancyRejection(...) === null`, the rule of
   * `entryRejection` read from the counts).
   * @param seat - the hero's player
   * @param hero - the hero's index
   * @param to - the region
   * @returns true when it may
   */
  mayEnter(seat: number, hero: number, to: RegionRef): boolean {
    const cell = to.cell;
    if (cell >= BIT_CELLS) return this.#mayEnterCounted(seat, hero, to);
    const bit = 1 << cell;
    if ((this.#occupiedCells & bit) === 0) return true;
    if (this.#ownSeat !== seat) this.#readOwn(seat);
    // The hero itself does not count (it stands there only when it is not moving away).
    const side = to.side === "left" ? 0 : 1;
    const self = this.#ownRegionOf(hero) === cell * 2 + side + 1 ? 1 : 0;
    return this.#entryAllowed(cell, bit, side, self);
  }

  /** The own-hero bits of a seat (the last player with that seat, as a per-seat count would have it). */
  #readOwn(seat: number): void {
    let left1 = 0;
    let left2 = 0;
    let right1 = 0;
    let right2 = 0;
    let regions = 0;
    let heroes: GameState["players"][number]["heroes"] | null = null;
    for (const player of this.state.players) {
      if (player.seat !== seat) continue;
      heroes = player.heroes;
      regions = 0;
      for (let h = 0; h < player.heroes.length; h++) {
        const hero = player.heroes[h] as (typeof player.heroes)[number];
        if (hero.at.cell >= BIT_CELLS) continue;
        if (h < HERO_SLOTS) regions |= (hero.at.cell * 2 + (hero.at.side === "left" ? 1 : 2)) << (7 * h);
        const bit = 1 << hero.at.cell;
        if (hero.at.side === "left") {
          left2 |= left1 & bit;
          left1 |= bit;
        } else {
          right2 |= right1 & bit;
          right1 |= bit;
        }
      }
    }
    this.#ownSeat = seat;
    this.#entryKnown = 0;
    this.#entryLeft = 0;
    this.#entryRight = 0;
    this.#ownHeroes = heroes;
    this.#ownRegions = regions;
    this.#ownLeft1 = left1;
    this.#ownLeft2 = left2;
    this.#ownRight1 = right1;
    this.#ownRight2 = right2;
  }

  /** `mayEnter` for a cell beyond the bits: the heroes there counted one by one. */
  #mayEnterCounted(seat: number, hero: number, to: RegionRef): boolean {
    const left = to.side === "left";
    let others = 0;
    let own = 0;
    for (const player of this.state.players) {
      player.heroes.forEach((h, i) => {
        if (h.at.cell !== to.cell || (h.at.side === "left") !== left) return;
        // The hero itself does not count.
        if (player.seat === seat && i === hero) return;
        others += 1;
        if (player.seat === seat) own += 1;
      });
    }
    return others === 0 || entryAllowed(this.kind(to), others, own);
  }

  /**
   * Lists a hero's legal travels along routes (as `mayTravel` for each route and side, in route
   * order, left before right): pushes `choices[2 * r + side]` onto `out` for route `r` and side
   * 0 (left) or 1 (right). The hero's Power, free passage and own region are read once.
   * @param seat - the hero's player
   * @param hero - the hero's index
   * @param routes - the routes
   * @param choices - what to list per route and side, `2 * routes.length` of them
   * @param out - the list to push onto
   */
  pushTravels<T>(seat: number, hero: number, routes: readonly Route[], choices: readonly T[], out: T[]): void {
    if (routes.length === 0) return;
    const power = this.state.players[seat]?.power ?? 0;
    // The cells with an aggressive goblin, 0 when every route costs nothing (none on the map, or
    // free passage), -1 when they are beyond the bits (then `cost` counts them).
    const aggressive = this.aggressiveBits === 0 || this.passesFree(seat, hero) ? 0 : this.aggressiveBits;
    const occupied = this.#occupiedCells;
    // The cell of the hero's own region (as `mayEnter` finds it), -1 until an occupied cell is met.
    let heroCell = -1;
    for (let r = 0; r < routes.length; r++) {
      const route = routes[r] as Route;
      if (aggressive !== 0) {
        const bits = route.throughBits;
        const passed = bits === undefined || aggressive < 0 ? -1 : bits & aggressive;
        if (passed !== 0 && (passed < 0 ? this.cost(seat, hero, route) : bitCount(passed)) > power) continue;
      }
      const cell = route.cell;
      if (cell < BIT_CELLS) {
        const bit = 1 << cell;
        if ((occupied & bit) === 0) {
          out.push(choices[2 * r] as T, choices[2 * r + 1] as T);
          continue;
        }
        if (heroCell === -1) heroCell = this.#ownCellOf(seat, hero);
        // Another card than the hero's own: its entry, the same for every hero of the seat, is
        // worked out once while the view answers for this seat (`#readOwn` clears it for another
        // seat), as routes of several heroes, or two ways, reach one card.
        if (cell !== heroCell) {
          if ((this.#entryKnown & bit) === 0) this.#learnEntry(cell);
          if ((this.#entryLeft & bit) !== 0) out.push(choices[2 * r] as T);
          if ((this.#entryRight & bit) !== 0) out.push(choices[2 * r + 1] as T);
          continue;
        }
      }
      if (this.mayEnter(seat, hero, route.regions[0])) out.push(choices[2 * r] as T);
      if (this.mayEnter(seat, hero, route.regions[1])) out.push(choices[2 * r + 1] as T);
    }
  }

  /**
   * The cell of a hero's region as `mayEnter`'s "the hero itself does not count" reads it: a cell
   * below {@link BIT_CELLS}, or {@link BIT_CELLS} when it stands beyond the bits or is not found.
   * Answers for `#ownSeat`, which it sets to `seat`.
   */
  #ownCellOf(seat: number, hero: number): number {
    if (this.#ownSeat !== seat) this.#readOwn(seat);
    const region = this.#ownRegionOf(hero);
    return region === 0 ? BIT_CELLS : (region - 1) >> 1;
  }

  /** Where a hero of `#ownSeat` stands, as `cell * 2 + side + 1` (left 1, right 2); 0 beyond the bits or not found. */
  #ownRegionOf(hero: number): number {
    if (hero >= 0 && hero < HERO_SLOTS) return (this.#ownRegions >> (7 * hero)) & 127;
    const at = hero >= 0 ? this.#ownHeroes?.[hero]?.at : undefined;
    return at === undefined || at.cell >= BIT_CELLS ? 0 : at.cell * 2 + (at.side === "left" ? 1 : 2);
  }

  /**
   * Works out, for `#ownSeat`, whether a hero of it standing elsewhere may enter each region of an
   * occupied cell below the bits (`mayEnter` with no hero of its own to take off the counts).
   */
  #learnEntry(cell: number): void {
    const bit = 1 << cell;
    this.#entryKnown |= bit;
    if (this.#entryAllowed(cell, bit, 0, 0)) this.#entryLeft |= bit;
    if (this.#entryAllowed(cell, bit, 1, 0)) this.#entryRight |= bit;
  }

  /**
   * Whether a hero of `#ownSeat` may enter a region (`side` 0 left, 1 right) of an occupied cell
   * below the bits, `self` (1 or 0) being whether that hero stands there itself and so is taken off
   * the counts. Counts are capped at 3 others and 2 own: with the hero off, the rule only asks
   * whether there are 0, 1 or at least 2 others, and whether any is the player's own. Only bits
   * are read here (no region object: those are scattered in memory, and listing moves is bound by
   * such reads).
   */
  #entryAllowed(cell: number, bit: number, side: 0 | 1, self: number): boolean {
    const left = side === 0;
    const others =
      (left
        ? countOf(this.#left1, this.#left2, this.#left3, bit)
        : countOf(this.#right1, this.#right2, this.#right3, bit)) - self;
    if (others === 0) return true;
    const own =
      (left ? countOf(this.#ownLeft1, this.#ownLeft2, 0, bit) : countOf(this.#ownRight1, this.#ownRight2, 0, bit)) -
      self;
    return entryAllowed(this.kindOf(cell, side), others, own);
  }

  /**
   * Whether a hero may take a route to a region (as `travelRejection(...) === null`).
   * @param seat - the hero's player
   * @param hero - the hero's index
   * @param route - the route
   * @param to - the destination region (on `route.cell`)
   * @returns true when the move is allowed
   */
  mayTravel(seat: number, hero: number, route: Route, to: RegionRef): boolean {
    return this.affords(seat, hero, route) && this.mayEnter(seat, hero, to);
  }
}

/** How many heroes a region holds, capped at 3, from the bit sets of regions holding at least 1, 2 and 3. */
function countOf(atLeast1: number, atLeast2: number, atLeast3: number, bit: number): number {
  return (atLeast1 & bit) === 0 ? 0 : (atLeast2 & bit) === 0 ? 1 : (atLeast3 & bit) === 0 ? 2 : 3;
}
