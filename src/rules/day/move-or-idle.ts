/**
 * Rulebook, Day Phase (choose A or B), Hero Movement and Idling: with the turn's movement card, a
 * player moves one hero to a region of another map card, or idles (gaining 1 Health or 1 Power if
 * one of their heroes is in any castle). Item rearranging is offered in the same window.
 *
 * @module
 */
import type { Rejection } from "../../core/protocol";
import { draftSource } from "../../core/lazy-draft";
import type { Action, MoveAction } from "../actions";
import type { MoveOrIdleDecision } from "../decisions";
import type { RuleDecision, RuleReadContext, RulesEnv } from "../game-types";
import { applyTransfer, checkTransfer, transferCandidates } from "../items/equip";
import { routesFrom, type Route } from "../map/geometry";
import { moveActionsAlong } from "../map/move-actions";
import { moveHeroAlong, travelRejection } from "../map/move-hero";
import { isRegionRef, regionRefProblem, regionAt, SIDES } from "../map/regions";
import { TravelView } from "../map/travel-view";
import type { GameState } from "../state";
import type { TravelMethod } from "../../content/types";
import { seatAction } from "../seat-actions";

function methodOf(decision: MoveOrIdleDecision, ctx: RuleReadContext): TravelMethod {
  const method = ctx.env.index.movementMethods.get(decision.card);
  if (method === undefined) throw new RangeError(`Unknown movement card "${decision.card}".`);
  return method;
}

function moveCandidates(state: GameState, decision: MoveOrIdleDecision, ctx: RuleReadContext): MoveAction[] {
  const method = methodOf(decision, ctx);
  const out: MoveAction[] = [];
  const heroes = state.players[decision.player]?.heroes ?? [];
  heroes.forEach((hero, h) => {
    for (const route of routesFrom(state.map.cells, hero.at.cell, method)) {
      for (const side of SIDES) {
        const move: MoveAction = { type: "move", player: decision.player, hero: h, to: { cell: route.cell, side } };
        out.push(route.direction === undefined ? move : { ...move, direction: route.direction });
      }
    }
  });
  return out;
}

/** Exactly the legal moves, in `moveCandidates` order: occupancy, goblins and Power read once; the actions are the shared ones of `moveActionsAlong`. */
function legalMoves(state: GameState, decision: MoveOrIdleDecision, ctx: RuleReadContext): MoveAction[] {
  const method = methodOf(decision, ctx);
  const view = new TravelView(state, ctx.env);
  const out: MoveAction[] = [];
  const seat = decision.player;
  const heroes = state.players[seat]?.heroes ?? [];
  const cells = state.map.cells;
  for (let h = 0; h < heroes.length; h++) {
    const routes = routesFrom(cells, (heroes[h] as (typeof heroes)[number]).at.cell, method);
    if (routes.length > 0) view.pushTravels(seat, h, routes, moveActionsAlong(routes, seat, h), out);
  }
  return out;
}

/**
 * Finds the route a move action names, or explains why there is none.
 *
 * @param state - the state
 * @param decision - the open move-or-idle decision
 * @param action - the untrusted move action
 * @param ctx - the read context
 * @returns the route, or a rejection
 */
export function resolveMove(
  state: GameState,
  decision: MoveOrIdleDecision,
  action: MoveAction,
  ctx: RuleReadContext,
): Route | Rejection {
  const { hero, to, direction } = action as Partial<MoveAction>;
  const heroes = state.players[decision.player]?.heroes ?? [];
  if (typeof hero !== "number" || !Number.isInteger(hero))
    return { code: "MALFORMED_ACTION", message: "move needs `hero`, a hero index." };
  const walker = heroes[hero];
  if (walker === undefined) return { code: "UNKNOWN_HERO", message: `Player ${decision.player} has no hero ${hero}.` };
  if (!isRegionRef(to)) {
    return { code: "MALFORMED_ACTION", message: `move: ${regionRefProblem(to, "to")}` };
  }
  if (state.map.cells[to.cell] === undefined)
    return { code: "UNKNOWN_REGION", message: `There is no map cell ${to.cell}.` };
  const method = methodOf(decision, ctx);
  if (method === "ship" ? direction !== "clockwise" && direction !== "counterclockwise" : direction !== undefined) {
    return method === "ship"
      ? { code: "MALFORMED_ACTION", message: 'A Ship move needs `direction`: "clockwise" or "counterclockwise".' }
      : { code: "MALFORMED_ACTION", message: "Only a Ship move takes a `direction`." };
  }
  if (to.cell === walker.at.cell) return { code: "SAME_CARD", message: "A hero must move to a different map card." };
  if (method === "ship" && state.map.cells[walker.at.cell]?.coastIndex == null) {
    return { code: "NOT_ON_COAST", message: "Only a hero on the coast can travel by Ship." };
  }
  const route = routeTo(state.map.cells, walker.at.cell, method, to.cell, direction);
  if (route === undefined)
    return { code: "UNREACHABLE", message: `That map card cannot be reached by ${method} from where the hero stands.` };
  return route;
}

