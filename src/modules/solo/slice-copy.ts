/**
 * The solo slice copied for a draft or a simulator (`slice.copy`) by the literal its rules build it
 * with, so that copies keep the rules' hidden class.
 *
 * @module
 */
import { clonePlain } from "../../core/clone";
import { hasKeys, keysOf, leafList } from "../../rules/state/copy-kit";
import { soloSliceSchema } from "./schema";
import type { SoloState } from "./types";

const SLICE_KEYS = keysOf(soloSliceSchema);

/**
 * A copy of the slice, equal to `clonePlain(slice)`.
 *
 * @param slice - `moduleState.solo`
 * @returns the copy
 */
export function copySoloSlice(slice: unknown): unknown {
  if (!hasKeys(slice, SLICE_KEYS)) return clonePlain(slice);
  const { dealt, offered } = slice as SoloState;
  return { dealt: leafList(dealt), offered: leafList(offered) };
}
