/**
 * The built-in rules modules, given to the engine at the top of the package, the same way a user
 * gives theirs (`createEngine({ modules })`): the one place that lists them. The engine, the state
 * checks and the text layer name no module; they read the modules an engine was given, and the
 * public unions are composed from the type maps each module registers (`ModuleTypeMap`,
 * src/engine/module-registry.ts). Adding a built-in module is one line in {@link BUILTIN_MODULES}.
 * The tables the package derives from the built-in modules (ids, default rulings, difficulties,
 * error codes) are built here too.
 *
 * @module
 */
import { deepFreeze } from "./core/clone";
import type { Difficulty } from "./rules/state";
import type { GameModule } from "./engine/game-module";
import { BASE_ERROR_CODES, type ErrorCode, type ErrorCodeInfo } from "./engine/error-codes";
import type { ModuleErrorCode, ModuleId, Rulings } from "./engine/module-registry";
import { provideReferenceModules, referenceModuleSet, type ModuleSet } from "./engine/module-set";
import { gloomfall } from "./modules/gloomfall/index";
import { goldenMushrooms } from "./modules/golden-mushrooms/index";
import { solo } from "./modules/solo/index";

/**
 * The built-in modules, in canonical composition order (a module's place here fixes where it is
 * composed, so every combination composes the same way). Deeply frozen: every engine shares these
 * definitions, so none may change them for the others.
 *
 * @example
 * ```ts
 * import { BUILTIN_MODULES } from "teq-engine";
 * BUILTIN_MODULES.map((m) => m.id); // ["solo", "gloomfall", "golden-mushrooms"]
 * ```
 */
export const BUILTIN_MODULES = deepFreeze([solo, gloomfall, goldenMushrooms] as const satisfies readonly GameModule[]);

provideReferenceModules(BUILTIN_MODULES);

/**
 * The engine's set of the built-in modules (importing it from here makes sure they were given).
 *
 * @returns the set
 * @internal
 */
export function builtinModuleSet(): ModuleSet {
  return referenceModuleSet();
}

/**
 * Every built-in module id, in canonical composition order: the ids a state's `config.modules` may
 * hold. A module composed by the player count (the 1-player variant) is accepted in `modules` when
 * the count selects it (it changes nothing) and refused (`OPTION_MODULES`) otherwise. See
 * {@link OPTIONAL_MODULE_IDS} for the ones a game may choose.
 *
 * @example
 * ```ts
 * import { MODULE_IDS, createGame } from "teq-engine";
 * MODULE_IDS; // ["solo", "gloomfall", "golden-mushrooms"]
 * createGame({ seed: 1, players: 1, modules: ["gloomfall"] }).config.modules; // ["solo", "gloomfall"]
 * ```
 */
export const MODULE_IDS: readonly ModuleId[] = BUILTIN_MODULES.map((m) => m.id);

/**
 * The built-in modules a game may list in its `modules` option, in canonical order: every module
 * id of {@link MODULE_IDS} but those the player count selects.
 *
 * @example
 * ```ts
 * import { OPTIONAL_MODULE_IDS } from "teq-engine";
 * OPTIONAL_MODULE_IDS; // ["gloomfall", "golden-mushrooms"]
 * ```
 */
export const OPTIONAL_MODULE_IDS: readonly ModuleId[] = BUILTIN_MODULES.filter((m) => m.implied !== true).map(
  (m) => m.id,
);

/**
 * Whether a module id is built into this version (an engine made with `createEngine({ modules })`
 * knows its own modules too).
 *
 * @param id - a module id
 * @returns true if `createGame` accepts it
 * @example
 * ```ts
 * isModuleAvailable("gloomfall");
 * ```
 */
export function isModuleAvailable(id: string): boolean {
  return (MODULE_IDS as readonly string[]).includes(id);
}

/**
 * The default rulings of the built-in modules (the engine's reading of each either-way rule;
 * docs/rulings.md), declared by each module with its ruling.
 *
 * @example
 * ```ts
 * createGame({ seed: 1, players: 2, modules: ["gloomfall"], rulings: { gloomfallSetupGoblins: "passive" } });
 * DEFAULT_RULINGS.restingMushroom; // "follows"
 * ```
 */
// The built-in set's defaults are exactly the keys of `Rulings` (each module's type map names its own).
export const DEFAULT_RULINGS: Rulings = builtinModuleSet().defaultRulings as Rulings;

/** The built-in module that has difficulty levels (the 1-player variant). */
const LEVELLED: GameModule | undefined = BUILTIN_MODULES.find((m) => m.difficulties !== undefined);

/**
 * The solo difficulties in order, easiest first (declared by the module that has difficulty levels).
 *
 * @example
 * ```ts
 * DIFFICULTIES[0]; // "peasant"
 * ```
 */
export const DIFFICULTIES: readonly Difficulty[] = (LEVELLED?.difficulties?.levels ?? []) as readonly Difficulty[];

/**
 * Every code of a {@link TeqError}, with the class that carries it and its meaning: the engine's
 * own, then each built-in module's (declared in its folder, `src/modules/<id>/error-codes.ts`).
 * Codes are stable (safe to switch on); messages may be reworded. An engine made with modules of
 * its own lists their codes too (`engine.errorCodes`).
 *
 * Precedence, when an action is wrong in several ways, is the order the checks run in:
 * `MALFORMED_ACTION` (not an object with a string `type`), `GAME_OVER`, `UNKNOWN_ACTION_TYPE`,
 * `MALFORMED_ACTION` again for a `player` that is missing or not a seat number (nor `"chance"`),
 * then `NOT_YOUR_DECISION` (the message says whose decision is pending and what it expects),
 * then `WRONG_ACTION_TYPE` (the right player, an action that does not answer the decision),
 * `UNEXPECTED_FIELD`, and last the decision's own checks (the other codes).
 *
 * @example
 * ```ts
 * ERROR_CODES.NOT_YOUR_DECISION.meaning; // "The action's player is not the one the pending decision belongs to."
 * ERROR_CODES.NO_MUSHROOM.thrownAs; // "IllegalActionError"
 * ```
 */
export const ERROR_CODES: { readonly [C in ErrorCode]: ErrorCodeInfo } = {
  ...BASE_ERROR_CODES,
  ...(Object.assign({}, ...BUILTIN_MODULES.map((m) => m.errors)) as { readonly [C in ModuleErrorCode]: ErrorCodeInfo }),
};
