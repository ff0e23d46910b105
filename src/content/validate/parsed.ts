/**
 * What the structure pass of `validateContent` hands to the cross-table checks.
 *
 * @module
 */

import type {
  DiceDef,
  GoldenActionDef,
  GrottoEffectDef,
  ItemDef,
  LayoutTemplate,
  MagicTrackDef,
  MapCardDef,
  MovementCardDef,
  PlayerCardDef,
  QuestDef,
  SpellDef,
  TempleDef,
} from "../types";
import type { Entry } from "./records";

/**
 * Every table of a pack as read: `undefined` where a table is missing or is not an array (already
 * reported), so that the cross-table checks skip it instead of reporting it again.
 */
export interface ParsedPack {
  /** The dice record. */
  readonly dice: Entry<DiceDef> | undefined;
  /** The layout record. */
  readonly layout: Entry<LayoutTemplate> | undefined;
  /** The base map cards. */
  readonly mapCards: Entry<MapCardDef>[] | undefined;
  /** The temples. */
  readonly temples: Entry<TempleDef>[] | undefined;
  /** The spells. */
  readonly spells: Entry<SpellDef>[] | undefined;
  /** The grotto effects. */
  readonly grottoEffects: Entry<GrottoEffectDef>[] | undefined;
  /** Both sides of the magic card. */
  readonly magic: readonly Entry<MagicTrackDef>[];
  /** The movement cards. */
  readonly movementCards: Entry<MovementCardDef>[] | undefined;
  /** The quests. */
  readonly quests: Entry<QuestDef>[] | undefined;
  /** The items. */
  readonly items: Entry<ItemDef>[] | undefined;
  /** The player cards (their id is their colour). */
  readonly playerCards: Entry<PlayerCardDef>[] | undefined;
  /** The Golden Mushrooms content. */
  readonly golden: GoldenRead;
}

/**
 * What was read of the Golden Mushrooms content: its inner tables and fields, each `undefined` if
 * missing or malformed (already reported).
 */
export interface GoldenRead {
  /** Its map cards. */
  readonly cards: Entry<MapCardDef>[] | undefined;
  /** The ids of the grotto effects whose cards it removes. */
  readonly replaces: readonly string[] | undefined;
  /** Its actions. */
  readonly actions: Entry<GoldenActionDef>[] | undefined;
  /** Its number of mushroom tokens. */
  readonly mushroomCount: number | undefined;
}
