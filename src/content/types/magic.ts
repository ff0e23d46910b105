/**
 * The magic card: its track and what each magic level does.
 *
 * @module
 */

import type { Provenance } from "./provenance";

/**
 * How a run of one die symbol within a single roll turns into amounts: the i-th symbol of the roll
 * gives `sequence[i]` when there is such an entry, else `rest`. Multiplayer levels use a constant
 * (`sequence: []`); the solo levels ignore or change the first symbols.
 *
 * @example
 * ```ts
 * // Solo level 0: the first Take Damage is ignored, each further one deals 1.
 * const soloLevel0Damage: SymbolAmounts = { sequence: [0], rest: 1 };
 * ```
 */
export interface SymbolAmounts {
  /** Amounts for the first symbols of a roll, in order. */
  readonly sequence: readonly number[];
  /** The amount for every symbol after those covered by `sequence`. */
  readonly rest: number;
}

/**
 * What one magic level does to the dice and to learning.
 *
 * @example
 * ```ts
 * const level2: MagicLevelDef = {
 *   level: 2,
 *   learnUpTo: 2,
 *   takeDamage: { sequence: [], rest: 2 },
 *   gainPower: { sequence: [], rest: 0 },
 *   conjureMagic: { advances: true, damage: { sequence: [], rest: 0 } },
 * };
 * ```
 */
export interface MagicLevelDef {
  /** The level number, 0 to 3. */
  readonly level: number;
  /** How many spell levels above their current one a player may learn at this level. */
  readonly learnUpTo: number;
  /** Health lost per Take Damage symbol, before any defence. */
  readonly takeDamage: SymbolAmounts;
  /** Power gained per Gain Power symbol. */
  readonly gainPower: SymbolAmounts;
  /** Whether Conjure Magic still advances the token, and the damage each symbol deals. */
  readonly conjureMagic: {
    /** Whether Conjure Magic symbols move the magic token forward. */
    readonly advances: boolean;
    /** Health lost per Conjure Magic symbol. */
    readonly damage: SymbolAmounts;
  };
}

/**
 * One side of the magic card: the level of each space of the track (index 0 = the first space)
 * and the effect of each level.
 *
 * @example
 * ```ts
 * const track: MagicTrackDef = { spaces: [0, 0, 1, 1, 1, 2, 2, 2, 3], levels: [], provenance: {} };
 * ```
 */
export interface MagicTrackDef {
  /** The magic level of each space, first space first. */
  readonly spaces: readonly number[];
  /** The effect of each level used on the track. */
  readonly levels: readonly MagicLevelDef[];
  /** The source of each data field's value, keyed by field name. */
  readonly provenance: Provenance;
}
