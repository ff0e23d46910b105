/**
 * What the legal-move generators read once per call instead of once per candidate: who stands in
 * each region, what each region is, which map cards hold an aggressive goblin, and which heroes
 * pass goblins for free. It answers `travelRejection(...) === null` from these tables, applying the
 * same rules (`entryRejection` for occupancy, `passageCost`'s count for Power).
 *
 * A view is a snapshot: build it from a state, ask it questions, drop it before the state changes.
 *
 * @module
 */
import type { RegionKind } from "../../content/types";
import type { RulesEnv } from "../game-types";
import type { GameState, RegionRef } from "../state";
import type { Route } from "./geometry";
import { hasFreePassage } from "./move-hero";
import { entryAllowed } from "./occupancy";
import { regionAt } from "./regions";

/** The index of a region in the view's tables: two per map cell, left first. */
const keyOf = (ref: RegionRef): number => ref.cell * 2 + (ref.side === "left" ? 0 : 1);

/** Seats are at most 4, heroes per player at most 3: `seat * 4 + hero` fits a small array. */
const HERO_SLOTS = 4;

/**
 * A read-only snapshot of the state's occupancy and goblins, for generating legal moves.
 */
export class TravelView {
  readonly #state: GameState;
  readonly #env: RulesEnv;
  /** How many heroes stand in each region. */
  readonly #count: number[] = [];
  /** How many heroes of each seat stand in each region, at `region * 4 + seat`. */
  readonly #seatCount: number[] = [];
  /** The region of each hero, at `seat * 4 + hero`. */
  readonly #heroAt: number[] = [];
  /** Whether each map cell's portal holds an aggressive goblin (the first portal on the cell, as `portalOnCell`). */
  readonly #aggressive: boolean[] = [];
  /** Per seat and hero (`seat * 4 + hero`): 1 passes for free, 0 pays, filled on first use. */
  readonly #free: number[] = [];

  /**
   * @param state - the state to snapshot
   * @param env - the rules environment
   */
  constructor(state: GameState, env: RulesEnv) {
    this.#state = state;
    this.#env = env;
    const players = state.players;
    for (let p = 0; p < players.length; p++) {
      const player = players[p] as GameState["players"][number];
      const heroes = player.heroes;
      for (let i = 0; i < heroes.length; i++) {
        const key = keyOf((heroes[i] as (typeof heroes)[number]).at);
        this.#count[key] = (this.#count[key] ?? 0) + 1;
        const seatKey = key * HERO_SLOTS + player.seat;
        this.#seatCount[seatKey] = (this.#seatCount[seatKey] ?? 0) + 1;
        this.#heroAt[player.seat * HERO_SLOTS + i] = key;
      }
    }
    const portals = state.goblins.portals;
    for (let i = 0; i < portals.length; i++) {
      const portal = portals[i] as (typeof portals)[number];
      const cell = portal.at.cell;
      if (this.#aggressive[cell] === undefined) this.#aggressive[cell] = portal.goblin?.stance === "aggressive";
    }
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
   * @param through - the cells moved through
   * @returns the Power cost
   */
  cost(seat: number, hero: number, through: readonly number[]): number {
    const id = seat * HERO_SLOTS + hero;
    let free = this.#free[id];
    if (free === undefined) {
      free = hasFreePassage(this.#state, this.#env, seat, hero) ? 1 : 0;
      this.#free[id] = free;
    }
    if (free === 1) return 0;
    let cost = 0;
    for (let i = 0; i < through.length; i++) if (this.#aggressive[through[i] as number] === true) cost++;
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
    return this.cost(seat, hero, route.through) <= (this.#state.players[seat]?.power ?? 0);
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
    const key = keyOf(to);
    const self = this.#heroAt[seat * HERO_SLOTS + hero] === key ? 1 : 0;
    const others = (this.#count[key] ?? 0) - self;
    if (others === 0) return true;
    const own = (this.#seatCount[key * HERO_SLOTS + seat] ?? 0) - self;
    return entryAllowed(this.kind(to), others, own);
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
