/**
 * Coded errors. Every error the engine throws on purpose is a {@link TeqError} with a stable
 * string `code` (safe to switch on, never reworded) and a readable message (may be reworded).
 *
 * Each error carries a brand registered with `Symbol.for("teq-engine.error")` listing its classes,
 * so `instanceof` and `isTeqError` recognise errors thrown by another copy of the package (the
 * ESM and CommonJS builds loaded in one process, or two installed versions).
 *
 * @module
 */

/**
 * The base class of every error the engine throws on purpose. `instanceof` and `isTeqError`
 * recognise an error thrown by another copy of the package too (ESM and CJS side by side).
 *
 * @example
 * ```ts
 * import { createGame, reduce, TeqError } from "teq-engine";
 * try {
 *   reduce(createGame({ seed: 1, players: 2 }), { type: "idle", player: 5 });
 * } catch (error) {
 *   if (error instanceof TeqError) console.log(error.code, error.message); // "NOT_YOUR_DECISION" ...
 * }
 * ```
 */
export class TeqError extends Error {
  /** The class name recorded in the brand of this class's errors. @internal */
  static readonly errorKind: string = "TeqError";

  /**
   * `instanceof` recognises the errors of this class thrown by another copy of the package too.
   *
   * @param value - anything
   * @returns true for an error of this class (or a subclass) from any copy
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    if (Function.prototype[Symbol.hasInstance].call(this, value)) return true;
    return Object.hasOwn(this, "errorKind") && hasErrorKind(value, (this as { errorKind: string }).errorKind);
  }

  /** A stable machine-readable code, e.g. `"NOT_YOUR_DECISION"` (every code: `ErrorCode`). */
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
    Object.defineProperty(this, BRAND, { value: kindsOf(new.target), enumerable: false });
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
  /** The class name recorded in the brand of this class's errors. @internal */
  static override readonly errorKind: string = "IllegalActionError";

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
export class InvalidStateError extends TeqError {
  /** The class name recorded in the brand of this class's errors. @internal */
  static override readonly errorKind: string = "InvalidStateError";
}

/**
 * Options to `createGame` that cannot make a game (unknown module, bad player count, no seed...).
 *
 * @example
 * ```ts
 * try { createGame({ seed: 1, players: 5 }); } catch (e) { console.log((e as InvalidOptionsError).code); } // "OPTION_PLAYERS"
 * ```
 */
export class InvalidOptionsError extends TeqError {
  /** The class name recorded in the brand of this class's errors. @internal */
  static override readonly errorKind: string = "InvalidOptionsError";
}

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
 * const badPack: ContentPack = { ...referencePack, spells: [] };
 * try { createGame({ seed: 1, players: 2, content: badPack }); }
 * catch (e) { if (e instanceof InvalidContentError) for (const p of e.problems) console.log(p.path, p.message); }
 * ```
 */
export class InvalidContentError extends TeqError {
  /** The class name recorded in the brand of this class's errors. @internal */
  static override readonly errorKind: string = "InvalidContentError";

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

/** The brand every engine error carries: the names of its error classes, most specific first. */
const BRAND = Symbol.for("teq-engine.error");

/** The error classes a constructor stands for, from its own class up to `TeqError`. */
function kindsOf(ctor: unknown): string[] {
  const kinds: string[] = [];
  for (let c: unknown = ctor; typeof c === "function" && c !== Error; c = Object.getPrototypeOf(c)) {
    const kind = Object.hasOwn(c, "errorKind") ? (c as { errorKind?: unknown }).errorKind : undefined;
    if (typeof kind === "string") kinds.push(kind);
  }
  return kinds;
}

/** The brand of a value, or null when it is not an engine error of any copy. */
function brandOf(value: unknown): readonly unknown[] | null {
  if (typeof value !== "object" || value === null) return null;
  const brand = (value as { [BRAND]?: unknown })[BRAND];
  return Array.isArray(brand) ? brand : null;
}

/**
 * Whether a value is an engine error thrown by any copy of the package (a brand check).
 *
 * @param value - anything
 * @returns true for a branded engine error
 */
export function isTeqError(value: unknown): value is TeqError {
  return brandOf(value) !== null && typeof (value as { code?: unknown }).code === "string";
}

/**
 * Whether a value is an engine error of the class named `kind`, thrown by any copy of the package.
 *
 * @param value - anything
 * @param kind - an error class name such as `"IllegalActionError"`
 * @returns true when the value's brand lists that class
 */
export function hasErrorKind(value: unknown, kind: string): boolean {
  return isTeqError(value) && (brandOf(value) as readonly unknown[]).includes(kind);
}

/**
 * The class of error that carries a code: `IllegalActionError` (an action; also what `validate`
 * returns), `InvalidOptionsError` (options of `createGame` or `playerView`), `InvalidStateError` (a
 * state), `InvalidContentError` (a content pack) or the base `TeqError` (an engine bug or a broken
 * module composition).
 *
 * @example
 * ```ts
 * const kind: ErrorClassName = ERROR_CODES.NOT_YOUR_DECISION.thrownAs; // "IllegalActionError"
 * ```
 */
export type ErrorClassName =
  "IllegalActionError" | "InvalidOptionsError" | "InvalidStateError" | "InvalidContentError" | "TeqError";

/**
 * One row of the engine's `ERROR_CODES` table.
 *
 * @example
 * ```ts
 * const info: ErrorCodeInfo = ERROR_CODES.GAME_OVER; // { thrownAs: "IllegalActionError", meaning: "The game is over: ..." }
 * ```
 */
export interface ErrorCodeInfo {
  /** The class of the errors with this code. */
  readonly thrownAs: ErrorClassName;
  /** What the code means, in a sentence. */
  readonly meaning: string;
}