/**
 * The first route by `method` from card `from` to `cell` with `direction` (a loop, not `find`: this
 * runs for every move applied).
 */
function routeTo(
  cells: GameState["map"]["cells"],
  from: number,
  method: TravelMethod,
  cell: number,
  direction: MoveAction["direction"],
): Route | undefined {
  const routes = routesFrom(cells, from, method);
  for (let i = 0; i < routes.length; i++) {
    const route = routes[i] as Route;
    if (route.cell === cell && route.direction === direction) return route;
  }
  return undefined;
}

function checkMove(
  state: GameState,
  decision: MoveOrIdleDecision,
  action: MoveAction,
  ctx: RuleReadContext,
): Rejection | null {
  const route = resolveMove(state, decision, action, ctx);
  if ("code" in route) return route;
  return travelRejection(state, ctx.env, decision.player, action.hero, route, action.to);
}

/** Whether one of the player's heroes stands in a castle (read without copying the players of a draft). */
function heroInCastle(draft: GameState, seat: number, env: RulesEnv): boolean {
  // `draftSource` and a named read, not `peek(draft, "players")`: `peek`'s read by a key that
  // changes from caller to caller is a megamorphic lookup.
  const source = draftSource(draft);
  const players = source === undefined || Object.hasOwn(draft, "players") ? draft.players : source.players;
  const heroes = players[seat]?.heroes;
  if (heroes === undefined) return false;
  for (let h = 0; h < heroes.length; h++)
    if (regionAt(draft.map.cells, (heroes[h] as (typeof heroes)[number]).at, env).kind === "castle") return true;
  return false;
}

/**
 * The handler of a player's move-or-idle decision.
 */
export const moveOrIdle: RuleDecision<MoveOrIdleDecision> = {
  actionKeys: { move: ["hero", "to", "direction"], idle: [], "transfer-item": ["item", "to"] },
  candidates: (state, decision, ctx): Action[] => [
    ...moveCandidates(state, decision, ctx),
    seatAction("idle", decision.player),
    ...transferCandidates(state, decision, ctx),
  ],
  check: (state, decision, action, ctx) => {
    if (action.type === "idle") return null;
    if (action.type === "transfer-item") return checkTransfer(state, decision, action, ctx);
    return checkMove(state, decision, action as MoveAction, ctx);
  },
  // Every transfer candidate is legal by construction (`checkTransfer` accepts exactly them).
  generate: (state, decision, ctx): Action[] => {
    const out: Action[] = legalMoves(state, decision, ctx);
    out.push(seatAction("idle", decision.player));
    for (const transfer of transferCandidates(state, decision, ctx)) out.push(transfer);
    return out;
  },
  apply: (draft, decision, action, ctx) => {
    if (action.type === "transfer-item") {
      applyTransfer(draft, decision, action, ctx);
      return;
    }
    if (action.type === "idle") {
      const { player } = action;
      ctx.emit({ type: "idled", player });
      if (heroInCastle(draft, player, ctx.env)) draft.queue.unshift({ kind: "offer-gain", player, reason: "idle" });
      return;
    }
    const move = action as MoveAction;
    // The move was checked (`check` ran `resolveMove`): only its route is looked up again.
    const method = methodOf(decision, ctx);
    const walker = draft.players[decision.player]?.heroes[move.hero];
    const route =
      walker === undefined ? undefined : routeTo(draft.map.cells, walker.at.cell, method, move.to.cell, move.direction);
    if (route === undefined) throw new RangeError("A checked move names no route.");
    moveHeroAlong(draft, ctx, decision.player, move.hero, route, move.to, method);
    if (draft.day !== null) draft.day.moved = { heroes: [move.hero], method, through: route.through.length };
    draft.queue.unshift(
      { kind: "arrive", player: decision.player, hero: move.hero },
      { kind: "check-movement-quests", player: decision.player },
    );
  },
};
