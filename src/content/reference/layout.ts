/**
 * The Land Map layout of the reference pack.
 *
 * @module
 */

import { provisional, sourced } from "../provenance";
import type { LayoutTemplate } from "../types";

/**
 * The inferred pinwheel on a 5x5 grid: a cross of 5 regular cards, the 4 castle cards on its
 * corners, 8 more regular cards 2 per side, and the 12 outer cards as the coast ring.
 */
export const referenceLayout: LayoutTemplate = {
  cross: [
    [1, 2],
    [2, 1],
    [2, 2],
    [2, 3],
    [3, 2],
  ],
  castles: [
    [1, 1],
    [1, 3],
    [3, 1],
    [3, 3],
  ],
  coast: [
    [0, 1],
    [0, 2],
    [1, 4],
    [2, 4],
    [4, 2],
    [4, 3],
    [2, 0],
    [3, 0],
  ],
  coastRing: [
    [0, 1],
    [0, 2],
    [1, 3],
    [1, 4],
    [2, 4],
    [3, 3],
    [4, 3],
    [4, 2],
    [3, 1],
    [3, 0],
    [2, 0],
    [1, 1],
  ],
  provenance: sourced(
    ["cross", "castles", "coast", "coastRing"],
    provisional(
      "the rulebook describes a cross, castles on its corners and 2 cards per side; the exact cells are a pinwheel inferred by this project (docs/sources.md, Inferences; its mirror image is equally plausible)",
    ),
  ),
};
