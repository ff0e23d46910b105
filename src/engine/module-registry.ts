/**
 * The type registry of the modules the package is built with: `ModuleTypeMap`, an interface that
 * each built-in module augments with its own type map (declaration merging, as vitest's and
 * TanStack Router's registries), and the public unions composed from it. The engine names no
 * module, not even here: the modules register themselves.
 *
 * @module
 */
import type { BaseRulings } from "../rules/state";

/**
 * The type map of each built-in module, by module id. Empty here; each module adds its entry:
 *
 * ```ts
 * declare module "../../engine/module-registry" {
 *   interface ModuleTypeMap { readonly solo: SoloTypes }
 * }
 * ```
 *
 * @example
 * ```ts
 * import type { ModuleTypeMap } from "teq-engine";
 * type SoloEvents = ModuleTypeMap["solo"]["event"];
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ModuleTypeMap {}

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
export type BuiltinModuleTypes = ModuleTypeMap[keyof ModuleTypeMap];

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
export type ModuleId = Extract<keyof ModuleTypeMap, string>;

/**
 * The type map of one built-in module, by id.
 *
 * @example
 * ```ts
 * import type { BuiltinModuleTypesOf } from "teq-engine";
 * type SoloSlice = BuiltinModuleTypesOf<"solo">["state"];
 * ```
 */
export type BuiltinModuleTypesOf<K extends ModuleId> = ModuleTypeMap[K];

/**
 * The state slice of each built-in module that keeps one, by module id.
 *
 * @example
 * ```ts
 * type Mushrooms = ModuleStates["golden-mushrooms"]["mushrooms"];
 * ```
 */
export type ModuleStates = {
  readonly [
    K in ModuleId as [BuiltinModuleTypesOf<K>["state"]] extends [never] ? never : K
  ]: BuiltinModuleTypesOf<K>["state"];
};

/**
 * The intersection of a union of object types (`A | B` gives `A & B`): how the modules' rulings and
 * score sheet fields join.
 *
 * @example
 * ```ts
 * import type { Intersection } from "teq-engine";
 * type Both = Intersection<{ a: 1 } | { b: 2 }>; // { a: 1 } & { b: 2 }
 * ```
 */
export type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/**
 * Every ruling of the base game and the built-in modules, by key: the reading to play where the
 * rulebooks allow two (docs/rulings.md says which reading is the default and why). Recorded in full
 * in every state.
 *
 * @example
 * ```ts
 * const r: Rulings = {
 *   orthogonalGrottoMove: "path", gloomfallSetupGoblins: "aggressive", goldenGrottoArrival: "card", restingMushroom: "follows",
 *   grottoMoveMushroom: "choices", mushroomLeftInCastle: "abandoned", newMushroomPortal: "no-mushroom",
 * };
 * ```
 */
export type Rulings = {
  readonly [K in keyof (BaseRulings & Intersection<BuiltinModuleTypes["rulings"]>)]: (BaseRulings &
    Intersection<BuiltinModuleTypes["rulings"]>)[K];
};

/**
 * What the built-in modules add to a score sheet (the solo verdict).
 *
 * @example
 * ```ts
 * const added: ModuleSheetFields = {};
 * ```
 */
export type ModuleSheetFields = Intersection<BuiltinModuleTypes["sheet"]>;

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
