/**
 * The remaining tables (movement cards, dice, scoring) and the {@link ContentPack} that gathers
 * every table.
 *
 * @module
 */

import type { GoldenMushroomsContent, GrottoEffectDef } from "./grottos";
import type { ItemDef, PlayerCardDef } from "./items";
import type { MagicTrackDef } from "./magic";
import type { LayoutTemplate, MapCardDef } from "./map";
import type { Provenance } from "./provenance";
import type { QuestDef } from "./quests";
import type { DieSymbol, TravelMethod } from "./symbols";
import type { SpellDef, TempleDef } from "./temples-spells";

/**
 * A movement card and the travel method it shows.
 *
 * @example
 * ```ts
 * const horse: MovementCardDef = { id: "horse", name: "Horse", method: "horse", provenance: {} };
 * ```
 */
export interface MovementCardDef {
  /** Unique id of the card. */
  readonly id: string;
  /** Display name, in English (a locale may translate it). */
  readonly name: string;
  /** The travel method the card allows. */
  readonly method: TravelMethod;
  /** The source of each data field's value, keyed by field name. */
  readonly provenance: Provenance;
}

/**
 * The adventure dice: how many, and the symbol on each face of one die (all dice are alike).
 *
 * @example
 * ```ts
 * const dice: DiceDef = { count: 5, faces: ["take-damage", "gain-power", "conjure-magic", "torch", "scroll", "attack-goblin"], provenance: {} };
 * ```
 */
export interface DiceDef {
  /** How many adventure dice are rolled. */
  readonly count: number;
  /** The symbol on each face of a die. */
  readonly faces: readonly DieSymbol[];
  /** The source of each data field's value, keyed by field name. */
  readonly provenance: Provenance;
}

/**
 * The Round Card's scoring table: victory points by total (index = total, 0 to 10) for spells,
 * quests and goblins, and the points per legendary item.
 *
 * @example
 * ```ts
 * const pointsForThreeQuests = referencePack.scoring.quests[3]; // 3
 * ```
 */
export interface ScoringTableDef {
  /** Victory points by spell level. */
  readonly spells: readonly number[];
  /** Victory points by number of quests completed. */
  readonly quests: readonly number[];
  /** Victory points by number of goblins defeated. */
  readonly goblins: readonly number[];
  /** Victory points for each legendary item gained. */
  readonly legendaryItem: number;
  /** The source of each data field's value, keyed by field name. */
  readonly provenance: Provenance;
}

/**
 * A complete content pack: every table the rules read. The library ships a reference pack
 * (`referencePack`); a user with the printed cards may pass their own, which `createGame`
 * validates with `validateContent`.
 *
 * @example
 * ```ts
 * import { createGame, referencePack } from "teq-engine";
 * const pack: ContentPack = { ...referencePack, id: "my-printed-cards" };
 * const game = createGame({ seed: 1, players: 2, content: pack });
 * ```
 */
export interface ContentPack {
  /** A name for the pack, recorded in each game's state. */
  readonly id: string;
  /** The content model version this pack is written for (currently 1). */
  readonly formatVersion: number;
  /** The adventure dice. */
  readonly dice: DiceDef;
  /** The shape of the Land Map. */
  readonly layout: LayoutTemplate;
  /** The base game's map cards. */
  readonly mapCards: readonly MapCardDef[];
  /** The temples. */
  readonly temples: readonly TempleDef[];
  /** The spells of the Spell Library. */
  readonly spells: readonly SpellDef[];
  /** The Mushroom Grotto effects of both faces. */
  readonly grottoEffects: readonly GrottoEffectDef[];
  /** The two sides of the magic card. */
  readonly magicTracks: {
    /** The 2-4 player side. */
    readonly multiplayer: MagicTrackDef;
    /** The solo side. */
    readonly solo: MagicTrackDef;
  };
  /** The movement cards. */
  readonly movementCards: readonly MovementCardDef[];
  /** The quest cards. */
  readonly quests: readonly QuestDef[];
  /** The treasure and legendary items. */
  readonly items: readonly ItemDef[];
  /** The player cards, one per colour. */
  readonly playerCards: readonly PlayerCardDef[];
  /** The Round Card's scoring table. */
  readonly scoring: ScoringTableDef;
  /** The Golden Mushrooms expansion's components. */
  readonly goldenMushrooms: GoldenMushroomsContent;
}
