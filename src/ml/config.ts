/**
 * The configuration an encoding is built for, and the game states it reads.
 *
 * @module
 */
import type { Difficulty, GameState, PlayerView } from "teq-engine";

/**
 * What fixes the size of the encodings: the player count and the modules (a game's
 * `state.config` or the options given to `createGame` both fit).
 *
 * @example
 * ```ts
 * import { observationSpec } from "teq-engine/ml";
 * const config: MlConfig = { players: 2 };
 * observationSpec(config).length; // the observation's length in 2-player base games
 * ```
 */
export interface MlConfig {
  /** 1 to 4 (1 = solo). */
  readonly players: number;
  /** The modules, e.g. `["gloomfall", "golden-mushrooms"]` (default none). */
  readonly modules?: readonly string[];
  /** The solo difficulty (solo only). */
  readonly difficulty?: Difficulty | null;
}

/** A full state or a player's view: what `observe` reads. */
export type StateOrView = GameState | PlayerView;

/** Whether `config` composes `module`. */
export function hasModule(config: MlConfig, module: string): boolean {
  return (config.modules ?? []).includes(module);
}

/** The configuration as a short key (cache key of the specs). */
export function configKey(config: MlConfig): string {
  return `${config.players}|${[...(config.modules ?? [])].sort().join(",")}`;
}
