/**
 * The two sides of the magic card in the reference pack.
 *
 * @module
 */

import { confirmed, provisional } from "../provenance";
import type { MagicLevelDef, MagicTrackDef, SymbolAmounts } from "../types";
import { REF } from "./sources";

const flat = (rest: number): SymbolAmounts => ({ sequence: [], rest });
const advancing = { advances: true, damage: flat(0) } as const;
const SPACES: readonly number[] = [0, 0, 1, 1, 1, 2, 2, 2, 3];

/**
 * The "2-4 player" side: levels 0 to 3 as the rulebook states them.
 */
export const referenceMultiplayerMagic: MagicTrackDef = {
  spaces: SPACES,
  levels: [
    { level: 0, learnUpTo: 0, takeDamage: flat(1), gainPower: flat(1), conjureMagic: advancing },
    { level: 1, learnUpTo: 1, takeDamage: flat(1), gainPower: flat(1), conjureMagic: advancing },
    { level: 2, learnUpTo: 2, takeDamage: flat(2), gainPower: flat(0), conjureMagic: advancing },
    {
      level: 3,
      learnUpTo: 3,
      takeDamage: flat(3),
      gainPower: flat(0),
      conjureMagic: { advances: false, damage: flat(1) },
    },
  ] satisfies MagicLevelDef[],
  provenance: {
    spaces: provisional(
      "the track has at least 8 spaces (Staff example: 5th space + 3 = 8th) and level 3 is its last space; the space-to-level table is inferred",
    ),
    levels: confirmed(REF.magicLevels),
  },
};

/**
 * The "1 player" side: the solo levels, which ignore or change the first symbols of a roll.
 */
export const referenceSoloMagic: MagicTrackDef = {
  spaces: SPACES,
  levels: [
    { level: 0, learnUpTo: 0, takeDamage: { sequence: [0], rest: 1 }, gainPower: flat(1), conjureMagic: advancing },
    {
      level: 1,
      learnUpTo: 1,
      takeDamage: { sequence: [1, 0], rest: 1 },
      gainPower: { sequence: [0], rest: 1 },
      conjureMagic: advancing,
    },
    { level: 2, learnUpTo: 2, takeDamage: flat(1), gainPower: flat(0), conjureMagic: advancing },
    {
      level: 3,
      learnUpTo: 3,
      takeDamage: flat(2),
      gainPower: flat(0),
      conjureMagic: { advances: false, damage: flat(1) },
    },
  ] satisfies MagicLevelDef[],
  provenance: {
    spaces: provisional("the solo side's spaces are not public; assumed the same as the 2-4 player side"),
    levels: confirmed(REF.soloMagic),
  },
};
