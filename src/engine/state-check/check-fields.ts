/**
 * Stage 2 of the deep checks (`STATE_MALFORMED`): every field of the state against the engine's
 * state schema (`engine/state-schema.ts`: types, ranges, no field missing or unknown, decision and
 * step kinds with their fields, the modules' slices), with the player count and the number of map
 * cells as the bounds of seats and cells; then what one field says about another: seats in order,
 * a difficulty exactly when a composed module has levels, the modules in canonical order for the
 * player count, the decision and step kinds and the slices of the composed modules, and each
 * goblin's damage shared out among the players.
 *
 * @module
 * @internal
 */
import { check, describeValue, type Limits } from "../../core/schema/index";
import type { GameState } from "../../rules/state";
import { CELLS, PLAYERS } from "../../rules/schema/common";
import type { ModuleSet } from "../module-set";
import { schemasOf } from "../state-schema";
import { at, MAX_PROBLEMS, type Problems } from "./problems";

/** The bounds the state sets itself: its player count and its number of map cells, when readable. */
function limitsOf(value: unknown): Limits {
  const s = value as { config?: { players?: unknown }; map?: { cells?: unknown } } | null;
  const players = typeof s === "object" && s !== null ? s.config?.players : undefined;
  const cells =
    typeof s === "object" && s !== null && typeof s.map === "object" && s.map !== null ? s.map.cells : undefined;
  return {
    [PLAYERS]:
      typeof players === "number" && Number.isInteger(players) && players >= 1 && players <= 4 ? players : undefined,
    [CELLS]: Array.isArray(cells) ? cells.length : undefined,
  };
}

/**
 * Checks the type and range of every field of a state, then what the fields say of each other.
 *
 * @param p - the collector (`STATE_MALFORMED`)
 * @param value - the candidate state, a fresh tree of plain JSON data
 * @param set - the engine's modules
 * @internal
 */
export function checkFields(p: Problems, value: unknown, set: ModuleSet): void {
  for (const issue of check(schemasOf(set).state, value, limitsOf(value), MAX_PROBLEMS))
    p.add(issue.path, issue.message);
  if (p.count === 0) checkAgreement(p, value as GameState, set);
}

/** What one field says about another, on a state whose every field has its type (plain loops: run on every parse). */
function checkAgreement(p: Problems, s: GameState, set: ModuleSet): void {
  const { modules, difficulty } = s.config;
  for (let seat = 0; seat < s.players.length; seat++) {
    const player = s.players[seat]!;
    if (player.seat !== seat)
      p.add(`players[${seat}].seat`, `expected ${seat} (the player's index), found ${player.seat}`);
  }
  // A difficulty is recorded exactly when a composed module has difficulty levels.
  let levels: readonly string[] | undefined;
  for (let i = 0; i < modules.length && levels === undefined; i++) levels = set.get(modules[i]!)?.difficulties?.levels;
  if (levels === undefined ? difficulty !== null : difficulty === null || !levels.includes(difficulty)) {
    p.add(
      "config.difficulty",
      levels === undefined
        ? `expected null (no module of this game has difficulty levels), found ${describeValue(difficulty)}`
        : `expected one of ${levels.map((l) => `"${l}"`).join(", ")}, found ${describeValue(difficulty)}`,
    );
  }
  if (checkModules(p, s, set)) checkKinds(p, s, set);
  const portals = s.goblins.portals;
  for (let i = 0; i < portals.length; i++) {
    const goblin = portals[i]!.goblin;
    if (goblin === null) continue;
    let sum = 0;
    for (const share of goblin.dealtBy) sum += share;
    if (sum !== goblin.damage)
      p.add(
        `goblins.portals[${i}].goblin.dealtBy`,
        `the shares add up to ${sum}, but the goblin's damage is ${goblin.damage}`,
      );
  }
  for (const key of Object.keys(s.moduleState)) {
    if (!modules.includes(key)) p.add(at("moduleState", key), "a state slice of a module this game does not compose");
  }
  // Setup creates these modules' slices; a game without its slice can be neither played nor ended.
  for (const id of modules) {
    if (set.get(id)?.slice !== undefined && !Object.hasOwn(s.moduleState, id))
      p.add(at("moduleState", id), "missing the state slice of a module this game composes");
  }
}

/** The modules in canonical order, each composed exactly when the player count selects it; whether they are. */
function checkModules(p: Problems, s: GameState, set: ModuleSet): boolean {
  const { players, modules } = s.config;
  // In canonical order: each listed module comes after the one before it in `set.ids`.
  let previous = -1;
  let ordered = true;
  for (const id of modules) {
    const index = set.ids.indexOf(id);
    if (index <= previous) ordered = false;
    previous = index;
  }
  if (!ordered) {
    p.add("config.modules", `expected each module once, in canonical order (${set.ids.join(", ")})`);
    return false;
  }
  for (const module of set.modules) {
    const fits = module.players === undefined || module.players.includes(players);
    const listed = modules.includes(module.id);
    if ((listed && !fits) || (module.implied === true && fits && !listed)) {
      p.add(
        "config.modules",
        listed
          ? `expected no "${module.id}" (it plays with players: ${module.players?.join(" or ")} only)`
          : `expected "${module.id}" (a ${players}-player game composes it)`,
      );
      return false;
    }
  }
  return true;
}

/** The decision and the queued steps must be kinds the composed ruleset handles. */
function checkKinds(p: Problems, s: GameState, set: ModuleSet): void {
  const ruleset = set.ruleset(s.config.modules);
  if (s.decision !== null && !Object.hasOwn(ruleset.decisions, s.decision.kind))
    p.add("decision.kind", `unknown decision kind ${describeValue(s.decision.kind)}`);
  for (let i = 0; i < s.queue.length; i++) {
    const kind = s.queue[i]!.kind;
    if (!Object.hasOwn(ruleset.steps, kind)) p.add(`queue[${i}].kind`, `unknown step kind ${describeValue(kind)}`);
  }
}
