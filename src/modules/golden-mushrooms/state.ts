/**
 * The Golden Mushrooms state slice (`state.moduleState["golden-mushrooms"]`): where each of the 7
 * mushroom tokens is and whether it stands upright, and the queries the rules ask of it.
 *
 * @module
 */
import { peekModuleState } from "../../rules/state/peek-state";
import type { GameDraft, RuleContext, RulesEnv } from "../../rules/game-types";
import type { GoldenMushroomsEvent } from "./events";
import { castleOf, regionAt, sameRegion } from "../../rules/map/regions";
import type { GameState, PlayerState, RegionRef } from "../../rules/state";

import { GOLDEN_MUSHROOMS, type GoldenMushroomsState, type Mushroom, type MushroomPlace } from "./slice";
export { GOLDEN_MUSHROOMS } from "./slice";
export type { GoldenMushroomsState, Mushroom, MushroomPlace } from "./slice";

/** The mutable slice inside a recipe. */
type MutableSlice = { mushrooms: { place: MushroomPlace; upright: boolean }[] };

/**
 * The slice of a state (an empty list before the module's setup step).
 *
 * @param state - a game state composed with Golden Mushrooms
 * @returns the mushrooms
 */
export function mushroomsOf(state: GameState): readonly Mushroom[] {
  // Read without copying the module state inside a recipe that does not change it.
  const slice = peekModuleState(state)[GOLDEN_MUSHROOMS] as GoldenMushroomsState | undefined;
  return slice?.mushrooms ?? [];
}

/**
 * The mutable slice inside a recipe.
 *
 * @param draft - the state being changed
 * @returns the mutable mushrooms
 */
export function draftMushrooms(draft: GameDraft): MutableSlice["mushrooms"] {
  const slice = (draft.moduleState as Record<string, unknown>)[GOLDEN_MUSHROOMS] as MutableSlice | undefined;
  if (slice === undefined) throw new RangeError("The Golden Mushrooms state is missing.");
  return slice.mushrooms;
}

/**
 * Moves a mushroom to a new place, standing it up or laying it down as the place requires.
 *
 * @param draft - the state being changed
 * @param index - the mushroom's index
 * @param place - its new place
 */
export function putMushroom(draft: GameDraft, index: number, place: MushroomPlace): void {
  const mushroom = draftMushrooms(draft)[index];
  if (mushroom === undefined) throw new RangeError(`No mushroom ${index}.`);
  mushroom.place = place;
  mushroom.upright = place.where !== "portal" && place.where !== "supply";
}

/**
 * The index of the mushroom a hero escorts, or -1.
 *
 * @param state - the state
 * @param seat - the hero's player
 * @param hero - the hero's index
 * @returns the mushroom index or -1
 */
export function escortedBy(state: GameState, seat: number, hero: number): number {
  // A loop over the 7 tokens rather than `findIndex`: asked on every move, with no closure to allocate.
  const mushrooms = mushroomsOf(state);
  for (let i = 0; i < mushrooms.length; i++) {
    const place = placeOf(mushrooms, i);
    if (place.where === "hero" && place.seat === seat && place.hero === hero) return i;
  }
  return -1;
}

/**
 * The indexes of the mushrooms in a player's castle.
 *
 * @param state - the state
 * @param seat - the castle's owner
 * @returns the mushroom indexes
 */
export function inCastle(state: GameState, seat: number): number[] {
  // A loop rather than `indexesWhere` with a predicate: asked for every move listing, with no closure to allocate.
  const out: number[] = [];
  const mushrooms = mushroomsOf(state);
  for (let i = 0; i < mushrooms.length; i++) {
    const place = placeOf(mushrooms, i);
    if (place.where === "castle" && place.seat === seat) out.push(i);
  }
  return out;
}

/**
 * The indexes of the mushrooms abandoned in a region.
 *
 * @param state - the state
 * @param region - the region
 * @returns the mushroom indexes
 */
export function abandonedIn(state: GameState, region: RegionRef): number[] {
  return indexesWhere(state, (p) => p.where === "region" && sameRegion(p.region, region));
}

/**
 * The index of the mushroom captured at a portal, or -1.
 *
 * @param state - the state
 * @param portal - the portal's region
 * @returns the mushroom index or -1
 */
