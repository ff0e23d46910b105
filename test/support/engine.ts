/**
 * Shared helpers for the engine, setup and runner tests: deep-freeze checks, option arbitraries and
 * random play from the start of a game.
 */
import fc from "fast-check";
import { legalActions, reduce, type Action, type GameOptions, type GameState } from "../../src/index";

/** Every object and array reachable from `value`, with its property path. */
export function walk(
  value: unknown,
  path = "state",
  out: { path: string; value: object }[] = [],
): { path: string; value: object }[] {
  if (typeof value !== "object" || value === null) return out;
  out.push({ path, value });
  for (const key of Object.keys(value)) walk((value as Record<string, unknown>)[key], `${path}.${key}`, out);
  return out;
}

/** The paths of every object or array reachable from `value` that is not frozen. */
export function unfrozenPaths(value: unknown): string[] {
  return walk(value)
    .filter((entry) => !Object.isFrozen(entry.value))
    .map((entry) => entry.path);
}

/** Seeds as the options accept them: non-empty strings and finite numbers (not -0, see the -0 test). */
export const seedArb: fc.Arbitrary<string | number> = fc.oneof(
  fc.string({ minLength: 1, maxLength: 20 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((x) => !Object.is(x, -0)),
);

/** 2 to 4 players. */
export const playersArb: fc.Arbitrary<number> = fc.integer({ min: 2, max: 4 });

/** Options for a multiplayer game of the base rules. */
export const optionsArb: fc.Arbitrary<GameOptions> = fc.record({ seed: seedArb, players: playersArb });

/**
 * Plays legal actions picked by `picks` (each taken modulo the number of legal actions) from the
 * start, stopping when the picks run out or the game ends.
 *
 * @returns every state reached (the first is `start`) and the actions taken
 */
export function playRandom(start: GameState, picks: readonly number[]): { states: GameState[]; actions: Action[] } {
  const states = [start];
  const actions: Action[] = [];
  let state = start;
  for (const pick of picks) {
    const options = legalActions(state);
    if (options.length === 0) break;
    const action = options[pick % options.length]!;
    state = reduce(state, action);
    actions.push(action);
    states.push(state);
  }
  return { states, actions };
}

/** Enough picks to reach the Night in any game (4 leader picks plus 4 idles per player). */
export const picksArb: fc.Arbitrary<number[]> = fc.array(fc.nat({ max: 1000 }), { minLength: 0, maxLength: 25 });
