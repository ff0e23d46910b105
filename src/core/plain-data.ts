/**
 * Reading untrusted input once into plain JSON data (actions, options, content packs).
 *
 * @module
 */

/** Why a value is not plain JSON data (internal to the readers of untrusted input). */
export class NotPlainData extends Error {}

/**
 * Copies `value` into fresh plain data, reading each own property once through its descriptor.
 * Refused: accessors, symbol keys and values, non-plain prototypes, functions, BigInt,
 * non-finite numbers, sparse arrays, cycles, too deep or too large values, throwing Proxies.
 * `-0` becomes `0`; `undefined` properties are dropped.
 *
 * @param value - untrusted input
 * @param limits - the deepest nesting and the most values allowed
 * @returns the plain copy
 * @throws NotPlainData naming what is wrong
 */
export function plainData(value: unknown, limits: { readonly depth: number; readonly nodes: number }): unknown {
  try {
    return copyPlain(value, limits);
  } catch (error) {
    if (error instanceof NotPlainData) throw error;
    throw new NotPlainData("reading it threw");
  }
}

function copyPlain(root: unknown, limits: { readonly depth: number; readonly nodes: number }): unknown {
  const MAX_DEPTH = limits.depth;
  const MAX_NODES = limits.nodes;
  const ancestors = new Set<object>();
  let nodes = 0;
  const copy = (value: unknown, depth: number): unknown => {
    if (++nodes > MAX_NODES) throw new NotPlainData(`it holds more than ${MAX_NODES} values`);
    switch (typeof value) {
      case "string":
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
    if (depth >= MAX_DEPTH) throw new NotPlainData(`it is nested deeper than ${MAX_DEPTH} levels`);
    if (ancestors.has(object)) throw new NotPlainData("it is cyclic");
    ancestors.add(object);
    const isArray = Array.isArray(object);
    const proto: unknown = Object.getPrototypeOf(object);
    if (isArray ? proto !== Array.prototype : proto !== Object.prototype && proto !== null) {
      throw new NotPlainData("it holds an object that is not a plain object or array");
    }
    const keys = Reflect.ownKeys(object);
    const descriptors = new Map<string, PropertyDescriptor>();
    for (const key of keys) {
      if (typeof key === "symbol") throw new NotPlainData("it has a symbol key");
      const descriptor = Reflect.getOwnPropertyDescriptor(object, key);
      if (descriptor === undefined) throw new NotPlainData("its keys change while it is read");
      if (!("value" in descriptor)) throw new NotPlainData("it has a getter or setter");
      descriptors.set(key, descriptor);
    }
    let out: unknown;
    if (isArray) {
      const length = descriptors.get("length")?.value as unknown;
      if (typeof length !== "number" || length > MAX_NODES) throw new NotPlainData("it holds an array that is too long");
      const items: unknown[] = [];
      for (let i = 0; i < length; i++) {
        const d = descriptors.get(String(i));
        if (d === undefined) throw new NotPlainData("it holds a sparse array");
        items.push(copy(d.value, depth + 1));
      }
      if (descriptors.size !== length + 1) throw new NotPlainData("it holds an array with extra properties");
      out = items;
    } else {
      const record: Record<string, unknown> = {};
      for (const [key, d] of descriptors) {
        if (d.enumerable !== true) throw new NotPlainData("it has a non-enumerable property");
        const v = copy(d.value, depth + 1);
        if (v !== undefined) Object.defineProperty(record, key, { value: v, enumerable: true, writable: true, configurable: true });
      }
      out = record;
    }
    ancestors.delete(object);
    return out;
  };
  return copy(root, 0);
}
