/** Vitest setup file: fast-check uses the run's printed seed (see fast-check-seed.ts). */
import { useRunSeed } from "./fast-check-seed";

useRunSeed();
