/**
 * The modules one engine knows (the built-in ones, then those given to `createEngine({ modules })`),
 * with everything the engine reads from them resolved once: the composed ruleset of each
 * combination (cached), the payload specs of their decisions and steps, their error codes, their
 * rulings and their defaults. Every engine holds its own set; nothing here is shared between two
 * engines but the frozen built-in set.
 *
 * @module
 */
import { deepFreeze } from "../core/clone";
import { composeRuleset } from "../core/compose";
import { subtreeCopier, type SliceCopy } from "../rules/state/subtree-copies";
import { InvalidOptionsError, InvalidStateError, type ErrorCodeInfo } from "../core/errors";
import type { GameModule } from "./game-module";
import type { DecisionSpec, IdFieldType, RulingSpec, StepSpec } from "./module-specs";
import type { GameRuleset } from "../rules/game-types";
import { baseRuleset } from "../rules/ruleset";
import { BASE_RULINGS } from "./base-rulings";
import { ownOption } from "../core/plain-data";

/** One ruling of a module of the set, with the module it belongs to. */
export interface RulingOf extends RulingSpec {
  /** The id of the module that declares it, or null for a ruling of the base game (allowed in every game). */
  readonly module: string | null;
}

/**
 * The modules of one engine, in canonical composition order, and what the engine reads from them.
 *
 * @internal
 */
export interface ModuleSet {
  /** The modules, in canonical composition order. */
  readonly modules: readonly GameModule[];
  /** Their ids, in that order. */
  readonly ids: readonly string[];
  /** A module by id. */
  get(id: string): GameModule | undefined;
  /**
   * The ruleset composed of the base and these modules (ids in canonical order, as a state's config
   * records them), built once per combination.
   *
   * @throws {@link InvalidStateError} `STATE_MODULE` for an id that is not in the set
   */
  ruleset(ids: readonly string[]): GameRuleset;
  /** The decision kinds the modules add, with their specs. */
  readonly decisions: ReadonlyMap<string, DecisionSpec>;
  /** The step kinds the modules add, with their specs. */
  readonly steps: ReadonlyMap<string, StepSpec>;
  /** The payload field types the modules add. */
  readonly fieldTypes: ReadonlyMap<string, IdFieldType>;
  /** The modules' error codes. */
  readonly errorCodes: Readonly<Record<string, ErrorCodeInfo>>;
  /** Every ruling of every module, by key. */
  readonly rulings: Readonly<Record<string, RulingOf>>;
  /** Each ruling's default, by key: what `createGame` records when the options choose none. */
  readonly defaultRulings: Readonly<Record<string, string>>;
}

/** Adds the entries of a module's table to a map, refusing a key another module declared. */
function addAll<T>(
  into: Map<string, T>,
  from: Readonly<Record<string, T>> | undefined,
  module: string,
  what: string,
): void {
  for (const [key, value] of Object.entries(from ?? {})) {
    if (into.has(key))
      throw new InvalidOptionsError(
        "ENGINE_MODULES",
        `Module "${module}" declares the ${what} "${key}", which another module declares too.`,
      );
    into.set(key, value);
  }
}

/** A table of specs copied without a prototype each, so that a missing optional field reads as absent. */
function ownSpecs<T extends object>(table: Readonly<Record<string, T>> | undefined): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [key, spec] of Object.entries(table ?? {})) out[key] = Object.assign(Object.create(null) as T, spec);
  return out;
}

/**
 * Resolves a list of modules, in the order given (which becomes their composition order).
 *
 * @param modules - the modules
 * @returns the set
 * @throws {@link InvalidOptionsError} `ENGINE_MODULES` for a module that is not a module object, an id
 *   listed twice, a kind not namespaced by its module's id, or a kind, code or ruling two modules
 *   declare
 * @internal
 */
