/**
 * The hardened server's wall clock, for its chat rate limit only: no game rule reads it (the
 * determinism test allows this one file, as it allows the tools' clock).
 *
 * @module
 */

/** Milliseconds since the epoch. */
export const wallClock = (): number => Date.now();
