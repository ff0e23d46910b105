/**
 * Land Maps that `parseState` already verified, shared with the states it parses later. A game's
 * map never changes after setup, so every state of one game (each a front-end receives, each a log
 * stores) carries the same map. A parsed map equal to a remembered one (the same keys in the same
 * order, the same values) is swapped for it before the checks: its field checks and its freezing
 * are skipped, and its consistency check too when it was verified for the same ruleset. The rules'
 * per-map tables then find the map they already know.
 *
 * A remembered map is frozen, so it cannot have changed since it was verified. The cache holds a
 * few recent maps and never affects what a state means.
 *
 * @module
 * @internal
 */
import type { RulesEnv } from "../../rules/game-types";

/** How many recent maps are compared against (a server may host a few games at once). */
const RECENT_MAPS = 8;

/** The most recently verified maps, newest first. */
const recent: object[] = [];

/** Every verified map still alive, with the rules environment it was verified for. */
const verifiedFor = new WeakMap<object, RulesEnv>();

/**
 * Replaces a freshly parsed value's `map` by an equal verified map, if there is one.
 *
 * @param value - `JSON.parse`'s output, not yet checked
 * @internal
 */
export function shareVerifiedMap(value: unknown): void {
  if (typeof value !== "object" || value === null) return;
  const holder = value as Record<string, unknown>;
  const map = holder["map"];
  if (typeof map !== "object" || map === null) return;
  for (let i = 0; i < recent.length; i++) {
    const known = recent[i] as object;
    if (sameJson(known, map)) {
      holder["map"] = known;
      return;
    }
  }
}

/**
 * Whether a map passed the field checks already (it is a remembered, frozen map).
 *
 * @param map - a state's `map`
 * @returns true for a verified map
 * @internal
 */
export function isVerifiedMap(map: unknown): boolean {
  return typeof map === "object" && map !== null && verifiedFor.has(map);
}

/**
 * Whether a map passed the consistency checks for this rules environment already.
 *
 * @param map - a state's `map`
 * @param env - the environment of the state's ruleset
 * @returns true when verified for `env`
 * @internal
 */
export function isVerifiedMapFor(map: object, env: RulesEnv): boolean {
  return verifiedFor.get(map) === env;
}

/**
 * Remembers the map of a state that passed every check (frozen), for the next parses.
 *
 * @param map - the verified state's map
 * @param env - the environment of the state's ruleset
 * @internal
 */
export function rememberMap(map: object, env: RulesEnv): void {
  verifiedFor.set(map, env);
  const index = recent.indexOf(map);
  if (index === 0) return;
  if (index > 0) recent.splice(index, 1);
  recent.unshift(map);
  if (recent.length > RECENT_MAPS) recent.pop();
}

/** Whether two JSON values are equal, object keys compared in order (so a swap is invisible). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  const others = Object.keys(y);
  if (keys.length !== others.length) return false;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    if (key !== others[i] || !sameJson(x[key], y[key])) return false;
  }
  return true;
}
