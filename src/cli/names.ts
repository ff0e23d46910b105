/**
 * How the CLI names things: regions, heroes, players, map cards. Reads only the public state and
 * its content pack.
 *
 * @module
 */
import type { GameState, MapCardDef, RegionDef, RegionRef } from "../index";

/**
 * The map card definition placed on a cell, from the state's own content pack.
 *
 * @param state - the state
 * @param cell - a cell index
 * @returns the card, or undefined for an unknown cell
 * @example
 * ```ts
 * cardOf(state, 0)?.id; // e.g. "grotto-4"
 * ```
 */
export function cardOf(state: GameState, cell: number): MapCardDef | undefined {
  const id = state.map.cells[cell]?.cardId;
  const { mapCards, goldenMushrooms } = state.content;
  return mapCards.find((c) => c.id === id) ?? goldenMushrooms.mapCards.find((c) => c.id === id);
}

/**
 * What stands in a region, on the face in play.
 *
 * @param state - the state
 * @param ref - the region
 * @returns its definition, or undefined for an unknown region
 * @example
 * ```ts
 * regionOf(state, { cell: 5, side: "left" }); // { kind: "castle", color: "red" }
 * ```
 */
export function regionOf(state: GameState, ref: RegionRef): RegionDef | undefined {
  const cell = state.map.cells[ref.cell];
  const card = cardOf(state, ref.cell);
  return cell === undefined || card === undefined ? undefined : card[cell.face][ref.side];
}

/**
 * A region's kind and detail: `castle red`, `obelisk Snake lv1`, `temple ice`,
 * `grotto bright-magic-2`, `portal, goblin passive`.
 *
 * @param state - the state
 * @param ref - the region
 * @returns the description
 * @example
 * ```ts
 * describeRegion(state, { cell: 10, side: "right" }); // e.g. "temple ice"
 * ```
 */
export function describeRegion(state: GameState, ref: RegionRef): string {
  const region = regionOf(state, ref);
  if (region === undefined) return "unknown region";
  switch (region.kind) {
    case "castle":
      return `castle ${region.color}`;
    case "obelisk": {
      const spell = state.content.spells.find((s) => s.id === region.spell);
      return spell === undefined ? `obelisk ${region.spell}` : `obelisk ${spell.name} lv${spell.level}`;
    }
    case "temple":
      return `temple ${region.temple}`;
    case "grotto":
      return `grotto ${region.effect}`;
    case "golden-grotto":
      return `golden grotto ${region.action}`;
    case "portal": {
      const portal = state.goblins.portals.find((p) => p.at.cell === ref.cell && p.at.side === ref.side);
      const goblin = portal?.goblin;
      if (goblin == null) return "portal, no goblin";
      return `portal, goblin ${goblin.stance}${goblin.damage > 0 ? ` (${goblin.damage} damage)` : ""}`;
    }
    default:
      return (region as { kind: string }).kind;
  }
}

/**
 * A place on the map for a sentence: `temple-ice (right: temple ice)`.
 *
 * @param state - the state
 * @param ref - the region
 * @returns the description
 * @example
 * ```ts
 * describePlace(state, { cell: 10, side: "right" }); // "temple-ice (right: temple ice)"
 * ```
 */
export function describePlace(state: GameState, ref: RegionRef): string {
  const id = state.map.cells[ref.cell]?.cardId ?? `cell ${ref.cell}`;
  return `${id} (${ref.side}: ${describeRegion(state, ref)})`;
}

/**
 * A player's name: its colour, or `seat N` for an unknown seat.
 *
 * @param state - the state
 * @param seat - the seat
 * @returns the colour
 * @example
 * ```ts
 * playerName(state, 0); // "red"
 * ```
 */
export function playerName(state: GameState, seat: unknown): string {
  if (seat === "chance") return "chance";
  return typeof seat === "number" ? (state.players[seat]?.color ?? `seat ${seat}`) : String(seat);
}

/**
 * A hero's token on the map: the colour's initial and the hero's number (1 to 3), e.g. `R2`.
 *
 * @param color - the player colour
 * @param hero - the hero index, 0 to 2
 * @returns the token
 * @example
 * ```ts
 * heroToken("red", 1); // "R2"
 * ```
 */
export function heroToken(color: string, hero: number): string {
  return `${color.charAt(0).toUpperCase()}${hero + 1}`;
}
