/**
 * The library's own immer instance. A private instance (rather than immer's global settings)
 * keeps auto-freeze on even when an application loads immer twice (ESM and CJS).
 *
 * @module
 * @internal
 */
import { current, Immer, isDraft, type Draft } from "immer";

/**
 * The library's immer instance, with auto-freeze on.
 *
 * @internal
 */
export const immer = new Immer({ autoFreeze: true });

/**
 * The current contents of a draft as plain data, for a step that reads many fields: parts not
 * changed in this transition are the original (frozen) objects, changed parts are copied once, so
 * the reads that follow touch no proxy. Outside immer (the in-place path) the value itself.
 * Read-only: never write to the result, and drop it before the draft changes.
 *
 * @param value - a draft, or plain data
 * @returns plain data with the draft's current contents
 * @internal
 */
export function readable<T>(value: T): T {
  return isDraft(value) ? (current(value as Draft<T>) as T) : value;
}
