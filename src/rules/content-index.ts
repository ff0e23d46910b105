/**
 * Lookup tables over a content pack, built once per pack object and cached. A pack inside a game
 * state is frozen and shared by every state of that game, so the cache is hit on every transition.
 *
 * @module
 */
import type {
  ContentPack,
  GrottoEffectDef,
  ItemDef,
  MapCardDef,
  QuestDef,
  SpellDef,
  TempleDef,
  TravelMethod,
} from "../content/types";
import { everyMapCard } from "../content/tables";

/**
 * Content records by id.
 *
 * @example
 * ```ts
 * function treasures(env: RulesEnv): number { return env.index.treasureIds.length; }
 * ```
 */
export interface ContentIndex {
  /** Every map card (castles and regular cards) by id. */
  readonly mapCards: ReadonlyMap<string, MapCardDef>;
  /** Temples by id. */
  readonly temples: ReadonlyMap<string, TempleDef>;
  /** Spells by id. */
  readonly spells: ReadonlyMap<string, SpellDef>;
  /** Quests by id. */
  readonly quests: ReadonlyMap<string, QuestDef>;
  /** Items by id. */
  readonly items: ReadonlyMap<string, ItemDef>;
  /** Grotto effects by id. */
  readonly grottoEffects: ReadonlyMap<string, GrottoEffectDef>;
  /** Movement card id to its travel method. */
  readonly movementMethods: ReadonlyMap<string, TravelMethod>;
  /** The treasure items' ids, in pack order (the item rack a game starts with). */
  readonly treasureIds: readonly string[];
  /** The castle map cards' ids, in pack order. */
  readonly castleCardIds: readonly string[];
  /** Each player card's legendary item ids (in its order), by the card's colour. */
  readonly legendaryItemsByColor: ReadonlyMap<string, readonly string[]>;
}

const cache = new WeakMap<ContentPack, ContentIndex>();

function byId<T extends { readonly id: string }>(records: readonly T[]): ReadonlyMap<string, T> {
  return new Map(records.map((r) => [r.id, r]));
}

/** See `ContentIndex.legendaryItemsByColor`; the first card of a colour wins, as a search in pack order would find it. */
function legendaryItemsByColor(content: ContentPack): ReadonlyMap<string, readonly string[]> {
  const out = new Map<string, readonly string[]>();
  for (const card of content.playerCards)
    if (!out.has(card.color)) out.set(card.color, Object.freeze(Object.keys(card.legendary)));
  return out;
}

/**
 * The lookup tables of a content pack (cached per pack object). Maps are only used for lookups
 * by key, never iterated by the rules.
 *
 * @param content - a validated content pack
 * @returns its index
 */
export function indexContent(content: ContentPack): ContentIndex {
  let index = cache.get(content);
  if (index === undefined) {
    index = {
      mapCards: byId(everyMapCard(content)),
      temples: byId(content.temples),
      spells: byId(content.spells),
      quests: byId(content.quests),
      items: byId(content.items),
      grottoEffects: byId(content.grottoEffects),
      movementMethods: new Map(content.movementCards.map((card) => [card.id, card.method])),
      treasureIds: Object.freeze(content.items.filter((item) => item.kind === "treasure").map((item) => item.id)),
      castleCardIds: Object.freeze(content.mapCards.filter((card) => card.kind === "castle").map((card) => card.id)),
      legendaryItemsByColor: legendaryItemsByColor(content),
    };
    cache.set(content, index);
  }
  return index;
}
