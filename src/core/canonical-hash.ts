/**
 * Canonical JSON and the FNV-1a hashes built on it: the library's one implementation, behind the
 * content fingerprint (`hash64(canonicalJson(pack))`), the position hash of search
 * (`canonicalHash`, which walks a value in the same canonical order without building its text) and
 * the bots' seeds (`fnv1a`). Canonical: object keys sorted at every level and undefined-valued keys dropped,
 * so equal values hash equally whatever the order their keys were written in.
 *
 * @module
 */

// The constants are written as literals where they are used: on Node 20 a module-level `const`
// read in a hot loop costs a context load and a hole check (callgrind: 8% more instructions per position hash).
// FNV-1a's 32-bit offset basis is 0x811c9dc5 (2166136261) and its prime 0x01000193 (16777619); the
// second lane starts at 0x9e3779b9 (the golden ratio's 32 bits) and mixes by 0x5bd1e995 (MurmurHash2's).

/**
 * Canonical JSON: keys sorted at every level, undefined-valued keys dropped.
 *
 * @param value - plain JSON data
 * @returns its canonical text
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(",")}}`;
}

/** FNV-1a's 32-bit offset basis: the state of a fresh hash. */
export const FNV_OFFSET = 0x811c9dc5;

/**
 * Mixes a string's UTF-16 code units into a 32-bit FNV-1a state.
 *
 * @param text - the string
 * @param h - the state so far ({@link FNV_OFFSET} for a fresh hash)
 * @returns the new state, a signed 32-bit integer (`>>> 0` for the unsigned hash)
 */
export function fnv1a(text: string, h: number): number {
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h;
}

/** Two 32-bit lanes as 16 hex digits. */
function hex64(a: number, b: number): string {
  return (a >>> 0).toString(16).padStart(8, "0") + (b >>> 0).toString(16).padStart(8, "0");
}

/**
 * A 64-bit hash of a string: FNV-1a in the first lane and a MurmurHash2-style mix of the same code
 * units in the second, as 16 hex digits.
 *
 * @param text - the string
 * @returns 16 hex digits
 */
export function hash64(text: string): string {
  // The first lane is `fnv1a(text, FNV_OFFSET)`, run in this loop rather than by calling fnv1a: a
  // pack's text (about 69 KB) through fnv1a leaves it compiled for long strings, and every position
  // hash after it costs 8% more instructions (callgrind). A test holds the two to the same result.
  let a = 0x811c9dc5;
  let b = 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return hex64(a, b);
}

/** The two lanes of a canonical walk: FNV-1a over the walk, and a lane mixed once per leaf. */
type HashLanes = [number, number];

/**
 * Mixes a JSON value into the lanes, walking it in canonical order (object keys sorted, undefined
 * values skipped) without building its text: the first lane takes FNV-1a of each leaf (strings
 * marked by a leading `"`), key and bracket; the second mixes the first after each leaf.
 */
function mixCanonical(value: unknown, lanes: HashLanes): void {
  if (value === null || typeof value !== "object") {
    const text = typeof value === "string" ? `"${value}` : String(value);
    lanes[0] = fnv1a(text, lanes[0]);
    lanes[1] = Math.imul(lanes[1] ^ lanes[0], 0x5bd1e995) ^ text.length;
    return;
  }
  if (Array.isArray(value)) {
    lanes[0] = fnv1a("[", lanes[0]);
    for (let i = 0; i < value.length; i++) mixCanonical(value[i], lanes);
    lanes[0] = fnv1a("]", lanes[0]);
    return;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  lanes[0] = fnv1a("{", lanes[0]);
  for (const key of keys) {
    if (record[key] === undefined) continue;
    lanes[0] = fnv1a(key, lanes[0]);
    mixCanonical(record[key], lanes);
  }
  lanes[0] = fnv1a("}", lanes[0]);
}

/**
 * A 64-bit hash of an object's fields in canonical order, one key left out, without building its
 * text: each field's key, then its value walked as `mixCanonical` walks it. The position hash of
 * search (every field of a state but its RNG).
 *
 * @param record - an object of plain JSON data
 * @param omit - the key left out
 * @returns 16 hex digits
 */
export function canonicalHash(record: Readonly<Record<string, unknown>>, omit: string): string {
  const lanes: HashLanes = [0x811c9dc5, 0x9e3779b9];
  for (const key of Object.keys(record).sort()) {
    if (key === omit) continue;
    lanes[0] = fnv1a(key, lanes[0]);
    mixCanonical(record[key], lanes);
  }
  // Not through hex64: shared with the pack's fingerprint, it costs each position hash 0.3% more (callgrind).
  return (lanes[0] >>> 0).toString(16).padStart(8, "0") + (lanes[1] >>> 0).toString(16).padStart(8, "0");
}
