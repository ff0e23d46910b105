/**
 * Stage 2 of the deep checks (`STATE_MALFORMED`): every field of the state against the state's
 * schema (`engine/state-schema.ts`: types, ranges, no field missing or unknown, decision and step
 * kinds with their fields), with the player count and the number of map cells as the bounds of
 * seats and cells; then what one field says about another: seats in order, the difficulty of a solo
 * game only, the modules in canonical order with their slices, the decision and step kinds of the
 * composed modules, and each goblin's damage shared out among the players.
 *
 * @module
 * @internal
 */
import { check, describeValue, type Limits } from "../../core/schema/index";
import type { GameState } from "../../rules/state";
import { CELLS, PLAYERS } from "../../rules/schema/common";
import { MODULE_ORDER } from "../../modules/registry";
import { rulesetFor } from "../modules";
import { STATE_SCHEMA } from "../state-schema";
import { at, MAX_PROBLEMS, type Problems } from "./problems";

/** The modules whose setup creates a state slice (GloomFall keeps none). */
const SLICED_MODULES = ["solo", "golden-mushrooms"];

/** The bounds the state sets itself: its player count and its number of map cells, when readable. */
function limitsOf(value: unknown): Limits {
  const s = value as { config?: { players?: unknown }; map?: { cells?: unknown } } | null;
  const players = typeof s === "object" && s !== null ? s.config?.players : undefined;
  const cells = typeof s === "object" && s !== null && typeof s.map === "object" && s.map !== null ? s.map.cells : undefined;
  return {
    [PLAYERS]: typeof players === "number" && Number.isInteger(players) && players >= 1 && players <= 4 ? players : undefined,
    [CELLS]: Array.isArray(cells) ? cells.length : undefined,
  };
}

/**
 * Checks the type and range of every field of a state, then what the fields say of each other.
 *
 * @param p - the collector (`STATE_MALFORMED`)
 * @param value - the candidate state, already known to be plain JSON
 * @internal
 */
export function checkFields(p: Problems, value: unknown): void {
  for (const issue of check(STATE_SCHEMA, value, limitsOf(value), MAX_PROBLEMS)) p.add(issue.path, issue.message);
  if (p.count === 0) checkAgreement(p, value as GameState);
}

/** What one field says about another, on a state whose every field has its type. */
function checkAgreement(p: Problems, s: GameState): void {
  const { players, modules, difficulty } = s.config;
  s.players.forEach((player, seat) => {
    if (player.seat !== seat) p.add(`players[${seat}].seat`, `expected ${seat} (the player's index), found ${player.seat}`);
  });
  if ((players === 1) !== (difficulty !== null)) {
    p.add("config.difficulty", players === 1 ? "expected the solo variant's difficulty, found null" : `expected null (a difficulty is for the solo variant only), found ${describeValue(difficulty)}`);
  }
  const canonical = MODULE_ORDER.filter((id) => modules.includes(id));
  if (canonical.some((id, i) => modules[i] !== id)) p.add("config.modules", `expected each module once, in canonical order (${MODULE_ORDER.join(", ")})`);
  // The solo module is composed exactly when the game has one player.
  else if (modules.includes("solo") !== (players === 1)) {
    p.add("config.modules", players === 1 ? 'expected "solo" first (a 1-player game is the solo variant)' : 'expected no "solo" (only a 1-player game is the solo variant)');
  } else checkKinds(p, s);
  s.goblins.portals.forEach(({ goblin }, i) => {
    const sum = goblin?.dealtBy.reduce((a, b) => a + b, 0);
    if (goblin !== null && sum !== goblin.damage) p.add(`goblins.portals[${i}].goblin.dealtBy`, `the shares add up to ${sum}, but the goblin's damage is ${goblin.damage}`);
  });
  for (const key of Object.keys(s.moduleState)) {
    if (!modules.includes(key)) p.add(at("moduleState", key), "a state slice of a module this game does not compose");
  }
  // Setup creates these modules' slices; a game without its slice can be neither played nor ended.
  for (const id of SLICED_MODULES) {
    if (modules.includes(id) && !Object.hasOwn(s.moduleState, id)) p.add(at("moduleState", id), "missing the state slice of a module this game composes");
  }
}

/** The decision and the queued steps must be kinds the composed ruleset handles. */
function checkKinds(p: Problems, s: GameState): void {
  const ruleset = rulesetFor(s.config.modules);
  if (s.decision !== null && !Object.hasOwn(ruleset.decisions, s.decision.kind)) p.add("decision.kind", `unknown decision kind ${describeValue(s.decision.kind)}`);
  s.queue.forEach((step, i) => {
    if (!Object.hasOwn(ruleset.steps, step.kind)) p.add(`queue[${i}].kind`, `unknown step kind ${describeValue(step.kind)}`);
  });
}
