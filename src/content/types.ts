/**
 * The content model: typed, serializable tables for every printed component of the game.
 *
 * Content is data. Rules never hard-code a card: they read these tables, and every effect is a
 * named id (plus plain parameters) that the rules resolve through a handler table. Every record
 * carries its provenance field by field, so a reader can tell printed, confirmed values from the
 * provisional values this project had to choose (printed card data is not public).
 *
 * @module
 */

export type { Source, Provenance } from "./types/provenance";
export type { DieSymbol, RegionSide, PlayerColor, CardFace, TravelMethod } from "./types/symbols";
export type { RegionDef, RegionKind, MapCardFace, MapCardDef, GridPos, LayoutTemplate } from "./types/map";
export type { TrackSpace, TempleDef, SpellDef } from "./types/temples-spells";
export type { SymbolAmounts, MagicLevelDef, MagicTrackDef } from "./types/magic";
export type { QuestReward, MovementCondition, QuestDef } from "./types/quests";
export type { ItemAbility, ItemDef, PlayerCardDef } from "./types/items";
export type { GrottoEffectDef, GoldenActionDef, GoldenMushroomsContent } from "./types/grottos";
export type { MovementCardDef, DiceDef, ScoringTableDef, ContentPack } from "./types/pack";
