/**
 * The Golden Mushrooms slice copied for a draft or a simulator (`slice.copy`): each mushroom by the
 * literal its setup builds it with, so that copies keep the rules' hidden classes. A mushroom's
 * place is shared: the rules give a mushroom a new place (`putMushroom`), never change one.
 *
 * @module
 */
import { clonePlain } from "../../core/clone";
import { field, hasKeys, keysOf } from "../../rules/state/copy-kit";
import { mushroomSchema, mushroomsSliceSchema } from "./schema";
import type { GoldenMushroomsState, Mushroom } from "./state";

const SLICE_KEYS = keysOf(mushroomsSliceSchema);
const MUSHROOM_KEYS = keysOf(mushroomSchema);

/**
 * A copy of the slice, equal to `clonePlain(slice)` but for the shared places.
 *
 * @param slice - `moduleState["golden-mushrooms"]`
 * @returns the copy
 */
export function copyMushroomsSlice(slice: unknown): unknown {
  if (!hasKeys(slice, SLICE_KEYS)) return clonePlain(slice);
  const given = (slice as GoldenMushroomsState).mushrooms;
  if (!Array.isArray(given)) return clonePlain(slice);
  const mushrooms: Mushroom[] = [];
  for (let i = 0; i < given.length; i++) {
    const mushroom = given[i] as Mushroom;
    mushrooms.push(
      hasKeys(mushroom, MUSHROOM_KEYS)
        ? { place: mushroom.place, upright: field(mushroom.upright) }
        : clonePlain(mushroom),
    );
  }
  return { mushrooms };
}
