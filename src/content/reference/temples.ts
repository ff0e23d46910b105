/**
 * The six temples of the reference pack.
 *
 * @module
 */

import { confirmed, provisional } from "../provenance";
import type { Source, TempleDef, TrackSpace } from "../types";
import { REF, WHY } from "./sources";

const TRACKS_SOURCE = provisional(
  "4 spaces per track (Exploring Temples) and a double second space on the gloom face (GloomFall) are confirmed; the torch/scroll icons of each space and any double space on the bright face are not public (chosen by this project)",
);

const T: TrackSpace = { symbol: "torch", count: 1 };
const S: TrackSpace = { symbol: "scroll", count: 1 };
const TT: TrackSpace = { symbol: "torch", count: 2 };
const SS: TrackSpace = { symbol: "scroll", count: 2 };

/** The gloom face's track: the bright one with a double second space. */
const gloomOf = (bright: readonly TrackSpace[]): TrackSpace[] =>
  bright.map((space, index) => (index === 1 ? { symbol: space.symbol, count: 2 } : space));

const temple = (id: string, name: string, nameSource: Source, bright: readonly TrackSpace[]): TempleDef => ({
  id,
  name,
  tracks: { bright, gloom: gloomOf(bright) },
  provenance: { name: nameSource, tracks: TRACKS_SOURCE },
});

/**
 * Ice and Shadow are named by the rulebook, Fire by a published review; the other three names are
 * invented.
 */
export const referenceTemples: readonly TempleDef[] = [
  temple("ice", "Ice Temple", confirmed(REF.legendaryItems), [T, S, T, SS]),
  temple("shadow", "Shadow Temple", confirmed(REF.legendaryItems), [S, T, S, TT]),
  temple(
    "fire",
    "Fire Temple",
    provisional("named in a published review, not in the rulebook; likely but unconfirmed"),
    [T, T, S, S],
  ),
  temple("forest", "Forest Temple", provisional(WHY.invented), [S, S, TT, T]),
  temple("sun", "Sun Temple", provisional(WHY.invented), [T, S, S, T]),
  temple("storm", "Storm Temple", provisional(WHY.invented), [S, T, T, S]),
];
