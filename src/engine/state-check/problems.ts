/**
 * The problem collector of the state checks, the path helpers, and the error `parseState` throws.
 *
 * @module
 * @internal
 */
import { InvalidStateError } from "../../core/errors";
import { at as pathAt, describeValue } from "../../core/schema/index";

/**
 * The stable codes of the state checks, one per stage of `parseState`.
 *
 * @internal
 */
export type StateCheckCode = "STATE_MALFORMED" | "STATE_INCONSISTENT";

/**
 * One problem found in a state: where (a property path such as `players[1].heroes[2].at.cell`,
 * empty for the whole state), the stage's code, and a readable explanation.
 *
 * @internal
 */
export interface StateProblem {
  readonly path: string;
  readonly code: StateCheckCode;
  readonly message: string;
}

/**
 * More problems than this are not collected (a state that broken is broken enough).
 */
export const MAX_PROBLEMS = 50;

/**
 * Collects the problems of one stage, up to {@link MAX_PROBLEMS}.
 *
 * @internal
 */
export class Problems {
  /** The problems so far, in the order found. */
  readonly list: StateProblem[] = [];

  /** @param code - the code of every problem this collector records */
  constructor(readonly code: StateCheckCode) {}

  /** Whether no more problems are collected. */
  get full(): boolean {
    return this.list.length >= MAX_PROBLEMS;
  }

  /** The number of problems so far (compare before and after a check to see whether it passed). */
  get count(): number {
    return this.list.length;
  }

  /**
   * Records one problem (ignored once full).
   *
   * @param path - where
   * @param message - what is wrong
   */
  add(path: string, message: string): void {
    if (!this.full) this.list.push({ path, code: this.code, message });
  }
}

/** Whether {@link at} spells out paths; off during {@link withoutPaths}. */
let buildingPaths = true;

/**
 * Runs checks without spelling out paths (every path reads as the root's): a first pass over a
 * state that is almost always valid, which needs to know only whether any problem exists. The
 * checks are pure, so a caller that finds problems runs them again to name where they are.
 *
 * @param checks - the checks to run
 * @returns what they return
 * @internal
 */
export function withoutPaths<T>(checks: () => T): T {
  const before = buildingPaths;
  buildingPaths = false;
  try {
    return checks();
  } finally {
    buildingPaths = before;
  }
}

/**
 * Extends a property path with a key or an array index: `at("players", 1)` is `players[1]`,
 * `at("players[1]", "heroes")` is `players[1].heroes`; keys that are not identifiers are quoted.
 *
 * @param path - the path so far (empty for the root)
 * @param key - a property name or an index
 * @returns the longer path
 * @internal
 */
export function at(path: string, key: string | number): string {
  return buildingPaths ? pathAt(path, key) : path;
}

/**
 * Describes a value briefly for a message, in the schema kit's one wording.
 *
 * @internal
 */
export const describe = describeValue;

const LEADS: Readonly<Record<StateCheckCode, string>> = {
  STATE_MALFORMED: "The state is malformed",
  STATE_INCONSISTENT: "The state is inconsistent",
};

/** How many problems the message of a {@link StateCheckError} spells out. */
const SHOWN = 5;

/**
 * The error `parseState` throws for a state that fails a deep check: an `InvalidStateError` (same
 * `name`, same stable codes) that also carries every problem found, each as `"path: message"`.
 */
export class StateCheckError extends InvalidStateError {
  /** Every problem found (at most 50), each `"path: message"`, in the order found. */
  readonly problems: readonly string[];

  /** @param problems - the problems found (at least one; all with the code of the first) */
  constructor(problems: readonly StateProblem[]) {
    const lines = problems.map((p) => (p.path === "" ? p.message : `${p.path}: ${p.message}`));
    const head = lines.slice(0, SHOWN).join("; ");
    const more = lines.length > SHOWN ? ` (and ${lines.length - SHOWN} more)` : "";
    const code = problems[0]?.code ?? "STATE_MALFORMED";
    super(code, `${LEADS[code]}: ${head}${more}`);
    this.name = "InvalidStateError";
    this.problems = lines;
  }
}
