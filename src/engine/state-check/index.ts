/**
 * The deep checks of `parseState`, in stages. Each stage runs only if the previous ones found
 * nothing, so each check can rely on what the earlier ones proved:
 *
 * 1. `check-json`: no `__proto__` key, bounded depth; every node frozen (`STATE_MALFORMED`);
 * 2. `check-fields*`: every field's type and range, no missing or unknown field (`STATE_MALFORMED`);
 * 3. `check-content`: the ranges that depend on the engine's content pack (`STATE_MALFORMED`);
 * 4. `check-map`, `check-placement`, `check-players`, `check-conservation`, `check-flow`: the state
 *    agrees with its content and with itself; then, on a state that passed those, the rules'
 *    invariants: `check-stats` (Health and Power within their maximum), `check-occupancy` (who
 *    may share a region), `check-decision` (the pending decision is one the rules would ask
 *    now), `check-quest-draw` (a pending quest draw has a spot in the row), `check-queue` (the
 *    steps that may wait in the phase, and the one that carries it on), `check-movement-cards`
 *    (the cards used outside the Day) (`STATE_INCONSISTENT`).
 *
 * @module
 * @internal
 */
import type { GameState } from "../../rules/state";
import { checkConservation } from "./check-conservation";
import { checkContentRanges } from "./check-content";
import { checkFields } from "./check-fields";
import { checkDecision } from "./check-decision";
import { checkFlow } from "./check-flow";
import { checkOccupancy } from "./check-occupancy";
import { checkQueue } from "./check-queue";
import { checkStats } from "./check-stats";
import { freezeJson } from "./check-json";
import { checkMap } from "./check-map";
import { checkMovementCards } from "./check-movement-cards";
import { checkQuestDraw } from "./check-quest-draw";
import { checkPlacement } from "./check-placement";
import { checkPlayers } from "./check-players";
import { checkContext } from "./context";
import { Problems, type StateProblem } from "./problems";
import type { EngineContext } from "../engine-context";

export { StateCheckError, withoutPaths, type StateProblem } from "./problems";

/**
 * The type and range checks alone (stages 1 and 2): the problems found, empty when every field
 * has its right type.
 *
 * @param engine - the engine whose modules the state may compose
 * @param value - a candidate state: `JSON.parse`'s output or a `copyJson` copy, which nobody else
 *   holds (frozen on the way)
 * @returns the problems, all `STATE_MALFORMED`
 * @internal
 */
export function checkShape(engine: EngineContext, value: unknown): StateProblem[] {
  const json = new Problems("STATE_MALFORMED");
  freezeJson(json, value);
  if (json.count > 0) return json.list;
  const fields = new Problems("STATE_MALFORMED");
  checkFields(fields, value, engine.modules);
  return fields.list;
}

/**
 * Every deep check, stage by stage: the problems of the first stage that finds any (all with
 * that stage's code), or an empty list for a consistent state.
 *
 * @param engine - the engine whose pack the state names
 * @param value - a candidate state that passed the entry guard, as for {@link checkShape}
 * @returns the problems found
 * @internal
 */
export function checkState(engine: EngineContext, value: unknown): StateProblem[] {
  const shape = checkShape(engine, value);
  if (shape.length > 0) return shape;
  const state = value as GameState;
  const ctx = checkContext(engine, state);
  const ranges = new Problems("STATE_MALFORMED");
  checkContentRanges(ranges, ctx);
  if (ranges.count > 0) return ranges.list;
  const p = new Problems("STATE_INCONSISTENT");
  checkMap(p, ctx);
  if (p.count === 0) checkPlacement(p, ctx);
  checkPlayers(p, ctx);
  checkConservation(p, ctx);
  checkFlow(p, ctx);
  if (p.count === 0) {
    checkStats(p, ctx);
    checkOccupancy(p, ctx);
    checkDecision(p, ctx);
    checkQuestDraw(p, ctx);
    checkQueue(p, ctx);
    checkMovementCards(p, ctx);
  }
  if (p.count === 0) {
    // Module state slices: each composed module checks its own.
    for (const id of state.config.modules) {
      const slice = ctx.modules.get(id)?.slice;
      if (slice !== undefined) for (const issue of slice.check(state, ctx.env)) p.add(issue.path, issue.message);
    }
  }
  return p.list;
}