export function moduleSet(modules: readonly GameModule[]): ModuleSet {
  const byId = new Map<string, GameModule>();
  const decisions = new Map<string, DecisionSpec>();
  const steps = new Map<string, StepSpec>();
  const fieldTypes = new Map<string, IdFieldType>();
  const errorCodes = new Map<string, ErrorCodeInfo>();
  const rulings = new Map<string, RulingOf>();
  for (const [key, spec] of Object.entries(BASE_RULINGS)) rulings.set(key, { ...spec, module: null });
  for (const module of modules) {
    if (
      typeof module !== "object" ||
      module === null ||
      typeof module.id !== "string" ||
      !/^[a-z][a-z0-9-]*$/.test(module.id) ||
      typeof module.extend !== "function"
    ) {
      throw new InvalidOptionsError(
        "ENGINE_MODULES",
        "Each of `modules` must be a module object with a lowercase `id` and an `extend` function.",
      );
    }
    if (byId.has(module.id)) throw new InvalidOptionsError("ENGINE_MODULES", `Module "${module.id}" is listed twice.`);
    byId.set(module.id, module);
    // Optional fields are read as own keys only (and the specs copied without a prototype): a key
    // inherited from a polluted Object.prototype is not part of a module (issue 27, point 8).
    const moduleDecisions = ownSpecs(ownOption(module, "decisions"));
    const moduleSteps = ownSpecs(ownOption(module, "steps"));
    for (const kind of [...Object.keys(moduleDecisions), ...Object.keys(moduleSteps)]) {
      if (!kind.startsWith(`${module.id}/`))
        throw new InvalidOptionsError(
          "ENGINE_MODULES",
          `Module "${module.id}" declares the kind "${kind}": a module's kinds are namespaced "${module.id}/...".`,
        );
    }
    addAll(decisions, moduleDecisions, module.id, "decision kind");
    addAll(steps, moduleSteps, module.id, "step kind");
    addAll(fieldTypes, ownOption(module, "fieldTypes"), module.id, "field type");
    addAll(errorCodes, ownOption(module, "errors"), module.id, "error code");
    const own: Record<string, RulingOf> = {};
    for (const [key, spec] of Object.entries<RulingSpec>(ownOption(module, "rulings") ?? {}))
      own[key] = { ...spec, module: module.id };
    addAll(rulings, own, module.id, "ruling");
  }
  const list = [...byId.values()];
  const cache = new Map<string, GameRuleset>();
  const ruleTable = Object.fromEntries(rulings);
  return {
    modules: list,
    ids: list.map((m) => m.id),
    get: (id) => byId.get(id),
    ruleset(ids) {
      const key = ids.join(",");
      let ruleset = cache.get(key);
      if (ruleset === undefined) {
        const parts = ids.map((id) => {
          const module = byId.get(id);
          if (module === undefined)
            throw new InvalidStateError("STATE_MODULE", `Module "${id}" is not available in this engine.`);
          return module;
        });
        // Frozen, the base first: a module's `extend` receives it, and the base ruleset and every
        // ruleset composed here are shared by every engine (the built-in set is built once), so a
        // module that wrote to what it was given would change the rules of every other engine.
        const composed = composeRuleset(deepFreeze(baseRuleset), parts);
        // The modules that copy their own state slices (`slice.copy`) give the ruleset its copier.
        const slices: Record<string, SliceCopy> = {};
        for (const module of parts) if (typeof module.slice?.copy === "function") slices[module.id] = module.slice.copy;
        ruleset = deepFreeze(
          Object.keys(slices).length === 0
            ? composed
            : { ...composed, copySubtree: subtreeCopier(slices, composed.copySubtree) },
        );
        cache.set(key, ruleset);
      }
      return ruleset;
    },
    decisions,
    steps,
    fieldTypes,
    errorCodes: Object.fromEntries(errorCodes),
    rulings: ruleTable,
    defaultRulings: Object.fromEntries(Object.entries(ruleTable).map(([key, spec]) => [key, spec.default])),
  };
}

let reference: ModuleSet | null = null;

/**
 * Gives the engine its reference modules: those the top-level functions compose, and that every
 * `createEngine({ modules })` composes before its own. Called once, by the package entry
 * (src/built-in-modules.ts gives the built-in modules), before any game: the engine names none.
 *
 * @param modules - the modules, in composition order
 * @throws Error when the reference set was given, or used, already (a wiring fault, not bad input)
 * @internal
 */
export function provideReferenceModules(modules: readonly GameModule[]): void {
  if (reference !== null) throw new Error("The reference modules are given once, before the first game.");
  reference = moduleSet(modules);
}

/**
 * The set of the reference modules (see {@link provideReferenceModules}; the base game alone when
 * none were given), built once and shared by every engine without modules of its own. Shared, but
 * not observable: it holds only what is derived from the module definitions, which are deeply
 * frozen (payload specs, error codes, rulings, and the rulesets composed per module list, deeply
 * frozen too), the same for every engine, and no engine can change it.
 *
 * @returns the set
 * @internal
 */
export function referenceModuleSet(): ModuleSet {
  reference ??= moduleSet([]);
  return reference;
}
