/**
 * How big the randomized suites run. CI (`CI=true`) and `npm run test:full` run every suite at
 * full size; a local `npm test` runs the heaviest ones at a fraction for a faster loop (CI still
 * runs them whole, so coverage is unchanged where it counts). `TEQ_FULL=1` forces full size.
 */
const env = (name: string): string | undefined => (typeof process === "undefined" ? undefined : process.env[name]);

/** True when the randomized suites run at full size. */
export const FULL_SIZE = env("CI") === "true" || env("CI") === "1" || env("TEQ_FULL") === "1";

/**
 * The size of a randomized suite: `full` in CI and full runs, `local` (a quarter by default, at
 * least 1) otherwise.
 */
export function size(full: number, local: number = Math.max(1, Math.ceil(full / 4))): number {
  return FULL_SIZE ? full : local;
}
