/**
 * The content API: the content model types, the reference pack, validation and provenance helpers.
 *
 * @module
 */

export type {
  CardFace,
  ContentPack,
  DiceDef,
  DieSymbol,
  GoldenActionDef,
  GoldenMushroomsContent,
  GridPos,
  GrottoEffectDef,
  ItemAbility,
  ItemDef,
  LayoutTemplate,
  MagicLevelDef,
  MagicTrackDef,
  MapCardDef,
  MapCardFace,
  MovementCardDef,
  MovementCondition,
  PlayerCardDef,
  PlayerColor,
  Provenance,
  QuestDef,
  QuestReward,
  RegionDef,
  RegionKind,
  RegionSide,
  ScoringTableDef,
  Source,
  SpellDef,
  SymbolAmounts,
  TempleDef,
  TrackSpace,
  TravelMethod,
} from "./types";
export { referencePack } from "./reference/index";
export { validateContent } from "./validate-content";
export { contentFingerprint } from "./fingerprint";
export { confirmed, listProvisional, listSources, provisional, sourced } from "./provenance";
export type { ProvisionalValue, SourcedValue } from "./provenance";
