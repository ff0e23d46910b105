/**
 * Typed read access to the modules' state slices (`state.moduleState[id]`), so front-ends read
 * where the mushrooms are, or which movement cards the solo deal offers, without a cast.
 *
 * @module
 */
import type { ModuleStates } from "./module-registry";
import type { GameState } from "./state";

export type { ModuleStates } from "./module-registry";

/**
 * A module's state slice, typed, or null when the game does not compose that module (or the
 * module has not created its slice yet).
 *
 * @param state - a game state (or a player view of one)
 * @param id - the module id
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
  id: K,
): ModuleStates[K] | null {
  if (!state.config.modules.includes(id)) return null;
  const slice = state.moduleState[id];
  return slice === undefined || slice === null ? null : (slice as ModuleStates[K]);
}
