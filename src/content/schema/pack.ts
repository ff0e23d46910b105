/**
 * The schema of a whole content pack, declared once: `validateContent`'s shape checks and the
 * `content-pack.json` JSON Schema come from it, and a type test holds `ContentPack` to it.
 *
 * @module
 */
import { array, int, object, text } from "../../core/schema/index";
import {
  diceSchema,
  grottoEffectSchema,
  layoutSchema,
  magicTrackSchema,
  mapCardSchema,
  spellSchema,
  templeSchema,
} from "./board";
import {
  goldenMushroomsSchema,
  itemSchema,
  movementCardSchema,
  playerCardSchema,
  questSchema,
  scoringSchema,
} from "./cards";

/** The content model version this engine reads. */
export const FORMAT_VERSION = 1;

/** A content pack. */
export const contentPackSchema = object({
  id: text(),
  formatVersion: int(FORMAT_VERSION, FORMAT_VERSION),
  dice: diceSchema,
  layout: layoutSchema,
  mapCards: array(mapCardSchema),
  temples: array(templeSchema),
  spells: array(spellSchema),
  grottoEffects: array(grottoEffectSchema),
  magicTracks: object({ multiplayer: magicTrackSchema, solo: magicTrackSchema }),
  movementCards: array(movementCardSchema),
  quests: array(questSchema),
  items: array(itemSchema),
  playerCards: array(playerCardSchema),
  scoring: scoringSchema,
  goldenMushrooms: goldenMushroomsSchema,
});
