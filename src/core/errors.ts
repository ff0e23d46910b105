/**
 * Coded errors. Every error the engine throws on purpose is a {@link TeqError} with a stable
 * string `code` (safe to switch on, never reworded) and a readable message (may be reworded).
 *
 * @module
 */

/**
 * The base class of every error the engine throws on purpose.
 *
 * @example
 * ```ts
 * try {
 *   reduce(state, action);
 * } catch (error) {
 *   if (error instanceof TeqError) console.log(error.code, error.message);
 * }
 * ```
 */
export class TeqError extends Error {
  /** A stable machine-readable code, e.g. `"NOT_YOUR_DECISION"`. */
  readonly code: string;

  /**
   * @param code - the stable code
   * @param message - a readable explanation
   */
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
    this.name = new.target.name;
    Object.setPrototypeOf(this, new.target.prototype);
  }
}

/**
 * An action that is malformed or not legal in the given state. The state is never changed.
 *
 * @example
 * ```ts
 * const result = validate(state, { type: "choose-movement-card", player: 3, card: "horse" });
 * if (!result.ok) console.log(result.error.code); // e.g. "NOT_YOUR_DECISION"
 * ```
 */
export class IllegalActionError extends TeqError {
  /** The offending action, as it was given. */
  readonly action: unknown;

  /**
   * @param code - the stable code
   * @param message - a readable explanation
   * @param action - the offending action
   */
  constructor(code: string, message: string, action: unknown) {
    super(code, message);
    this.action = action;
  }
}

/**
 * A state that is not a valid game state of this engine version: wrong schema version, missing
 * or mistyped fields, or tampered values.
 *
 * @example
 * ```ts
 * try { parseState('{"schemaVersion": 99}'); } catch (e) { console.log((e as InvalidStateError).code); } // "STATE_VERSION"
 * ```
 */
export class InvalidStateError extends TeqError {}

/**
 * Options to `createGame` that cannot make a game (unknown module, bad player count, no seed...).
 *
 * @example
 * ```ts
 * try { createGame({ seed: 1, players: 5 }); } catch (e) { console.log((e as InvalidOptionsError).code); } // "OPTION_PLAYERS"
 * ```
 */
export class InvalidOptionsError extends TeqError {}

/**
 * One problem found in a content pack.
 *
 * @example
 * ```ts
 * const problem: ContentProblem = { path: "spells[3].level", code: "DUPLICATE_ID", message: "..." };
 * ```
 */
export interface ContentProblem {
  /** Where in the pack, as a property path such as `"quests[4].temple"`. */
  readonly path: string;
  /** A stable code such as `"DUPLICATE_ID"`, `"DANGLING_REFERENCE"` or `"WRONG_COUNT"`. */
  readonly code: string;
  /** A readable explanation. */
  readonly message: string;
}

/**
 * A content pack that failed validation; `problems` lists every problem found.
 *
 * @example
 * ```ts
 * try { createGame({ seed: 1, players: 2, content: badPack }); }
 * catch (e) { if (e instanceof InvalidContentError) for (const p of e.problems) console.log(p.path, p.message); }
 * ```
 */
export class InvalidContentError extends TeqError {
  /** Every problem found, in a stable order. */
  readonly problems: readonly ContentProblem[];

  /** @param problems - the problems found (at least one) */
  constructor(problems: readonly ContentProblem[]) {
    const head = problems
      .slice(0, 5)
      .map((p) => `${p.path}: ${p.message}`)
      .join("; ");
    const more = problems.length > 5 ? ` (and ${problems.length - 5} more)` : "";
    super("INVALID_CONTENT", `The content pack is invalid: ${head}${more}`);
    this.problems = problems;
  }
}
