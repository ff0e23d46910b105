/**
 * A bot's own pseudo-random numbers (mulberry32 seeded by an FNV-1a hash of the seed string). Bots
 * never draw from the game's RNG, so they cannot learn the future dice, and never use Math.random.
 *
 * @module
 */
import { FNV_OFFSET, fnv1a } from "../core/canonical-hash";

/**
 * A seeded generator of floats in [0, 1).
 *
 * @param seed - any string or number
 * @returns the generator
 */
export function seededRandom(seed: string | number): () => number {
  return mulberry32(fnv1a(String(seed), FNV_OFFSET) >>> 0);
}

/** mulberry32: floats in [0, 1) from a 32-bit state (also the scripts' and tests' own PRNG). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
