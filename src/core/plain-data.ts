/**
 * Reading untrusted input once into plain JSON data (actions, options, content packs).
 *
 * @module
 */

/** Why a value is not plain JSON data, and where (internal to the readers of untrusted input). */
export class NotPlainData extends Error {
  /** The keys from the root to the value at fault (filled in as the error leaves the walk). */
  readonly path: (string | number)[] = [];
}

/**
 * Copies `value` into fresh plain data, reading each own property once through its descriptor.
 * Refused: accessors, symbol keys and values, non-plain prototypes, functions, BigInt,
 * non-finite numbers, sparse arrays, cycles, too deep or too large values or too long strings,
 * throwing Proxies. The work is bounded by the limits before it is done (an array's length and an
 * object's key count are checked before any item is read).
 * `-0` becomes `0`; `undefined` properties are dropped.
 *
 * @param value - untrusted input
 * @param limits - the deepest nesting and the most values allowed
 * @returns the plain copy
 * @throws NotPlainData naming what is wrong
 */
export function plainData(value: unknown, limits: PlainLimits): unknown {
  try {
    return copyPlain(value, limits);
  } catch (error) {
    if (error instanceof NotPlainData) throw error;
    throw new NotPlainData("reading it threw");
  }
}

/** Copies the item at `key`, adding the key to the path of a NotPlainData it throws. */
function copyAt(walk: Walk, key: string | number, value: unknown, depth: number): unknown {
  try {
    return copyValue(walk, value, depth);
  } catch (error) {
    if (error instanceof NotPlainData) error.path.unshift(key);
    throw error;
  }
}

function copyPlain(root: unknown, limits: PlainLimits): unknown {
  const walk: Walk = {
    maxDepth: limits.depth,
    maxNodes: limits.nodes,
    maxString: limits.string ?? Infinity,
    nodes: 0,
    ancestors: [],
  };
  return copyValue(walk, root, 0);
}

/** The bounds of one copy: the deepest nesting, the most values, the longest string (unbounded if absent). */
export interface PlainLimits {
  readonly depth: number;
  readonly nodes: number;
  readonly string?: number;
}

/** The state of one copy: its limits, the values seen so far and the objects being copied. */
interface Walk {
  readonly maxDepth: number;
  readonly maxNodes: number;
  readonly maxString: number;
  nodes: number;
  /** The objects on the path from the root (a short list: the depth is bounded). */
  readonly ancestors: object[];
}

/** Copies one value, reading every property exactly once through its descriptor. */
function copyValue(walk: Walk, value: unknown, depth: number): unknown {
  if (++walk.nodes > walk.maxNodes) throw new NotPlainData(`it holds more than ${walk.maxNodes} values`);
  switch (typeof value) {
    case "string":
      if (value.length > walk.maxString)
        throw new NotPlainData(`it holds a string longer than ${walk.maxString} characters`);
      return value;
    case "boolean":
    case "undefined":
      return value;
    case "number":
      if (!Number.isFinite(value)) throw new NotPlainData("it holds a number that is not finite");
      return value === 0 ? 0 : value;
    case "bigint":
      throw new NotPlainData("it holds a BigInt");
    case "symbol":
      throw new NotPlainData("it holds a symbol");
    case "function":
      throw new NotPlainData("it holds a function");
    default:
      break;
  }
  if (value === null) return null;
  const object = value as object;
  if (depth >= walk.maxDepth) throw new NotPlainData(`it is nested deeper than ${walk.maxDepth} levels`);
  if (walk.ancestors.includes(object)) throw new NotPlainData("it is cyclic");
  const isArray = Array.isArray(object);
  const proto: unknown = Object.getPrototypeOf(object);
  if (isArray ? proto !== Array.prototype : proto !== Object.prototype && proto !== null) {
    throw new NotPlainData("it holds an object that is not a plain object or array");
  }
  // The work is bounded before it is done: an array's length is read (one descriptor) before its
  // keys are listed, and no descriptor is read for more keys than the values left in the budget.
  const budget = walk.maxNodes - walk.nodes;
  if (isArray) {
    const length: unknown = Reflect.getOwnPropertyDescriptor(object, "length")?.value;
    if (typeof length !== "number" || length > budget) throw new NotPlainData("it holds an array that is too long");
  }
  // Every key and descriptor is read first, once: what is copied is what was checked.
  const keys = Reflect.ownKeys(object);
  if (keys.length > budget + (isArray ? 1 : 0)) throw new NotPlainData(`it holds more than ${walk.maxNodes} values`);
  const descriptors: PropertyDescriptor[] = [];
  for (const key of keys) {
    if (typeof key === "symbol") throw new NotPlainData("it has a symbol key");
    const descriptor = Reflect.getOwnPropertyDescriptor(object, key);
    if (descriptor === undefined) throw new NotPlainData("its keys change while it is read");
    if (!("value" in descriptor)) throw new NotPlainData("it has a getter or setter");
    descriptors.push(descriptor);
  }
  walk.ancestors.push(object);
  const out = isArray
    ? copyArray(walk, keys as string[], descriptors, depth)
    : copyRecord(walk, keys as string[], descriptors, depth);
  walk.ancestors.pop();
  return out;
}

/** An array's items, in order; its own keys are its indices, then `length`. */
function copyArray(
  walk: Walk,
  keys: readonly string[],
  descriptors: readonly PropertyDescriptor[],
  depth: number,
): unknown[] {
  const at = keys.indexOf("length");
  const length = at < 0 ? undefined : (descriptors[at]?.value as unknown);
  if (typeof length !== "number" || length > walk.maxNodes)
    throw new NotPlainData("it holds an array that is too long");
  const items: unknown[] = [];
  for (let i = 0; i < length; i++) {
    if (keys[i] !== String(i)) throw new NotPlainData("it holds a sparse array");
    items.push(copyAt(walk, i, (descriptors[i] as PropertyDescriptor).value, depth + 1));
  }
  if (keys.length !== length + 1) throw new NotPlainData("it holds an array with extra properties");
  return items;
}

/** A plain object's enumerable data properties, in key order (`undefined` values dropped). */
function copyRecord(
  walk: Walk,
  keys: readonly string[],
  descriptors: readonly PropertyDescriptor[],
  depth: number,
): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) {
    const d = descriptors[i] as PropertyDescriptor;
    if (d.enumerable !== true) throw new NotPlainData("it has a non-enumerable property");
    const key = keys[i] as string;
    const v = copyAt(walk, key, d.value, depth + 1);
    if (v === undefined) continue;
    // `__proto__` as an own key must stay an own key, not set the copy's prototype.
    if (key === "__proto__")
      Object.defineProperty(record, key, { value: v, enumerable: true, writable: true, configurable: true });
    else record[key] = v;
  }
  return record;
}

/**
 * An option's value, read from the caller's own keys only: a key inherited from a polluted
 * `Object.prototype` reads as absent.
 *
 * @param options - a caller's options object
 * @param key - the option's name
 * @returns the own value, or undefined
 * @internal
 */
export function ownOption<T extends object, K extends keyof T>(options: T, key: K): T[K] | undefined {
  return Object.hasOwn(options, key) ? options[key] : undefined;
}
