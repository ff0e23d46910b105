/**
 * Stage 3 of the deep checks: the ranges that depend on the engine's content pack
 * (`STATE_MALFORMED`).
 *
 * @module
 * @internal
 */
import type { CheckContext } from "./context";
import { describe, type Problems } from "./problems";
import { tablesOf } from "./tables";

/**
 * Reports values out of the ranges the content pack sets: the magic token must stand on a space
 * of the magic track in use.
 *
 * @param p - the collector (`STATE_MALFORMED`)
 * @param ctx - the state and its rules environment
 * @internal
 */
export function checkContentRanges(p: Problems, ctx: CheckContext): void {
  const { state, env } = ctx;
  const spaces = tablesOf(env).magicSpaces;
  if (state.magicSpace >= spaces) {
    p.add(
      "magicSpace",
      `expected an integer from 0 to ${spaces - 1} (the magic track has ${spaces} spaces), found ${describe(state.magicSpace)}`,
    );
  }
}
