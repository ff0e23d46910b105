/**
 * The adventure dice of the reference pack.
 *
 * @module
 */

import { confirmed, provisional } from "../provenance";
import type { DiceDef } from "../types";
import { REF } from "./sources";

/**
 * Five identical adventure dice with one face per symbol.
 */
export const referenceDice: DiceDef = {
  count: 5,
  faces: ["take-damage", "gain-power", "conjure-magic", "torch", "scroll", "attack-goblin"],
  provenance: {
    count: confirmed(REF.components),
    faces: provisional("the six symbols are known; one face each is an inference"),
  },
};
