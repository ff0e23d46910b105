/**
 * Arrays built the way V8 keeps one shape for. V8 gives every array an elements kind (packed or
 * holey, then small integers, doubles or any value), and a property read in optimized code is fast
 * for the kinds it has seen. `new Array(n)` makes a holey array however it is filled, and
 * `Array.prototype.map` makes a packed array while its caller runs in the interpreter but a holey
 * one once TurboFan has optimized the caller. A state array built either way gets a second shape
 * partway through a run, and every function that reads it is then deoptimized and compiled again
 * (a storm of "wrong map" deoptimizations, seen as a slow stretch of games in long simulations).
 * The state's arrays are therefore built by literals, `push`, `slice` or these helpers: packed on
 * every path (built, cloned, parsed).
 *
 * @module
 */

/** `items.map(fn)`, always packed (see the module comment). */
export function packedMap<T, U>(items: readonly T[], fn: (item: T, index: number) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < items.length; i++) out.push(fn(items[i] as T, i));
  return out;
}

/** `new Array(count).fill(value)`, packed. */
export function packedFill<T>(count: number, value: T): T[] {
  const out: T[] = [];
  for (let i = 0; i < count; i++) out.push(value);
  return out;
}
