/**
 * The public decision type: the base game's decisions and every module's, each by name, so a
 * `switch` on `kind` narrows to the decision's own fields.
 *
 * @module
 */
import type { ModuleDecisions } from "./module-registry";
import type { BaseDecision } from "../rules/decisions";

/**
 * Every pending decision the engine can ask, discriminated on `kind`: the base game's and the
 * modules' (namespaced, e.g. `"solo/choose-aggressive-goblins"`).
 *
 * @example
 * ```ts
 * const d = state.decision;
 * if (d?.kind === "solo/choose-aggressive-goblins") console.log(`choose ${d.count} goblins`);
 * ```
 */
export type Decision = BaseDecision | ModuleDecisions;