export function capturedAt(state: GameState, portal: RegionRef): number {
  return mushroomsOf(state).findIndex((m) => m.place.where === "portal" && sameRegion(m.place.region, portal));
}

/**
 * The indexes of the mushrooms in the general supply.
 *
 * @param state - the state
 * @returns the mushroom indexes
 */
export function inSupply(state: GameState): number[] {
  return indexesWhere(state, (p) => p.where === "supply");
}

function indexesWhere(state: GameState, pred: (place: MushroomPlace) => boolean): number[] {
  const out: number[] = [];
  const mushrooms = mushroomsOf(state);
  for (let i = 0; i < mushrooms.length; i++) if (pred(placeOf(mushrooms, i))) out.push(i);
  return out;
}

/** The place of the `index`-th mushroom (an index below the list's length). */
const placeOf = (mushrooms: readonly Mushroom[], index: number): MushroomPlace => (mushrooms[index] as Mushroom).place;

/**
 * The seat of the player in this game whose castle a region is, or null (not a castle, or the
 * castle of a colour nobody plays).
 *
 * @param state - the state
 * @param env - the rules environment
 * @param region - a region
 * @returns a seat or null
 */
export function castleOwner(state: GameState, env: RulesEnv, region: RegionRef): number | null {
  const def = regionAt(state.map.cells, region, env);
  if (def.kind !== "castle") return null;
  // A loop rather than `find` with a closure: asked for every move listing.
  const players = state.players;
  for (let i = 0; i < players.length; i++) {
    const player = players[i] as PlayerState;
    if (player.color === def.color) return player.seat;
  }
  return null;
}

/**
 * Leaves a mushroom standing in a region: it is abandoned there, in a castle too (docs/rulings.md,
 * "A mushroom left in another player's castle"). Only in the castle of the hero's own player does
 * it join the castle, and in any seated player's castle under the `mushroomLeftInCastle: "joins"`
 * ruling.
 *
 * @param draft - the state being changed
 * @param env - the rules environment
 * @param index - the mushroom's index
 * @param region - where it is left
 * @param seat - the player of the hero that leaves it
 * @returns the seat whose castle it joined, or null (left standing in the region, abandoned)
 */
export function leaveMushroom(
  draft: GameDraft,
  env: RulesEnv,
  index: number,
  region: RegionRef,
  seat: number,
): number | null {
  const owner = castleOwner(draft, env, region);
  const joins = owner !== null && (owner === seat || draft.config.rulings.mushroomLeftInCastle === "joins");
  putMushroom(
    draft,
    index,
    joins ? { where: "castle", seat: owner } : { where: "region", region: { cell: region.cell, side: region.side } },
  );
  return joins ? owner : null;
}

/**
 * A hero stops escorting its mushroom and leaves it in `region` ({@link leaveMushroom}), emitting
 * `golden-mushrooms/abandoned`.
 *
 * @param draft - the state being changed
 * @param ctx - the transition context
 * @param index - the mushroom's index
 * @param seat - the hero's player
 * @param hero - the hero's index
 * @param region - where it is left
 * @param cause - why (`"abandon"`, `"into-temple"`, or the cause of a return home)
 */
export function abandonMushroom(
  draft: GameDraft,
  ctx: RuleContext,
  index: number,
  seat: number,
  hero: number,
  region: RegionRef,
  cause: string,
): void {
  const at = { cell: region.cell, side: region.side };
  const castle = leaveMushroom(draft, ctx.env, index, at, seat);
  emitMushroomEvent(ctx, {
    type: "golden-mushrooms/abandoned",
    mushroom: index,
    player: seat,
    hero,
    at,
    castle,
    cause,
  });
}

/**
 * Records a Golden Mushrooms event (typed by the module's own union).
 *
 * @param ctx - the transition context
 * @param event - the event
 */
export function emitMushroomEvent(ctx: RuleContext, event: GoldenMushroomsEvent): void {
  ctx.emit(event);
}

/**
 * The castle region of a seat.
 *
 * @param state - the state
 * @param env - the rules environment
 * @param seat - the player
 * @returns the castle region
 */
export function homeOf(state: GameState, env: RulesEnv, seat: number): RegionRef {
  const player = state.players[seat];
  if (player === undefined) throw new RangeError(`No player at seat ${seat}.`);
  return castleOf(state.map.cells, player.color, env);
}
