/**
 * Stage 3 of the deep checks: the embedded content pack passes `validateContent`
 * (`STATE_CONTENT`), then the ranges that depend on it (`STATE_MALFORMED`).
 *
 * @module
 * @internal
 */
import { validateContent } from "../../content/validate-content";
import type { CheckContext } from "./context";
import { describe, type Problems } from "./problems";

/**
 * Reports every problem `validateContent` finds in `content`, with paths under `content`.
 *
 * @param p - the collector (`STATE_CONTENT`)
 * @param content - the state's content pack
 * @internal
 */
export function checkContent(p: Problems, content: unknown): void {
  for (const problem of validateContent(content)) {
    p.add(problem.path === "" ? "content" : `content.${problem.path}`, `${problem.message} (${problem.code})`);
  }
}

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
  const spaces = env.hooks.magicTrack(env.content).spaces.length;
  if (state.magicSpace >= spaces) {
    p.add("magicSpace", `expected an integer from 0 to ${spaces - 1} (the magic track has ${spaces} spaces), found ${describe(state.magicSpace)}`);
  }
}
