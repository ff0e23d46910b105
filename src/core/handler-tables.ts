/**
 * A ruleset's step and decision handlers by kind, as Maps of its own keys (a kind named like an
 * `Object.prototype` member finds nothing), built once per ruleset; and the lookup of a pending
 * decision's handler, shared by checking, listing and running.
 *
 * @module
 */
import { describeValue } from "./schema/describe";
import { InvalidStateError } from "./errors";
import type { DecisionBase, GameTypes, Ruleset } from "./protocol";

/** A ruleset's handler tables as Maps (own keys only), built once per ruleset. */
interface HandlerTables {
  readonly steps: ReadonlyMap<string, unknown>;
  readonly decisions: ReadonlyMap<string, unknown>;
}

// Module-level, shared by every engine, and not observable by any: the tables are a function of the
// ruleset (a frozen object: see engine/module-set.ts), built the same whoever asks first, and never
// handed out. `lastRuleset` only saves the WeakMap lookup when one ruleset is used over and over.
const handlerTables = new WeakMap<object, HandlerTables>();
let lastRuleset: object | null = null;
let lastTables: HandlerTables | null = null;

/** The handler tables of a ruleset, built on its first use. */
export function tablesOf(ruleset: { readonly steps: object; readonly decisions: object }): HandlerTables {
  if (ruleset === lastRuleset && lastTables !== null) return lastTables;
  let tables = handlerTables.get(ruleset);
  if (tables === undefined) {
    tables = { steps: new Map(Object.entries(ruleset.steps)), decisions: new Map(Object.entries(ruleset.decisions)) };
    handlerTables.set(ruleset, tables);
  }
  lastRuleset = ruleset;
  lastTables = tables;
  return tables;
}

/** The handler of a pending decision (the state's decision must not be null). */
export function handlerOf<G extends GameTypes>(
  ruleset: Ruleset<G, unknown>,
  decision: DecisionBase,
): Ruleset<G, unknown>["decisions"][string] {
  // `kind` read once: decisions come in many shapes, so each read is a megamorphic load.
  const kind: unknown = decision.kind;
  const handler = (typeof kind === "string" ? tablesOf(ruleset).decisions.get(kind) : undefined) as
    Ruleset<G, unknown>["decisions"][string] | undefined;
  if (handler === undefined) {
    throw new InvalidStateError(
      "STATE_UNKNOWN_DECISION",
      `The state waits on an unknown decision kind ${describeValue(kind)}.`,
    );
  }
  return handler;
}
