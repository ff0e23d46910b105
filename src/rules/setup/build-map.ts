/**
 * Rulebook, Creating the Land Map: shuffle the regular cards and deal 5 into a cross, place the 4
 * castle cards on its corners at random, then deal 8 regular cards around it; those 8 and the
 * castles form the coast.
 *
 * @module
 */
import type { GridPos } from "../../content/types";
import { shuffleInPlace } from "../../core/rng";
import type { RuleStep } from "../game-types";
import type { MapCell } from "../state";
import { packedMap } from "../../core/packed";

function ringIndex(ring: readonly GridPos[], pos: GridPos): number | null {
  let index = ringIndexes.get(ring);
  if (index === undefined) {
    index = new Map();
    for (let i = ring.length - 1; i >= 0; i--) index.set(`${ring[i]?.[0]},${ring[i]?.[1]}`, i); // the first index wins
    ringIndexes.set(ring, index);
  }
  return index.get(`${pos[0]},${pos[1]}`) ?? null;
}

/** Each coast ring's positions by `row,col`, built once per content pack's layout. */
const ringIndexes = new WeakMap<readonly GridPos[], Map<string, number>>();

/**
 * Builds the Land Map from the seed. Cells are stored in layout order: cross, castles, coast.
 */
export const buildMap: RuleStep<{ kind: "setup-map" }> = (draft, _step, ctx) => {
  const { content, hooks } = ctx.env;
  const { layout } = content;
  const draw = (n: number): number => ctx.randomInt(n);
  // Packed arrays throughout (core/packed.ts): `map`, and `slice` of a frozen array, may be holey.
  const regular = packedMap(hooks.regularMapCards(content), (card) => card.id);
  const castles = [...ctx.env.index.castleCardIds];
  shuffleInPlace(regular, draw);
  shuffleInPlace(castles, draw);
  const slots: [GridPos, string | undefined][] = [
    ...packedMap(layout.cross, (pos, i): [GridPos, string | undefined] => [pos, regular[i]]),
    ...packedMap(layout.castles, (pos, i): [GridPos, string | undefined] => [pos, castles[i]]),
    ...packedMap(layout.coast, (pos, i): [GridPos, string | undefined] => [pos, regular[layout.cross.length + i]]),
  ];
  const cells: MapCell[] = packedMap(slots, ([pos, cardId]) => {
    if (cardId === undefined) throw new RangeError("The content pack has too few map cards for its layout.");
    return { cardId, row: pos[0], col: pos[1], coastIndex: ringIndex(layout.coastRing, pos) };
  });
  draft.map = { face: hooks.mapFace, cells };
  ctx.emit({ type: "map-built", cards: cells.map((c) => c.cardId) });
};
