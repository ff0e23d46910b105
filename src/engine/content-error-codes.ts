/**
 * The codes of the problems `validateContent` finds in a content pack, with their meanings. The
 * table in `docs/errors.md` lists them after the engine's own codes (`error-codes.ts`).
 *
 * @module
 */

/**
 * The code of one problem of a content pack (`ContentProblem.code`, inside an
 * `InvalidContentError`), with its meaning.
 *
 * @example
 * ```ts
 * CONTENT_PROBLEM_CODES.DUPLICATE_ID; // "Two records of a table share an id."
 * ```
 */
export const CONTENT_PROBLEM_CODES: { readonly [C in ContentProblemCode]: string } = {
  NOT_AN_OBJECT: "The pack, or one of its records, is not an object.",
  FORMAT_VERSION: "The pack has another content format version than this engine reads.",
  MISSING_FIELD: "A required field is missing.",
  WRONG_TYPE: "A field has the wrong type.",
  INVALID_VALUE: "A field has a value outside its allowed range or set.",
  WRONG_COUNT: "A table or list has the wrong number of entries.",
  DUPLICATE_ID: "Two records of a table share an id.",
  DANGLING_REFERENCE: "A field names an id that no record of the pack defines.",
  LAYOUT: "The map layout does not have the shape the rules need.",
  MISSING_PROVENANCE: "A record says nothing about where its values come from.",
  BAD_PROVENANCE: "A provenance entry names a field the record does not have, or is malformed.",
};

/**
 * The code of one problem of a content pack.
 *
 * @example
 * ```ts
 * const code: ContentProblemCode = "DANGLING_REFERENCE";
 * ```
 */
export type ContentProblemCode =
  | "NOT_AN_OBJECT"
  | "FORMAT_VERSION"
  | "MISSING_FIELD"
  | "WRONG_TYPE"
  | "INVALID_VALUE"
  | "WRONG_COUNT"
  | "DUPLICATE_ID"
  | "DANGLING_REFERENCE"
  | "LAYOUT"
  | "MISSING_PROVENANCE"
  | "BAD_PROVENANCE";
