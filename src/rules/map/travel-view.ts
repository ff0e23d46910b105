/**
 * What the legal-move generators read once per call instead of once per candidate: where the
 * heroes stand, which map cards hold an aggressive goblin, and which heroes pass goblins for free.
 * It answers `travelRejection(...) === null` from these, applying the same rules
 * (`entryRejection` for occupancy, `passageCost`'s count for Power).
 *
 * A view is a snapshot: build it from a state, ask it questions, drop it before the state changes.
 *
 * @module
 */
import type { RegionKind } from "../../content/types";
import type { RulesEnv } from "../game-types";
import type { GameState, RegionRef } from "../state";
import { BIT_CELLS, type Route } from "./geometry";
import { hasFreePassage } from "./move-hero";
import { entryAllowed } from "./occupancy";
import { regionAt } from "./regions";

/** Heroes per player are at most 3: `seat * 4 + hero` identifies a hero in a bit set. */
const HERO_SLOTS = 4;

/**
 * A read-only snapshot of the state's occupancy and goblins, for generating legal moves: bit sets
 * of the occupied cells and of the cells with an aggressive goblin (map cells below
 * {@link BIT_CELLS}), and the heroes of each seat counted per region.
 */
export class TravelView {
  readonly #state: GameState;
  readonly #env: RulesEnv;
  /**
   * Per region (`cell * 2 + side`, 0 left, 1 right): how many heroes of each seat stand there, one
   * 4-bit count per seat (seat 0 in the low bits). A hole is an empty region.
   */
  readonly #regions: number[] = [];
  /** Per hero (`seat * 4 + hero`): the region it stands in. */
  readonly #heroRegion: number[] = [];
  /** Cells holding a hero, as bits (cells below 31); a region not in here is empty. */
  #occupiedCells = 0;
  /** Cells whose portal holds an aggressive goblin, as bits; -1 when a portal's cell is beyond the bits. */
  #aggressiveBits = 0;
  /** Per cell (only when `#aggressiveBits` is -1): the first portal on the cell holds an aggressive goblin. */
  #aggressive: boolean[] | null = null;
  /** Bits `seat * 4 + hero` of the heroes whose free passage was looked up, and of those that have it. */
  #freeKnown = 0;
  #free = 0;

  /**
   * @param state - the state to snapshot
   * @param env - the rules environment
   */
  constructor(state: GameState, env: RulesEnv) {
    this.#state = state;
    this.#env = env;
    const players = state.players;
    let occupied = 0;
    for (let p = 0; p < players.length; p++) {
      const player = players[p] as GameState["players"][number];
      const heroes = player.heroes;
      for (let i = 0; i < heroes.length; i++) {
        const at = (heroes[i] as (typeof heroes)[number]).at;
        const region = at.cell * 2 + (at.side === "left" ? 0 : 1);
        this.#regions[region] = (this.#regions[region] ?? 0) + seatUnit(player.seat);
        this.#heroRegion[player.seat * HERO_SLOTS + i] = region;
        occupied |= at.cell < BIT_CELLS ? 1 << at.cell : 0;
      }
    }
    this.#occupiedCells = occupied;
    const portals = state.goblins.portals;
    let seen = 0;
    let aggressive = 0;
    for (let i = 0; i < portals.length; i++) {
      const portal = portals[i] as (typeof portals)[number];
      const cell = portal.at.cell;
      if (cell >= BIT_CELLS) {
        this.#aggressive = aggressiveByCell(state);
        aggressive = -1;
        break;
      }
      // The first portal on a cell decides, as `portalOnCell`.
      if ((seen & (1 << cell)) === 0 && portal.goblin?.stance === "aggressive") aggressive |= 1 << cell;
      seen |= 1 << cell;
    }
    this.#aggressiveBits = aggressive;
  }

  /**
   * What a region is.
   * @param ref - the region
   * @returns its kind on the face in play
   */
  kind(ref: RegionRef): RegionKind {
    return regionAt(this.#state.map.cells, ref, this.#env).kind;
  }

  /**
   * The Power a hero pays to take a route (as `passageCost`).
   * @param seat - the hero's player
   * @param hero - the hero's index
   * @param route - the route (its cells moved through)
   * @returns the Power cost
   */
  cost(seat: number, hero: number, route: Route): number {
    const bit = 1 << (seat * HERO_SLOTS + hero);
    if ((this.#freeKnown & bit) === 0) {
      this.#freeKnown |= bit;
      if (hasFreePassage(this.#state, this.#env, seat, hero)) this.#free |= bit;
    }
    if ((this.#free & bit) !== 0) return 0;
    const bits = route.throughBits;
    if (bits !== undefined && this.#aggressiveBits >= 0) return bitCount(bits & this.#aggressiveBits);
    const aggressive = this.#aggressive ?? aggressiveByCell(this.#state);
    const through = route.through;
    let cost = 0;
    for (let i = 0; i < through.length; i++) if (aggressive[through[i] as number] === true) cost++;
    return cost;
  }

  /**
   * Whether the player can pay for a hero's route (the Power half of `travelRejection`).
   * @param seat - the hero's player
   * @param hero - the hero's index
   * @param route - the route
   * @returns true when affordable
   */
  affords(seat: number, hero: number, route: Route): boolean {
    return this.cost(seat, hero, route) <= (this.#state.players[seat]?.power ?? 0);
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
    if (cell < BIT_CELLS && (this.#occupiedCells & (1 << cell)) === 0) return true;
    const region = cell * 2 + (to.side === "left" ? 0 : 1);
    let counts = this.#regions[region] ?? 0;
    // The hero itself does not count (it stands there only when it is not moving away).
    if (this.#heroRegion[seat * HERO_SLOTS + hero] === region) counts -= seatUnit(seat);
    if (counts === 0) return true;
    const others = (counts & 15) + ((counts >> 4) & 15) + ((counts >> 8) & 15) + ((counts >> 12) & 15);
    return entryAllowed(this.kind(to), others, (counts >> (seat * 4)) & 15);
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

/** One hero of `seat` in a region's packed counts (seats 0-3, 4 bits each). */
function seatUnit(seat: number): number {
  return 1 << (seat * 4);
}

/** Per map cell: whether the first portal on it holds an aggressive goblin (as `portalOnCell`). */
function aggressiveByCell(state: GameState): boolean[] {
  const out: boolean[] = [];
  for (const portal of state.goblins.portals) out[portal.at.cell] ??= portal.goblin?.stance === "aggressive";
  return out;
}

/** The number of set bits of a non-negative 31-bit integer. */
function bitCount(bits: number): number {
  let v = bits - ((bits >> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >> 2) & 0x33333333);
  return Math.imul((v + (v >> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
