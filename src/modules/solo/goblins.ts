/**
 * Solo Variant Rules, Night Phase - Resolution, and the official ruling (docs/sources.md, Official rulings):
 * at the end of each Night exactly 3 goblins of the player's choice turn aggressive, instead of
 * every passive goblin. All goblins still heal. With 3 passive goblins or fewer, all of them turn
 * (the choice could not differ), so the base step runs unchanged.
 *
 * @module
 */
import { healGoblin } from "../../rules/goblins/goblin-token";
import type { Rejection } from "../../core/protocol";
import type { GameRuleset, RuleDecision } from "../../rules/game-types";
import type { GameState } from "../../rules/state";
import type { SoloChooseGoblinsAction, SoloChooseGoblinsDecision, SoloEvent } from "./types";

/** How many goblins turn aggressive at each solo Resolution. @example `SOLO_AGGRESSIVE_GOBLINS; // 3` */
export const SOLO_AGGRESSIVE_GOBLINS = 3;

/** The goblin choice's decision kind (and action type). @example `state.decision?.kind === CHOOSE_GOBLINS` */
export const CHOOSE_GOBLINS = "solo/choose-aggressive-goblins";

/**
 * The portal cells holding a passive goblin, ascending.
 *
 * @param state - the state
 * @returns the cells
 */
export function passiveGoblinCells(state: GameState): number[] {
  return state.goblins.portals
    .filter((portal) => portal.goblin?.stance === "passive")
    .map((portal) => portal.at.cell)
    .sort((a, b) => a - b);
}

function combinations(items: readonly number[], k: number): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  items.forEach((first, i) => {
    for (const rest of combinations(items.slice(i + 1), k - 1)) out.push([first, ...rest]);
  });
  return out;
}

/**
 * Replaces the base `flip-goblins` step: heal every goblin, then turn all passive goblins
 * aggressive if there are at most 3 (the base step), or ask the player to choose 3.
 *
 * @param base - the base `flip-goblins` step
 * @returns the solo step
 */
export function chooseThreeGoblins(base: GameRuleset["steps"]["flip-goblins"]): GameRuleset["steps"]["flip-goblins"] {
  return (draft, step, ctx) => {
    if (passiveGoblinCells(draft).length <= SOLO_AGGRESSIVE_GOBLINS) {
      base(draft, step, ctx);
      return;
    }
    for (const portal of draft.goblins.portals)
      if (portal.goblin !== null) healGoblin(portal.goblin, ctx, portal.at.cell);
    draft.decision = {
      kind: CHOOSE_GOBLINS,
      player: draft.firstPlayer,
      count: SOLO_AGGRESSIVE_GOBLINS,
    } satisfies SoloChooseGoblinsDecision;
  };
}

function checkChoice(state: GameState, decision: SoloChooseGoblinsDecision, action: unknown): Rejection | null {
  const listed: unknown = (action as Partial<SoloChooseGoblinsAction>).cells;
  if (!Array.isArray(listed) || listed.some((c) => typeof c !== "number" || !Number.isInteger(c))) {
    return {
      code: "MALFORMED_ACTION",
      message: `${CHOOSE_GOBLINS} needs \`cells\`: the portal cells of the goblins that turn aggressive.`,
    };
  }
  const cells = listed as readonly number[]; // every entry checked above
  if (cells.length !== decision.count) {
    return {
      code: "GOBLIN_COUNT",
      message: `Choose exactly ${decision.count} goblins to turn aggressive; got ${cells.length}.`,
    };
  }
  if (new Set(cells).size !== cells.length) return { code: "GOBLIN_DUPLICATE", message: "A goblin is listed twice." };
  const passive = passiveGoblinCells(state);
  const wrong = cells.find((c) => !passive.includes(c));
  if (wrong !== undefined)
    return { code: "GOBLIN_NOT_PASSIVE", message: `Map cell ${wrong} has no passive goblin on a portal.` };
  if (cells.some((c, i) => i > 0 && c < (cells[i - 1] as number))) {
    return { code: "GOBLIN_ORDER", message: "List the cells in ascending order." };
  }
  return null;
}

/**
 * The handler of the player's choice of the goblins that turn aggressive.
 */
export const chooseAggressiveGoblins: RuleDecision<SoloChooseGoblinsDecision, SoloChooseGoblinsAction> = {
  actionKeys: { [CHOOSE_GOBLINS]: ["cells"] },
  candidates: (state, decision) =>
    combinations(passiveGoblinCells(state), decision.count).map((cells) => ({
      type: CHOOSE_GOBLINS,
      player: decision.player,
      cells,
    })),
  check: (state, decision, action) => checkChoice(state, decision, action),
  apply: (draft, decision, action, ctx) => {
    const cells = action.cells;
    ctx.emit({
      type: "solo/aggressive-goblins-chosen",
      player: decision.player,
      cells: [...cells],
    } satisfies SoloEvent);
    for (const cell of cells) {
      const portal = draft.goblins.portals.find((p) => p.at.cell === cell && p.goblin?.stance === "passive");
      if (portal?.goblin == null) continue;
      portal.goblin.stance = "aggressive";
      ctx.emit({ type: "goblin-flipped", cell, stance: "aggressive", cause: "resolution" });
    }
  },
};
