/**
 * The scoring table of the reference pack.
 *
 * @module
 */

import { confirmed, sourced } from "../provenance";
import type { ScoringTableDef } from "../types";
import { REF } from "./sources";

/**
 * The Round Card's table: points by total (index 0 to 10) and 4 points per legendary item.
 */
export const referenceScoring: ScoringTableDef = {
  spells: [-4, -2, -1, 1, 2, 4, 6, 8, 10, 13, 16],
  quests: [-3, -1, 1, 3, 6, 8, 12, 16, 20, 25, 30],
  goblins: [-2, 1, 3, 6, 8, 12, 16, 20, 25, 30, 35],
  legendaryItem: 4,
  provenance: sourced(["spells", "quests", "goblins", "legendaryItem"], confirmed(REF.finalScoring)),
};
