/**
 * The board facts every Night option of every player depends on, read once from the state instead
 * of once per hero and option: which regions hold a portal with a goblin (attacks, the Sword), which
 * regions hold a hero (the Bow cannot join a hero already attacking), and the portals with a goblin
 * in portal order (the Bow's targets). Built on the first question, so a scan that stops early
 * reads nothing it does not need. A view is a snapshot: build it, ask, drop it before the state
 * changes.
 *
 * @module
 */
import type { GameState, RegionRef } from "../state";

/** The index of a region in the view's tables: two per map cell, left first. */
const keyOf = (ref: RegionRef): number => ref.cell * 2 + (ref.side === "left" ? 0 : 1);

/**
 * A read-only snapshot of goblins and heroes for listing Night options.
 */
export class NightView {
  readonly #state: GameState;
  /** Region keys with a portal holding a goblin; with the next two, built on first use. */
  #goblin: boolean[] | null = null;
  /** Region keys with at least one hero. */
  #occupied: boolean[] = [];
  /** The portals holding a goblin, in `state.goblins.portals` order. */
  #portals: RegionRef[] = [];

  /** @param state - the state to snapshot (read on the first question) */
  constructor(state: GameState) {
    this.#state = state;
  }

  #build(): boolean[] {
    const goblin: boolean[] = [];
    for (const portal of this.#state.goblins.portals) {
      if (portal.goblin === null) continue;
      goblin[keyOf(portal.at)] = true;
      this.#portals.push(portal.at);
    }
    for (const player of this.#state.players) for (const hero of player.heroes) this.#occupied[keyOf(hero.at)] = true;
    this.#goblin = goblin;
    return goblin;
  }

  /**
   * The portals holding a goblin, in portal order (the Bow's possible targets).
   * @returns their regions
   */
  goblinPortals(): readonly RegionRef[] {
    if (this.#goblin === null) this.#build();
    return this.#portals;
  }

  /**
   * Whether a portal holding a goblin is in this region.
   * @param ref - the region
   * @returns true when a hero there is attacking a goblin
   */
  goblinAt(ref: RegionRef): boolean {
    return (this.#goblin ?? this.#build())[keyOf(ref)] === true;
  }

  /**
   * Whether any hero stands in this region.
   * @param ref - the region
   * @returns true when occupied
   */
  occupied(ref: RegionRef): boolean {
    if (this.#goblin === null) this.#build();
    return this.#occupied[keyOf(ref)] === true;
  }
}
