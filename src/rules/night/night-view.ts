/**
 * The board facts every Night option of every player depends on: which regions hold a portal with
 * a goblin (attacks, the Sword), which regions hold a hero (the Bow cannot join a hero already
 * attacking), and the portals with a goblin in portal order (the Bow's targets). The board has a
 * few portals and heroes, so the view answers by short scans of the state and keeps only the Bow's
 * target list, built on first use. A view is a snapshot: build it, ask, drop it before the state
 * changes.
 *
 * @module
 */
import { ShapeAnchor } from "../../core/shape-anchor";
import type { GameState, RegionRef } from "../state";
import { BIT_CELLS } from "../map/geometry";

/** `#goblinLeft` when a goblin's cell is beyond the bits (the regions are then scanned). */
const FAR_GOBLIN = -2;

/** Keeps the view's hidden class alive between games (see core/shape-anchor). */
const nightViewAnchor = new ShapeAnchor<NightView>();

/**
 * A read-only snapshot of goblins and heroes for listing Night options.
 */
export class NightView {
  readonly #state: GameState;
  /** The portals holding a goblin, in `state.goblins.portals` order; built on first use. */
  #portals: RegionRef[] | null = null;
  /** Cells whose left (right) region holds a portal with a goblin, as bits; -1 before the first question. */
  #goblinLeft = -1;
  #goblinRight = 0;

  /** @param state - the state to snapshot (read on the first question) */
  constructor(state: GameState) {
    this.#state = state;
    nightViewAnchor.latest = this;
  }

  /**
   * The portals holding a goblin, in portal order (the Bow's possible targets).
   * @returns their regions
   */
  goblinPortals(): readonly RegionRef[] {
    if (this.#portals === null) {
      const out: RegionRef[] = [];
      for (const portal of this.#state.goblins.portals) if (portal.goblin !== null) out.push(portal.at);
      this.#portals = out;
    }
    return this.#portals;
  }

  /**
   * Whether a portal holding a goblin is in this region.
   * @param ref - the region
   * @returns true when a hero there is attacking a goblin
   */
  goblinAt(ref: RegionRef): boolean {
    if (this.#goblinLeft < 0) this.#readGoblins();
    const cell = ref.cell;
    if (cell < BIT_CELLS && this.#goblinLeft !== FAR_GOBLIN)
      return ((ref.side === "left" ? this.#goblinLeft : this.#goblinRight) & (1 << cell)) !== 0;
    const portals = this.#state.goblins.portals;
    for (let i = 0; i < portals.length; i++) {
      const portal = portals[i] as (typeof portals)[number];
      if (portal.goblin !== null && portal.at.cell === cell && portal.at.side === ref.side) return true;
    }
    return false;
  }

  /** Reads the goblin bits once (`FAR_GOBLIN` when a goblin's cell is beyond them: `goblinAt` then scans). */
  #readGoblins(): void {
    let left = 0;
    let right = 0;
    for (const portal of this.#state.goblins.portals) {
      if (portal.goblin === null) continue;
      const cell = portal.at.cell;
      if (cell >= BIT_CELLS) {
        left = FAR_GOBLIN;
        break;
      }
      if (portal.at.side === "left") left |= 1 << cell;
      else right |= 1 << cell;
    }
    this.#goblinLeft = left;
    this.#goblinRight = right;
  }

  /**
   * Whether any hero stands in this region.
   * @param ref - the region
   * @returns true when occupied
   */
  occupied(ref: RegionRef): boolean {
    for (const player of this.#state.players) {
      for (const hero of player.heroes) if (hero.at.cell === ref.cell && hero.at.side === ref.side) return true;
    }
    return false;
  }
}
