/**
 * A short, never-throwing description of an untrusted value for an error message, in the schema
 * kit's one wording (`core/schema/describe.ts`).
 *
 * @module
 */
export { describeValue } from "./schema/describe";
