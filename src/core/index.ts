/**
 * The game-agnostic kernel: RNG, coded errors, the decision/step protocol, the transition runner
 * and module composition. Nothing here names a card, a rule or a module.
 *
 * @module
 */
export * from "./errors";
export * from "./rng";
export * from "./protocol";
export * from "./runner";
export { draftSource, peek } from "./lazy-draft";
export * from "./compose";
export { clonePlain } from "./clone";
