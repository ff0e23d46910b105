/**
 * A tiny seeded policy for the demo: picks one of the legal actions with a local pseudo-random
 * generator (FNV-1a to hash the seed, then mulberry32). It never touches the game's RNG, and never
 * `Math.random`, so the same seed always plays the same game.
 *
 * @module
 */
import type { Action } from "../index";

/**
 * A deterministic chooser of actions.
 *
 * @example
 * ```ts
 * const policy: Policy = seededPolicy("teq");
 * const action = policy(legalActions(state));
 * ```
 */
export type Policy = (options: readonly Action[]) => Action | undefined;

/**
 * A seeded policy: each call picks `options[next() % options.length]`.
 *
 * @param seed - any string
 * @returns the policy
 * @example
 * ```ts
 * const pick = seededPolicy("teq");
 * state = reduce(state, pick(legalActions(state))!);
 * ```
 */
export function seededPolicy(seed: string): Policy {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  let a = h;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return (options) => (options.length === 0 ? undefined : options[next() % options.length]);
}
