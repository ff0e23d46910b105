/**
 * `parseState`: reads a stored state (JSON text or a parsed value) and refuses anything that is
 * not a consistent game state of this engine version.
 *
 * @module
 */
import { InvalidStateError } from "../core/errors";
import type { GameState } from "./state";
import { referenceContext, type EngineContext } from "./engine-context";
import { assertGameState, markVerified } from "./state-guard";
import { migrateState } from "./state-migrations";
import { checkShape, checkState, StateCheckError, withoutPaths } from "./state-check/index";
import { copyJson } from "./state-check/check-json";
import { rememberMap, shareVerifiedMap } from "./state-check/verified-maps";

/**
 * Parses and checks a stored state. Accepts JSON text or an already-parsed value; returns a frozen
 * deep copy (the input is never kept or changed).
 *
 * Whatever the input, the only error thrown is an `InvalidStateError`. Its `code` says which
 * check failed, its message names each wrong field by its path (such as
 * `players[1].heroes[2].at.cell`), and for the deep checks it also carries
 * `problems: readonly string[]`, every problem found (up to 50) as `"path: message"`:
 *
 * - `STATE_JSON`: the text is not JSON;
 * - `STATE_NOT_OBJECT`: the value is not an object;
 * - `STATE_VERSION`: another state schema version (older versions are migrated: a version-1
 *   state, which embedded its content pack, must embed this engine's pack, by fingerprint; a
 *   version-2 state's map cards must all show one face);
 * - `STATE_CONTENT_MISMATCH`: the state belongs to another content pack (load it with
 *   `createEngine({ content })`);
 * - `STATE_MODULE`: the config names a module this engine version does not provide;
 * - `STATE_MALFORMED`: not plain JSON data, a field missing, unknown, of the wrong type or out of
 *   range (including modules listed twice or out of canonical order, an unknown decision or step
 *   kind, and a magic token beyond the magic track);
 * - `STATE_INCONSISTENT`: the state disagrees with its content or with itself: the Land Map does
 *   not follow the layout, an unknown id, a component lost or duplicated (quests, goblins,
 *   treasure items, movement cards), a legendary item held too early, a hero on a temple track
 *   away from its temple, Health or Power above its maximum, more heroes in a region than the
 *   occupancy rules allow, a mushroom where none can be, the decision, phase and Day out of step,
 *   a pending decision the rules would not ask now (wrong phase or player, a player who is resting,
 *   a cost or amount the rules do not give, unknown ids), or a queue that does not fit the phase
 *   (a step that never waits in it, or without the step that carries the phase on).
 *
 * @param input - JSON text or a parsed value
 * @returns the state, frozen
 * @throws {@link InvalidStateError} (`STATE_JSON`, `STATE_NOT_OBJECT`, `STATE_VERSION`, `STATE_MODULE`,
 *   `STATE_CONTENT_MISMATCH`, `STATE_MALFORMED`, `STATE_INCONSISTENT`)
 * @example
 * ```ts
 * const saved = JSON.stringify(state);
 * const restored = parseState(saved); // deep-equals state
 * ```
 */
export function parseState(input: unknown): GameState {
  return parseStateIn(referenceContext(), input);
}

/** `parseState` against one engine context. */
export function parseStateIn(ctx: EngineContext, input: unknown): GameState {
  try {
    return parse(ctx, input);
  } catch (error) {
    if (error instanceof InvalidStateError) throw error;
    // Only exotic values (proxies, throwing getters) get here.
    const reason = error instanceof Error ? error.message : String(error);
    throw new InvalidStateError("STATE_MALFORMED", `The state could not be read: ${reason.slice(0, 200)}`);
  }
}

function parse(ctx: EngineContext, input: unknown): GameState {
  let value: unknown;
  if (typeof input === "string") {
    try {
      value = JSON.parse(input);
    } catch (error) {
      throw new InvalidStateError(
        "STATE_JSON",
        `The state is not valid JSON: ${(error as Error).message.slice(0, 200)}`,
      );
    }
  } else {
    // A caller's object is read once, into a fresh copy of plain JSON data nobody else holds.
    const read = copyJson(input);
    if ("problem" in read) throw new StateCheckError([read.problem]);
    // Read again as text: `JSON.parse` gives each node the hidden class of the rules' literal with
    // its keys, a copy made key by key does not (rules/state/subtree-copies.ts says why that matters).
    value = JSON.parse(JSON.stringify(read.copy));
  }
  value = migrateState(ctx, value);
  rebuildRecords(value);
  // A map equal to one verified before is swapped for it: its checks and freezing are skipped.
  shareVerifiedMap(value);
  try {
    assertGameState(ctx, value);
  } catch (error) {
    // The cheap guard says that something is wrong; the field checks say exactly where.
    if (error instanceof InvalidStateError && error.code === "STATE_MALFORMED") {
      const problems = checkShape(ctx, value);
      if (problems.length > 0) throw new StateCheckError(problems);
    }
    throw error;
  }
  // A first pass without paths says whether anything is wrong; only then are the paths spelled out.
  if (withoutPaths(() => checkState(ctx, value)).length > 0) throw new StateCheckError(checkState(ctx, value));
  // The checks froze the fresh tree as they walked it. `JSON.parse` built its top level key by key
  // like the canonical literal, so it already has the states' one shape (the shape test checks this).
  const state = value;
  markVerified(ctx, state);
  const ruleset = ctx.rules(state.config.modules);
  rememberMap(state.map, ruleset.env(state, ruleset));
  return state;
}

/**
 * Rebuilds key by key, in place, the records of a parsed state that the rules build key by key
 * because their keys come from the content or the modules: the rulings, each player's legendary
 * items, the module slices. `JSON.parse` builds every object as a literal would, and a record
 * built that way has another hidden class than the rules' (rules/state/subtree-copies.ts says why
 * that matters). Anything that is not such a record is left for the checks to describe.
 */
function rebuildRecords(value: unknown): void {
  if (!isRecord(value)) return;
  const config = value["config"];
  if (isRecord(config)) rebuild(config, "rulings");
  rebuild(value, "moduleState");
  const players = value["players"];
  if (Array.isArray(players))
    for (const player of players as unknown[]) if (isRecord(player)) rebuild(player, "legendary");
}

/** Rebuilds `node[key]` key by key when it is a plain record (one without a `__proto__` key). */
function rebuild(node: Record<string, unknown>, key: string): void {
  const record = Object.hasOwn(node, key) ? node[key] : undefined;
  if (!isRecord(record) || Object.hasOwn(record, "__proto__")) return;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(record)) out[k] = record[k];
  node[key] = out;
}

/** Whether a value is a plain object (not an array). */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
