/**
 * The library's own immer instance. A private instance (rather than immer's global settings)
 * keeps auto-freeze on even when an application loads immer twice (ESM and CJS).
 *
 * @module
 * @internal
 */
import { Immer } from "immer";

/**
 * The library's immer instance, with auto-freeze on.
 *
 * @example
 * ```ts
 * const next = immer.produce(state, (draft) => { draft.round += 1; });
 * ```
 * @internal
 */
export const immer = new Immer({ autoFreeze: true });
