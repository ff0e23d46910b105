/**
 * Rulebook, Conjure Magic or Take Damage, and the solo variant's magic card: the magic level is read
 * from the token's space on the track in use, and each level sets what the dice do.
 *
 * @module
 */
import type { MagicLevelDef, SymbolAmounts } from "../../content/types";
import type { RulesEnv } from "../game-types";
import type { GameState } from "../state";

/**
 * The magic level in force, optionally as if the token stood `extraSpaces` further (the Staff).
 *
 * @param state - the state
 * @param env - the rules environment
 * @param extraSpaces - spaces to count beyond the token (never past the last space)
 * @returns the level's definition
 */
export function magicLevel(state: GameState, env: RulesEnv, extraSpaces = 0): MagicLevelDef {
  const track = env.hooks.magicTrack(env.content);
  const space = Math.min(track.spaces.length - 1, state.magicSpace + extraSpaces);
  const level = track.spaces[space] ?? 0;
  let def: MagicLevelDef | undefined;
  // An index loop: a for-of here runs the array iterator builtin on every call (the levels are frozen).
  const levels = track.levels;
  for (let i = 0; i < levels.length; i++) if ((levels[i] as MagicLevelDef).level === level) def = levels[i];
  if (def === undefined) throw new RangeError(`Magic level ${level} is not defined by the content pack.`);
  return def;
}

/**
 * Whether the magic token stands on the last space of its track.
 *
 * @param state - the state
 * @param env - the rules environment
 * @returns true on the last space
 */
export function onLastMagicSpace(state: GameState, env: RulesEnv): boolean {
  return state.magicSpace >= env.hooks.magicTrack(env.content).spaces.length - 1;
}

/**
 * The amount the i-th symbol of a kind in one roll gives (0-based).
 *
 * @param amounts - the level's amounts for that symbol
 * @param index - the symbol's index within the roll
 * @returns the amount
 */
export function amountAt(amounts: SymbolAmounts, index: number): number {
  return amounts.sequence[index] ?? amounts.rest;
}
