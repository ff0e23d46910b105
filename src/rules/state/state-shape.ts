/**
 * One hidden class for every state. V8 gives an object the shape its keys were added in; an object
 * built key by key with computed names, past a dozen keys, becomes a slow dictionary-mode object,
 * and states made by different paths (a spread, a parse, a copy) get different shapes. The rules
 * read the same few top-level fields in every transition, so states from `createGame`, `reduce`,
 * `parseState` and the Simulator are all built by the literals below: the rules' property reads
 * then see one shape (and its frozen twin), not many.
 *
 * @module
 */
import { clonePlain } from "../../core/clone";
import type { GameState } from "./game-state";

/** The top-level keys of a state, in the order `createGame` writes them (the literals' order). */
const CANONICAL_KEYS = [
  "schemaVersion", "config", "pack", "rng", "decision", "queue", "phase", "round", "map", "players", "firstPlayer",
  "firstPlayerToken", "magicSpace", "goblins", "quests", "itemRack", "movementCards", "day", "night", "lastRoll",
  "moduleState",
] as const satisfies readonly (keyof GameState)[];

/** Whether a state has exactly the canonical keys, in order (so a literal copy is exact). */
function hasCanonicalKeys(state: GameState): boolean {
  let i = 0;
  for (const key in state) {
    if (!Object.hasOwn(state, key)) continue;
    if (key !== CANONICAL_KEYS[i]) return false;
    i++;
  }
  return i === CANONICAL_KEYS.length;
}

/**
 * A shallow copy of a state's top level in the canonical shape (a spread when its keys are not the
 * canonical ones).
 *
 * @param s - the state
 * @returns a new unfrozen top-level object sharing every value
 */
export function copyStateTop(s: GameState): GameState {
  if (!hasCanonicalKeys(s)) return { ...s };
  return {
    schemaVersion: s.schemaVersion, config: s.config, pack: s.pack, rng: s.rng, decision: s.decision, queue: s.queue,
    phase: s.phase, round: s.round, map: s.map, players: s.players, firstPlayer: s.firstPlayer,
    firstPlayerToken: s.firstPlayerToken, magicSpace: s.magicSpace, goblins: s.goblins, quests: s.quests,
    itemRack: s.itemRack, movementCards: s.movementCards, day: s.day, night: s.night, lastRoll: s.lastRoll,
    moduleState: s.moduleState,
  };
}

/**
 * A deep, unfrozen copy of a state in the canonical shape; the pack reference is shared, and the
 * map too when `shareMap` (no rule changes it after setup).
 *
 * @param s - the state
 * @param shareMap - share `map` instead of copying it
 * @returns the copy
 */
export function cloneStateDeep(s: GameState, shareMap: boolean): GameState {
  if (!hasCanonicalKeys(s)) {
    const out: Record<string, unknown> = { ...s };
    for (const key of Object.keys(s) as (keyof GameState)[]) {
      if ((key === "map" && shareMap) || key === "pack") continue;
      out[key] = clonePlain(s[key]);
    }
    return out as unknown as GameState;
  }
  return {
    schemaVersion: s.schemaVersion, config: clonePlain(s.config), pack: s.pack, rng: clonePlain(s.rng),
    decision: clonePlain(s.decision), queue: clonePlain(s.queue), phase: s.phase, round: s.round,
    map: shareMap ? s.map : clonePlain(s.map), players: clonePlain(s.players), firstPlayer: s.firstPlayer,
    firstPlayerToken: s.firstPlayerToken, magicSpace: s.magicSpace, goblins: clonePlain(s.goblins),
    quests: clonePlain(s.quests), itemRack: clonePlain(s.itemRack), movementCards: clonePlain(s.movementCards),
    day: clonePlain(s.day), night: clonePlain(s.night), lastRoll: clonePlain(s.lastRoll),
    moduleState: clonePlain(s.moduleState),
  };
}
