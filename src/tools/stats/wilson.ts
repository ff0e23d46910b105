/**
 * Small statistics for the simulation summary: Wilson score intervals for rates, and the mean,
 * standard deviation and quantiles of a sample.
 *
 * @module
 */

/** A rate with its 95% Wilson score interval. */
export interface Rate {
  readonly successes: number;
  readonly trials: number;
  readonly rate: number;
  readonly low: number;
  readonly high: number;
}

/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/**
 * The Wilson score interval of `successes` out of `trials` (95% by default). Unlike the normal
 * approximation it stays inside [0, 1] and behaves at rates near 0 or 1 and at small samples.
 */
export function wilson(successes: number, trials: number, z = Z95): Rate {
  if (trials === 0) return { successes, trials, rate: Number.NaN, low: Number.NaN, high: Number.NaN };
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { successes, trials, rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** The mean, sample standard deviation and five-number summary of a sample. */
export interface Spread {
  readonly n: number;
  readonly mean: number;
  readonly sd: number;
  readonly min: number;
  readonly q1: number;
  readonly median: number;
  readonly q3: number;
  readonly max: number;
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/** Describes a sample (NaN fields for an empty one). */
export function spread(values: readonly number[]): Spread {
  const n = values.length;
  const sorted = [...values].sort((a, b) => a - b);
  let sum = 0;
  for (const v of values) sum += v;
  const mean = n === 0 ? Number.NaN : sum / n;
  let squares = 0;
  for (const v of values) squares += (v - mean) * (v - mean);
  return {
    n,
    mean,
    sd: n > 1 ? Math.sqrt(squares / (n - 1)) : n === 1 ? 0 : Number.NaN,
    min: n === 0 ? Number.NaN : sorted[0]!,
    q1: quantile(sorted, 0.25),
    median: quantile(sorted, 0.5),
    q3: quantile(sorted, 0.75),
    max: n === 0 ? Number.NaN : sorted[n - 1]!,
  };
}
