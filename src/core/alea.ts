/*!
 * Alea: Johannes Baagøe's generator (2010), in the form seedrandom 3.0.5 ships it (lib/alea.js),
 * rewritten in TypeScript for teq-engine with the same arithmetic, so every seed gives the same
 * sequence and the same {c, s0, s1, s2} state as seedrandom.alea.
 *
 * Copyright (C) 2010 by Johannes Baagøe <baagoe@baagoe.org>
 *
 * Permission is hereby granted, free of charge, to any person obtaining a copy
 * of this software and associated documentation files (the "Software"), to deal
 * in the Software without restriction, including without limitation the rights
 * to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
 * copies of the Software, and to permit persons to whom the Software is
 * furnished to do so, subject to the following conditions:
 *
 * The above copyright notice and this permission notice shall be included in
 * all copies or substantial portions of the Software.
 *
 * THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
 * IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
 * FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
 * AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
 * LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
 * OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN
 * THE SOFTWARE.
 */
/**
 * The Alea generator in plain TypeScript (no dependency, no Node or browser global), so the ESM
 * build loads natively in browsers. A property test checks it against seedrandom.alea over many
 * seeds, fresh and resumed from a saved state.
 *
 * @module
 */

/** 2^-32. */
const TWO_POW_MINUS_32 = 2.3283064365386963e-10;

/** The mutable generator state: a carry and three fractions in [0, 1). */
export interface AleaState {
  c: number;
  s0: number;
  s1: number;
  s2: number;
}

/** Baagøe's Mash hash; each call continues from the previous one's internal value, as in the original. */
function createMash(): (data: string) => number {
  let n = 0xefc8249d;
  return (data) => {
    for (let i = 0; i < data.length; i++) {
      n += data.charCodeAt(i);
      let h = 0.02519603282416938 * n;
      n = h >>> 0;
      h -= n;
      h *= n;
      n = h >>> 0;
      h -= n;
      n += h * 0x100000000; // 2^32
    }
    return (n >>> 0) * TWO_POW_MINUS_32;
  };
}

/**
 * The initial Alea state for a seed string (seedrandom.alea's seeding).
 *
 * @param seed - the seed, already a string
 * @returns a fresh state
 */
export function aleaSeed(seed: string): AleaState {
  const mash = createMash();
  let s0 = mash(" ");
  let s1 = mash(" ");
  let s2 = mash(" ");
  s0 -= mash(seed);
  if (s0 < 0) s0 += 1;
  s1 -= mash(seed);
  if (s1 < 0) s1 += 1;
  s2 -= mash(seed);
  if (s2 < 0) s2 += 1;
  return { c: 1, s0, s1, s2 };
}

/**
 * Advances a state in place and returns the next float in [0, 1) (seedrandom.alea's `next`).
 *
 * @param s - the state (mutated)
 * @returns the next float
 */
export function aleaNext(s: AleaState): number {
  const t = 2091639 * s.s0 + s.c * TWO_POW_MINUS_32;
  s.s0 = s.s1;
  s.s1 = s.s2;
  s.c = t | 0;
  s.s2 = t - s.c;
  return s.s2;
}
