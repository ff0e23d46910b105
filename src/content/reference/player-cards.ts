/**
 * The four player cards of the reference pack.
 *
 * @module
 */

import { provisional } from "../provenance";
import type { PlayerCardDef } from "../types";
import { WHY } from "./sources";

type Pair = readonly [string, string];

const LEGENDARY_SOURCE = provisional(
  "the temple pairs printed on each player card are not public; one card's Sword is Ice then Shadow (the rulebook's example), which colour holds it is unknown; the other pairs are invented",
);

const card = (color: string, sword: Pair, shield: Pair, staff: Pair): PlayerCardDef => ({
  color,
  legendary: { sword, shield, staff },
  provenance: { color: provisional(WHY.colors), legendary: LEGENDARY_SOURCE },
});

/**
 * One card per colour; each uses all six temples once across its three legendary items.
 */
export const referencePlayerCards: readonly PlayerCardDef[] = [
  card("red", ["ice", "shadow"], ["fire", "forest"], ["sun", "storm"]),
  card("blue", ["fire", "sun"], ["storm", "ice"], ["shadow", "forest"]),
  card("green", ["forest", "storm"], ["shadow", "sun"], ["ice", "fire"]),
  card("yellow", ["sun", "forest"], ["shadow", "fire"], ["storm", "ice"]),
];
