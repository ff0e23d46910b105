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
import { entryRejection } from "./occupancy";
import { regionAt } from "./regions";

/** The index of a region in the view's tables: two per map cell, left first. */
const keyOf = (ref: RegionRef): number => ref.cell * 2 + (ref.side === "left" ? 0 : 1);

/**
 * A read-only snapshot of the state's occupancy and goblins, for generating legal moves.
 */
export class TravelView {
  readonly #state: GameState;
  readonly #env: RulesEnv;
  /** The heroes in each region, as `[seat, heroIndex]` pairs in `heroesIn` order. */
  readonly #occupants: (readonly [number, number])[][] = [];
  /** Region kinds, filled on first use. */
  readonly #kinds: (RegionKind | undefined)[] = [];
  /** Whether each map cell's portal holds an aggressive goblin (the first portal on the cell, as `portalOnCell`). */
  readonly #aggressive: boolean[] = [];
  /** Per seat and hero: passes for free, filled on first use. */
  readonly #free = new Map<number, boolean>();

  /**
   * @param state - the state to snapshot
   * @param env - the rules environment
   */
  constructor(state: GameState, env: RulesEnv) {
    this.#state = state;
    this.#env = env;
    for (const player of state.players) {
      player.heroes.forEach((hero, i) => {
        const key = keyOf(hero.at);
        (this.#occupants[key] ??= []).push([player.seat, i]);
      });
    }
    for (const portal of state.goblins.portals) {
      const cell = portal.at.cell;
      if (this.#aggressive[cell] === undefined) this.#aggressive[cell] = portal.goblin?.stance === "aggressive";
    }
  }

  /**
   * The heroes standing in a region.
   * @param ref - the region
   * @returns `[seat, heroIndex]` pairs, seat by seat
   */
  occupants(ref: RegionRef): readonly (readonly [number, number])[] {
    return this.#occupants[keyOf(ref)] ?? [];
  }

  /**
   * What a region is.
   * @param ref - the region
   * @returns its kind on the face in play
   */
  kind(ref: RegionRef): RegionKind {
    const key = keyOf(ref);
    let kind = this.#kinds[key];
    if (kind === undefined) {
      kind = regionAt(this.#state.map.cells, ref, this.#env).kind;
      this.#kinds[key] = kind;
    }
    return kind;
  }

  /**
   * The Power a hero pays to take a route (as `passageCost`).
   * @param seat - the hero's player
   * @param hero - the hero's index
   * @param through - the cells moved through
   * @returns the Power cost
   */
  cost(seat: number, hero: number, through: readonly number[]): number {
    const id = seat * 64 + hero;
    let free = this.#free.get(id);
    if (free === undefined) {
      free = hasFreePassage(this.#state, this.#env, seat, hero);
      this.#free.set(id, free);
    }
    if (free) return 0;
    let cost = 0;
    for (const cell of through) if (this.#aggressive[cell] === true) cost++;
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
   * Whether a hero may enter a region (as `occupancyRejection(...) === null`).
   * @param seat - the hero's player
   * @param hero - the hero's index
   * @param to - the region
   * @returns true when it may
   */
  mayEnter(seat: number, hero: number, to: RegionRef): boolean {
    const here = this.occupants(to);
    const others = here.some(([s, h]) => s === seat && h === hero) ? here.filter(([s, h]) => !(s === seat && h === hero)) : here;
    return entryRejection(this.kind(to), others, seat) === null;
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
