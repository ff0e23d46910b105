/**
 * The ten spells of the reference pack.
 *
 * @module
 */

import { confirmed, provisional, sourced } from "../provenance";
import type { SpellDef } from "../types";
import { REF } from "./sources";

const known = (id: string, name: string, level: number): SpellDef => ({
  id,
  name,
  level,
  provenance: sourced(["name", "level"], confirmed(REF.learningSpells)),
});

const invented = (id: string, name: string, level: number): SpellDef => ({
  id,
  name,
  level,
  provenance: {
    name: provisional("only Snake, Scorpion and Spider are named by the rulebook; invented name"),
    level: provisional("10 obelisks and a spell level scored up to 10 suggest spells of levels 1 to 10 (inferred)"),
  },
});

/**
 * Snake (1), Scorpion (2) and Spider (3) are named by the rulebook; levels 4 to 10 are invented.
 */
export const referenceSpells: readonly SpellDef[] = [
  known("snake", "Snake", 1),
  known("scorpion", "Scorpion", 2),
  known("spider", "Spider", 3),
  invented("toad", "Toad", 4),
  invented("bat", "Bat", 5),
  invented("owl", "Owl", 6),
  invented("wolf", "Wolf", 7),
  invented("raven", "Raven", 8),
  invented("bear", "Bear", 9),
  invented("dragon", "Dragon", 10),
];
