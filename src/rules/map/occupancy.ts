/**
 * Rulebook, Regions on the Map Cards: how many heroes a region holds. Temple: at most 2, from 2
 * different players. Obelisk and grotto: one hero per player. Goblin portal: one hero. Castle: no
 * limit.
 *
 * @module
 */
import type { Rejection } from "../../core/protocol";
import type { RegionKind } from "../../content/types";
import type { RulesEnv } from "../game-types";
import type { GameState, RegionRef } from "../state";
import { regionAt, sameRegion } from "./regions";

/**
 * The heroes standing in a region, as `[seat, heroIndex]` pairs.
 *
 * @param state - the state
 * @param ref - the region
 * @returns the occupants, seat by seat
 */
export function heroesIn(state: GameState, ref: RegionRef): [number, number][] {
  const out: [number, number][] = [];
  for (const player of state.players) {
    player.heroes.forEach((hero, i) => {
      if (sameRegion(hero.at, ref)) out.push([player.seat, i]);
    });
  }
  return out;
}

/**
 * Why a hero may not enter a region, or null if it may. The hero itself is not counted.
 *
 * @param state - the state
 * @param env - the rules environment
 * @param seat - the hero's player
 * @param hero - the hero's index
 * @param to - the region to enter
 * @returns a rejection (`TEMPLE_FULL`, `TEMPLE_OWN_HERO`, `ONE_HERO_PER_PLAYER`, `PORTAL_OCCUPIED`) or null
 */
export function occupancyRejection(
  state: GameState,
  env: RulesEnv,
  seat: number,
  hero: number,
  to: RegionRef,
): Rejection | null {
  const others = heroesIn(state, to).filter(([s, h]) => !(s === seat && h === hero));
  return entryRejection(regionAt(state.map.cells, to, env).kind, others, seat);
}

type EntryProblem = "TEMPLE_OWN_HERO" | "TEMPLE_FULL" | "PORTAL_OCCUPIED" | "ONE_HERO_PER_PLAYER";

/** The occupancy rule itself, on counts: what stops a hero from entering, or null. */
function entryProblem(kind: RegionKind, others: number, own: number): EntryProblem | null {
  switch (kind) {
    case "castle":
      return null;
    case "temple":
      if (own > 0) return "TEMPLE_OWN_HERO";
      return others >= 2 ? "TEMPLE_FULL" : null;
    case "portal":
      return others > 0 ? "PORTAL_OCCUPIED" : null;
    default:
      return own > 0 ? "ONE_HERO_PER_PLAYER" : null;
  }
}

/**
 * Whether a hero may join the heroes already in a region of `kind` (the legal-move generators'
 * form of `entryRejection`, from counts).
 *
 * @param kind - the region's kind
 * @param others - how many heroes are already there (not the one entering)
 * @param own - how many of those belong to the entering hero's player
 * @returns true when it may enter
 */
export function entryAllowed(kind: RegionKind, others: number, own: number): boolean {
  return entryProblem(kind, others, own) === null;
}

/**
 * Why a hero of `seat` may not join `others` in a region of `kind`, or null. Shared by
 * `occupancyRejection` and anything that knows the occupants.
 *
 * @param kind - the region's kind
 * @param others - the heroes already there (not the one entering), as `[seat, heroIndex]` pairs
 * @param seat - the entering hero's player
 * @returns a rejection or null
 */
export function entryRejection(
  kind: RegionKind,
  others: readonly (readonly [number, number])[],
  seat: number,
): Rejection | null {
  let own = 0;
  for (const [s] of others) if (s === seat) own++;
  switch (entryProblem(kind, others.length, own)) {
    case null:
      return null;
    case "TEMPLE_OWN_HERO":
      return { code: "TEMPLE_OWN_HERO", message: "A temple holds at most one hero of each player." };
    case "TEMPLE_FULL":
      return { code: "TEMPLE_FULL", message: "That temple already holds 2 heroes." };
    case "PORTAL_OCCUPIED":
      return { code: "PORTAL_OCCUPIED", message: "Only one hero can attack a goblin at a time." };
    case "ONE_HERO_PER_PLAYER":
      return { code: "ONE_HERO_PER_PLAYER", message: `A ${kind} holds at most one hero of each player.` };
  }
}
