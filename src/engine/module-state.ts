/**
 * Typed read access to the modules' state slices (`state.moduleState[id]`), so front-ends read
 * where the mushrooms are, or which movement cards the solo deal offers, and a module of one's own
 * reads its slice inside its rules, without a cast.
 *
 * @module
 */
import type { GameModule, ModuleTypesOf } from "./game-module";
import type { ModuleStates } from "./module-registry";
import type { GameState } from "./state";

export type { ModuleStates } from "./module-registry";

/**
 * What `moduleStateOf` reads of a state: its composed modules and its module slices. A game state,
 * a player view, an engine's state with modules of its own, the rules' state and a recipe's draft
 * all have it.
 *
 * @example
 * ```ts
 * import { createGame, type ModuleStateHolder } from "teq-engine";
 * const holder: ModuleStateHolder = createGame({ seed: 1, players: 2 });
 * ```
 */
export interface ModuleStateHolder {
  /** The game's configuration: the ids of its composed modules. */
  readonly config: {
    /** The modules composed into the game. */
    readonly modules: readonly string[];
  };
  /** Each composed module's state slice, keyed by module id. */
  readonly moduleState: object;
}

/**
 * A built-in module's state slice, typed, or null when the game does not compose that module (or
 * the module has not created its slice yet).
 *
 * @param state - a game state (or a player view of one)
 * @param module - the module id
 * @returns the slice, or null
 * @example
 * ```ts
 * import { createGame, moduleStateOf } from "teq-engine";
 * const state = createGame({ seed: "m", players: 2, modules: ["golden-mushrooms"] });
 * moduleStateOf(state, "golden-mushrooms")?.mushrooms.length; // 7
 * moduleStateOf(createGame({ seed: "m", players: 2 }), "golden-mushrooms"); // null
 * ```
 */
export function moduleStateOf<K extends keyof ModuleStates>(
  state: Pick<GameState, "config" | "moduleState">,
  module: K,
): ModuleStates[K] | null;
/**
 * A module of your own's state slice, typed by the module's type map, or null when the game does
 * not compose that module (or the module has not created its slice yet): the module's rules read
 * their slice this way, from a state or from a recipe's draft, with no cast.
 *
 * @param state - a game state, a player view of one, or a draft inside a recipe
 * @param module - the module's definition
 * @returns the slice, or null
 * @example
 * ```ts
 * import { createEngine, moduleStateOf, type GameModule } from "teq-engine";
 * const counter: GameModule<"counter", {
 *   action: never; decision: never; step: never; event: never;
 *   state: { readonly count: number }; rulings: object; errorCode: never; sheet: object;
 * }> = {
 *   id: "counter", docs: "docs/modules/counter.md", extend: (base) => base,
 *   words: { en: { actions: {}, decisions: {}, events: {} } },
 * };
 * const state = createEngine({ modules: [counter] }).createGame({ seed: 1, players: 2, modules: ["counter"] });
 * const count: number | undefined = moduleStateOf(state, counter)?.count; // undefined: no setup step made a slice
 * ```
 */
export function moduleStateOf<M extends GameModule>(
  state: ModuleStateHolder,
  module: M,
): ModuleTypesOf<M>["state"] | null;
export function moduleStateOf(state: ModuleStateHolder, module: string | GameModule): unknown {
  const id = typeof module === "string" ? module : module.id;
  if (!state.config.modules.includes(id)) return null;
  // Keyed by module id: the slice has the type its module declares (the module's own rules write it).
  const slice = (state.moduleState as Readonly<Record<string, unknown>>)[id];
  return slice === undefined || slice === null ? null : slice;
}
