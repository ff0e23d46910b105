/**
 * What the Night rules read of a map region (a hero's temple track, a grotto, a resting hero's
 * return), in one object shape for every kind of region. The content's region definitions come in
 * six shapes, one per kind, so a `.kind` read across them is a megamorphic property load, slow once
 * other code evicts V8's stub cache; the Night scans read these records instead. The map never
 * changes after setup: each map's records are built on first use (`perRegion`), like `regionAt`'s.
 *
 * @module
 */
import type { RegionDef, TrackSpace } from "../../content/types";
import type { RulesEnv } from "../game-types";
import { perRegion, regionAt } from "../map/regions";

/**
 * A region as the Night rules read it.
 */
export interface NightRegion {
  /** A regular or golden grotto: heroes there take no action at Night. */
  readonly grotto: boolean;
  /** A portal or an obelisk: a hero there goes home when their player rests. */
  readonly sendsHome: boolean;
  /** The temple's id, or null when the region is no temple. */
  readonly temple: string | null;
  /** The temple's track on the face in play, or null (no temple, or a temple the content lacks). */
  readonly track: readonly TrackSpace[] | null;
  /** The obelisk's spell, or null when the region is no obelisk. */
  readonly spell: string | null;
}

/**
 * The Night's record of a region.
 *
 * @param cells - the placed map cards
 * @param ref - the region
 * @param env - the rules environment
 * @returns the record (shared: read it, never change it)
 */
export const nightRegionAt = perRegion((cells, ref, env): NightRegion => describe(regionAt(cells, ref, env), env));

/** Builds a region's record (every field written, in one order: one object shape). */
function describe(region: RegionDef, env: RulesEnv): NightRegion {
  const temple = region.kind === "temple" ? region.temple : null;
  return {
    grotto: region.kind === "grotto" || region.kind === "golden-grotto",
    sendsHome: region.kind === "portal" || region.kind === "obelisk",
    temple,
    track: temple === null ? null : (env.index.temples.get(temple)?.tracks[env.hooks.mapFace] ?? null),
    spell: region.kind === "obelisk" ? region.spell : null,
  };
}

/**
 * The next space of a hero's temple track, read from the hero's region record, or null (no temple,
 * or the hero is past the last space): `nextSpace` for a caller that holds the record already.
 *
 * @param region - the hero's region record
 * @param templeSpace - the hero's track position
 * @returns the space, or null
 */
export function nextSpaceIn(region: NightRegion, templeSpace: number): TrackSpace | null {
  return region.track?.[templeSpace] ?? null;
}
