/**
 * The map half of a {@link TravelView}: what a route costs a hero in Power (the cells it passes
 * with an aggressive goblin, unless the hero passes goblins for free) and what kind a region is.
 * `TravelView` adds where the heroes stand.
 *
 * A view is a snapshot: build it from a state, ask it questions, drop it before the state changes.
 *
 * @module
 */
import type { RegionKind, RegionSide } from "../../content/types";
import type { RulesEnv } from "../game-types";
import type { GameState, RegionRef } from "../state";
import { BIT_CELLS, type Route } from "./geometry";
import { hasFreePassage } from "./move-hero";
import { regionAt, regionRef, SIDES } from "./regions";

/** Heroes per player are at most 3: `seat * 4 + hero` identifies a hero in a bit set. */
export const HERO_SLOTS = 4;

/**
 * A read-only snapshot of the state's goblins, for generating legal moves: the cells with an
 * aggressive goblin as bits (over map cells below {@link BIT_CELLS}), the heroes' free passage
 * looked up once each, and region kinds from a per-map table.
 */
export class TravelCosts {
  /** The state the view snapshots. */
  protected readonly state: GameState;
  /** Its rules environment. */
  protected readonly env: RulesEnv;
  /** Cells whose portal holds an aggressive goblin, as bits; -1 when a portal's cell is beyond the bits. */
  protected aggressiveBits = 0;
  /** Per cell (only when `aggressiveBits` is -1): the first portal on the cell holds an aggressive goblin. */
  #aggressive: boolean[] | null = null;
  /** Bits `seat * 4 + hero` of the heroes whose free passage was looked up, and of those that have it. */
  #freeKnown = 0;
  #free = 0;

  /**
   * @param state - the state to snapshot
   * @param env - the rules environment
   */
  constructor(state: GameState, env: RulesEnv) {
    this.state = state;
    this.env = env;
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
    this.aggressiveBits = aggressive;
  }

  /**
   * What a region is.
   * @param ref - the region
   * @returns its kind on the face in play
   */
  kind(ref: RegionRef): RegionKind {
    return regionAt(this.state.map.cells, ref, this.env).kind;
  }

  /**
   * The Power a hero pays to take a route (as `passageCost`).
   * @param seat - the hero's player
   * @param hero - the hero's index
   * @param route - the route (its cells moved through)
   * @returns the Power cost
   */
  cost(seat: number, hero: number, route: Route): number {
    if (this.passesFree(seat, hero)) return 0;
    const bits = route.throughBits;
    if (bits !== undefined && this.aggressiveBits >= 0) return bitCount(bits & this.aggressiveBits);
    const aggressive = this.#aggressive ?? aggressiveByCell(this.state);
    const through = route.through;
    let cost = 0;
    for (let i = 0; i < through.length; i++) if (aggressive[through[i] as number] === true) cost++;
    return cost;
  }

  /** Whether a hero passes goblins for free (`hasFreePassage`, looked up once per hero). */
  protected passesFree(seat: number, hero: number): boolean {
    const bit = 1 << (seat * HERO_SLOTS + hero);
    if ((this.#freeKnown & bit) === 0) {
      this.#freeKnown |= bit;
      if (hasFreePassage(this.state, this.env, seat, hero)) this.#free |= bit;
    }
    return (this.#free & bit) !== 0;
  }

  /**
   * Whether the player can pay for a hero's route (the Power half of `travelRejection`).
   * @param seat - the hero's player
   * @param hero - the hero's index
   * @param route - the route
   * @returns true when affordable
   */
  affords(seat: number, hero: number, route: Route): boolean {
    return this.cost(seat, hero, route) <= (this.state.players[seat]?.power ?? 0);
  }

  /**
   * The kind of a region of a cell below the bits, `side` 0 (left) or 1 (right), from a per-map
   * table of its own (`regionAt` reads the frozen cells on each call). No region object is read
   * unless the table lacks the kind.
   */
  protected kindOf(cell: number, side: 0 | 1): RegionKind {
    const table = kindTableOf(this.state.map);
    if (table.index !== this.env.index) {
      table.index = this.env.index;
      table.kinds = [];
    }
    return (table.kinds[cell * 2 + side] ??= this.kind(regionRef(cell, SIDES[side] as RegionSide)));
  }
}

/** Region kinds by `cell * 2 + side` (cells below {@link BIT_CELLS}), filled on first use, for the content index they were read with. */
interface KindTable {
  index: RulesEnv["index"] | null;
  kinds: RegionKind[];
}

/**
 * Kind tables per Land Map object (the map never changes after setup; keyed by the whole map, not
 * its cells, so whatever field holds the faces is covered), the last one answered without a lookup.
 */
const kindTables = new WeakMap<GameState["map"], KindTable>();
let lastMap: GameState["map"] | null = null;
let lastTable: KindTable | null = null;

/** The kind table of a map (see `kindTables`). */
function kindTableOf(map: GameState["map"]): KindTable {
  if (map === lastMap && lastTable !== null) return lastTable;
  let table = kindTables.get(map);
  if (table === undefined) {
    table = { index: null, kinds: [] };
    kindTables.set(map, table);
  }
  lastMap = map;
  lastTable = table;
  return table;
}

/** Per map cell: whether the first portal on it holds an aggressive goblin (as `portalOnCell`). */
function aggressiveByCell(state: GameState): boolean[] {
  const out: boolean[] = [];
  for (const portal of state.goblins.portals) out[portal.at.cell] ??= portal.goblin?.stance === "aggressive";
  return out;
}

/** The number of set bits of a non-negative 31-bit integer. */
export function bitCount(bits: number): number {
  let v = bits - ((bits >> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >> 2) & 0x33333333);
  return Math.imul((v + (v >> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
