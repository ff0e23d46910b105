/**
 * The tools' own coded error (bad command-line values, unreadable result files, protocol misuse).
 *
 * @module
 */
import { TeqError } from "../index";

/** A tool refused its input; `code` is stable, as for the engine's errors. */
export class ToolError extends TeqError {}
