/**
 * The records of a content pack by table, for lookups by id: the map cards of every table (the
 * regular ones and the module cards that may replace some at setup) and the named records a user
 * interface shows.
 *
 * @module
 * @internal
 */
import type { ContentPack, MapCardDef } from "./types";

/**
 * Every map card of a pack: the regular cards, then those of the pack's module tables.
 *
 * @param pack - a content pack
 * @returns the cards
 * @internal
 */
export function everyMapCard(pack: ContentPack): readonly MapCardDef[] {
  return [...pack.mapCards, ...pack.goldenMushrooms.mapCards];
}

/**
 * The named records of a pack by card table (for display names).
 *
 * @param pack - a content pack
 * @returns the records of each table
 * @internal
 */
export function namedRecords(
  pack: ContentPack,
): Readonly<
  Record<
    "mapCards" | "movementCards" | "quests" | "items" | "temples" | "spells" | "grottoEffects" | "goldenActions",
    readonly { readonly id: string; readonly name?: string }[]
  >
> {
  return {
    mapCards: everyMapCard(pack),
    movementCards: pack.movementCards,
    quests: pack.quests,
    items: pack.items,
    temples: pack.temples,
    spells: pack.spells,
    grottoEffects: pack.grottoEffects,
    goldenActions: pack.goldenMushrooms.actions,
  };
}
