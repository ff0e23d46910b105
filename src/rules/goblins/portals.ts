/**
 * Finding and flipping goblin tokens on their portals.
 *
 * @module
 */
import { peekGoblins } from "../state/peek-state";
import type { GameDraft, RuleContext } from "../game-types";
import type { GameState } from "../state";

/**
 * The index in `state.goblins.portals` of the portal on a map cell, or -1.
 *
 * @param state - the state
 * @param cell - a map cell
 * @returns the portal index, or -1 when the card has no portal
 */
export function portalOnCell(state: GameState, cell: number): number {
  // Read without copying: a draft that has not touched the goblins reads its input's.
  return portalIndex(peekGoblins(state).portals, cell);
}

/** The index of the portal on a cell in a portal list, or -1 (a loop: no closure per call on this hot path). */
function portalIndex(portals: GameState["goblins"]["portals"], cell: number): number {
  for (let i = 0; i < portals.length; i++) if ((portals[i] as (typeof portals)[number]).at.cell === cell) return i;
  return -1;
}

/**
 * Whether the card at `cell` has an aggressive goblin on its portal.
 *
 * @param state - the state
 * @param cell - a map cell
 * @returns true when moving through it costs Power
 */
export function hasAggressiveGoblin(state: GameState, cell: number): boolean {
  const portals = peekGoblins(state).portals;
  // Not `portals[-1]` for a card without a portal: a negative index is a property lookup, not an element read.
  const at = portalIndex(portals, cell);
  return at >= 0 && (portals[at] as (typeof portals)[number]).goblin?.stance === "aggressive";
}

/**
 * Flips the goblin on a card's portal to its passive side, if it is aggressive.
 *
 * @param draft - the state being changed
 * @param cell - a map cell
 * @param ctx - the transition context
 * @param cause - why it flips, for the event
 */
export function pacifyGoblin(
  draft: GameDraft,
  cell: number,
  ctx: RuleContext,
  cause: "passed-through" | "arrived",
): void {
  const index = portalOnCell(draft, cell);
  // Looked at without copying: the goblins are copied only when one flips.
  if (peekGoblins(draft).portals[index]?.goblin?.stance !== "aggressive") return;
  const goblin = draft.goblins.portals[index]?.goblin;
  if (goblin == null) return;
  goblin.stance = "passive";
  ctx.emit({ type: "goblin-flipped", cell, stance: "passive", cause });
}
