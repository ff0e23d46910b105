/**
 * An object's fields read by a name known only at run time.
 *
 * @module
 */

/** An object's fields by name, each read as `unknown`. */
export type Fields = Readonly<Record<string, unknown>>;

/**
 * The object itself (no copy), seen as its fields by name: a declared type has no index signature,
 * so the compiler reads a field chosen at run time only through this view. Reading is sound for any
 * object (every field is `unknown` until checked); the view is read-only.
 *
 * @param value - any object
 * @returns the same object, typed as its fields
 * @internal
 */
export function fieldsOf(value: object): Fields {
  return value as Fields;
}

/**
 * The object itself (no copy), its fields written by a name known only at run time. The caller
 * writes each field a value of the type the field already holds (a copy of it, or the same field
 * of another object of the type).
 *
 * @param value - an object the caller owns
 * @returns the same object, typed as writable fields
 * @internal
 */
export function writableFieldsOf(value: object): Record<string, unknown> {
  return value as Record<string, unknown>;
}
