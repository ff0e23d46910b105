/**
 * Rulebook, Exploring Temples: a temple track has 4 spaces; each needs a Torch or a Scroll, or two
 * of the same at once on one hero (a double space). The track in play is the one printed on the
 * face of the map card in use.
 *
 * @module
 */
import type { TrackSpace } from "../../content/types";
import type { RulesEnv } from "../game-types";
import { regionAt } from "../map/regions";
import type { GameState } from "../state";

/**
 * The temple a hero stands in and its track, or null when the hero is not in a temple.
 *
 * @param state - the state
 * @param env - the rules environment
 * @param seat - the hero's player
 * @param hero - the hero's index
 * @returns the temple id and its track on the face in play, or null
 */
export function templeOfHero(
  state: GameState,
  env: RulesEnv,
  seat: number,
  hero: number,
): { temple: string; track: readonly TrackSpace[] } | null {
  const walker = state.players[seat]?.heroes[hero];
  if (walker === undefined) return null;
  const region = regionAt(state.map.cells, walker.at, env);
  if (region.kind !== "temple") return null;
  const track = env.index.temples.get(region.temple)?.tracks[env.hooks.mapFace];
  return track === undefined ? null : { temple: region.temple, track };
}

/**
 * The requirement of the next space of a hero's temple track, or null when the hero is not in a
 * temple or already on the last space.
 *
 * @param state - the state
 * @param env - the rules environment
 * @param seat - the hero's player
 * @param hero - the hero's index
 * @returns the next space, or null
 */
export function nextSpace(state: GameState, env: RulesEnv, seat: number, hero: number): TrackSpace | null {
  const found = templeOfHero(state, env, seat, hero);
  const space = state.players[seat]?.heroes[hero]?.templeSpace ?? 0;
  return found?.track[space] ?? null;
}
