/**
 * The problem collector of `validateContent`'s cross-table checks.
 *
 * @module
 */
import type { ContentProblem } from "../../core/errors";

export { at } from "../../core/schema/index";

/**
 * Collects problems in the order they are found.
 */
export class Checker {
  /** Every problem so far, in the order found. */
  readonly problems: ContentProblem[] = [];

  /**
   * Records one problem.
   *
   * @param path - where, e.g. `"quests[4].temple"`
   * @param code - the stable code
   * @param message - a readable explanation
   */
  report(path: string, code: string, message: string): void {
    this.problems.push({ path, code, message });
  }
}
