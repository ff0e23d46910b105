/**
 * Rulebook, Creating the Land Map: shuffle the regular cards and deal 5 into a cross, place the 4
 * castle cards on its corners at random, then deal 8 regular cards around it; those 8 and the
 * castles form the coast.
 *
 * @module
 */
import type { GridPos, LayoutTemplate as Layout } from "../../content/types";
import { shuffleInPlace } from "../../core/rng";
import type { RuleStep, RulesEnv } from "../game-types";
import type { MapCell } from "../state";
import { packedMap } from "../../core/packed";

/** A layout's slots in cell order (cross, castles, coast), each with its index on the coast ring or null. */
interface Slots {
  readonly positions: readonly GridPos[];
  readonly coastIndexes: readonly (number | null)[];
}

/** The slots of each content pack's layout, made once per layout. */
const slotsByLayout = new WeakMap<Layout, Slots>();

/** A layout's slots (see `Slots`); a position on the coast ring twice takes its first index. */
function slotsOf(layout: Layout): Slots {
  let slots = slotsByLayout.get(layout);
  if (slots === undefined) {
    const ring = new Map<string, number>();
    for (let i = layout.coastRing.length - 1; i >= 0; i--) {
      const at = layout.coastRing[i] as GridPos;
      ring.set(`${at[0]},${at[1]}`, i);
    }
    const positions = [...layout.cross, ...layout.castles, ...layout.coast];
    slots = { positions, coastIndexes: positions.map((pos) => ring.get(`${pos[0]},${pos[1]}`) ?? null) };
    slotsByLayout.set(layout, slots);
  }
  return slots;
}

/** The regular map cards' ids of each environment (its pack as its hooks filter it), in pack order. */
const regularIdsByEnv = new WeakMap<RulesEnv, readonly string[]>();

/** The ids of the regular map cards a new map is dealt from, as a fresh packed array to shuffle. */
function regularIds(env: RulesEnv): string[] {
  let ids = regularIdsByEnv.get(env);
  if (ids === undefined) {
    ids = packedMap(env.hooks.regularMapCards(env.content), (card) => card.id);
    regularIdsByEnv.set(env, ids);
  }
  return ids.slice(); // unfrozen and packed, so its slice is packed too (core/packed.ts)
}

/**
 * Builds the Land Map from the seed. Cells are stored in layout order: cross, castles, coast.
 */
export const buildMap: RuleStep<{ kind: "setup-map" }> = (draft, _step, ctx) => {
  const { content, hooks } = ctx.env;
  const { layout } = content;
  const draw = (n: number): number => ctx.randomInt(n);
  // Packed arrays throughout (core/packed.ts): `map`, and `slice` of a frozen array, may be holey.
  const regular = regularIds(ctx.env);
  const castles = [...ctx.env.index.castleCardIds];
  shuffleInPlace(regular, draw);
  shuffleInPlace(castles, draw);
  // Cross slots take the first regular cards, castle slots the castles, coast slots the rest.
  const { positions, coastIndexes } = slotsOf(layout);
  const crossEnd = layout.cross.length;
  const castlesEnd = crossEnd + layout.castles.length;
  const cells: MapCell[] = [];
  for (let i = 0; i < positions.length; i++) {
    const pos = positions[i] as GridPos;
    const cardId =
      i < crossEnd ? regular[i] : i < castlesEnd ? castles[i - crossEnd] : regular[i - layout.castles.length];
    if (cardId === undefined) throw new RangeError("The content pack has too few map cards for its layout.");
    cells.push({ cardId, row: pos[0], col: pos[1], coastIndex: coastIndexes[i] as number | null });
  }
  draft.map = { face: hooks.mapFace, cells };
  ctx.emit({ type: "map-built", cards: cells.map((c) => c.cardId) });
};
