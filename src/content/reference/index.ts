/**
 * The reference content pack: every table the rules read, with confirmed values where a rulebook
 * or an official ruling states them and provisional, clearly marked values elsewhere.
 *
 * @module
 */

import type { ContentPack } from "../types";
import { referenceDice } from "./dice";
import { referenceGoldenMushrooms } from "./golden-mushrooms";
import { referenceGrottoEffects } from "./grotto-effects";
import { referenceItems } from "./items";
import { referenceLayout } from "./layout";
import { referenceMultiplayerMagic, referenceSoloMagic } from "./magic-tracks";
import { referenceMapCards } from "./map-cards";
import { referenceMovementCards } from "./movement-cards";
import { referencePlayerCards } from "./player-cards";
import { referenceQuests } from "./quests";
import { referenceScoring } from "./scoring";
import { referenceSpells } from "./spells";
import { referenceTemples } from "./temples";

/**
 * The content pack the library ships. Printed card data is not public, so many values are
 * provisional; `listProvisional(referencePack)` lists them, and a user with the printed cards can
 * pass their own pack to `createGame`.
 *
 * @example
 * ```ts
 * import { referencePack, validateContent } from "teq-engine";
 * validateContent(referencePack); // []
 * const myPack: ContentPack = { ...referencePack, id: "printed" };
 * ```
 */
export const referencePack: ContentPack = {
  id: "reference",
  formatVersion: 1,
  dice: referenceDice,
  layout: referenceLayout,
  mapCards: referenceMapCards,
  temples: referenceTemples,
  spells: referenceSpells,
  grottoEffects: referenceGrottoEffects,
  magicTracks: { multiplayer: referenceMultiplayerMagic, solo: referenceSoloMagic },
  movementCards: referenceMovementCards,
  quests: referenceQuests,
  items: referenceItems,
  playerCards: referencePlayerCards,
  scoring: referenceScoring,
  goldenMushrooms: referenceGoldenMushrooms,
};
