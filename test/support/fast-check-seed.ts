/**
 * One fast-check seed per test run, printed, so a randomized failure (or a worker that dies
 * without a report) can be replayed: `TEQ_FC_SEED=<seed> npm test`.
 *
 * `globalSetup` picks the seed in vitest's main process before any worker starts, so every worker
 * inherits it through the environment; `setupFiles` hands it to fast-check in each worker.
 */
import { randomInt } from "node:crypto";
import fc from "fast-check";

/** Vitest's global setup: choose (or keep) the run's seed and print it once. */
export default function chooseSeed(): void {
  const given = process.env["TEQ_FC_SEED"];
  const seed = given !== undefined && given !== "" ? Number(given) : randomInt(0x7fffffff);
  if (!Number.isSafeInteger(seed)) throw new Error(`TEQ_FC_SEED must be an integer, not ${given}`);
  process.env["TEQ_FC_SEED"] = String(seed);
  console.log(`fast-check seed ${seed} (replay with TEQ_FC_SEED=${seed})`);
}

/** In a worker: every fast-check property of this run draws from the run's seed. */
export function useRunSeed(): void {
  const seed = Number(process.env["TEQ_FC_SEED"]);
  if (Number.isSafeInteger(seed)) fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
}
