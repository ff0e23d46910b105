/**
 * The library's own immer instance. A private instance (rather than immer's global settings)
 * keeps auto-freeze on even when an application loads immer twice (ESM and CJS).
 *
 * @module
 * @internal
 */
import { Immer } from "immer";

/** @internal */
export const immer = new Immer({ autoFreeze: true });
