/**
 * The board in the state: regions, placed map cards, goblin tokens and portals.
 *
 * @module
 */
import type { CardFace, RegionSide } from "../../content/types";

/**
 * A region of the Land Map: a map cell and its left or right side.
 *
 * @example
 * ```ts
 * const where: RegionRef = { cell: 4, side: "left" };
 * ```
 */
export interface RegionRef {
  /** Index into `state.map.cells`. */
  readonly cell: number;
  /** The left or right region of that card. */
  readonly side: RegionSide;
}

/**
 * One placed map card. The layout does not change after setup.
 *
 * @example
 * ```ts
 * const state = createGame({ seed: 1, players: 2 });
 * state.map.cells[0]; // { cardId: "temple-sun", row: 1, col: 2, coastIndex: null }: the top of the cross, inland
 * state.map.cells.find((c) => c.cardId.startsWith("castle-")); // { cardId: "castle-green", row: 1, col: 1, coastIndex: 11 }
 * ```
 */
export interface MapCell {
  /** The content id of the map card placed here. */
  readonly cardId: string;
  /** The cell's row in the layout grid, from the top. */
  readonly row: number;
  /** The cell's column in the layout grid, from the left. */
  readonly col: number;
  /** Position on the coast ring (the Ship's route), or null for an inland card. */
  readonly coastIndex: number | null;
}

/**
 * The Land Map: its placed cards in layout order (the 5 cross cards, the 4 castle cards, then the
 * 8 further coast cards).
 *
 * @example
 * ```ts
 * const coast = state.map.cells.filter((c) => c.coastIndex !== null); // 12 cards
 * ```
 */
export interface MapState {
  /** The face every map card shows: bright in the base game, gloom in GloomFall (one per game, never per card). */
  readonly face: CardFace;
  /** The placed map cards, in layout order. */
  readonly cells: readonly MapCell[];
}

/**
 * A goblin token on a portal.
 *
 * @example
 * ```ts
 * const g: GoblinToken = { stance: "aggressive", damage: 0, dealtBy: [0, 0, 0] };
 * ```
 */
export interface GoblinToken {
  /** The side face up: passive (green) or aggressive (red). */
  readonly stance: "passive" | "aggressive";
  /** Damage dealt this round (rotations); 5 defeats it. */
  readonly damage: number;
  /** How much of `damage` each seat dealt (index = seat); a seat that stops adventuring withdraws its share. */
  readonly dealtBy: readonly number[];
}

/**
 * A goblin portal region and its token, if any.
 *
 * @example
 * ```ts
 * const empty = state.goblins.portals.filter((p) => p.goblin === null);
 * ```
 */
export interface PortalState {
  /** The portal's region on the map. */
  readonly at: RegionRef;
  /** The goblin token on the portal, or null when it is empty. */
  readonly goblin: GoblinToken | null;
}

/**
 * The goblin tokens: on portals (in map order) and in the supply. Defeated ones are counted on
 * each player (`goblinsDefeated`); the three together always make 16.
 *
 * @example
 * ```ts
 * const onMap = state.goblins.portals.filter((p) => p.goblin !== null).length;
 * ```
 */
export interface GoblinState {
  /** Every portal, in map order. */
  readonly portals: readonly PortalState[];
  /** How many goblin tokens are left in the supply. */
  readonly supply: number;
}
