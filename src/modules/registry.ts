/**
 * The registry of built-in rules modules: the one place that lists them. The engine, the state
 * checks and the text layer read every module through this list (or an engine's own list, which
 * starts with it: `createEngine({ modules })`), and the public unions are composed from the
 * modules' own type maps. Adding a built-in module is one line in {@link BUILTIN_MODULES}.
 *
 * @module
 */
import type { GameModule, ModuleTypesOf } from "./define";
import { gloomfall } from "./gloomfall/index";
import { goldenMushrooms } from "./golden-mushrooms/index";
import { solo } from "./solo/index";

/**
 * The built-in modules, in canonical composition order (a module's place here fixes where it is
 * composed, so every combination composes the same way).
 *
 * @example
 * ```ts
 * import { BUILTIN_MODULES } from "teq-engine";
 * BUILTIN_MODULES.map((m) => m.id); // ["solo", "gloomfall", "golden-mushrooms"]
 * ```
 */
export const BUILTIN_MODULES = [solo, gloomfall, goldenMushrooms] as const satisfies readonly GameModule[];

/** A built-in module's definition. */
type Builtin = (typeof BUILTIN_MODULES)[number];

/**
 * The types of every built-in module, as a union of their type maps: `BuiltinModuleTypes["action"]`
 * is every module action, and so on.
 *
 * @example
 * ```ts
 * import type { BuiltinModuleTypes } from "teq-engine";
 * type ModuleEventType = BuiltinModuleTypes["event"]["type"];
 * ```
 */
export type BuiltinModuleTypes = ModuleTypesOf<Builtin>;

/**
 * The id of a built-in rules module: `"solo"` (the 1-player variant, selected by `players: 1`),
 * `"gloomfall"` or `"golden-mushrooms"`. A state's `config.modules` lists the ids of its game.
 *
 * @example
 * ```ts
 * import type { ModuleId } from "teq-engine";
 * const modules: ModuleId[] = ["gloomfall", "golden-mushrooms"];
 * ```
 */
export type ModuleId = Builtin["id"];

/** The type map of one built-in module, by id. */
type TypesById<K extends ModuleId> = ModuleTypesOf<Extract<Builtin, { readonly id: K }>>;

/**
 * The state slice of each built-in module that keeps one, by module id.
 *
 * @example
 * ```ts
 * type Mushrooms = ModuleStates["golden-mushrooms"]["mushrooms"];
 * ```
 */
export type ModuleStates = { readonly [K in ModuleId as [TypesById<K>["state"]] extends [never] ? never : K]: TypesById<K>["state"] };

/** The intersection of a union of object types. */
type Intersect<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/**
 * Every ruling of the built-in modules, by key: the reading to play where the rulebooks allow two
 * (docs/rulings.md says which reading is the default and why). Recorded in full in every state.
 *
 * @example
 * ```ts
 * const r: Rulings = { gloomfallSetupGoblins: "aggressive", goldenGrottoArrival: "card", restingMushroom: "follows" };
 * ```
 */
export type Rulings = { readonly [K in keyof Intersect<BuiltinModuleTypes["rulings"]>]: Intersect<BuiltinModuleTypes["rulings"]>[K] };

/**
 * What the built-in modules add to a score sheet (the solo verdict).
 *
 * @example
 * ```ts
 * const added: ModuleSheetFields = {};
 * ```
 */
export type ModuleSheetFields = Intersect<BuiltinModuleTypes["sheet"]>;

/**
 * Every action the built-in modules add (or extend: Golden Mushrooms' `move` with a mushroom choice).
 *
 * @example
 * ```ts
 * function isModuleAction(a: { type: string }): boolean { return a.type.includes("/"); }
 * ```
 */
export type ModuleAction = BuiltinModuleTypes["action"];

/**
 * Every decision the built-in modules add.
 *
 * @example
 * ```ts
 * const d: ModuleDecisions = { kind: "solo/choose-aggressive-goblins", player: 0, count: 3 };
 * ```
 */
export type ModuleDecisions = BuiltinModuleTypes["decision"];

/**
 * Every event the built-in modules add.
 *
 * @example
 * ```ts
 * function isModuleEvent(e: { type: string }): boolean { return e.type.includes("/"); }
 * ```
 */
export type ModuleEvents = BuiltinModuleTypes["event"];

/**
 * Every error code the built-in modules add.
 *
 * @example
 * ```ts
 * const code: ModuleErrorCode = "NO_MUSHROOM";
 * ```
 */
export type ModuleErrorCode = BuiltinModuleTypes["errorCode"];
